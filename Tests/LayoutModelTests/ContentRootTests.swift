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

    /// A window holds its root controller's view as a subview of its own: its one view of
    /// the app's is that view, even one that embeds a container beside a view of its own.
    /// With two, which is the controller's is unknown; a root a reader added to hold a log's
    /// views is no window, and its one view is not known to be a controller's.
    @Test func aWindowsOneViewOfTheAppsIsItsControllersView() {
        let beside = LayoutDocument(rootID: "0x1", views: [
            View(id: "0x1", className: "UIWindow", subviews: ["root"]),
            View(id: "root", className: "UIView", subviews: ["container", "banner"]),
            View(id: "container", className: "UILayoutContainerView"),
            View(id: "banner", className: "UILabel"),
        ])
        #expect(beside.contentRoot == "root")
        let overlay = LayoutDocument(rootID: "0x1", views: [
            View(id: "0x1", className: "UIWindow", subviews: ["root", "toast"]),
            View(id: "root", className: "UIView"),
            View(id: "toast", className: "ToastView"),
        ])
        #expect(overlay.contentRoot == "0x1")
        let synthetic = LayoutDocument(rootID: ItemID(LayoutDocument.syntheticRootID), views: [
            View(id: ItemID(LayoutDocument.syntheticRootID), className: "UIWindow", subviews: ["header"]),
            View(id: "header", className: "HeaderView"),
        ])
        #expect(synthetic.rootIsSynthetic)
        #expect(synthetic.contentRoot == synthetic.rootID)
    }

    /// A content view an excerpt left under a container is no controller's view.
    @Test func aContentViewUnderAContainerIsNoControllersView() {
        let stray = LayoutDocument(rootID: "0x1", views: [
            View(id: "0x1", className: "UIWindow", subviews: ["container"]),
            View(id: "container", className: "UILayoutContainerView", subviews: ["transition"]),
            View(id: "transition", className: "UINavigationTransitionView", subviews: ["effectContent"]),
            View(id: "effectContent", className: "_UIVisualEffectContentView"),
        ])
        #expect(stray.contentRoot == "0x1")
    }
}
