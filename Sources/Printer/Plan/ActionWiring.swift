import LayoutModel
import Naming

/// Where an action goes as code, for controls and gesture recognizers alike: the target and
/// selector arguments `addTarget` takes (`self, #selector(tapped(_:))`,
/// `card, #selector(CardView.flip(_:))`, `nil, Selector(("copy:"))`), and the methods those
/// selectors reach, gathered for the stubs that let the printed file compile on its own.
struct ActionWiring {
    /// What became of one action.
    enum Outcome {
        /// `addTarget(target, action: action…)`.
        case wired(target: String, action: String)
        /// No Swift method can carry the selector (`do-it:`, `a:b:c:`).
        case noMethod
        /// The target is a view the printed code has no property for.
        case undeclared(ItemID)
    }

    private let names: NameTable
    private let declared: Set<ItemID>
    private let type: (ItemID) -> String
    /// The owner's selectors, in first use's order.
    private var ownerSelectors: [String] = []
    /// The app's view classes actions go to, each with its selectors, in first use's order.
    private var viewSelectors: [(type: String, selectors: [String])] = []
    /// The classes that send each selector to each receiver (nil: the owner).
    private var senders: [Receiver: Set<String>] = [:]

    private struct Receiver: Hashable {
        var type: String?
        var selector: String
    }

    /// - Parameters:
    ///   - declared: the views the printed code holds (properties and the root).
    ///   - type: the printed type of a view.
    init(names: NameTable, declared: Set<ItemID>, type: @escaping (ItemID) -> String) {
        self.names = names
        self.declared = declared
        self.type = type
    }

    /// The target and selector of `selector` sent by a `sender` to `target`. The first responder
    /// is UIKit's nil target with the selector named: the method is some responder's.
    mutating func wire(_ selector: String, sender: String, to target: ConnectionEndpoint) -> Outcome {
        guard let method = ConnectionCode.method(selector, senders: [sender]) else { return .noMethod }
        switch target {
        case .owner:
            if senders[Receiver(type: nil, selector: selector)] == nil { ownerSelectors.append(selector) }
            senders[Receiver(type: nil, selector: selector), default: []].insert(sender)
            return .wired(target: "self", action: "#selector(\(method.selector))")
        case .firstResponder:
            return .wired(target: "nil", action: "Selector((\(SwiftLiteral.string(selector))))")
        case let .view(id) where declared.contains(id):
            let targetType = type(id)
            let view = names.displayName(of: id)
            // UIKit's own method of the view (`becomeFirstResponder`): named, as UIKit declares it.
            if UIKitClasses.publicViews.contains(targetType) {
                return .wired(target: view, action: "Selector((\(SwiftLiteral.string(selector))))")
            }
            let receiver = Receiver(type: targetType, selector: selector)
            if senders[receiver] == nil {
                if let index = viewSelectors.firstIndex(where: { $0.type == targetType }) {
                    viewSelectors[index].selectors.append(selector)
                } else {
                    viewSelectors.append((targetType, [selector]))
                }
            }
            senders[receiver, default: []].insert(sender)
            return .wired(target: view, action: "#selector(\(targetType).\(method.selector))")
        case let .view(id):
            return .undeclared(id)
        }
    }

    /// `@objc func tapped(_ sender: UIButton) {}` for each selector the owner receives, the
    /// sender `Any` where classes of more than one kind send it.
    var ownerMethods: [String] { ownerSelectors.compactMap { declaration($0, receiver: nil) } }

    /// The methods of the app's view classes that actions go to, each class in first use's order.
    var viewMethods: [(type: String, methods: [String])] {
        viewSelectors.map { entry in (entry.type, entry.selectors.compactMap { declaration($0, receiver: entry.type) }) }
    }

    private func declaration(_ selector: String, receiver: String?) -> String? {
        ConnectionCode.method(selector, senders: senders[Receiver(type: receiver, selector: selector)] ?? [])?.declaration
    }
}
