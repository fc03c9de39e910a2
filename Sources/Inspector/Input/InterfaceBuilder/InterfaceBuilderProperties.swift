/// The view properties an Interface Builder element records: fonts, colours, text settings,
/// images and content mode (`<fontDescription>`, `<color key="…">`, attributes).
struct InterfaceBuilderProperties {
    let tree: XMLTree

    func read(_ index: Int) -> ViewProperties {
        let element = tree[index]
        var properties = ViewProperties()
        // A button's title colour is its text colour: its configuration's foreground (iOS 15),
        // else its normal state's title colour.
        let configuration = tree.child(of: index, named: "buttonConfiguration", key: "configuration")
        if let configuration {
            properties.title = tree[configuration]["title"]
            properties.imageName = tree[configuration]["image"]
            properties.textColor = color(configuration, "baseForegroundColor")
        }
        if let state = tree.child(of: index, named: "state", key: "normal") {
            properties.title = properties.title ?? tree[state]["title"]
            properties.imageName = properties.imageName ?? tree[state]["image"]
            properties.textColor = properties.textColor ?? color(state, "titleColor")
        }
        properties.placeholder = element["placeholder"]
        // A button without the attribute is custom, as `UIButton()` makes it; IB's old
        // `roundedRect` is `system` since iOS 7.
        switch element["buttonType"] {
        case "roundedRect": properties.buttonType = "system"
        case let type? where type != "custom" && ViewPropertyNames.buttonTypes.contains(type): properties.buttonType = type
        default: break
        }
        let font = tree.child(of: index, named: "fontDescription", key: "fontDescription")
            ?? tree.child(of: index, named: "fontDescription", key: "titleFontDescription")
            ?? configuration.flatMap { tree.child(of: $0, named: "fontDescription", key: "titleFontDescription") }
        properties.font = font.flatMap { self.font(tree[$0]) }
        properties.numberOfLines = element["numberOfLines"].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
        properties.textAlignment = element["textAlignment"].flatMap { ViewPropertyNames.textAlignments.contains($0) ? $0 : nil }
        properties.imageName = properties.imageName ?? element["image"]
        properties.contentMode = element["contentMode"].flatMap { ViewPropertyNames.contentModes.contains($0) ? $0 : nil }
        // Interface Builder writes `clipsSubviews="YES"` whenever a view clips, so a scroll view
        // (which UIKit makes clipping) without it has clipping turned off.
        if element.has("clipsSubviews", equalTo: "YES") {
            properties.clipsToBounds = true
        } else if ["scrollView", "tableView", "collectionView", "textView"].contains(where: element.hasName) {
            properties.clipsToBounds = false
        }
        properties.textColor = properties.textColor ?? color(index, "textColor")
        properties.backgroundColor = color(index, "backgroundColor")
        properties.tintColor = color(index, "tintColor")
        return properties
    }

    /// `type="system" pointSize="17" weight="semibold"`, `style="UICTFontTextStyleBody"`,
    /// `name="Avenir-Book" pointSize="14"`.
    private func font(_ element: XMLTree.Element) -> ViewProperties.Font? {
        let size = element.number("pointSize").value.flatMap { $0.isFinite && $0 > 0 && $0 <= 1000 ? $0 : nil }
        if let style = element["style"], style.hasPrefix("UICTFontTextStyle") {
            // UIKit's `UIFont.TextStyle` names: the raw `…Subhead` is `.subheadline`, `…Title0` `.largeTitle`.
            let name = style.dropFirst("UICTFontTextStyle".count)
            switch name {
            case "Subhead": return .textStyle("subheadline")
            case "Title0": return .textStyle("largeTitle")
            default: return .textStyle(name.prefix(1).lowercased() + name.dropFirst())
            }
        }
        if let name = element["name"], let size { return .named(name, size: size) }
        guard let size else { return nil }
        switch element["type"] {
        case "boldSystem": return .system(size: size, weight: "bold")
        case "system", nil:
            let weight = element["weight"].flatMap { ViewPropertyNames.fontWeights.contains($0) ? $0 : nil } ?? "regular"
            return .system(size: size, weight: weight)
        default: return nil
        }
    }

    /// `systemColor="labelColor"` → `label`; `name="AccentColor"`; components (RGB or white).
    private func color(_ index: Int, _ key: StaticString) -> ViewProperties.Color? {
        guard let found = tree.child(of: index, named: "color", key: key) else { return nil }
        let element = tree[found]
        func stripped(_ name: String) -> String { name.hasSuffix("Color") ? String(name.dropLast(5)) : name }
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] { return .system(stripped(name)) }
        if let name = element["name"] { return .named(name) }
        func component(_ name: StaticString) -> Double? {
            element.number(name).value.flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
        }
        let alpha = component("alpha") ?? 1
        let space = element["customColorSpace"] ?? element["colorSpace"] ?? "sRGB"
        if let white = component("white") {
            return .components(red: white, green: white, blue: white, alpha: alpha, space: space.contains("Gray") || space.contains("White") ? "gray" : space)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return .components(red: red, green: green, blue: blue, alpha: alpha, space: space == "calibratedRGB" || space == "custom" ? "sRGB" : space)
    }
}
