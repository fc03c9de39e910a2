import LayoutModel
import Naming

/// A document made ready for any target, once: IB's iOS 7–10 layout guides rewritten for the
/// safe area (``LegacyLayoutGuides``), the root checked, every item named.
struct PreparedDocument {
    /// The document as printed: old guides rewritten, constraint indexes unchanged.
    let document: LayoutDocument
    let options: PrintOptions
    /// The names, the rewrite's safe-area guides among them.
    let names: NameTable
    /// The printed view: `options.root`, else the document's ``LayoutDocument/printedRoot``.
    let root: ItemID
    /// The root's subtree in depth-first pre-order; empty for a target that walks its own.
    let order: [ItemID]
    /// UIKit's private views in the root's subtree, and what is inside them: left out of
    /// ``order``, counted apart in the header.
    let privateViewCount: Int
    /// How many constraints to the old guides the rewrite changed, for the header's note.
    let legacyGuideConstraints: Int

    init<Printer: TargetPrinter>(_ recorded: LayoutDocument, options: PrintOptions, for printer: Printer.Type) throws(PrintError) {
        let root = options.root ?? recorded.printedRoot
        guard let rootView = recorded.view(root) else { throw .unknownRoot(root) }
        let legacy = LegacyLayoutGuides.rewritten(recorded)
        let tags = Printer.namingTags(options, root: rootView)
        // A caller's names (the REPL's) are the whole document's; a subtree printed as a
        // class of its own (a cell of a table) is named for that class's members.
        let given = tags == options.tags && root == recorded.rootID ? options.names : nil
        var names = given ?? Printer.names(recorded: recorded, printed: legacy.document, tags: tags, root: root)
        names.name(addedGuides: legacy.added)
        if options.declarations, let declared = Printer.declaredRootName {
            let cell = Printer.declaresCells ? CellShape(document: legacy.document, root: root) : nil
            names = names.renaming(root, to: cell?.rootName ?? declared)
        }
        document = legacy.document
        self.options = options
        self.names = names
        self.root = root
        // The views Draftsman's tree prints (``PrintedTree``): UIKit's private views and what is
        // inside them left out and counted, a list's cells left to it.
        let tree = Printer.walksOwnTree ? nil : PrintedTree(document: document, root: root)
        order = tree?.order ?? []
        privateViewCount = tree?.privateViews.count ?? 0
        legacyGuideConstraints = legacy.rewrittenCount
    }
}
