/// A font, for what layout code and exporters read: size and line metrics. The metrics are
/// the system font's proportions; the stand-in draws no text.
open class UIFont {
    public let fontName: String
    public let pointSize: CGFloat

    init(fontName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", pointSize: fontSize)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Semibold", pointSize: fontSize)
    }

    open var ascender: CGFloat { pointSize * 0.952 }
    open var descender: CGFloat { pointSize * -0.241 }
    open var lineHeight: CGFloat { pointSize * 1.193 }
}
