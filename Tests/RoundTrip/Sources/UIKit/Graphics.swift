// What UIKit brings of Core Graphics and Core Animation beyond Foundation's geometry, for
// libraries that read a colour's components (Draftsman 3.2.5), name corners or touch a layer.

/// A colour's components as Core Graphics holds them: red, green, blue and alpha, or white and alpha.
public final class CGColor {
    /// Nil for a class or asset colour, whose values the stand-in does not know.
    public let components: [CGFloat]?

    init(components: [CGFloat]?) {
        self.components = components
    }

    public var numberOfComponents: Int { components?.count ?? 0 }

    public var alpha: CGFloat { components?.last ?? 1 }
}

extension UIColor {
    public var cgColor: CGColor {
        guard case let .components(red, green, blue, alpha, space) = recorded else { return CGColor(components: nil) }
        return CGColor(components: space == "gray" ? [red, alpha] : [red, green, blue, alpha])
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
    open var shadowOpacity: Float = 0

    open func removeAnimation(forKey key: String) {}

    open func removeAllAnimations() {}
}
