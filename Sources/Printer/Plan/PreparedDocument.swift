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
    /// The printed view: `options.root`, else the document's ``LayoutDocument/contentRoot``.
    let root: ItemID
    /// The root's subtree in depth-first pre-order; empty for a target that walks its own.
    let order: [ItemID]
    /// UIKit's private views in the root's subtree, and what is inside them: left out of
    /// ``order``, counted apart in the header.
    let privateViewCount: Int
    /// How many constraints to the old guides the rewrite changed, for the header's note.
    let legacyGuideConstraints: Int

    init<Printer: TargetPrinter>(_ recorded: LayoutDocument, options: PrintOptions, for printer: Printer.Type) throws(PrintError) {
        let root = options.root ?? recorded.contentRoot
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
        (order, privateViewCount) = Printer.walksOwnTree ? ([], 0) : Self.subtreeOrder(of: root, in: document)
        legacyGuideConstraints = legacy.rewrittenCount
    }

    /// A view's subtree in depth-first pre-order, guarding against cycles, without the cells
    /// its lists place, and how many of UIKit's private views (with what is inside them) it
    /// leaves out.
    static func subtreeOrder(of root: ItemID, in document: LayoutDocument) -> (order: [ItemID], privateViews: Int) {
        var result: [ItemID] = []
        var privateViews = 0
        var stack = [root]
        var seen: Set<ItemID> = []
        while let id = stack.popLast() {
            guard seen.insert(id).inserted, let index = document.indexOfView(id) else { continue }
            // UIKit makes its private views (and what is inside them) itself, and a table or
            // collection view places its cells, as Draftsman's tree says (``PrintedTree``):
            // code never creates the one, nor adds the other.
            let kind = id == root ? nil : document.kind(ofViewAt: index)
            if kind?.isPlacedByItsList == true { continue }
            if kind == .privateView {
                var inside = [id]
                while let next = inside.popLast() {
                    privateViews += 1
                    inside += document.subviews(of: next).filter { seen.insert($0).inserted }
                }
                continue
            }
            result.append(id)
            stack.append(contentsOf: document.views[index].subviews.reversed())
        }
        return (result, privateViews)
    }
}
