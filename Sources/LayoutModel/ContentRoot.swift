extension LayoutDocument {
    /// The classes of UIKit's containers that hold a view controller's view as their
    /// subview: a child's wrapper, and a presentation's transition and shadow views.
    static let controllerViewHolders: Set<String> = ["UIViewControllerWrapperView", "UITransitionView", "UIDropShadowView"]
    /// Those, and the navigation and tab bar controllers' own views around them.
    static let controllerContainers = controllerViewHolders.union(["UILayoutContainerView", "UINavigationTransitionView"])

    /// The view an app's code builds, where printing starts unless told another: the root,
    /// but for a window (a capture of `keyWindow`) whose app views all lie in UIKit's
    /// controller containers, the view controller's view: the one such view, else the topmost
    /// a controller wrapper or presentation holds (the last, as a window draws later subviews
    /// above earlier ones). A window that holds views of the app's itself stays the root, as
    /// does one with several views in containers and none held; what lies inside UIKit's other
    /// views (a keyboard, a SwiftUI hosting view) is not the app's.
    public var contentRoot: ItemID {
        guard kind(of: rootID) == .window else { return rootID }
        var contained: [(view: ItemID, isHeld: Bool)] = []
        var stack = subviews(of: rootID).reversed().map { (view: $0, parent: rootID) }
        var seen: Set<ItemID> = [rootID]
        while let (id, parent) = stack.popLast() {
            guard seen.insert(id).inserted, let view = view(id) else { continue }
            let kind = kind(of: id)
            if kind == .window || Self.controllerContainers.contains(view.className) {
                stack += view.subviews.reversed().map { (view: $0, parent: id) }
            } else if kind != .privateView {
                guard self.kind(of: parent) != .window else { return rootID }
                contained.append((id, Self.controllerViewHolders.contains(self.view(parent)?.className ?? "")))
            }
        }
        if contained.count == 1 { return contained[0].view }
        return contained.last(where: \.isHeld)?.view ?? rootID
    }
}
