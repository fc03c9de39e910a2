import LayoutModel

/// A view's `<userDefinedRuntimeAttributes>`: each a key path and a typed value, as Interface
/// Builder's identity inspector writes them (`type="number"` with an `<integer key="value">`,
/// `type="boolean" value="YES"`, `type="color"` with a `<color key="value">`…).
struct InterfaceBuilderRuntimeAttributes {
    let tree: XMLTree

    /// The attributes of the `<userDefinedRuntimeAttributes>` element at `list`, for the view
    /// `view`; one whose value cannot be read is left out and reported in `unread` as
    /// `keyPath (type)`.
    func read(_ list: Int, view: ItemID) -> (attributes: [RuntimeAttribute], unread: [String]) {
        var attributes: [RuntimeAttribute] = []
        var unread: [String] = []
        for attribute in tree.children(of: list, named: "userDefinedRuntimeAttribute") {
            guard let keyPath = tree[attribute]["keyPath"] else { continue }
            if let value = value(attribute) {
                attributes.append(RuntimeAttribute(view: view, keyPath: keyPath, value: value))
            } else {
                unread.append("\(keyPath) (\(tree[attribute]["type"] ?? "no type"))")
            }
        }
        return (attributes, unread)
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
