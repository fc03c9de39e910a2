/// A colour as code made it: one of UIKit's named class colours, an asset colour, or
/// components. The stand-in draws nothing; it keeps how the colour was made so the round trip
/// can compare it with the dump's.
open class UIColor: Equatable {
    /// How the colour was made, in the dump format's terms.
    public enum Recorded: Equatable, Sendable {
        /// A `UIColor` class property by name (`systemBlue`, `label`).
        case system(String)
        /// `UIColor(named:)`.
        case named(String)
        /// Components in `sRGB`, `displayP3` or `gray` (white and alpha).
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, space: String)
    }

    public let recorded: Recorded

    init(recorded: Recorded) {
        self.recorded = recorded
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(recorded: .components(red: red, green: green, blue: blue, alpha: alpha, space: "sRGB"))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(recorded: .components(red: red, green: green, blue: blue, alpha: alpha, space: "displayP3"))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(recorded: .components(red: white, green: white, blue: white, alpha: alpha, space: "gray"))
    }

    /// An asset catalogue's colour; the stand-in has every one.
    public convenience init?(named name: String) {
        self.init(recorded: .named(name))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.recorded == rhs.recorded }

    // UIKit defines these by their white value.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // The fixed and the adaptive (system) colours, by the names Interface Builder uses.
    open class var red: UIColor { UIColor(recorded: .system("red")) }
    open class var green: UIColor { UIColor(recorded: .system("green")) }
    open class var blue: UIColor { UIColor(recorded: .system("blue")) }
    open class var cyan: UIColor { UIColor(recorded: .system("cyan")) }
    open class var yellow: UIColor { UIColor(recorded: .system("yellow")) }
    open class var magenta: UIColor { UIColor(recorded: .system("magenta")) }
    open class var orange: UIColor { UIColor(recorded: .system("orange")) }
    open class var purple: UIColor { UIColor(recorded: .system("purple")) }
    open class var brown: UIColor { UIColor(recorded: .system("brown")) }
    open class var lightText: UIColor { UIColor(recorded: .system("lightText")) }
    open class var darkText: UIColor { UIColor(recorded: .system("darkText")) }
    open class var groupTableViewBackground: UIColor { UIColor(recorded: .system("groupTableViewBackground")) }
    open class var viewFlipsideBackground: UIColor { UIColor(recorded: .system("viewFlipsideBackground")) }
    open class var scrollViewTexturedBackground: UIColor { UIColor(recorded: .system("scrollViewTexturedBackground")) }
    open class var underPageBackground: UIColor { UIColor(recorded: .system("underPageBackground")) }
    open class var tintColor: UIColor { UIColor(recorded: .system("tintColor")) }
    open class var label: UIColor { UIColor(recorded: .system("label")) }
    open class var secondaryLabel: UIColor { UIColor(recorded: .system("secondaryLabel")) }
    open class var tertiaryLabel: UIColor { UIColor(recorded: .system("tertiaryLabel")) }
    open class var quaternaryLabel: UIColor { UIColor(recorded: .system("quaternaryLabel")) }
    open class var link: UIColor { UIColor(recorded: .system("link")) }
    open class var placeholderText: UIColor { UIColor(recorded: .system("placeholderText")) }
    open class var separator: UIColor { UIColor(recorded: .system("separator")) }
    open class var opaqueSeparator: UIColor { UIColor(recorded: .system("opaqueSeparator")) }
    open class var systemBackground: UIColor { UIColor(recorded: .system("systemBackground")) }
    open class var secondarySystemBackground: UIColor { UIColor(recorded: .system("secondarySystemBackground")) }
    open class var tertiarySystemBackground: UIColor { UIColor(recorded: .system("tertiarySystemBackground")) }
    open class var systemGroupedBackground: UIColor { UIColor(recorded: .system("systemGroupedBackground")) }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(recorded: .system("secondarySystemGroupedBackground")) }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(recorded: .system("tertiarySystemGroupedBackground")) }
    open class var systemFill: UIColor { UIColor(recorded: .system("systemFill")) }
    open class var secondarySystemFill: UIColor { UIColor(recorded: .system("secondarySystemFill")) }
    open class var tertiarySystemFill: UIColor { UIColor(recorded: .system("tertiarySystemFill")) }
    open class var quaternarySystemFill: UIColor { UIColor(recorded: .system("quaternarySystemFill")) }
    open class var systemRed: UIColor { UIColor(recorded: .system("systemRed")) }
    open class var systemGreen: UIColor { UIColor(recorded: .system("systemGreen")) }
    open class var systemBlue: UIColor { UIColor(recorded: .system("systemBlue")) }
    open class var systemOrange: UIColor { UIColor(recorded: .system("systemOrange")) }
    open class var systemYellow: UIColor { UIColor(recorded: .system("systemYellow")) }
    open class var systemPink: UIColor { UIColor(recorded: .system("systemPink")) }
    open class var systemPurple: UIColor { UIColor(recorded: .system("systemPurple")) }
    open class var systemTeal: UIColor { UIColor(recorded: .system("systemTeal")) }
    open class var systemIndigo: UIColor { UIColor(recorded: .system("systemIndigo")) }
    open class var systemBrown: UIColor { UIColor(recorded: .system("systemBrown")) }
    open class var systemMint: UIColor { UIColor(recorded: .system("systemMint")) }
    open class var systemCyan: UIColor { UIColor(recorded: .system("systemCyan")) }
    open class var systemGray: UIColor { UIColor(recorded: .system("systemGray")) }
    open class var systemGray2: UIColor { UIColor(recorded: .system("systemGray2")) }
    open class var systemGray3: UIColor { UIColor(recorded: .system("systemGray3")) }
    open class var systemGray4: UIColor { UIColor(recorded: .system("systemGray4")) }
    open class var systemGray5: UIColor { UIColor(recorded: .system("systemGray5")) }
    open class var systemGray6: UIColor { UIColor(recorded: .system("systemGray6")) }
}
