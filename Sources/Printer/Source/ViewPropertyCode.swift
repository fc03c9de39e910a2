import LayoutModel
import Naming

/// What a view shows, as the statements a person writes in its setup: text and title,
/// placeholder (a field's or a search bar's), font, colours, number of lines, alignment, image,
/// content mode and clipping, and a table view cell's accessory and selection style.
/// Each is written only where the dump records it and it differs from what UIKit gives a view of
/// that class made in code, so a storyboard's defaults do not come out as noise. Every target's
/// `--declarations` writes them through ``ViewDeclarations``.
enum ViewPropertyCode {
    /// Beside a text that is only the start of what the view shows.
    static let cutNote = "  // cut short in the input: the rest of the text is not recorded"

    /// Writes the statements for `view`, printed as `name` of the UIKit type `type` (an app's
    /// class passes the UIKit class it derives from), a line each.
    static func write(for view: View, name: String, type: String, in document: LayoutDocument, to writer: inout SourceWriter) {
        let kind = TextKind(type)
        let properties = view.properties
        let text = document.displayedText(of: view)
        // A text the input cuts short is printed as recorded, and said to be only its start.
        let cut = text != nil && document.isDisplayedTextCut(of: view) ? Self.cutNote : ""
        switch kind {
        case .label, .textView:
            if let text { writer.line(name, ".text = ", SwiftLiteral.string(text), cut) }
        case .textField, .searchBar:
            // A field showing only its placeholder reports that as its text.
            if let text, text != properties.placeholder { writer.line(name, ".text = ", SwiftLiteral.string(text), cut) }
            if let placeholder = properties.placeholder { writer.line(name, ".placeholder = ", SwiftLiteral.string(placeholder)) }
        case .button:
            if let title = properties.title {
                writer.line(name, ".setTitle(", SwiftLiteral.string(title), ", for: .normal)")
            } else if let text {
                writer.line(name, ".setTitle(", SwiftLiteral.string(text), ", for: .normal)", cut)
            }
        case .toggle:
            if let text { writer.line(name, ".title = ", SwiftLiteral.string(text), cut) }
        case .imageView, .other:
            break
        }
        if let font = properties.font, font != kind.defaultFont, let property = kind.fontProperty {
            writer.line(name, ".", property, " = ", expression(font))
        }
        if let color = properties.textColor, kind.hasText, !(kind == .label && color == .system("label")) {
            if kind == .button {
                writer.line(name, ".setTitleColor(", expression(color), ", for: .normal)")
            } else {
                writer.line(name, ".textColor = ", expression(color))
            }
        }
        if kind == .label, let count = properties.numberOfLines, count != 1 {
            writer.line(name, ".numberOfLines = ", String(count))
        }
        if kind.hasText, kind != .button, let alignment = properties.textAlignment, alignment != "natural" {
            writer.line(name, ".textAlignment = .", alignment)
        }
        if let image = properties.image {
            switch kind {
            case .imageView: writer.line(name, ".image = ", Self.expression(image))
            case .button: writer.line(name, ".setImage(", Self.expression(image), ", for: .normal)")
            default: break
            }
        }
        if kind == .button, let image = properties.backgroundImage {
            writer.line(name, ".setBackgroundImage(", Self.expression(image), ", for: .normal)")
        }
        if let mode = properties.contentMode, !isDefault(contentMode: mode, of: view, kind: kind, in: document) {
            writer.line(name, ".contentMode = .", mode)
        }
        if let clips = properties.clipsToBounds, clips != clipsByDefault(type) {
            writer.line(name, ".clipsToBounds = ", clips ? "true" : "false")
        }
        if let attribute = properties.semanticContentAttribute {
            writer.line(name, ".semanticContentAttribute = .", attribute)
        }
        if let color = properties.backgroundColor, !color.isClear {
            writer.line(name, ".backgroundColor = ", expression(color))
        }
        if let color = properties.tintColor {
            writer.line(name, ".tintColor = ", expression(color))
        }
        if document.kind(of: view.id) == .tableViewCell {
            if let accessory = properties.accessoryType { writer.line(name, ".accessoryType = .", accessory) }
            if let style = properties.selectionStyle { writer.line(name, ".selectionStyle = .", style) }
        }
    }

    /// Whether ``write(for:name:type:in:to:)`` writes anything for `view`.
    static func hasStatements(for view: View, type: String, in document: LayoutDocument) -> Bool {
        var writer = SourceWriter()
        write(for: view, name: "", type: type, in: document, to: &writer)
        return !writer.isEmpty
    }

    /// How the view is made: `UIButton(type: .system)` for a button (`base` is the UIKit class
    /// of an app's class) of another type than `UIButton()` makes, `Type()` otherwise.
    static func initializer(of view: View, type: String, base: String) -> String {
        if base == "UIButton", let buttonType = UIKitClasses.buttonType(of: view), buttonType != "custom" {
            return "\(type)(type: .\(buttonType))"
        }
        return "\(type)()"
    }

    // MARK: - Values

