import LayoutModel

/// The `<connections>` of a layout besides the owner's view outlets: each control's actions,
/// each view's delegate-style outlets, and what printed code lists instead of making (segues,
/// gesture recognizers, runtime attributes, outlets to constraints or to objects outside the layout).
struct InterfaceBuilderConnections {
    private(set) var connections = Connections()
    private let tree: XMLTree
    private let views: [ItemID: Int]
    /// The ids that stand for the class the layout becomes, and for the first responder.
    private var ownerIDs: Set<String> = []
    private var firstResponderIDs: Set<String> = []
    /// Scene objects that are no views (gesture recognizers), by id, with their element.
    private var objects: [String: Int] = [:]

    init(tree: XMLTree, root: InterfaceBuilderLayoutRoot, views: [ItemID: Int], rootID: ItemID, constraintIDs: Set<String>) {
        self.tree = tree
        self.views = views
        let owner = root.controller ?? root.element
        if let id = tree[owner]["id"] { ownerIDs.insert(id) }
        if let objects = tree[owner].parent, tree[objects].hasName("objects") {
            for child in tree.children(of: objects) {
                let element = tree[child]
                guard let id = element["id"] else { continue }
                if element.has("placeholderIdentifier", equalTo: "IBFilesOwner") { ownerIDs.insert(id) }
                if element.has("placeholderIdentifier", equalTo: "IBFirstResponder") { firstResponderIDs.insert(id) }
                if element.name.hasSuffix("GestureRecognizer") { self.objects[id] = child }
            }
        }
        // The views' own connections, in document order.
        for index in tree.descendants(of: root.element) where tree[index].hasName("connections") {
            // The owner's own connections (a cell's, a custom view's) are read below.
            guard let parent = tree[index].parent, parent != owner, let source = tree[parent]["id"].map({ ItemID($0) }), views[source] != nil
            else { continue }
            for child in tree.children(of: index) { read(child, from: source) }
        }
        let ownerPhrase = root.controller != nil ? "the controller" : root.kind == .view ? "the view" : "the cell"
        // The owner's: what its view outlets do not cover.
        for connections in tree.children(of: owner, named: "connections") {
            for child in tree.children(of: connections) {
                let element = tree[child]
                if element.hasName("segue") {
                    list("segue", segue(element, from: ownerPhrase))
                } else if element.hasName("outlet"), let property = element["property"], let destination = element["destination"],
                    views[ItemID(destination)] == nil
                {
                    if constraintIDs.contains(destination) {
                        list("outlet", "outlet \(property) holds the constraint \(destination): not declared; keep the constraint the code creates in a property of that name")
                    } else {
                        list("outlet", "outlet \(property) holds \(describe(destination)), an object outside this layout: not declared")
                    }
                }
            }
        }
        // Prototype cells: each printed as a layout of its own; the table or collection view
        // registers it under its reuse identifier.
        for index in [root.element] + Array(tree.descendants(of: root.element))
        where tree[index].hasName("tableView") || tree[index].hasName("collectionView") {
            guard let id = tree[index]["id"], views[ItemID(id)] != nil else { continue }
            let isTable = tree[index].hasName("tableView")
            for list in tree.children(of: index) where tree[list].hasName("prototypes") || tree[list].hasName("cells") {
                for cell in tree.children(of: list) {
                    guard let reuse = tree[cell]["reuseIdentifier"] else { continue }
                    let cellClass = tree[cell]["customClass"] ?? (isTable ? "UITableViewCell" : "UICollectionViewCell")
                    let call = isTable ? "register(\(cellClass).self, forCellReuseIdentifier: \"\(reuse)\")"
                        : "register(\(cellClass).self, forCellWithReuseIdentifier: \"\(reuse)\")"
                    connections.listed.append(ListedConnection(
                        kind: "prototypeCell", summary: "\(call): a prototype cell, printed as its own layout; register it where the \(isTable ? "table" : "collection") view is made",
                        view: ItemID(id)))
                }
            }
        }
        // Runtime attributes: key-value coding IB applies after loading, listed with their values.
        for index in tree.descendants(of: root.element) where tree[index].hasName("userDefinedRuntimeAttributes") {
            guard let parent = tree[index].parent, let id = tree[parent]["id"], views[ItemID(id)] != nil else { continue }
            let className = tree[parent]["customClass"] ?? InterfaceBuilderClasses.className(ofElement: tree[parent].name) ?? tree[parent].name
            for attribute in tree.children(of: index, named: "userDefinedRuntimeAttribute") {
                guard let keyPath = tree[attribute]["keyPath"] else { continue }
                connections.listed.append(ListedConnection(
                    kind: "runtimeAttribute",
                    summary: "\(keyPath) = \(runtimeValue(attribute)) (a runtime attribute of \(className)): not set; set it in code where the view is made",
                    view: ItemID(id)))
            }
        }
        // Gesture recognizers: listed with what they send.
        for (id, index) in objects.sorted(by: { $0.key < $1.key }) {
            let element = tree[index]
            let actions = tree.children(of: index, named: "connections").flatMap { tree.children(of: $0, named: "action") }
                .compactMap { tree[$0]["selector"] }
            let sends = actions.isEmpty ? "" : " sending \(actions.joined(separator: ", "))"
            list("gestureRecognizer", "\(article(element.name)) \(element.name) (\(id))\(sends): not created; make it with UIKit's \(gestureClass(element.name)) and add it to its view")
        }
    }

