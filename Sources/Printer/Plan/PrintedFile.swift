import LayoutModel
import Naming

/// The file shape every target but Draftsman prints: a header that accounts for every
/// constraint, the layout code (inside `final class PrintedLayout { … func apply() }` with
/// `--declarations`), the UIKit code for what the target cannot say, and the constraints not
/// created, commented out.
struct PrintedFile {
    let document: LayoutDocument
    let options: PrintOptions
    let names: NameTable
    let plan: TargetPlan
    let root: ItemID
    /// The printed views, depth-first.
    let order: [ItemID]
    /// UIKit's private views in the printed subtree, for the header (``PreparedDocument/privateViewCount``).
    let privateViewCount: Int
    /// What the header calls the library: `SnapKit 5`.
    let library: String
    /// The modules the declared file imports, UIKit first.
    let imports: [String]
    /// How the target creates constraints, for the header: `SnapKit's makeConstraints`.
    let creator: String
    /// How many constraints to IB's old layout guides the preparation rewrote.
    let legacyGuideConstraints: Int
    /// With `--declarations`, the cell class a cell or content view root is printed as.
    let cell: CellShape?
    /// The class the layout is printed in: the cell class, or `PrintedLayout` (another name
    /// where the file declares that one already).
    let layoutClass: String
    /// The printed views, the ones UIKit gives the code among them (``PrintedTree/given``).
    let tree: PrintedTree

    /// With `--declarations`, a cell root is printed as a cell subclass. `whyNot` is `nil` for a
    /// target that writes no constraint: the plan is then empty, and the file's header and
    /// leftovers are the target's own.
    init(prepared: PreparedDocument, order: [ItemID], library: String, imports: [String], creator: String,
         whyNot: ((OwnedConstraint) -> String?)?) {
        document = prepared.document
        options = prepared.options
        names = prepared.names
        root = prepared.root
        legacyGuideConstraints = prepared.legacyGuideConstraints
        self.order = order
        privateViewCount = order == prepared.order ? prepared.privateViewCount : 0
        self.library = library
        self.imports = imports
        self.creator = creator
        let shape = CellShape(document: document, root: root)
        var cell = options.declarations ? shape : nil
        if let className = cell?.className { cell?.className = options.uniqueClassName(className, document: document, order: order) }
        self.cell = cell
        layoutClass = cell?.className ?? options.uniqueClassName("PrintedLayout", document: document, order: order)
        // Without a cell class the code still leaves a cell's content view and its style's
        // views to UIKit.
        let styleViews = document.cellParts(ofCellOrContentView: root).map(\.view)
        tree = PrintedTree(order: order, in: document, given: shape?.given ?? Set(styleViews))
        if let whyNot {
            plan = TargetPlan(document: document, names: names, owningViews: OwningViews(document: document), printed: order.compactMap(document.indexOfView),
                              autoIdentifier: options.autoIdentifier, whyNot: whyNot)
        } else {
            plan = TargetPlan()
        }
    }

    /// The whole file.
    /// - Parameters:
    ///   - warnings: header lines (without `// `) the target adds, such as what its code changes.
    ///   - members: declarations the target adds to `PrintedLayout` before `apply()`.
    ///   - body: the layout code: what `apply()` runs.
    ///   - usesHelpers: whether the body sets priorities or identifiers through
    ///     ``AnchorExpression/helperSource`` (the fallback code's own use is found here).
    func source(
        warnings: [String] = [], usesHelpers: Bool = false, members: ((inout SourceWriter) -> Void)? = nil,
        body: (inout SourceWriter) -> Void
    ) -> [UInt8] {
        var writer = SourceWriter(forFileOf: document)
        let declarations = self.declarations
        if options.declarations, let cell {
            // Written first: a cell of its style's views alone builds nothing, and says so.
            var building = SourceWriter()
            body(&building)
            header(&writer, warnings: warnings, cellBuildsNothing: building.isEmpty)
            writer.line()
            for module in imports { writer.line("import \(module)") }
            writer.line()
            cellClass(cell, declarations: declarations, &writer, members: members, building: building)
        } else if options.declarations {
            header(&writer, warnings: warnings)
            writer.line()
            for module in imports { writer.line("import \(module)") }
            writer.line()
            writer.line("@MainActor")
            writer.block(declarations.printedLayoutOpening) { writer in
                declarations.properties(&writer)
                var configuration = SourceWriter()
                declarations.configuration(&configuration)
                declarations.writeInitializer(configuration, &writer)
                if let members {
                    writer.line()
                    members(&writer)
                }
                writer.line()
                writer.line("/// Builds the hierarchy and activates every printed constraint.")
                writer.block("func apply() {", body)
            }
        } else {
            header(&writer, warnings: warnings)
            writer.line()
            body(&writer)
        }
        UncreatedConstraints.write(plan.dispositions, document: document, names: names, into: &writer)
        helpers(&writer, usesHelpers: usesHelpers)
        if options.declarations { declarations.writeStubClasses(&writer) }
        return writer.bytes
    }

