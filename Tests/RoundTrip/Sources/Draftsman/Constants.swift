import UIKit

/// Two constants for a pair: `(left:right:)` or `(leading:trailing:)`; a literal sets both.
public struct HorizontalConstant: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    let first: CGFloat
    let second: CGFloat

    public init(left: CGFloat, right: CGFloat) {
        first = left
        second = right
    }

    public init(leading: CGFloat, trailing: CGFloat) {
        first = leading
        second = trailing
    }

    public init(integerLiteral value: Int) {
        first = CGFloat(value)
        second = CGFloat(value)
    }

    public init(floatLiteral value: Double) {
        first = CGFloat(value)
        second = CGFloat(value)
    }
}

/// Two constants for a vertical pair. Draftsman 3.2.5 declares the vertical aliases below as
/// `HorizontalConstant`, so this type is accepted by no pair relation (reference §1.4).
public struct VerticalConstant: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    let top: CGFloat
    let bottom: CGFloat

    public init(top: CGFloat, bottom: CGFloat) {
        self.top = top
        self.bottom = bottom
    }

    public init(integerLiteral value: Int) {
        top = CGFloat(value)
        bottom = CGFloat(value)
    }

    public init(floatLiteral value: Double) {
        top = CGFloat(value)
        bottom = CGFloat(value)
    }
}

public typealias HorizontalOffsets = HorizontalConstant
public typealias HorizontalInsets = HorizontalConstant
/// The 3.2.5 bug, reproduced: not `VerticalConstant`.
public typealias VerticalOffsets = HorizontalConstant
/// The 3.2.5 bug, reproduced: not `VerticalConstant`.
public typealias VerticalInsets = HorizontalConstant
public typealias AxisOffsets = CGPoint
public typealias AxisInsets = CGPoint
public typealias EdgeOffsets = UIEdgeInsets
public typealias EdgeInsets = UIEdgeInsets

extension UIEdgeInsets {
    /// The same inset on every edge.
    public init(insets: CGFloat) {
        self.init(top: insets, left: insets, bottom: insets, right: insets)
    }

    public init(edges: CGFloat) {
        self.init(insets: edges)
    }

    public init(vertical: CGFloat, horizontal: CGFloat) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}

extension CGSize {
    /// A square.
    public init(sides: CGFloat) {
        self.init(width: sides, height: sides)
    }
}
