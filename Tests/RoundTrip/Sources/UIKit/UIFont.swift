/// A font, for what layout code and exporters read: size and line metrics, and how code made it
/// (a system font of a size and weight, a text style, a named font) for the round trip to
/// compare with the dump's. The metrics are the system font's proportions; the stand-in draws
/// no text.
open class UIFont {
    /// How the font was made, in the dump format's terms.
    public enum Recorded: Equatable, Sendable {
        case system(size: CGFloat, weight: String)
        case textStyle(String)
        case named(String, size: CGFloat)
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        /// The dump format's name.
        let name: String

        public static let ultraLight = Weight(rawValue: -0.8, name: "ultraLight")
        public static let thin = Weight(rawValue: -0.6, name: "thin")
        public static let light = Weight(rawValue: -0.4, name: "light")
        public static let regular = Weight(rawValue: 0, name: "regular")
        public static let medium = Weight(rawValue: 0.23, name: "medium")
        public static let semibold = Weight(rawValue: 0.3, name: "semibold")
        public static let bold = Weight(rawValue: 0.4, name: "bold")
        public static let heavy = Weight(rawValue: 0.56, name: "heavy")
        public static let black = Weight(rawValue: 0.62, name: "black")
    }

    /// `UIFont.TextStyle`, with the point size each has at the default content size.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        let name: String
        let pointSize: CGFloat

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0", name: "largeTitle", pointSize: 34)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1", name: "title1", pointSize: 28)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2", name: "title2", pointSize: 22)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3", name: "title3", pointSize: 20)
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline", name: "headline", pointSize: 17)
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead", name: "subheadline", pointSize: 15)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody", name: "body", pointSize: 17)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout", name: "callout", pointSize: 16)
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote", name: "footnote", pointSize: 13)
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1", name: "caption1", pointSize: 12)
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2", name: "caption2", pointSize: 11)
    }

    public let fontName: String
    public let pointSize: CGFloat
    public let recorded: Recorded

    init(fontName: String, pointSize: CGFloat, recorded: Recorded) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.recorded = recorded
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, recorded: .named(fontName, size: fontSize))
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, recorded: .system(size: fontSize, weight: weight.name))
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(fontName: ".SFUI-\(style.name)", pointSize: style.pointSize, recorded: .textStyle(style.name))
    }

    open var ascender: CGFloat { pointSize * 0.952 }
    open var descender: CGFloat { pointSize * -0.241 }
    open var lineHeight: CGFloat { pointSize * 1.193 }
}