    /// The cell class: its views as properties, set up and laid out when UIKit makes it.
    /// - Parameters:
    ///   - members: declarations the target adds before the initializer.
    ///   - applying: what `apply()` does, for its comment.
    ///   - building: what `apply()` runs, written at no indentation; no `apply()` when empty
    ///     (a cell of its style's views alone).
    ///   - trailing: declarations the target adds after `apply()`.
    func cellClass(
        _ cell: CellShape, declarations: ViewDeclarations, _ writer: inout SourceWriter,
        members: ((inout SourceWriter) -> Void)?, applying: String = "Builds the hierarchy and activates every printed constraint.",
        building: SourceWriter, trailing: ((inout SourceWriter) -> Void)? = nil
    ) {
        writer.block("final class \(cell.className): \(cell.superclass) {") { writer in
            let start = writer.bytes.count
            declarations.properties(&writer)
            if let members {
                if writer.bytes.count > start { writer.line() }
                members(&writer)
            }
            if writer.bytes.count > start { writer.line() }
            writer.block(cell.initializer) { writer in
                writer.line(cell.superCall)
                declarations.configuration(&writer)
                if !building.isEmpty { writer.line("apply()") }
            }
            writer.line()
            writer.block("required init?(coder: NSCoder) {") { writer in
                writer.line("fatalError(\"init(coder:) has not been implemented\")")
            }
            if !building.isEmpty {
                writer.line()
                writer.line("/// \(applying)")
                writer.block("private func apply() {") { $0.append(building) }
            }
            if let trailing {
                writer.line()
                trailing(&writer)
            }
        }
    }

    /// The `--declarations` part for the class every target but Draftsman prints:
    /// `PrintedLayout`, or the cell class.
    var declarations: ViewDeclarations {
        ViewDeclarations(document: document, names: names, tree: tree,
                         createdStacks: [], declaredClass: layoutClass, declaredElsewhere: options.declaredClasses,
                         rootIsTableViewCell: cell?.superclass == "UITableViewCell")
    }

    // MARK: - Header

    private func header(_ writer: inout SourceWriter, warnings: [String], cellBuildsNothing: Bool = false) {
        var closing: [String] = []
        if options.declarations, let cell {
            closing = cell.shapeComment(applying: cellBuildsNothing ? nil : " and creates the constraints.")
        } else if options.declarations {
            closing = [
                "//",
                "// Shape: `\(layoutClass)` declares every view as a property (the root is `\(names.displayName(of: root))`) and sets",
                "// the properties the dump records in `init()`; `apply()` builds the hierarchy and creates the constraints.",
                "// Use: `let layout = \(layoutClass)(); layout.apply()`.",
            ]
        }
        let header = FileHeader(
            title: "\(library) layout\(options.sourceName.map { " of \($0)" } ?? ""), printed by draft-inspect.",
            printedViews: FileHeader.inputViews(in: order, of: document), privateViews: privateViewCount, documentViews: document.inputViewCount,
            dispositions: plan.dispositions, creator: creator,
            codeLine: { "\($0) created by NSLayoutConstraint code (\(library) cannot express them; see the comment on each)" },
            rootNote: FileHeader.rootNote(root: root, document: document),
            legacyGuideConstraints: legacyGuideConstraints,
            notes: warnings + FileHeader.unknownArrangementWarning(order, document: document, names: names),
            autoIdentifier: options.autoIdentifier, closing: closing)
        header.write(&writer)
    }