    /// `.systemFont(ofSize: 17, weight: .semibold)`, `.boldSystemFont(ofSize: 15)`,
    /// `.preferredFont(forTextStyle: .headline)`, `UIFont(name: "Avenir-Heavy", size: 15)`.
    static func expression(_ font: ViewProperties.Font) -> String {
        switch font {
        case let .system(size, "regular"): ".systemFont(ofSize: \(codeNumber(size)))"
        case let .system(size, "bold"): ".boldSystemFont(ofSize: \(codeNumber(size)))"
        case let .system(size, weight): ".systemFont(ofSize: \(codeNumber(size)), weight: .\(weight))"
        case let .textStyle(style): ".preferredFont(forTextStyle: .\(style))"
        case let .named(name, size): "UIFont(name: \(SwiftLiteral.string(name)), size: \(codeNumber(size)))"
        }
    }

    /// `UIImage(named: "avatar")`, `UIImage(systemName: "cart.fill")`: an SF Symbol is no asset
    /// of the app's, and `UIImage(named:)` finds none.
    static func expression(_ image: ViewProperties.Image) -> String {
        switch image {
        case let .named(name): "UIImage(named: \(SwiftLiteral.string(name)))"
        case let .system(name): "UIImage(systemName: \(SwiftLiteral.string(name)))"
        }
    }

    /// `.secondaryLabel`, `UIColor(named: "Brand")`, `.black`, `.white`, `.clear`,
    /// `UIColor(white: 0.333, alpha: 1)`, `UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`,
    /// `UIColor(displayP3Red: …)`. Components keep three decimals: a colour's 8 bits need no more,
    /// and Interface Builder's `0.66666666666666663` is noise. Whole red, green and blue components
    /// are written `1.0`: with integer literals alone, `UIColor(red: 0, green: 0, blue: 1, alpha: 1)`
    /// would pick Draftsman's `init(red: Int, green: Int, blue: Int, alpha:)`, which divides by 255.
    static func expression(_ color: ViewProperties.Color) -> String {
        switch color {
        case let .system(name): return ".\(name)"
        case let .named(name): return "UIColor(named: \(SwiftLiteral.string(name)))"
        case let .components(red, green, blue, alpha, space):
            let (r, g, b, a) = (component(red), component(green), component(blue), component(alpha))
            if a == "0" { return ".clear" }
            if space != "displayP3", r == g, g == b, a == "1", r == "0" || r == "1" { return r == "0" ? ".black" : ".white" }
            if space == "gray" { return "UIColor(white: \(r), alpha: \(a))" }
            let initializer = space == "displayP3" ? "displayP3Red" : "red"
            let (fr, fg, fb) = (floating(r), floating(g), floating(b))
            return "UIColor(\(initializer): \(fr), green: \(fg), blue: \(fb), alpha: \(a))"
        }
    }

    /// `1` → `1.0`, so the literal is a floating-point one.
    private static func floating(_ component: String) -> String {
        component.contains(".") ? component : component + ".0"
    }

    private static func component(_ value: Double) -> String {
        codeNumber((value * 1000).rounded() / 1000)
    }

    // MARK: - UIKit's defaults

    /// The text-showing classes, which differ in where their text, font and colour go.
    private enum TextKind {
        case label, button, textField, textView, toggle, imageView, searchBar, other

        init(_ type: String) {
            switch type {
            case "UILabel": self = .label
            case "UIButton": self = .button
            case "UITextField": self = .textField
            case "UITextView": self = .textView
            case "UISwitch": self = .toggle
            case "UIImageView": self = .imageView
            case "UISearchBar": self = .searchBar
            default: self = .other
            }
        }

        var hasText: Bool { self == .label || self == .button || self == .textField || self == .textView }

        /// A button's font is its title label's.
        var fontProperty: String? {
            switch self {
            case .label, .textField, .textView: "font"
            case .button: "titleLabel?.font"
            case .toggle, .imageView, .searchBar, .other: nil
            }
        }

        /// The font UIKit gives the class: a label's 17-point and a button title's 15-point
        /// system font. A field's and a text view's are left to UIKit (they are printed).
        var defaultFont: ViewProperties.Font? {
            switch self {
            case .label: .system(size: 17, weight: "regular")
            case .button: .system(size: 15, weight: "regular")
            default: nil
            }
        }
    }

    /// Whether a content mode needs no statement: UIKit's `scaleToFill` (a label's `redraw`),
    /// and what Interface Builder writes for every new label (`left`) and cell content view
    /// (`center`), which does not change how they draw. Compared, not looked up in a set made
    /// per view: a storyboard's every view asks.
    private static func isDefault(contentMode mode: String, of view: View, kind: TextKind, in document: LayoutDocument) -> Bool {
        if kind == .label { return mode == "redraw" || mode == "left" }
        if mode == "scaleToFill" { return true }
        return mode == "center" && document.kind(of: view.id) == .cellContentView
    }

    /// Scroll views (tables, collections and text views too) clip their content by default.
    private static func clipsByDefault(_ type: String) -> Bool {
        switch type {
        case "UIScrollView", "UITableView", "UICollectionView", "UITextView": true
        default: false
        }
    }
}

extension ViewProperties.Color {
    /// A colour that shows nothing: as a background, the same as none.
    var isClear: Bool {
        switch self {
        case let .system(name): name == "clear"
        case let .components(_, _, _, alpha, _): (alpha * 1000).rounded() == 0
        case .named: false
        }
    }
}
