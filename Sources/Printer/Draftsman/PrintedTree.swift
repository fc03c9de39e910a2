import Inspector

/// The views printed code builds, and the ones it is given.
///
/// UIKit makes some views itself, so code never inserts them: its private views (a button's
/// `UIButtonLabel`, a cell's separator; ``UIKitClasses``), a cell's `contentView`, and the cells
/// of a table or collection view (the table dequeues them; print one with `--root`). The root
/// and a cell root's content view are *given*: code refers to them but never inserts them, and
/// in a plan they have no chain (a plan is applied to them).
struct PrintedTree {
    /// The printed views in depth-first pre-order, the root first.
    let order: [ItemID]
    /// The root and, for a cell, its content view.
    let given: Set<ItemID>
    /// The view a plan or `draftContent` fills: the root, or a cell root's content view.
    let container: ItemID
    /// UIKit's private views inside the root's subtree and everything inside them: never
    /// printed; constraints that mention them are UIKit's.
    let privateViews: Set<ItemID>

    /// A tree as another printer has it: these views, none given (its `PrintedLayout`
    /// declares the root too).
    init(order: [ItemID]) {
        self.order = order
        given = []
        container = order[0]
        privateViews = []
    }

    init(document: LayoutDocument, root: ItemID) {
        var order: [ItemID] = []
        var privateViews: Set<ItemID> = []
        var contentView: ItemID?
        let rootIsCell = document.kind(of: root)?.isCell == true
        var stack = [root]
        var seen: Set<ItemID> = []
        while let id = stack.popLast() {
            guard seen.insert(id).inserted, let view = document.view(id) else { continue }
            if id != root {
                let kind = document.kind(of: id)
                if kind == .privateView {
                    var inside = [id]
                    while let next = inside.popLast() {
                        guard privateViews.insert(next).inserted else { continue }
                        inside += document.view(next)?.subviews ?? []
                    }
                    continue
                }
                if kind?.isCell == true { continue }
                if kind == .cellContentView, document.superview(of: id) == root, rootIsCell, contentView == nil {
                    contentView = id
                }
            }
            order.append(id)
            stack.append(contentsOf: view.subviews.reversed())
        }
        self.order = order
        self.privateViews = privateViews
        container = contentView ?? root
        given = Set([root, container])
    }
}
