import LayoutModel

/// A view's `<userDefinedRuntimeAttributes>`: each a key path and a typed value, as Interface
/// Builder's identity inspector writes them (`type="number"` with an `<integer key="value">`,
/// `type="boolean" value="YES"`, `type="color"` with a `<color key="value">`…).
struct InterfaceBuilderRuntimeAttributes {
    let tree: XMLTree

    /// The attributes of the `<userDefinedRuntimeAttributes>` element at `list`, for the view
    /// `view`; one whose value cannot be read, or holds a number draft-inspect does not read
    /// (``LayoutModel/LayoutNumber``), is left out and said in `unread`:
    /// `keyPath (type), a runtime attribute whose value cannot be read`, which printed code puts
    /// after the view's name.
    func read(_ list: Int, view: ItemID) -> (attributes: [RuntimeAttribute], unread: [String]) {
        var attributes: [RuntimeAttribute] = []
        var unread: [String] = []
        for attribute in tree.children(of: list, named: "userDefinedRuntimeAttribute") {
            guard let keyPath = tree[attribute]["keyPath"] else { continue }
            let described = "\(keyPath) (\(tree[attribute]["type"] ?? "no type")), a runtime attribute"
            guard let value = value(attribute) else {
                unread.append("\(described) whose value cannot be read")
                continue
            }
            // A dump holds no number beyond the limit, so the attribute could not be written.
            if let beyond = Self.numbers(of: value).first(where: { !LayoutNumber.isAccepted($0) }) {
                unread.append("\(described) whose value \(LayoutNumber.leftOut(beyond))")
                continue
            }
            attributes.append(RuntimeAttribute(view: view, keyPath: keyPath, value: value))
        }
        return (attributes, unread)
    }

    /// The numbers a value holds (a colour's components are read and bounded as a view's are).
    private static func numbers(of value: RuntimeAttribute.Value) -> [Double] {
        switch value {
        case let .number(number): [number]
        case let .point(x, y): [x, y]
        case let .size(width, height): [width, height]
        case let .rect(rect): [rect.x, rect.y, rect.width, rect.height]
        case let .range(location, length): [Double(location), Double(length)]
        case .boolean, .string, .localizedString, .color, .image, .nil: []
        }
    }

    private func value(_ attribute: Int) -> RuntimeAttribute.Value? {
        let element = tree[attribute]
        let child = tree.child(of: attribute, key: "value")
        func number(_ name: StaticString) -> Double? {
            child.flatMap { tree[$0].number(name).value }
        }
        switch element["type"] ?? "nil" {
        case "boolean": return element["value"].map { .boolean($0 == "YES") }
        case "number":
            if let value = element["value"].flatMap(Double.init) { return .number(value) }
            return number("value").map(RuntimeAttribute.Value.number)
        case "string": return .string(element["value"] ?? "")
        case "localizedString": return .localizedString(element["value"] ?? "")
        case "image": return element["value"].map(RuntimeAttribute.Value.image)
        case "color": return InterfaceBuilderProperties(tree: tree).color(child).map(RuntimeAttribute.Value.color)
        case "point":
            guard let x = number("x"), let y = number("y") else { return nil }
            return .point(x: x, y: y)
        case "size":
            guard let width = number("width"), let height = number("height") else { return nil }
            return .size(width: width, height: height)
        case "rect":
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return nil }
            return .rect(Rect(x: x, y: y, width: width, height: height))
        case "range":
            guard let location = number("location"), let length = number("length"),
                let start = Int(exactly: location), let count = Int(exactly: length)
            else { return nil }
            return .range(location: start, length: count)
        case "nil": return .nil
        default: return nil
        }
    }
}
