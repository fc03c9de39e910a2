import LayoutModel
import Naming

/// The UIKit statements that build a printed hierarchy: `parent.addSubview(child)` in subview
/// order, `stack.addArrangedSubview(child)` for a stack's arranged subviews, parents before
/// children, so the subviews and arranged subviews come out in the dump's order.
enum SubviewCode {
    /// The statements for `order`; a `given` view (a cell's content view) is never added.
    static func write(root: ItemID, order: [ItemID], document: LayoutDocument, names: NameTable, given: Set<ItemID> = [],
                      _ writer: inout SourceWriter) {
        let printed = Set(order).subtracting(given)
        for id in order {
            // Read in place: `document.view(_:)` copies a whole view for its two lists.
            guard let index = document.indexOfView(id) else { continue }
            let parent = names.displayName(of: id)
            let subviews = document.views[index].subviews.filter { printed.contains($0) }
            let arranged = (document.views[index].stack?.arrangedSubviews ?? []).filter { printed.contains($0) }
            let arrangedSet = Set(arranged)
            if subviews.filter(arrangedSet.contains) == arranged {
                // Arranged in subview order: one statement per subview adds and arranges it.
                // Written part by part: a wide layout has a statement per view, and an
                // interpolated string of each cost more than the copies.
                for child in subviews {
                    let call = arrangedSet.contains(child) ? ".addArrangedSubview(" : ".addSubview("
                    writer.line(parent, call, names.displayName(of: child), ")")
                }
            } else {
                // Arranged in another order: add them all, then arrange them (an arranged view
                // that already is a subview keeps its place among the subviews).
                for child in subviews { writer.line(parent, ".addSubview(", names.displayName(of: child), ")") }
                for child in arranged { writer.line(parent, ".addArrangedSubview(", names.displayName(of: child), ")") }
            }
        }
    }

    /// The views a stack arranges: the stack turns their autoresizing-mask translation off.
    static func arrangedViews(order: [ItemID], document: LayoutDocument) -> Set<ItemID> {
        Set(order.flatMap { id in document.indexOfView(id).flatMap { document.views[$0].stack?.arrangedSubviews } ?? [] })
    }
}
