import LayoutModel

/// The view properties an Interface Builder element records: fonts, colours, text settings,
/// images and content mode (`<fontDescription>`, `<color key="…">`, attributes).
struct InterfaceBuilderProperties {
    let tree: XMLTree

    /// IB's names for the standard cell styles.
    private static let cellStyles = [
        "IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleSubtitle": "subtitle",
        "IBUITableViewCellStyleValue1": "value1", "IBUITableViewCellStyleValue2": "value2",
    ]

    func read(_ index: Int) -> ViewProperties {
        let element = tree[index]
        let children = Children(of: index, in: tree)
        // Each property worked out on its own and the value made once at the end: filled in
        // place, the value was copied whole twice (a dozen strings and colours retained).
        var title: String?, image: ViewProperties.Image?, backgroundImage: ViewProperties.Image?, textColor: ViewProperties.Color?
        // A button's title colour is its text colour: its configuration's foreground (iOS 15),
        // else its normal state's title colour.
        let configuration = children.configuration
        if let configuration {
            title = tree[configuration]["title"]
            image = self.image(configuration, key: "image", reference: tree.child(of: configuration, named: "imageReference", key: "image"))
            backgroundImage = self.image(configuration, key: "backgroundImage", reference: nil)
            textColor = color(tree.child(of: configuration, named: "color", key: "baseForegroundColor"))
        }
        if let state = children.normalState {
            title = title ?? tree[state]["title"]
            image = image ?? self.image(state, key: "image", reference: tree.child(of: state, named: "imageReference", key: "image"))
            backgroundImage = backgroundImage ?? self.image(state, key: "backgroundImage", reference: nil)
            textColor = textColor ?? color(tree.child(of: state, named: "color", key: "titleColor"))
        }
        image = image ?? self.image(index, key: "image", reference: children.imageReference)
        // A button without the attribute is custom, as `UIButton()` makes it; IB's old
        // `roundedRect` is `system` since iOS 7.
        var buttonType: String?
        switch element["buttonType"] {
        case "roundedRect": buttonType = "system"
        case let type? where type != "custom" && ViewPropertyNames.buttonTypes.contains(type): buttonType = type
        default: break
        }
        let font = children.font ?? children.titleFont
            ?? configuration.flatMap { tree.child(of: $0, named: "fontDescription", key: "titleFontDescription") }
        // Interface Builder writes `clipsSubviews="YES"` whenever a view clips, so a scroll view
        // (which UIKit makes clipping) without it has clipping turned off.
        var clipsToBounds: Bool?
        if element.has("clipsSubviews", equalTo: "YES") {
            clipsToBounds = true
        } else if ["scrollView", "tableView", "collectionView", "textView"].contains(where: element.hasName) {
            clipsToBounds = false
        }
        var accessoryType: String?, selectionStyle: String?, cellStyle: String?
        if element.hasName("tableViewCell") {
            accessoryType = element["accessoryType"].flatMap(ViewPropertyNames.recordedAccessoryType)
            selectionStyle = element["selectionStyle"].flatMap(ViewPropertyNames.recordedSelectionStyle)
            cellStyle = element["style"].flatMap { Self.cellStyles[$0] }
        }
        return ViewProperties(
            title: title,
            placeholder: element["placeholder"],
            buttonType: buttonType,
            font: font.flatMap { self.font(tree[$0]) },
            numberOfLines: element["numberOfLines"].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil },
            textAlignment: element["textAlignment"].flatMap { ViewPropertyNames.textAlignments.contains($0) ? $0 : nil },
            image: image,
            backgroundImage: backgroundImage,
            contentMode: element["contentMode"].flatMap { ViewPropertyNames.contentModes.contains($0) ? $0 : nil },
            clipsToBounds: clipsToBounds,
            semanticContentAttribute: element["semanticContentAttribute"].flatMap(ViewPropertyNames.recordedSemanticContentAttribute),
            textColor: textColor ?? color(children.textColor),
            backgroundColor: color(children.backgroundColor),
            tintColor: color(children.tintColor),
            accessoryType: accessoryType, selectionStyle: selectionStyle, cellStyle: cellStyle)
    }

    /// The image an element names under `key` (`image`, `backgroundImage`): its attribute, with
    /// `catalog="system"` beside it for an SF Symbol, else its `reference`, the child Xcode 12
    /// writes, `<imageReference key="image" image="…" catalog="system">`.
    private func image(_ index: Int, key: StaticString, reference: Int?) -> ViewProperties.Image? {
        func image(_ element: XMLTree.Element, _ attribute: StaticString) -> ViewProperties.Image? {
            element[attribute].map { element.has("catalog", equalTo: "system") ? .system($0) : .named($0) }
        }
        return image(tree[index], key) ?? reference.flatMap { image(tree[$0], "image") }
    }

    /// The first child of each kind ``read(_:)`` looks at, found in one pass over a view's
    /// children rather than one pass for each kind.
    private struct Children {
        var configuration: Int?
        var normalState: Int?
        var font: Int?
        var titleFont: Int?
        var textColor: Int?
        var backgroundColor: Int?
        var tintColor: Int?
        var imageReference: Int?

        init(of index: Int, in tree: XMLTree) {
            func take(_ slot: inout Int?, _ child: Int, _ element: XMLTree.Element, key: StaticString) {
                if slot == nil, element.has("key", equalTo: key) { slot = child }
            }
            for child in tree.children(of: index) {
                let element = tree[child]
                if element.hasName("color") {
                    take(&textColor, child, element, key: "textColor")
                    take(&backgroundColor, child, element, key: "backgroundColor")
                    take(&tintColor, child, element, key: "tintColor")
                } else if element.hasName("fontDescription") {
                    take(&font, child, element, key: "fontDescription")
                    take(&titleFont, child, element, key: "titleFontDescription")
                } else if element.hasName("state") {
                    take(&normalState, child, element, key: "normal")
                } else if element.hasName("buttonConfiguration") {
                    take(&configuration, child, element, key: "configuration")
                } else if element.hasName("imageReference") {
                    take(&imageReference, child, element, key: "image")
                }
            }
        }
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

    /// `systemColor="labelColor"` → `label` (``InterfaceBuilderSystemColors``; a name UIKit has
    /// no property for is left out); `name="AccentColor"`; components (RGB or white).
    /// The spaces whose components `UIColor(red:green:blue:alpha:)` makes: device RGB is what
    /// it made before iOS 10, and iOS draws calibrated and custom RGB as sRGB.
    private static let rgbSpaces: Set<String> = ["calibratedRGB", "custom", "deviceRGB"]

    func color(_ found: Int?) -> ViewProperties.Color? {
        guard let found else { return nil }
        let element = tree[found]
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return InterfaceBuilderSystemColors.propertyName(name).map(ViewProperties.Color.system)
        }
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
        return .components(red: red, green: green, blue: blue, alpha: alpha, space: Self.rgbSpaces.contains(space) ? "sRGB" : space)
    }
}
