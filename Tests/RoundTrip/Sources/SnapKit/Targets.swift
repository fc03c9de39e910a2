import UIKit

// SnapKit 5's target protocols: what `equalTo`, `offset`, `inset`, `multipliedBy` and
// `priority` accept. Conformances as in SnapKit's sources (Constraint*Target.swift).

/// What `equalTo(_:)` and friends accept: a view, a guide, an attribute (`other.snp.bottom`)
/// or a constant.
public protocol ConstraintRelatableTarget {}

/// A constant that becomes the constraint's constant (with no second item for a width or
/// height, with the superview otherwise).
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {}

/// What `offset(_:)` accepts: a number, stored as it is in every constraint of the line.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` accepts: a number (the same inset on every edge) or `UIEdgeInsets`.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

public protocol ConstraintMultiplierTarget {}

public protocol ConstraintPriorityTarget {}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}
extension UILayoutPriority: ConstraintPriorityTarget {}
extension CGSize: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension UIEdgeInsets: ConstraintInsetTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}

/// A number target's value, as SnapKit reads Int, UInt, Float, Double and CGFloat alike.
private func cgFloat(_ value: Any) -> CGFloat? {
    switch value {
    case let value as Int: CGFloat(value)
    case let value as UInt: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Double: CGFloat(value)
    case let value as CGFloat: value
    default: nil
    }
}

extension ConstraintOffsetTarget {
    var number: CGFloat { cgFloat(self) ?? 0 }
}

extension ConstraintMultiplierTarget {
    var number: CGFloat { cgFloat(self) ?? 1 }
}

extension ConstraintPriorityTarget {
    var number: Float {
        if let priority = self as? UILayoutPriority { return priority.rawValue }
        return cgFloat(self).map(Float.init) ?? 1000
    }
}

/// The constant a constraint gets from a constant target, for the attribute on the *second*
/// side (SnapKit's `constraintConstantTargetValueFor(layoutAttribute:)`): a number as it is;
/// a size's width or height; a point's x or y; insets positive for top, left and leading and
/// negative for bottom, right and trailing, half the difference for centers and minus the sum
/// for sizes.
func constantValue(_ target: ConstraintConstantTarget, for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
    switch target {
    case let value as ConstraintOffsetTarget:
        return value.number
    case let size as CGSize:
        return attribute == .width ? size.width : attribute == .height ? size.height : 0
    case let point as CGPoint:
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return point.x
        case .width, .height, .notAnAttribute:
            return 0
        default:
            return point.y
        }
    case let insets as UIEdgeInsets:
        let leftToRight = ConstraintConfig.interfaceLayoutDirection == .leftToRight
        switch attribute {
        case .left, .leftMargin: return insets.left
        case .top, .topMargin, .firstBaseline: return insets.top
        case .right, .rightMargin: return -insets.right
        case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
        case .leading, .leadingMargin: return leftToRight ? insets.left : insets.right
        case .trailing, .trailingMargin: return leftToRight ? -insets.right : -insets.left
        case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
        case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .notAnAttribute: return 0
        }
    default:
        return 0
    }
}

/// SnapKit's global settings.
public enum ConstraintConfig {
    /// The direction `inset` reads leading and trailing in.
    nonisolated(unsafe) public static var interfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
}

/// A priority: `.required` 1000, `.high` 750, `.medium` 500 (iOS), `.low` 250.
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable {
    public let value: Float

    public init(floatLiteral value: Float) { self.value = value }
    public init(_ value: Float) { self.value = value }

    public static var required: ConstraintPriority { 1000.0 }
    public static var high: ConstraintPriority { 750.0 }
    public static var medium: ConstraintPriority { 500.0 }
    public static var low: ConstraintPriority { 250.0 }
}
