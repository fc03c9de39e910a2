import LayoutModel

/// What a view shows, its values, and the archive's numbering of UIKit's enumerations.
extension InterfaceBuilderArchiveWriter {
    // MARK: - Content

    /// What a label, a button, a text field or an image view shows, as attributes.
    func contentAttributes(of object: Int, name: String) -> String {
        var result = ""
        switch name {
        case "label":
            // An empty text is no text, as Xcode's upgrade writes it.
            if let text = string(object, "IBUIText"), !text.isEmpty { result += #" text="\#(escaped(text))""# }
            if let alignment = int(object, "IBUITextAlignment").flatMap(Self.alignmentName) { result += #" textAlignment="\#(alignment)""# }
            // An archive leaves out one line, as documents do.
            if let lines = int(object, "IBUINumberOfLines") { result += #" numberOfLines="\#(lines)""# }
        case "textField":
            if let text = string(object, "IBUIText"), !text.isEmpty { result += #" text="\#(escaped(text))""# }
            if let placeholder = string(object, "IBUIPlaceholder") { result += #" placeholder="\#(escaped(placeholder))""# }
        case "button":
            if let type = int(object, "IBUIButtonType").flatMap(Self.buttonTypeName) { result += #" buttonType="\#(type)""# }
        case "imageView":
            if let image = resourceName(object, "IBUIImage") { result += #" image="\#(escaped(image))""# }
        case "tableViewCell":
            if let identifier = string(object, "IBUIReuseIdentifier") { result += #" reuseIdentifier="\#(escaped(identifier))""# }
            if let height = string(object, "IBUIRowHeight") { result += #" rowHeight="\#(escaped(height))""# }
        default:
            break
        }
        return result
    }

    mutating func writeContent(of object: Int, name: String, depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        if name == "button", string(object, "IBUINormalTitle") != nil || resourceName(object, "IBUINormalImage") != nil {
            var attributes = ""
            if let title = string(object, "IBUINormalTitle") { attributes += #" title="\#(escaped(title))""# }
            if let image = resourceName(object, "IBUINormalImage") { attributes += #" image="\#(escaped(image))""# }
            if let color = tree.child(of: object, key: "IBUINormalTitleColor").map(resolved).flatMap(colorAttributes),
               !(int(object, "IBUIButtonType") == 1 && color.hasPrefix(Self.roundedRectTitleColor))
            {
                line(object, #"\#(indent)<state key="normal"\#(attributes)>"#)
                line(object, #"\#(indent)    <color key="titleColor"\#(color)/>"#)
                line(object, "\(indent)</state>")
            } else {
                line(object, #"\#(indent)<state key="normal"\#(attributes)/>"#)
            }
        }
        for (archiveKey, key) in [("IBUIBackgroundColor", "backgroundColor"), ("IBUITextColor", "textColor")] as [(StaticString, String)] {
            if let color = tree.child(of: object, key: archiveKey).map(resolved).flatMap(colorAttributes) {
                line(object, #"\#(indent)<color key="\#(key)"\#(color)/>"#)
            }
        }
        writeFont(of: object, indent: indent)
    }

    /// The font: an `IBUIFontDescription` (Xcode 4: a system type or a name, and a size), else
    /// the `NSFont` beside it (Xcode 3: a name and a size). Both are often references to a
    /// font another view defines.
    mutating func writeFont(of object: Int, indent: String) {
        let description = tree.child(of: object, key: "IBUIFontDescription").map(resolved)
        let font = tree.child(of: object, key: "IBUIFont").map(resolved)
        let size = description.flatMap { string($0, "pointSize") } ?? font.flatMap { string($0, "NSSize") }
        guard let size, let element = description ?? font else { return }
        let type = description.flatMap { string($0, "type") }
        if let family = ["1": "system", "2": "boldSystem", "3": "italicSystem"][type ?? ""] {
            line(element, #"\#(indent)<fontDescription key="fontDescription" type="\#(family)" pointSize="\#(escaped(size))"/>"#)
        } else if let name = description.flatMap({ string($0, "name") }) ?? font.flatMap({ string($0, "NSName") }) {
            line(element, #"\#(indent)<fontDescription key="fontDescription" name="\#(escaped(name))" pointSize="\#(escaped(size))"/>"#)
        }
    }

    /// The bars IB drew over a top-level view, as the document names them.
    mutating func writeSimulatedMetrics(of object: Int, depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        let metrics: [(StaticString, String)] = [
            ("IBUISimulatedStatusBarMetrics", "simulatedStatusBarMetrics"),
            ("IBUISimulatedTopBarMetrics", "simulatedTopBarMetrics"),
            ("IBUISimulatedBottomBarMetrics", "simulatedBottomBarMetrics"),
        ]
        for (archiveKey, key) in metrics {
            guard let metric = tree.child(of: object, key: archiveKey) else { continue }
            let element = tree[metric]
            if element.hasName("nil") {
                line(metric, #"\#(indent)<nil key="\#(key)"/>"#)
            } else if element.has("class", equalTo: "IBUISimulatedStatusBarMetrics") {
                line(metric, #"\#(indent)<simulatedStatusBarMetrics key="\#(key)"/>"#)
            } else if element.has("class", equalTo: "IBUISimulatedNavigationBarMetrics") {
                line(metric, #"\#(indent)<simulatedNavigationBarMetrics key="\#(key)" prompted="NO"/>"#)
            } else if element.has("class", equalTo: "IBUISimulatedToolbarMetrics") {
                line(metric, #"\#(indent)<simulatedToolbarMetrics key="\#(key)"/>"#)
            } else if element.has("class", equalTo: "IBUISimulatedTabBarMetrics") {
                line(metric, #"\#(indent)<simulatedTabBarMetrics key="\#(key)"/>"#)
            }
        }
    }

    // MARK: - Values

    func string(_ object: Int, _ key: StaticString) -> String? {
        tree.child(of: object, key: key).flatMap { child in tree[child].hasName("nil") ? nil : tree.text(of: child) }
    }

    func int(_ object: Int, _ key: StaticString) -> Int? {
        string(object, key).flatMap { Int($0) }
    }

    /// An archived `NSColor` as a document's color attributes: RGB or white components (the
    /// ASCII numbers of `NSRGB` or `NSWhite`, base64-encoded), calibrated (spaces 1 and 3) or
    /// device (2 and 4). A catalog colour (space 6) or anything else is left out.
    func colorAttributes(_ color: Int) -> String? {
        // A UIColor class property (`darkTextColor`) is named beside the components it had then.
        if let name = string(color, "IBUIColorCocoaTouchKeyPath") { return #" cocoaTouchSystemColor="\#(escaped(name))""# }
        guard let space = int(color, "NSColorSpace") else { return nil }
        func components(_ key: StaticString) -> [String]? {
            guard let encoded = string(color, key), let bytes = Self.base64Decoded(encoded) else { return nil }
            let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            let numbers = text.split(separator: " ").map(String.init)
            return numbers.allSatisfy({ Double($0)?.isFinite == true }) ? numbers : nil
        }
        switch space {
        case 1, 2:
            guard let rgb = components("NSRGB"), rgb.count == 3 || rgb.count == 4 else { return nil }
            let alpha = rgb.count == 4 ? rgb[3] : "1"
            return #" red="\#(rgb[0])" green="\#(rgb[1])" blue="\#(rgb[2])" alpha="\#(alpha)" colorSpace="\#(space == 1 ? "calibratedRGB" : "deviceRGB")""#
        case 3, 4:
            guard let white = components("NSWhite"), white.count == 1 || white.count == 2 else { return nil }
            let alpha = white.count == 2 ? white[1] : "1"
            return #" white="\#(white[0])" alpha="\#(alpha)" colorSpace="\#(space == 3 ? "calibratedWhite" : "deviceWhite")""#
        default:
            return nil
        }
    }

    /// iOS 6's title colour of a rounded-rect button, which IB archived with every one and
    /// Xcode 5's upgrade leaves out (iOS 7 draws a system button in the tint colour).
    static let roundedRectTitleColor = #" red="0.1960784346" green="0.3098039329" blue="0.521568656""#

    /// Base64 as archives write it, padding left off.
    static func base64Decoded(_ text: String) -> [UInt8]? {
        var bits: UInt32 = 0, count = 0
        var result: [UInt8] = []
        for byte in text.utf8 where byte != UInt8(ascii: "=") {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
            default: return nil
            }
            bits = bits << 6 | UInt32(value)
            count += 6
            if count >= 8 {
                count -= 8
                result.append(UInt8(truncatingIfNeeded: bits >> UInt32(count)))
            }
        }
        return result
    }

    /// An image's name: an `NSCustomResource`'s `NSResourceName`.
    func resourceName(_ object: Int, _ key: StaticString) -> String? {
        tree.child(of: object, key: key).flatMap { tree.child(of: resolved($0), key: "NSResourceName") }.map(tree.text(of:))
    }

    /// The document's element for an archived view class (`IBUILabel` → `label`); a UIKit
    /// class the table does not name is a plain view of that class.
    func elementName(of object: Int) -> String? {
        guard tree[object].hasName("object"), let archiveClass = tree[object]["class"] else { return nil }
        if let name = Self.elementNames[archiveClass] { return name }
        return tree.child(of: object, key: "NSvFlags") != nil ? "view" : nil
    }

    /// The UIKit class of an archived view the element table does not name (`IBUIPopoverView`
    /// → `UIPopoverView`), for a plain view element to carry.
    func unknownClass(of object: Int) -> String? {
        guard let archiveClass = tree[object]["class"], Self.elementNames[archiveClass] == nil else { return nil }
        return archiveClass.hasPrefix("IB") ? String(archiveClass.dropFirst(2)) : archiveClass
    }

    mutating func line(_ element: Int, _ content: String) {
        text += content
        text += "\n"
        let (line, column) = tree[element].lineAndColumn
        sources.append(SourcePosition(line: line, column: column))
    }

    func escaped(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: - Tables

    static let elementNames: [String: String] = [
        "IBUIView": "view", "IBUILabel": "label", "IBUIButton": "button", "IBUIImageView": "imageView",
        "IBUITextField": "textField", "IBUITextView": "textView", "IBUIScrollView": "scrollView",
        "IBUITableView": "tableView", "IBUITableViewCell": "tableViewCell", "IBUICollectionView": "collectionView",
        "IBUICollectionViewCell": "collectionViewCell", "IBUICollectionReusableView": "collectionReusableView",
        "IBUISwitch": "switch", "IBUISlider": "slider", "IBUIStepper": "stepper", "IBUISegmentedControl": "segmentedControl",
        "IBUIDatePicker": "datePicker", "IBUIPickerView": "pickerView", "IBUIPageControl": "pageControl",
        "IBUIProgressView": "progressView", "IBUIActivityIndicatorView": "activityIndicatorView", "IBMKMapView": "mapView",
        "IBUIWebView": "webView", "IBUIToolbar": "toolbar", "IBUINavigationBar": "navigationBar", "IBUITabBar": "tabBar",
        "IBUISearchBar": "searchBar", "IBGLKView": "glkView", "IBUIControl": "control",
        "IBUITableViewCellContentView": "tableViewCellContentView", "IBUIWindow": "window",
    ]

    /// `NSLayoutAttribute`'s cases by number, as the document names them (0 is none).
    static func attributeName(_ value: Int) -> String? {
        let names = [1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width", 8: "height",
                     9: "centerX", 10: "centerY", 11: "baseline"]
        return names[value]
    }

    /// `NSvFlags`' autoresizing bits (its low six, `UIViewAutoresizing`'s) as the document's attributes.
    static func maskAttributes(_ flags: Int) -> String {
        let mask = AutoresizingMask(rawValue: flags & 0x3F)
        return InterfaceBuilderClasses.autoresizingAttributes.filter { mask.contains($0.1) }.map { #" \#($0.0)="YES""# }.joined()
    }

    /// `UIViewContentMode`'s case of a number.
    static func contentModeName(_ value: Int) -> String? {
        ViewPropertyNames.contentModes.indices.contains(value) ? ViewPropertyNames.contentModes[value] : nil
    }

    /// iOS 6's `UITextAlignment`, which had no natural alignment.
    static func alignmentName(_ value: Int) -> String? {
        let names = ["left", "center", "right"]
        return names.indices.contains(value) ? names[value] : nil
    }

    /// `UIButtonType`'s cases in order.
    static func buttonTypeName(_ value: Int) -> String? {
        let names = ["custom", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]
        return names.indices.contains(value) ? names[value] : nil
    }

    /// IB numbers a control event by its bit in `UIControlEvents`, from 1 (7 is touch up inside).
    static func eventName(_ value: Int) -> String? {
        let names: [Int: String] = [
            1: "touchDown", 2: "touchDownRepeat", 3: "touchDragInside", 4: "touchDragOutside", 5: "touchDragEnter",
            6: "touchDragExit", 7: "touchUpInside", 8: "touchUpOutside", 9: "touchCancel", 13: "valueChanged",
            17: "editingDidBegin", 18: "editingChanged", 19: "editingDidEnd", 20: "editingDidEndOnExit",
        ]
        return names[value]
    }
}
