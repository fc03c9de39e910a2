import LayoutModel
import Testing

/// Where printing starts in a captured window or presentation: the controller's view inside
/// UIKit's containers (``LayoutDocument/contentRoot``).
@Suite struct ContentRootTests {
    /// A sheet captured from its transition view: the dimming view and the shadow view are
    /// UIKit's, the two plain views only clip the sheet, and the navigation controller's bar is
    /// its own; the view its wrapper holds is the app's.
    @Test func aSheetIsPrintedFromTheViewItsWrapperHolds() {
        let document = LayoutDocument(rootID: "transition", views: [
            View(id: "transition", className: "UITransitionView", subviews: ["dimming", "shadow"]),
            View(id: "dimming", className: "UIDimmingView"),
            View(id: "shadow", className: "UIDropShadowView", subviews: ["clip"]),
            View(id: "clip", className: "UIView", subviews: ["inner"]),
            View(id: "inner", className: "UIView", subviews: ["navigation"]),
            View(id: "navigation", className: "UILayoutContainerView", subviews: ["navigationTransition", "bar"]),
            View(id: "navigationTransition", className: "UINavigationTransitionView", subviews: ["wrapper"]),
            View(id: "wrapper", className: "UIViewControllerWrapperView", subviews: ["content"]),
            View(id: "content", className: "SignInView", subviews: ["label"]),
            View(id: "label", className: "UILabel"),
            View(id: "bar", className: "UINavigationBar"),
        ])
        #expect(document.contentRoot == "content")
    }

    /// A plain view that holds an app's view beside a container is the app's, so the window
    /// holding it is printed whole; a content view an excerpt left under a container is no
    /// controller's view.
    @Test func onlyAViewThatWrapsContainersAloneIsPassedThrough() {
        let beside = LayoutDocument(rootID: "window", views: [
            View(id: "window", className: "UIWindow", subviews: ["root"]),
            View(id: "root", className: "UIView", subviews: ["container", "banner"]),
            View(id: "container", className: "UILayoutContainerView"),
            View(id: "banner", className: "UILabel"),
        ])
        #expect(beside.contentRoot == "window")
        let stray = LayoutDocument(rootID: "window", views: [
            View(id: "window", className: "UIWindow", subviews: ["container"]),
            View(id: "container", className: "UILayoutContainerView", subviews: ["transition"]),
            View(id: "transition", className: "UINavigationTransitionView", subviews: ["effectContent"]),
            View(id: "effectContent", className: "_UIVisualEffectContentView"),
        ])
        #expect(stray.contentRoot == "window")
    }
}
