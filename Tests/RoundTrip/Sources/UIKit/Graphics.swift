// What UIKit brings of Core Graphics and Core Animation beyond Foundation's geometry, for
// libraries that read a colour's components (Draftsman 3.2.5), name corners or touch a layer.

/// A colour's components as Core Graphics holds them: red, green, blue and alpha, or white and alpha.
public final class CGColor {
    /// Nil for a class or asset colour, whose values the stand-in does not know.
    public let components: [CGFloat]?
    /// The colour it was made from, as the recorder reports colours.
    public let uiColor: UIColor?

    init(components: [CGFloat]?, uiColor: UIColor? = nil) {
        self.components = components
        self.uiColor = uiColor
    }

    public var numberOfComponents: Int { components?.count ?? 0 }

    public var alpha: CGFloat { components?.last ?? 1 }
}

extension UIColor {
    public var cgColor: CGColor {
        guard case let .components(red, green, blue, alpha, space) = recorded else { return CGColor(components: nil, uiColor: self) }
        return CGColor(components: space == "gray" ? [red, alpha] : [red, green, blue, alpha], uiColor: self)
    }
}

/// The corners of a layer (`CALayer.maskedCorners`).
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// A view's layer. The stand-in draws and animates nothing, so a layer has no animations to remove.
open class CALayer: NSObject {
    /// Kept as set; nothing is drawn.
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)

    open func removeAnimation(forKey key: String) {}

    open func removeAllAnimations() {}
}
