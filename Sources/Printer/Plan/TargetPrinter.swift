import LayoutModel
import Naming

/// The printer of one library: given the prepared document, it writes the file. A target
/// states what it needs of the preparation through the static members, whose defaults suit
/// most targets.
protocol TargetPrinter {
    /// The names the target's printed code uses itself; no view may take them.
    static var reservedNames: Set<String> { get }
    /// What `--declarations` code calls the root, or `nil` when the target names it itself.
    static var declaredRootName: String? { get }
    /// Whether `--declarations` prints a cell root as a cell subclass (``CellShape``), its root
    /// then called `self` (or `contentView`), rather than a class that holds the cell.
    static var declaresCells: Bool { get }
    /// Whether the target walks the printed hierarchy itself (``PreparedDocument/order`` is
    /// then left empty).
    static var walksOwnTree: Bool { get }
    /// The tags the views are named with.
    static func namingTags(_ options: PrintOptions, root: View) -> [ItemID: String]
    /// The names made when the caller passes none.
    /// The names of the printed document's items; `root` is the printed subtree's.
    static func names(recorded: LayoutDocument, printed: LayoutDocument, tags: [ItemID: String], root: ItemID) -> NameTable

    init(_ prepared: PreparedDocument)
    var prepared: PreparedDocument { get }
    func print() -> PrintedCode
}

extension TargetPrinter {
    static var declaredRootName: String? { "view" }
    static var declaresCells: Bool { false }
    static var walksOwnTree: Bool { false }
    static func namingTags(_ options: PrintOptions, root: View) -> [ItemID: String] { options.tags }
    static func names(recorded: LayoutDocument, printed: LayoutDocument, tags: [ItemID: String], root: ItemID) -> NameTable {
        NameTable(document: printed, tags: tags, reserved: reservedNames, printedRoot: root)
    }

    var document: LayoutDocument { prepared.document }
    var options: PrintOptions { prepared.options }
    var names: NameTable { prepared.names }
    var root: ItemID { prepared.root }

    /// Prepares the document and prints it.
    static func print(_ recorded: LayoutDocument, options: PrintOptions) throws(PrintError) -> PrintedCode {
        try Self(PreparedDocument(recorded, options: options, for: Self.self)).print()
    }
}

/// A target that prints the shape every target but Draftsman shares (``PrintedFile``): it
/// states its library, how it creates constraints, what it cannot create and the layout
/// code; the header, declarations and leftovers are the file's.
protocol FileTargetPrinter: TargetPrinter {
    /// What the header calls the library: `SnapKit 5`.
    var library: String { get }
    /// The modules the declared file imports, UIKit first.
    var imports: [String] { get }
    /// How the target creates constraints, for the header: `SnapKit (makeConstraints)`.
    var creator: String { get }
    /// The printed views, depth-first.
    var order: [ItemID] { get }
    /// Why the target cannot create the constraint from its owner's side; `nil` when it can.
    func whyNot(_ constraint: OwnedConstraint) -> String?
    /// Whether the layout code sets priorities or identifiers through the helpers.
    func usesHelpers(_ file: PrintedFile) -> Bool
    /// The layout code: what `apply()` runs.
    func body(_ file: PrintedFile, _ writer: inout SourceWriter)
}

extension FileTargetPrinter {
    static var declaresCells: Bool { true }
    var order: [ItemID] { prepared.order }

    func usesHelpers(_ file: PrintedFile) -> Bool { false }

    /// The file for these views and this target's rules.
    var file: PrintedFile {
        PrintedFile(prepared: prepared, order: order, library: library, imports: imports, creator: creator, whyNot: whyNot)
    }

    func print() -> PrintedCode {
        let file = self.file
        let source = file.source(usesHelpers: usesHelpers(file)) { writer in body(file, &writer) }
        return PrintedCode(
            utf8: source, dispositions: file.plan.dispositions, names: names,
            declaredClasses: options.sharesItsFile ? file.declarations.declaredClasses : [])
    }
}
