import LayoutModel
import Naming

/// The views printed code builds, and the ones it is given.
///
/// UIKit makes some views itself, so code never inserts them: its private views (a button's
/// `UIButtonLabel`, a cell's separator; ``UIKitClasses``), a cell's `contentView`, and the cells,
/// headers and supplementary views of a table or collection view (the table dequeues them;
/// print one with `--root`). The root, a cell root's content view, the views its standard
/// style makes (`textLabel`; ``CellPart``) and a visual effect view's content view are
/// *given*: code refers to them (`blurView.contentView`) but never creates or adds them, and
/// they own no relation.
struct PrintedTree {
    /// The printed views in depth-first pre-order, the root first.
    let order: [ItemID]
    /// The same views by their position in the document's views: printers that walk the
    /// tree read a view's fields by number instead of looking its id up again.
    let numbers: [Int]
    /// The root, a cell's content view and its style's parts, and effect views' content views.
    let given: Set<ItemID>
    /// The given views a cell's standard style makes, which code reaches through UIKit's
    /// optional `textLabel`, `detailTextLabel` and `imageView` (``reference(to:names:)``).
    let cellParts: Set<ItemID>
    /// The visual effect views' content views among the printed views, in order.
    let effectContentViews: [ItemID]
    /// The view a plan or `draftContent` fills: the root, or a cell root's content view.
    let container: ItemID
    /// UIKit's private views inside the root's subtree and everything inside them: never
    /// printed; constraints that mention them are UIKit's.
    let privateViews: Set<ItemID>

    /// A tree as another printer has it: these views, none given (its `PrintedLayout`
    /// declares the root too) but a cell's root and content view (``CellShape``) and effect
    /// views' content views.
    init(order: [ItemID], in document: LayoutDocument, given: Set<ItemID> = []) {
        self.order = order
        numbers = order.compactMap(document.indexOfView)
        effectContentViews = order.dropFirst().filter { document.kind(of: $0) == .effectContentView }
        self.given = given.union(effectContentViews)
        cellParts = given.filter { document.cellPart(of: $0) != nil }
        container = order[0]
        privateViews = []
    }

    init(document: LayoutDocument, root: ItemID) {
        var order: [ItemID] = []
        var numbers: [Int] = []
        var privateViews: Set<ItemID> = []
        var contentView: ItemID?
        var effectContentViews: [ItemID] = []
        let rootIsCell = document.kind(of: root)?.isCell == true
        var stack = [root]
        // Which views the walk has reached, by number: a cycle in the input is walked once.
        var seen = [Bool](repeating: false, count: document.views.count)
        while let id = stack.popLast() {
            guard let number = document.indexOfView(id), !seen[number] else { continue }
            seen[number] = true
            if id != root {
                let kind: ViewKind? = document.kind(ofViewAt: number)
                if kind == .privateView {
                    var inside = [id]
                    while let next = inside.popLast() {
                        guard privateViews.insert(next).inserted else { continue }
                        inside += document.subviews(of: next)
                    }
                    continue
                }
                if kind?.isPlacedByItsList == true { continue }
                if kind == .cellContentView, document.superview(of: id) == root, rootIsCell, contentView == nil {
                    contentView = id
                }
                if kind == .effectContentView { effectContentViews.append(id) }
            }
            order.append(id)
            numbers.append(number)
            stack.append(contentsOf: document.views[number].subviews.reversed())
        }
        self.order = order
        self.numbers = numbers
        self.privateViews = privateViews
        container = contentView ?? root
        cellParts = Set(document.cellParts(ofContentView: container).map(\.view))
        given = Set([root, container] + effectContentViews).union(cellParts)
        self.effectContentViews = effectContentViews
    }

    /// How code refers to a printed view: its name, and a view a cell's style makes as UIKit
    /// gives it, optional (`textLabel?`), so that statements on it chain.
    func reference(to id: ItemID, names: NameTable) -> String {
        cellParts.contains(id) ? names.displayName(of: id) + "?" : names.displayName(of: id)
    }

    /// `blurView.contentView.translatesAutoresizingMaskIntoConstraints = true` for each effect
    /// view's content view, after a library that adds every view of its tree again and turns
    /// translation off on it (Draftsman's `insert`, SwiftLayout's `sublayout`): UIKit sizes the
    /// content view by its autoresizing mask, and no constraint in the input does.
    func effectContentViewsTranslate(names: NameTable, _ writer: inout SourceWriter) {
        for id in effectContentViews {
            writer.line("\(names.displayName(of: id)).translatesAutoresizingMaskIntoConstraints = true")
        }
    }
}
