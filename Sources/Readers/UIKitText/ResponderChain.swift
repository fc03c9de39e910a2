import LayoutModel

/// Chisel's `presponder` prints a view's responder chain indented as `recursiveDescription`
/// indents a hierarchy: each line is the next responder of the line above, the view's
/// superview or its view controller, up to the window and the application. Read as a
/// hierarchy it is upside down (the first view holding its own superview), so a chain of views
/// is turned round: the last view is the root, each holding the one listed before it, and
/// each frame is then in its superview's coordinates, as the description gives it.
enum ResponderChain {
    /// The views turned round when they form one chain (each holding at most one, two or
    /// more in all) from `rootID`; `nil` for any other shape, which no responder chain has.
    static func turnedRound(rootID: ItemID, views: [View]) -> (rootID: ItemID, views: [View])? {
        guard views.count >= 2, views.allSatisfy({ $0.subviews.count <= 1 }) else { return nil }
        var position: [ItemID: Int] = [:]
        for (index, view) in views.enumerated() { position[view.id] = index }
        var chain: [Int] = []
        var next: ItemID? = rootID
        while let id = next, let index = position[id] {
            chain.append(index)
            next = views[index].subviews.first
        }
        guard chain.count == views.count else { return nil }
        var turned = views
        for (step, index) in chain.enumerated() {
            turned[index].subviews = step > 0 ? [views[chain[step - 1]].id] : []
        }
        return (views[chain[chain.count - 1]].id, turned)
    }
}
