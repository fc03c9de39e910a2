import LayoutModel

/// The bars Interface Builder draws over a scene's canvas: a navigation bar above it, a tab
/// bar or toolbar below it, the status bar. The safe area and the old layout guides of a
/// controller's view end at them, but the document never writes their lengths down.
///
/// A scene says so itself with simulated metrics (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics"/>`, `<nil key="simulatedTopBarMetrics"/>`); otherwise IB
/// infers them, as UIKit would show them, from where the controller sits: the root of a
/// navigation controller, or a controller one shows or pushes from it, is under that
/// navigation controller's bar (and its toolbar when it shows one); a tab of a tab bar
/// controller, and what its navigation controller pushes, is above the tab bar.
struct InterfaceBuilderSimulatedBars: Equatable {
    /// The bar above the content, 0 for none.
    var top: Double = 0
    /// The bar below the content, 0 for none.
    var bottom: Double = 0
    /// Whether the status bar is shown (`<nil key="simulatedStatusBarMetrics"/>` hides it).
    var showsStatusBar = true
    /// What the bars are, for a note: "a navigation bar", "a tab bar", "a toolbar".
    var topName: String?
    var bottomName: String?

    /// The bars named, for a note: "a navigation bar (44) and a tab bar (49)".
    var description: String {
        [topName.map { "\($0) (\(formatNumber(top)))" }, bottomName.map { "\($0) (\(formatNumber(bottom)))" }]
            .compactMap { $0 }.joined(separator: " and ")
    }

    /// A navigation bar, a tab bar and a toolbar on an iPhone; 50 on an iPad since iOS 12.
    /// A large title adds 52 to the navigation bar, a prompt 30.
    static func navigationBar(onPad: Bool) -> Double { onPad ? 50 : 44 }
    static func tabBar(onPad: Bool) -> Double { onPad ? 50 : 49 }
    static func toolbar(onPad: Bool) -> Double { onPad ? 50 : 44 }
    static let largeTitle = 52.0
    static let prompt = 30.0

    /// The bars of every controller of a storyboard (among its scenes' objects), by the
    /// element index of the controller. Controllers under no bar are left out.
    static func inferred(in tree: XMLTree, sceneObjects: [Int], onPad: Bool) -> [Int: InterfaceBuilderSimulatedBars] {
        var controllers: [String: Int] = [:]
        for index in sceneObjects where tree[index].has("sceneMemberID", equalTo: "viewController") {
            if let id = tree[index]["id"] { controllers[id] = index }
        }
        // Where a controller sits, found from the containers down: a navigation controller
        // may itself be a tab, and its root and what it pushes inherit the tab bar.
        var placed: [Int: Placement] = [:]
        for index in controllers.values where tree[index].hasName("tabBarController") {
            for segue in segues(of: index, in: tree) where tree[segue].has("relationship", equalTo: "viewControllers") {
                if let target = tree[segue]["destination"].flatMap({ controllers[$0] }) { placed[target] = Placement(inTabBar: true) }
            }
        }
        var queue = controllers.values.sorted()
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            let element = tree[index]
            let here = placed[index] ?? Placement()
            for segue in segues(of: index, in: tree) {
                guard let target = tree[segue]["destination"].flatMap({ controllers[$0] }) else { continue }
                if element.hasName("navigationController"), tree[segue].has("relationship", equalTo: "rootViewController") {
                    let bar = tree.child(of: index, named: "navigationBar", key: "navigationBar").map { tree[$0] }
                    let root = Placement(
                        inTabBar: here.inTabBar, inNavigation: !element.has("navigationBarHidden", equalTo: "YES"),
                        largeTitles: bar?.has("largeTitles", equalTo: "YES") ?? false,
                        showsToolbar: element.has("toolbarHidden", equalTo: "NO"))
                    if placed[target] != root {
                        placed[target] = root
                        queue.append(target)
                    }
                } else if here.inNavigation, placed[target] == nil,
                    tree[segue].has("kind", equalTo: "show") || tree[segue].has("kind", equalTo: "push")
                {
                    var pushed = here
                    if tree[target].has("hidesBottomBarWhenPushed", equalTo: "YES") { pushed.inTabBar = false }
                    placed[target] = pushed
                    queue.append(target)
                }
            }
        }

        var result: [Int: InterfaceBuilderSimulatedBars] = [:]
        for (index, placement) in placed {
            var bars = InterfaceBuilderSimulatedBars()
            if placement.inNavigation {
                bars.setTop(navigationBar(onPad: onPad), "a navigation bar")
                let item = tree.child(of: index, named: "navigationItem", key: "navigationItem").map { tree[$0] }
                if placement.largeTitles, item?.has("largeTitleDisplayMode", equalTo: "never") != true {
                    bars.setTop(navigationBar(onPad: onPad) + largeTitle, "a navigation bar with a large title")
                }
            }
            if placement.showsToolbar { bars.setBottom(toolbar(onPad: onPad), "a toolbar") }
            if placement.inTabBar { bars.setBottom(tabBar(onPad: onPad), "a tab bar") }
            bars.applyMetrics(of: index, in: tree, onPad: onPad)
            if bars != InterfaceBuilderSimulatedBars() { result[index] = bars }
        }
        return result
    }

    /// The bars a XIB's view or controller sets with simulated metrics, if any.
    static func declared(by element: Int, in tree: XMLTree, onPad: Bool) -> InterfaceBuilderSimulatedBars? {
        var bars = InterfaceBuilderSimulatedBars()
        bars.applyMetrics(of: element, in: tree, onPad: onPad)
        return bars == InterfaceBuilderSimulatedBars() ? nil : bars
    }

    /// Simulated metrics the element states: they win over what IB would infer.
    private mutating func applyMetrics(of element: Int, in tree: XMLTree, onPad: Bool) {
        for child in tree.children(of: element) {
            let metric = tree[child]
            if metric.has("key", equalTo: "simulatedTopBarMetrics") {
                if metric.hasName("nil") {
                    setTop(0, nil)
                } else if metric.hasName("simulatedNavigationBarMetrics") {
                    let prompted = metric.has("prompted", equalTo: "YES")
                    setTop(Self.navigationBar(onPad: onPad) + (prompted ? Self.prompt : 0), prompted ? "a navigation bar with a prompt" : "a navigation bar")
                }
            } else if metric.has("key", equalTo: "simulatedBottomBarMetrics") {
                if metric.hasName("nil") {
                    setBottom(0, nil)
                } else if metric.hasName("simulatedTabBarMetrics") {
                    setBottom(Self.tabBar(onPad: onPad), "a tab bar")
                } else if metric.hasName("simulatedToolbarMetrics") {
                    setBottom(Self.toolbar(onPad: onPad), "a toolbar")
                }
            } else if metric.has("key", equalTo: "simulatedStatusBarMetrics"), metric.hasName("nil") {
                showsStatusBar = false
            }
        }
    }

    private mutating func setTop(_ length: Double, _ name: String?) { (top, topName) = (length, name) }
    private mutating func setBottom(_ length: Double, _ name: String?) { (bottom, bottomName) = (length, name) }

    /// The segues a controller's scene starts: its own, and those of its views and cells.
    private static func segues(of controller: Int, in tree: XMLTree) -> [Int] {
        tree.descendants(of: controller).filter { tree[$0].hasName("segue") }
    }

    private struct Placement: Equatable {
        var inTabBar = false
        var inNavigation = false
        var largeTitles = false
        var showsToolbar = false
    }
}
