import LayoutModel
import Naming

/// What Interface Builder connects, as code in the printed class: each action a
/// `control.addTarget(self, action: #selector(name(_:)), for: .event)`, each delegate-style
/// outlet to the owner a `view.delegate = self`, each gesture recognizer created and added
/// (``GestureCode``), each runtime attribute set (``RuntimeAttributeCode``); the action methods
/// and protocol conformances the app's own code has, as stubs so that the file compiles alone;
/// and what code cannot do in the same place, listed.
struct ConnectionCode {
    /// The runtime attributes' statements, which configure views.
    private(set) var attributeStatements: [String] = []
    /// The statements that wire the owner (actions, delegates, recognizers), for the end of the
    /// configuration.
    private(set) var statements: [String] = []
    /// The recognizers outlets hold, as property declarations.
    private(set) var properties: [String] = []
    /// `@objc func tapped(_ sender: UIButton) {}` for each selector, in first use's order.
    private(set) var methods: [String] = []
    /// The methods of the app's view classes that actions go to, each class in first use's order.
    private(set) var viewMethods: [(type: String, methods: [String])] = []
    /// Protocols the owner conforms to, each with the methods it requires.
    private(set) var conformances: [(name: String, requirements: [String])] = []
    /// What the code does not make, a line each.
    private(set) var listed: [String] = []

    /// - Parameters:
    ///   - declared: the views the printed code holds (properties and the root).
    ///   - type: the printed type of a view.
    init(document: LayoutDocument, names: NameTable, declared: Set<ItemID>, type: @escaping (ItemID) -> String) {
        let connections = document.connections
        var wiring = ActionWiring(names: names, declared: declared, type: type)
        for attribute in connections.runtimeAttributes {
            let view = names.displayName(of: attribute.view)
            guard declared.contains(attribute.view) else {
                listed.append("\(view).\(attribute.keyPath) = \(RuntimeAttributeCode.value(attribute.value)) (a runtime attribute): not set; the view has no property here")
                continue
            }
            attributeStatements.append(RuntimeAttributeCode.statement(attribute, view: view))
        }
        for action in connections.actions {
            let control = names.displayName(of: action.source)
            let outcome = declared.contains(action.source) ? wiring.wire(action.selector, sender: type(action.source), to: action.target) : .noMethod
            switch outcome {
            case let .wired(target, selector):
                statements.append("\(control).addTarget(\(target), action: \(selector), for: .\(action.event))")
            case .noMethod:
                listed.append("\(control) sends \(action.selector) for \(action.event): not wired (no Swift method can carry that selector here)")
            case let .undeclared(id):
                listed.append("\(control) sends \(action.selector) for \(action.event) to \(names.displayName(of: id)): not wired (that view has no property here)")
            }
        }
        let gestures = GestureCode(gestures: connections.gestures, names: names, declared: declared, wiring: &wiring)
        var conformed: Set<String> = []
        // Unset outlets of one view to one object for one reason make one line, as a table's
        // delegate and data source do.
        var unset: [(view: String, properties: [String], destination: String, reason: (one: String, many: String))] = []
        for outlet in connections.outlets {
            let view = names.displayName(of: outlet.source)
            let viewType = document.view(outlet.source).map { UIKitClasses.typeName($0.className) } ?? ""
            let conformance = Self.protocols[ProtocolKey(type: viewType, property: outlet.property)]
            guard outlet.source != document.rootID, declared.contains(outlet.source), outlet.destination == .owner, let conformance else {
                let destination: String
                switch outlet.destination {
                case .owner: destination = "the owner"
                case .firstResponder: destination = "the first responder"
                case let .view(id): destination = names.displayName(of: id)
                }
                let reason = outlet.source == document.rootID ? Self.rootReason(viewType)
                    : conformance == nil ? ("its type and protocol are the app's", "their types and protocols are the app's")
                    : ("only the owner is printed as a delegate", "only the owner is printed as a delegate")
                if let index = unset.firstIndex(where: { $0.view == view && $0.destination == destination && $0.reason == reason }) {
                    unset[index].properties.append(outlet.property)
                } else {
                    unset.append((view, [outlet.property], destination, reason))
                }
                continue
            }
            statements.append("\(view).\(outlet.property) = self")
            if conformed.insert(conformance.name).inserted { conformances.append(conformance) }
        }
        for entry in unset {
            let properties = entry.properties.map { "\(entry.view).\($0)" }
            if properties.count == 1 {
                listed.append("\(properties[0]) holds \(entry.destination): not set; \(entry.reason.one)")
            } else {
                listed.append("\(listedInWords(properties)) hold \(entry.destination): not set; \(entry.reason.many)")
            }
        }
        statements += gestures.statements
        properties = gestures.properties
        methods = wiring.ownerMethods
        viewMethods = wiring.viewMethods
        if gestures.isDelegate { conformances.append(("UIGestureRecognizerDelegate", [])) }
        listed += gestures.listed
        // A listed action's summary says what its view does (`sends …`); the others name a property.
        listed += connections.listed.map { listed in
            (listed.view.map { names.displayName(of: $0) + (listed.kind == "action" ? " " : ".") } ?? "") + listed.summary
        }
    }