    // MARK: - Code shared by the targets

    /// The printed views that translate their autoresizing mask in the dump, the root and the
    /// given content views left out: the code does not create them.
    var translatingViews: [ItemID] {
        order.filter { $0 != root && !tree.given.contains($0) && translatesMask($0) == true }
    }

    /// The UIKit statements that build the hierarchy: identifiers (`--auto-identifier`), the
    /// subviews added and arranged, then autoresizing-mask translation turned off for the views
    /// the dump has laid out by constraints, except the root, arranged views (the stack does it)
    /// and `switchedOffElsewhere` (the library does it).
    func hierarchy(_ writer: inout SourceWriter, switchedOffElsewhere: Set<ItemID> = []) {
        autoIdentifiers(&writer)
        SubviewCode.write(root: root, order: order, document: document, names: names, given: tree.given, &writer)
        let arranged = SubviewCode.arrangedViews(order: order, document: document)
        autoresizingOff(order.filter { id in
            id != root && !arranged.contains(id) && !switchedOffElsewhere.contains(id) && !tree.given.contains(id)
                && translatesMask(id) == false
        }, &writer)
    }

    /// Whether the dump's view translates its autoresizing mask, read in place:
    /// `document.view(_:)` copies the whole view for one flag.
    private func translatesMask(_ id: ItemID) -> Bool? {
        document.indexOfView(id).map { document.views[$0].translatesAutoresizingMaskIntoConstraints }
    }

    /// Why UIKit itself cannot make the constraint from its owner's side, whatever the
    /// library: `nil` when it can.
    static func uikitProblem(_ constraint: OwnedConstraint) -> String? {
        guard constraint.target != nil else {
            guard constraint.attribute.isDimension else { return "a position constraint without a second item" }
            return constraint.multiplier == 1 ? nil : "a constant constraint with a multiplier"
        }
        guard Attribute.areCompatible(constraint.attribute, constraint.targetAttribute) else {
            return "UIKit does not relate \(constraint.attribute.name) to \(constraint.targetAttribute.name)"
        }
        return nil
    }

    /// With `--auto-identifier`: `name.accessibilityIdentifier = "name"` for every printed view
    /// that has no identifier in the dump.
    func autoIdentifiers(_ writer: inout SourceWriter) {
        guard options.autoIdentifier else { return }
        for id in order where document.indexOfView(id).map({ document.views[$0].accessibilityIdentifier == nil }) ?? true {
            let name = names.displayName(of: id)
            writer.line("\(tree.reference(to: id, names: names)).accessibilityIdentifier = \(SwiftLiteral.string(name))")
        }
    }

    /// `[a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }` for the views
    /// the dump has laid out by constraints and that nothing else switches off.
    func autoresizingOff(_ ids: [ItemID], _ writer: inout SourceWriter) {
        guard !ids.isEmpty else { return }
        if ids.count == 1 {
            writer.line("\(names.displayName(of: ids[0])).translatesAutoresizingMaskIntoConstraints = false")
            return
        }
        let list = ids.map { names.displayName(of: $0) }.joined(separator: ", ")
        writer.line("[\(list)].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }")
    }

    /// The constraints the target cannot create, as anchor code in `NSLayoutConstraint.activate([…])`
    /// (the shared ``AnchorExpression``), each with the reason; a view comes first where turning
    /// the constraint round allows it.
    func fallbackCode(_ writer: inout SourceWriter, introduction: String) {
        guard !plan.fallbacks.isEmpty else { return }
        AnchorExpression(names: names, document: document).writeFallbacks(
            plan.fallbacks, identifiers: plan.identifiers, introduction: introduction, document: document, to: &writer)
    }

    /// `withPriority(_:)` and `withIdentifier(_:)`, once, when the fallback code uses them.
    private func helpers(_ writer: inout SourceWriter, usesHelpers: Bool) {
        guard usesHelpers || plan.fallbacks.contains(where: { AnchorExpression.needsHelpers(document.constraints[$0.index], identifier: plan.identifiers[$0.index]) })
        else { return }
        writer.line()
        writer.line("// Sets a priority or an identifier inside `NSLayoutConstraint.activate([…])`.")
        for line in AnchorExpression.helperSource { writer.line(line) }
    }
}
