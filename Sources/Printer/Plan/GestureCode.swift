import LayoutModel
import Naming

/// Gesture recognizers as code: each created with its first action
/// (`UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))`, or to an app's view
/// `UITapGestureRecognizer(target: card, action: #selector(CardView.flip(_:)))`), configured, made
/// the owner's delegate where Interface Builder says, and added to its view. One an outlet holds
/// is a property of that name; the others are local constants named by their label or view.
struct GestureCode {
    /// `let doubleTap = UITapGestureRecognizer()` for each recognizer an outlet holds.
    private(set) var properties: [String] = []
    /// The statements, for the end of the configuration.
    private(set) var statements: [String] = []
    /// Whether the owner is some recognizer's delegate (`UIGestureRecognizerDelegate`).
    private(set) var isDelegate = false
    /// What the code does not make, a line each.
    private(set) var listed: [String] = []

    /// - Parameters:
    ///   - declared: the views the printed code holds (properties and the root).
    ///   - wiring: where the recognizers' actions go, shared with the controls' actions.
    init(gestures: [GestureRecognizer], names: NameTable, declared: Set<ItemID>, wiring: inout ActionWiring) {
        var taken: Set<String> = []
        func unique(_ base: String) -> String {
            var name = base, number = 2
            while names.isTaken(name) || taken.contains(name) {
                name = "\(base)\(number)"
                number += 1
            }
            taken.insert(name)
            return name
        }
        for gesture in gestures {
            let kind = Self.kindNames[gesture.className] ?? "Gesture"
            let view = gesture.view.flatMap { declared.contains($0) ? names.displayName(of: $0) : nil }
            let wording = "\(gesture.className) (\(gesture.id))"
            guard gesture.outlet != nil || view != nil else {
                let why = gesture.view == nil ? "no view adds it in the input" : "its view has no property here"
                listed.append("\(wording) is not created: \(why)")
                continue
            }
            let base = gesture.outlet.flatMap(SwiftIdentifier.property)
                ?? gesture.label.flatMap { SwiftIdentifier.make(from: $0) }
                ?? view.map { $0 + kind } ?? SwiftIdentifier.lowerCamelCase([kind])
            let name = unique(base)
            var wired: [(target: String, action: String)] = []
            for action in gesture.actions {
                // A recognizer's target may not be nil (UIKit's documentation), so the first
                // responder, which controls reach by a nil target, is out of its reach.
                if action.target == .firstResponder {
                    listed.append("\(name) sends \(action.selector) to the first responder: not wired (a recognizer sends nothing to a nil target)")
                    continue
                }
                switch wiring.wire(action.selector, sender: gesture.className, to: action.target) {
                case let .wired(target, selector):
                    wired.append((target, selector))
                case .noMethod:
                    listed.append("\(name) sends \(action.selector): not wired (no Swift method can carry that selector here)")
                case let .undeclared(id):
                    listed.append("\(name) sends \(action.selector) to \(names.displayName(of: id)): not wired (that view has no property here)")
                }
            }
            if gesture.outlet != nil {
                properties.append("let \(name) = \(gesture.className)()")
                statements += wired.map { "\(name).addTarget(\($0.target), action: \($0.action))" }
            } else if let first = wired.first {
                statements.append("let \(name) = \(gesture.className)(target: \(first.target), action: \(first.action))")
                statements += wired.dropFirst().map { "\(name).addTarget(\($0.target), action: \($0.action))" }
            } else {
                statements.append("let \(name) = \(gesture.className)()")
            }
            for setting in gesture.settings {
                statements.append("\(name).\(setting.property) = \(Self.value(setting.value))")
            }
            switch gesture.delegate {
            case nil: break
            case .owner?:
                statements.append("\(name).delegate = self")
                isDelegate = true
            case .firstResponder?:
                listed.append("\(name).delegate holds the first responder: not set")
            case let .view(id)?:
                listed.append("\(name).delegate holds \(names.displayName(of: id)): not set; its type and protocol are the app's")
            }
            if let view {
                statements.append("\(view).addGestureRecognizer(\(name))")
            } else {
                listed.append("\(name) is added to no view here: \(gesture.view == nil ? "none adds it in the input" : "its view has no property here")")
            }
        }
    }

    /// `2`, `false`, `.left`, `[.left, .right]`.
    private static func value(_ value: GestureRecognizer.Setting.Value) -> String {
        switch value {
        case let .boolean(flag): flag ? "true" : "false"
        case let .number(number): codeNumber(number)
        case let .options(members) where members.count == 1: "." + members[0]
        case let .options(members): "[" + members.map { "." + $0 }.joined(separator: ", ") + "]"
        }
    }

    /// The word a recognizer's name ends with, by class.
    private static let kindNames: [String: String] = [
        "UITapGestureRecognizer": "Tap", "UILongPressGestureRecognizer": "LongPress", "UIPanGestureRecognizer": "Pan",
        "UIScreenEdgePanGestureRecognizer": "EdgePan", "UISwipeGestureRecognizer": "Swipe",
        "UIPinchGestureRecognizer": "Pinch", "UIRotationGestureRecognizer": "Rotation",
    ]
}
