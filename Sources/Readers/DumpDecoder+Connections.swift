import LayoutModel

extension DumpDecoder {
    /// `connections`: actions, delegate-style outlets and the connections code lists.
    mutating func connections(_ top: Object<TopKey>) -> Connections {
        var result = Connections()
        guard let object = self.object(top, .connections, ConnectionsKey.self) else { return result }
        for (index, element) in tape.elements(array(object, .actions, required: false)).enumerated() {
            guard let action = self.object(element, ConnectionKey.self, path: object.path.appending("actions").element(index)) else { continue }
            let source = string(action, .source, required: true), selector = string(action, .selector, required: true)
            let event = string(action, .event, required: true), target = endpoint(action, .target)
            guard let source, let selector, let event, let target else { continue }
            result.actions.append(ControlAction(source: ItemID(source), selector: selector, event: event, target: target))
        }
        for (index, element) in tape.elements(array(object, .outlets, required: false)).enumerated() {
            guard let outlet = self.object(element, ConnectionKey.self, path: object.path.appending("outlets").element(index)) else { continue }
            let source = string(outlet, .source, required: true), property = string(outlet, .property, required: true)
            let destination = endpoint(outlet, .destination)
            guard let source, let property, let destination else { continue }
            result.outlets.append(ViewOutlet(source: ItemID(source), property: property, destination: destination))
        }
        for (index, element) in tape.elements(array(object, .listed, required: false)).enumerated() {
            guard let listed = self.object(element, ConnectionKey.self, path: object.path.appending("listed").element(index)) else { continue }
            let kind = string(listed, .kind, required: true), summary = string(listed, .summary, required: true)
            let view = string(listed, .view, required: false)
            guard let kind, let summary else { continue }
            result.listed.append(ListedConnection(kind: kind, summary: summary, view: view.map { ItemID($0) }))
        }
        return result
    }

    /// `"owner"`, `"firstResponder"` or `{"view": id}`.
    private mutating func endpoint(_ parent: Object<ConnectionKey>, _ key: ConnectionKey) -> ConnectionEndpoint? {
        guard let value = parent[key] else {
            fail(parent.path(key), "missing")
            return nil
        }
        switch tape.string(value) {
        case "owner": return .owner
        case "firstResponder": return .firstResponder
        case let other?:
            fail(parent.path(key), "expected \"owner\", \"firstResponder\" or {\"view\": id}, found \"\(other)\"")
            return nil
        case nil:
            guard let object = self.object(value, EndpointKey.self, path: parent.path.appending(key.name)),
                let view = string(object, .view, required: true)
            else { return nil }
            return .view(ItemID(view))
        }
    }

    /// Every view a connection names is a view of the document.
    mutating func checkConnectionReferences(_ connections: Connections, in document: LayoutDocument) {
        func check(_ id: ItemID, _ path: String) {
            if document.view(id) == nil { fail(path, "unknown view \"\(id)\"") }
        }
        for (index, action) in connections.actions.enumerated() {
            check(action.source, "connections.actions[\(index)].source")
            if case let .view(id) = action.target { check(id, "connections.actions[\(index)].target.view") }
        }
        for (index, listed) in connections.listed.enumerated() {
            if let view = listed.view { check(view, "connections.listed[\(index)].view") }
        }
        for (index, outlet) in connections.outlets.enumerated() {
            check(outlet.source, "connections.outlets[\(index)].source")
            if case let .view(id) = outlet.destination { check(id, "connections.outlets[\(index)].destination.view") }
        }
    }
}
