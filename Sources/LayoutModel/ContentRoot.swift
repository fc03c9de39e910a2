extension LayoutDocument {
    /// The classes of UIKit's containers that hold a view controller's view as their
    /// subview: a child's wrapper, and a presentation's transition and shadow views.
    static let controllerViewHolders: Set<String> = ["UIViewControllerWrapperView", "UITransitionView", "UIDropShadowView"]
    /// Those, and the navigation and tab bar controllers' own views around them.
    static let controllerContainers = controllerViewHolders.union(["UILayoutContainerView", "UINavigationTransitionView"])

    /// The view an app's code builds, where printing starts unless told another: the root,
    /// but for a window (a capture of `keyWindow`) or one of UIKit's controller containers (a
    /// capture of a presentation's transition view) whose app views all lie in those
    /// containers, the view controller's view: the one such view, else the topmost a controller
    /// wrapper or presentation holds (the last, as a view draws later subviews above earlier
    /// ones). Plain `UIView`s that only wrap containers (a sheet's) are passed through. A
    /// window's one view of the app's is its root controller's; a window that holds two, or
    /// one a reader added (``rootIsSynthetic``), stays the root, as does one with several
    /// views in containers and none held; what lies inside UIKit's other views (a keyboard, a
    /// SwiftUI hosting view) is not the app's.
    public var contentRoot: ItemID {
        guard let rootView = view(rootID) else { return rootID }
        let rootIsWindow = kind(of: rootID) == .window
        guard rootIsWindow || Self.controllerContainers.contains(rootView.className) else { return rootID }
        var contained: [(view: ItemID, isHeld: Bool)] = []
        var stack = subviews(of: rootID).reversed().map { (view: $0, parent: rootID) }
        var seen: Set<ItemID> = [rootID]
        var holdsAppView = false
        while let (id, parent) = stack.popLast() {
            guard seen.insert(id).inserted, let index = indexOfView(id) else { continue }
            let view = views[index]
            let kind = kind(of: id)
            if kind == .window || Self.controllerContainers.contains(view.className) || wrapsContainers(viewAt: index) {
                stack += view.subviews.reversed().map { (view: $0, parent: id) }
            } else if kind != .privateView {
                // A window holds its root controller's view as a subview of its own; a second
                // view of the app's beside it (an overlay) leaves which one is the controller's unknown.
                if rootIsWindow && parent == rootID {
                    guard !holdsAppView, !rootIsSynthetic else { return rootID }
                    holdsAppView = true
                    contained.append((id, true))
                    continue
                }
                let parentClass = self.view(parent)?.className ?? ""
                // A navigation or tab bar controller's own bar, beside its transition view, and a
                // content view that an excerpt's cut left under a container (its effect view or
                // cell makes it): neither is a controller's view.
                if parentClass == "UILayoutContainerView" || kind == .effectContentView || kind == .cellContentView { continue }
                contained.append((id, Self.controllerViewHolders.contains(parentClass)))
            }
        }
        if contained.count == 1 { return contained[0].view }
        return contained.last(where: \.isHeld)?.view ?? rootID
    }

    /// Where printing starts unless told another: ``contentRoot``, but a cell's content view
    /// that a reader's added window holds alone (a log that lists it without its cell), where
    /// the cell's code applies its constraints.
    public var printedRoot: ItemID {
        if rootIsSynthetic, let held = view(rootID)?.subviews.filter({ kind(of: $0) != .privateView }),
            held.count == 1, kind(of: held[0]) == .cellContentView
        {
            return held[0]
        }
        return contentRoot
    }

    /// The most plain views UIKit nests around a controller's container (a sheet's two).
    static let wrapperDepth = 8

    /// Whether the view at `index` is a plain `UIView` that only wraps UIKit's controller
    /// containers (an iOS 13 sheet's clipping views around the presented controller's
    /// container, a controller's view that only embeds a child container): every subview one of
    /// those, a view that wraps them too, or one of UIKit's private views. Asked of the views
    /// the walk reaches, each answer stopping at the first subview of the app's.
    private func wrapsContainers(viewAt index: Int, depth: Int = 0) -> Bool {
        guard depth < Self.wrapperDepth, views[index].className == "UIView" else { return false }
        var holdsContainer = false
        for subview in views[index].subviews {
            guard let position = indexOfView(subview) else { return false }
            if Self.controllerContainers.contains(views[position].className) || wrapsContainers(viewAt: position, depth: depth + 1) {
                holdsContainer = true
            } else if kind(of: subview) != .privateView {
                return false
            }
        }
        return holdsContainer
    }
}
