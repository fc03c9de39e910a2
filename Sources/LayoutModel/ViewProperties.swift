/// What a view shows and how, beyond layout: the properties a person would otherwise retype
/// when turning a storyboard into code. Every one is optional: `nil` is "not recorded" (UIKit's
/// default), so a dump records only what its source said.
public struct ViewProperties: Hashable, Sendable {
    /// A button's title for the normal state (a label's text is ``View/text``).
    public var title: String?
    /// A text field's placeholder.
    public var placeholder: String?
    /// `UIButton.ButtonType`: `system`, `detailDisclosure`, `infoLight`, `infoDark`,
    /// `contactAdd`, `close` (`custom`, what `UIButton()` makes, is not recorded).
    public var buttonType: String?
    public var font: Font?
    /// `UILabel.numberOfLines` (0 = as many as needed).
    public var numberOfLines: Int?
    /// `NSTextAlignment`: `natural`, `left`, `center`, `right`, `justified`.
    public var textAlignment: String?
    /// An image view's image, a button's image for the normal state.
    public var image: Image?
    /// A button's background image for the normal state.
    public var backgroundImage: Image?
    /// `UIView.ContentMode`: `scaleToFill`, `scaleAspectFit`, `center`, …
    public var contentMode: String?
    public var clipsToBounds: Bool?
    /// `UIView.semanticContentAttribute`: `playback`, `spatial`, `forceLeftToRight`,
    /// `forceRightToLeft` (`unspecified`, UIKit's, is not recorded). A button forced right to
    /// left draws its image after its title.
    public var semanticContentAttribute: String?
    /// A label's, field's or text view's text colour; a button's title colour for the normal state.
    public var textColor: Color?
    public var backgroundColor: Color?
    public var tintColor: Color?
    /// For an app's own class, the UIKit class it derives from, where the input says
    /// (Interface Builder's element: a `MarqueeLabel` label is a `UILabel`), so printed code
    /// declares it as one and sets its label properties.
    public var uikitClass: String?
    /// A table view cell's `UITableViewCell.AccessoryType`: `disclosureIndicator`,
    /// `detailDisclosureButton`, `checkmark`, `detailButton` (`none`, UIKit's, is not recorded).
    public var accessoryType: String?
    /// A table view cell's `UITableViewCell.SelectionStyle`: `none`, `blue`, `gray`
    /// (`default`, UIKit's, is not recorded).
    public var selectionStyle: String?
    /// A table view cell's standard style, `UITableViewCell.CellStyle`: `default`, `subtitle`,
    /// `value1`, `value2`, when its labels and image view are the style's own (``CellPart``);
    /// not recorded for a cell whose content is the app's views.
    public var cellStyle: String?
    /// Whether ``View/text`` is only the start of what the view shows, cut by the capture: a
    /// `recursiveDescription` shows 25 characters and `...` (`'Learn how to hide your fe...'`).
    public var isTextCut: Bool?

    /// Inlinable: a reader makes one for each view, and called across modules, seventeen
    /// arguments passed and their defaults made cost many times the fields' own writes.
    @inlinable public init(
        title: String? = nil, placeholder: String? = nil, buttonType: String? = nil, font: Font? = nil, numberOfLines: Int? = nil,
        textAlignment: String? = nil, image: Image? = nil, backgroundImage: Image? = nil, contentMode: String? = nil,
        clipsToBounds: Bool? = nil, semanticContentAttribute: String? = nil, textColor: Color? = nil, backgroundColor: Color? = nil, tintColor: Color? = nil,
        uikitClass: String? = nil, accessoryType: String? = nil, selectionStyle: String? = nil,
        cellStyle: String? = nil, isTextCut: Bool? = nil
    ) {
        self.title = title
        self.placeholder = placeholder
        self.buttonType = buttonType
        self.font = font
        self.numberOfLines = numberOfLines
        self.textAlignment = textAlignment
        self.image = image
        self.backgroundImage = backgroundImage
        self.contentMode = contentMode
        self.clipsToBounds = clipsToBounds
        self.semanticContentAttribute = semanticContentAttribute
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.uikitClass = uikitClass
        self.accessoryType = accessoryType
        self.selectionStyle = selectionStyle
        self.cellStyle = cellStyle
        self.isTextCut = isTextCut
    }

