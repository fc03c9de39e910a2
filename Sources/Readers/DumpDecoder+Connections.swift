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
        for (index, element) in tape.elements(array(object, .gestures, required: false)).enumerated() {
            if let gesture = gesture(element, path: object.path.appending("gestures").element(index)) { result.gestures.append(gesture) }
        }
        for (index, element) in tape.elements(array(object, .runtimeAttributes, required: false)).enumerated() {
            guard let attribute = self.object(element, RuntimeAttributeKey.self, path: object.path.appending("runtimeAttributes").element(index))
            else { continue }
            let view = string(attribute, .view, required: true), keyPath = string(attribute, .keyPath, required: true)
            guard let view, let keyPath, let value = runtimeValue(attribute) else { continue }
            result.runtimeAttributes.append(RuntimeAttribute(view: ItemID(view), keyPath: keyPath, value: value))
        }
        return result
    }

    private mutating func gesture(_ json: Value, path: Path) -> GestureRecognizer? {
        guard let object = self.object(json, GestureKey.self, path: path) else { return nil }
        let id = string(object, .id, required: true), className = string(object, .class, required: true)
        guard let id, let className else { return nil }
        var gesture = GestureRecognizer(
            id: id, className: className, view: string(object, .view, required: false).map { ItemID($0) },
            outlet: string(object, .outlet, required: false), label: string(object, .label, required: false))
        for (index, element) in tape.elements(array(object, .actions, required: false)).enumerated() {
            guard let action = self.object(element, ConnectionKey.self, path: path.appending("actions").element(index)),
                let selector = string(action, .selector, required: true), let target = endpoint(action, .target)
            else { continue }
            gesture.actions.append(.init(selector: selector, target: target))
        }
        if object[.delegate] != nil { gesture.delegate = endpoint(object, .delegate) }
        for (index, element) in tape.elements(array(object, .settings, required: false)).enumerated() {
            guard let setting = self.object(element, SettingKey.self, path: path.appending("settings").element(index)),
                let property = string(setting, .property, required: true), let value = present(setting, .value, required: true)
            else { continue }
            switch tape.kind(value) {
            case .true, .false: gesture.settings.append(.init(property: property, value: .boolean(tape.kind(value) == .true)))
            case .number:
                if let number = number(value, path: setting.path(.value)) { gesture.settings.append(.init(property: property, value: .number(number))) }
            case .array:
                if let members = strings(setting, .value, required: true) { gesture.settings.append(.init(property: property, value: .options(members))) }
            default: fail(setting.path(.value), "expected true, false, a number or an array of option names, found \(tape.kindDescription(value))")
            }
        }
        return gesture
    }

    /// A runtime attribute's value, read as its `type` says.
    private mutating func runtimeValue(_ attribute: Object<RuntimeAttributeKey>) -> RuntimeAttribute.Value? {
        guard let type = string(attribute, .type, required: true) else { return nil }
        func pair<Key: ObjectKey>(_: Key.Type, _ first: Key, _ second: Key) -> (Double, Double)? {
            guard let object = self.object(attribute, .value, Key.self) else {
                failMissing(attribute, .value)
                return nil
            }
            guard let a = number(object, first, required: true), let b = number(object, second, required: true) else { return nil }
            return (a, b)
        }
        switch type {
        case "boolean": return bool(attribute, .value).map(RuntimeAttribute.Value.boolean) ?? { failMissing(attribute, .value); return nil }()
        case "number": return number(attribute, .value, required: true).map(RuntimeAttribute.Value.number)
        case "string": return string(attribute, .value, required: true).map(RuntimeAttribute.Value.string)
        case "localizedString": return string(attribute, .value, required: true).map(RuntimeAttribute.Value.localizedString)
        case "image": return string(attribute, .value, required: true).map(RuntimeAttribute.Value.image)
        case "color": return color(attribute, .value).map(RuntimeAttribute.Value.color) ?? { failMissing(attribute, .value); return nil }()
        case "point": return pair(PointKey.self, .x, .y).map { .point(x: $0.0, y: $0.1) }
        case "size": return pair(SizeKey.self, .width, .height).map { .size(width: $0.0, height: $0.1) }
        case "rect": return rect(attribute, .value, required: true).map(RuntimeAttribute.Value.rect)
        case "range":
            guard let (location, length) = pair(RangeKey.self, .location, .length) else { return nil }
            guard let start = Int(exactly: location), let count = Int(exactly: length), start >= 0, count >= 0 else {
                fail(attribute.path(.value), "expected a whole location and length")
                return nil
            }
            return .range(location: start, length: count)
        case "nil": return .nil
        default:
            fail(attribute.path(.type), "unknown type \"\(type)\"; expected boolean, number, string, localizedString, color, point, size, rect, range, image or nil")
            return nil
        }
    }

    /// `"owner"`, `"firstResponder"` or `{"view": id}`.
    private mutating func endpoint<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key) -> ConnectionEndpoint? {
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
        for (index, gesture) in connections.gestures.enumerated() {
            if let view = gesture.view { check(view, "connections.gestures[\(index)].view") }
            for (number, action) in gesture.actions.enumerated() {
                if case let .view(id) = action.target { check(id, "connections.gestures[\(index)].actions[\(number)].target.view") }
            }
            if case let .view(id)? = gesture.delegate { check(id, "connections.gestures[\(index)].delegate.view") }
        }
        for (index, attribute) in connections.runtimeAttributes.enumerated() {
            check(attribute.view, "connections.runtimeAttributes[\(index)].view")
        }
    }
}