    var isEmpty: Bool { statements.isEmpty && attributeStatements.isEmpty && listed.isEmpty }

    /// The stubs and the list, after the printed class: an extension of `owner` with the
    /// action methods and one per protocol, then the connections the code does not make.
    func writeStubs(owner: String, _ writer: inout SourceWriter) {
        if !methods.isEmpty || !conformances.isEmpty || !viewMethods.isEmpty {
            writer.line()
            writer.line("// The app's own actions and delegate conformances (its @IBAction methods and protocols),")
            writer.line("// declared here so this file compiles on its own; leave them out when adding the layout to the app.")
        }
        if !methods.isEmpty {
            writer.block("extension \(owner) {") { writer in
                for method in methods { writer.line(method) }
            }
        }
        for (type, methods) in viewMethods {
            writer.block("extension \(type) {") { writer in
                for method in methods { writer.line(method) }
            }
        }
        for conformance in conformances {
            if conformance.requirements.isEmpty {
                writer.line("extension \(owner): \(conformance.name) {}")
            } else {
                writer.block("extension \(owner): \(conformance.name) {") { writer in
                    for requirement in conformance.requirements { writer.line(requirement) }
                }
            }
        }
        guard !listed.isEmpty else { return }
        writer.line()
        writer.line("// What Interface Builder sets up that this code does not:")
        for line in listed { writer.line("// - \(line)") }
    }

    /// Why the root view's outlets are not set, for one outlet and for several: UIKit's table
    /// and collection view controllers set their own view's; other roots are made elsewhere.
    private static func rootReason(_ type: String) -> (one: String, many: String) {
        let controller: String
        switch type {
        case "UITableView": controller = "a UITableViewController is its own table's delegate and data source"
        case "UICollectionView": controller = "a UICollectionViewController is its own collection view's delegate and data source"
        default: return ("set it where the root view is made", "set them where the root view is made")
        }
        return (controller + "; else set it where the root view is made", controller + "; else set them where the root view is made")
    }

    /// The Swift selector and method declaration for an Objective-C selector as IB writes it:
    /// `tapped` → `tapped`, `tapped:` → `tapped(_:)` taking the sender, `tapped:forEvent:` →
    /// `tapped(_:forEvent:)` taking the sender and its `UIEvent`.
    static func method(_ selector: String, senders: Set<String>) -> (selector: String, declaration: String)? {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.first, SwiftIdentifier.isValid(name) || methodNames.contains(name) else { return nil }
        let sender = senders.count == 1 ? senders.first! : "Any"
        switch parts.count {
        case 1: return (name, "@objc func \(name)() {}")
        case 2 where parts[1].isEmpty: return ("\(name)(_:)", "@objc func \(name)(_ sender: \(sender)) {}")
        case 3 where parts[2].isEmpty && parts[1] == "forEvent":
            return ("\(name)(_:forEvent:)", "@objc func \(name)(_ sender: \(sender), forEvent event: UIEvent) {}")
        default: return nil
        }
    }

    /// Contextual keywords a method may be named (an app's `@IBAction func discard(_:)`), which
    /// no view's name takes.
    private static let methodNames: Set<String> = ["consume", "borrowing", "consuming", "discard", "each", "macro", "package"]

    private struct ProtocolKey: Hashable {
        var type: String
        var property: String
    }

    /// The protocol a view's delegate-style property takes, with the methods it requires.
    private static let protocols: [ProtocolKey: (name: String, requirements: [String])] = [
        ProtocolKey(type: "UITextField", property: "delegate"): ("UITextFieldDelegate", []),
        ProtocolKey(type: "UITextView", property: "delegate"): ("UITextViewDelegate", []),
        ProtocolKey(type: "UIScrollView", property: "delegate"): ("UIScrollViewDelegate", []),
        ProtocolKey(type: "UITableView", property: "delegate"): ("UITableViewDelegate", []),
        ProtocolKey(type: "UITableView", property: "dataSource"): ("UITableViewDataSource", [
            "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }",
            "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }",
        ]),
        ProtocolKey(type: "UICollectionView", property: "delegate"): ("UICollectionViewDelegate", []),
        ProtocolKey(type: "UICollectionView", property: "dataSource"): ("UICollectionViewDataSource", [
            "func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }",
            "func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }",
        ]),
        ProtocolKey(type: "UIPickerView", property: "delegate"): ("UIPickerViewDelegate", []),
        ProtocolKey(type: "UIPickerView", property: "dataSource"): ("UIPickerViewDataSource", [
            "func numberOfComponents(in pickerView: UIPickerView) -> Int { 0 }",
            "func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 0 }",
        ]),
    ]
}