    /// Nothing recorded.
    ///
    /// Field by field rather than `self == ViewProperties()`: the reader asks once per view, and
    /// nil tests cost a small fraction of the synthesized comparison.
    /// `ViewPropertiesTests` fails when a field is added here and not below.
    public var isEmpty: Bool {
        title == nil && placeholder == nil && buttonType == nil && font == nil && numberOfLines == nil
            && textAlignment == nil && image == nil && backgroundImage == nil && contentMode == nil && clipsToBounds == nil
            && semanticContentAttribute == nil && textColor == nil && backgroundColor == nil && tintColor == nil && uikitClass == nil
            && accessoryType == nil && selectionStyle == nil && cellStyle == nil && isTextCut == nil
    }

    /// An image by its name: the app's (`UIImage(named:)`) or an SF Symbol
    /// (`UIImage(systemName:)`), which `UIImage(named:)` does not find.
    public enum Image: Hashable, Sendable {
        case named(String)
        case system(String)

        public var name: String {
            switch self {
            case let .named(name), let .system(name): name
            }
        }

        public var isSymbol: Bool {
            if case .system = self { true } else { false }
        }
    }

    /// A font as Interface Builder and UIKit name it.
    public enum Font: Hashable, Sendable {
        /// `UIFont.systemFont(ofSize:weight:)`; weight `regular`, `medium`, `semibold`, `bold`…
        case system(size: Double, weight: String)
        /// `UIFont.preferredFont(forTextStyle:)`: `body`, `headline`, `caption1`…
        case textStyle(String)
        /// `UIFont(name:size:)`.
        case named(String, size: Double)
    }

    /// A colour: one of UIKit's system colours, a named asset colour, or components.
    public enum Color: Hashable, Sendable {
        /// `UIColor.systemBlue`, `.label`, … by UIKit's property name (`systemBlue`, `label`).
        case system(String)
        /// `UIColor(named:)`.
        case named(String)
        /// Components in a colour space (`sRGB`, `displayP3`).
        case components(red: Double, green: Double, blue: Double, alpha: Double, space: String)
    }
}

/// The names the dump format accepts for the enumerated view properties, UIKit's case names.
public enum ViewPropertyNames {
    public static let textAlignments = ["natural", "left", "center", "right", "justified"]
    public static let contentModes = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
        "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]
    public static let buttonTypes = ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"]
    public static let accessoryTypes = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]
    public static let selectionStyles = ["none", "blue", "gray", "default"]
    public static let cellStyles = ["default", "subtitle", "value1", "value2"]
    public static let semanticContentAttributes = ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"]

    /// A cell's accessory type as ``ViewProperties/accessoryType`` records it: one UIKit has,
    /// and not its default, `none`.
    public static func recordedAccessoryType(_ name: String) -> String? {
        name != "none" && accessoryTypes.contains(name) ? name : nil
    }

    /// A cell's selection style as ``ViewProperties/selectionStyle`` records it: one UIKit has,
    /// and not its default, `default`.
    public static func recordedSelectionStyle(_ name: String) -> String? {
        name != "default" && selectionStyles.contains(name) ? name : nil
    }

    /// A view's semantic content attribute as ``ViewProperties/semanticContentAttribute``
    /// records it: one UIKit has, and not its default, `unspecified`.
    public static func recordedSemanticContentAttribute(_ name: String) -> String? {
        name != "unspecified" && semanticContentAttributes.contains(name) ? name : nil
    }
    public static let fontWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
}
