import LayoutModel

/// Interface Builder's gesture recognizer objects (`<tapGestureRecognizer>`,
/// `<swipeGestureRecognizer direction="left">`…): each one's class and the settings it writes
/// away from UIKit's defaults. Its connections are read with the scene's.
enum InterfaceBuilderGestures {
    /// UIKit's class for a recognizer element, nil for an element that is none.
    static func className(ofElement name: String) -> String? {
        guard name.hasSuffix("GestureRecognizer"), let first = name.first else { return nil }
        let className = "UI" + first.uppercased() + name.dropFirst()
        return numberSettings[className] != nil ? className : nil
    }

    /// The settings of the recognizer element at `index`, UIKit's defaults left out; a number
    /// beyond what draft-inspect reads (``LayoutModel/LayoutNumber``) is left out and said in
    /// `unread` (`numberOfTapsRequired 9000000000000 is beyond …`).
    static func settings(_ index: Int, className: String, in tree: XMLTree) -> (settings: [GestureRecognizer.Setting], unread: [String]) {
        let element = tree[index]
        var settings: [GestureRecognizer.Setting] = []
        var unread: [String] = []
        for (property, defaultValue) in numberSettings[className] ?? [] {
            guard let value = element.number(property).value, value != defaultValue else { continue }
            guard LayoutNumber.isAccepted(value) else {
                unread.append("\(property) \(LayoutNumber.leftOut(value))")
                continue
            }
            settings.append(.init(property: "\(property)", value: .number(value)))
        }
        if className == "UISwipeGestureRecognizer", let direction = element["direction"], direction != "right" {
            settings.append(.init(property: "direction", value: .options(direction.split(separator: " ").map(String.init))))
        }
        if className == "UIScreenEdgePanGestureRecognizer", let edges = tree.child(of: index, named: "rectEdge", key: "edges") {
            let edge = tree[edges]
            let members = [("top", edge["top"]), ("left", edge["left"]), ("bottom", edge["bottom"]), ("right", edge["right"])]
                .filter { $0.1 == "YES" }.map(\.0)
            if !members.isEmpty { settings.append(.init(property: "edges", value: .options(members))) }
        }
        if element["enabled"] == "NO" { settings.append(.init(property: "isEnabled", value: .boolean(false))) }
        if element["cancelsTouchesInView"] == "NO" { settings.append(.init(property: "cancelsTouchesInView", value: .boolean(false))) }
        if element["delaysTouchesBegan"] == "YES" { settings.append(.init(property: "delaysTouchesBegan", value: .boolean(true))) }
        if element["delaysTouchesEnded"] == "NO" { settings.append(.init(property: "delaysTouchesEnded", value: .boolean(false))) }
        return (settings, unread)
    }

    /// Each class's numeric settings as Interface Builder writes them, with UIKit's default.
    private static let numberSettings: [String: [(StaticString, Double)]] = [
        "UITapGestureRecognizer": [("numberOfTapsRequired", 1), ("numberOfTouchesRequired", 1)],
        "UILongPressGestureRecognizer": [("numberOfTapsRequired", 0), ("numberOfTouchesRequired", 1), ("minimumPressDuration", 0.5), ("allowableMovement", 10)],
        "UIPanGestureRecognizer": [("minimumNumberOfTouches", 1), ("maximumNumberOfTouches", .infinity)],
        "UIScreenEdgePanGestureRecognizer": [("minimumNumberOfTouches", 1), ("maximumNumberOfTouches", .infinity)],
        "UISwipeGestureRecognizer": [("numberOfTouchesRequired", 1)],
        "UIPinchGestureRecognizer": [],
        "UIRotationGestureRecognizer": [],
    ]
}