    private mutating func read(_ index: Int, from source: ItemID) {
        let element = tree[index]
        if element.hasName("action") {
            guard let selector = element["selector"] else { return }
            let event = element["eventType"] ?? "touchUpInside"
            guard let destination = element["destination"], let target = endpoint(destination), Self.events.contains(event) else {
                list("action", "\(source.rawValue) sends \(selector) for \(event) to \(describe(element["destination"] ?? "nothing")): not wired")
                return
            }
            connections.actions.append(ControlAction(source: source, selector: selector, event: event, target: target))
        } else if element.hasName("outlet") {
            guard let property = element["property"], let destination = element["destination"] else { return }
            if let target = endpoint(destination) {
                connections.outlets.append(ViewOutlet(source: source, property: property, destination: target))
            } else {
                list("outlet", "\(source.rawValue).\(property) holds \(describe(destination)): not set")
            }
        } else if element.hasName("outletCollection"), element.has("property", equalTo: "gestureRecognizers") {
            // The recognizer itself is listed with its actions.
            return
        } else if element.hasName("segue") {
            list("segue", segue(element, from: source.rawValue))
        }
    }

    /// A runtime attribute's value as Swift writes it: `15`, `true`, `"text"`, or what it is.
    private func runtimeValue(_ attribute: Int) -> String {
        let element = tree[attribute]
        let type = element["type"] ?? "nil"
        if let value = element["value"] {
            switch type {
            case "boolean": return value == "YES" ? "true" : "false"
            case "string", "localizedString": return "\"\(value)\""
            default: return value
            }
        }
        if let number = tree.child(of: attribute, key: "value"), tree[number].hasName("real") || tree[number].hasName("integer"),
            let value = tree[number].number("value").value
        {
            return formatNumber(value)
        }
        return "a \(type)"
    }

    private func endpoint(_ id: String) -> ConnectionEndpoint? {
        if ownerIDs.contains(id) { return .owner }
        if firstResponderIDs.contains(id) { return .firstResponder }
        if views[ItemID(id)] != nil { return .view(ItemID(id)) }
        return nil
    }

    private func describe(_ id: String) -> String {
        if let index = objects[id] { return "\(article(tree[index].name)) \(tree[index].name) (\(id))" }
        return id
    }

    private func segue(_ element: XMLTree.Element, from source: String) -> String {
        let kind = element["kind"] ?? "custom"
        let identifier = element["identifier"].map { " \"\($0)\"" } ?? ""
        return "\(kind) segue\(identifier) from \(source) to \(element["destination"] ?? "?"): perform it in code (a push, a present) where the app triggers it"
    }

    private mutating func list(_ kind: String, _ summary: String) {
        connections.listed.append(ListedConnection(kind: kind, summary: summary))
    }

    private func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    private func gestureClass(_ element: String) -> String {
        "UI" + element.prefix(1).uppercased() + element.dropFirst()
    }

    /// `UIControl.Event`'s members, as Interface Builder's `eventType` spells them.
    static let events: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered", "menuActionTriggered",
        "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit", "allTouchEvents", "allEditingEvents", "allEvents",
    ]
}
