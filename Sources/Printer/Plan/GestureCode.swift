import LayoutModel
import Naming

/// Gesture recognizers as code: each created with its first action
/// (`UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))`), configured, made
/// the owner's delegate where Interface Builder says, and added to its view. One an outlet holds
/// is a property of that name; the others are local constants named by their label or view.
public struct GestureCode {
    /// `let doubleTap = UITapGestureRecognizer()` for each recognizer an outlet holds.
    public private(set) var properties: [String] = []
    /// The statements, for the end of the configuration.
    public private(set) var statements: [String] = []
    /// Each wired selector with the class that sends it, in first use's order.
    public private(set) var selectors: [(selector: String, sender: String)] = []
    /// Whether the owner is some recognizer's delegate (`UIGestureRecognizerDelegate`).
    public private(set) var isDelegate = false
    /// What the code does not make, a line each.
    public private(set) var listed: [String] = []

    /// - Parameters:
    ///   - declared: the views the printed code holds (properties and the root).
    public init(gestures: [GestureRecognizer], names: NameTable, declared: Set<ItemID>) {
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
            let base = gesture.outlet.flatMap { SwiftIdentifier.make(from: $0) }
                ?? gesture.label.flatMap { SwiftIdentifier.make(from: $0) }
                ?? view.map { $0 + kind } ?? SwiftIdentifier.lowerCamelCase([kind])
            let name = unique(base)
            var wired: [String] = []
            for action in gesture.actions {
                guard let method = ConnectionCode.method(action.selector, senders: [gesture.className]) else {
                    listed.append("\(name) sends \(action.selector): not wired (no Swift method can carry that selector here)")
                    continue
                }
                switch action.target {
                case .owner:
                    wired.append(method.selector)
                    selectors.append((action.selector, gesture.className))
                case .firstResponder:
                    listed.append("\(name) sends \(action.selector) to the first responder: not wired (a recognizer sends nothing to a nil target)")
                case let .view(id):
                    listed.append("\(name) sends \(action.selector) to \(names.displayName(of: id)): not wired (a view's own method)")
                }
            }
            if gesture.outlet != nil {
                properties.append("let \(name) = \(gesture.className)()")
                statements += wired.map { "\(name).addTarget(self, action: #selector(\($0)))" }
            } else if let first = wired.first {
                statements.append("let \(name) = \(gesture.className)(target: self, action: #selector(\(first)))")
                statements += wired.dropFirst().map { "\(name).addTarget(self, action: #selector(\($0)))" }
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
