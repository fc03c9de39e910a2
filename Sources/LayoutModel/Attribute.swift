/// A layout attribute, as `NSLayoutConstraint.Attribute`.
public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    // By case, not by name: a String-backed enum otherwise takes RawRepresentable's `==` and
    // `hash(into:)`, which compare and hash `rawValue`, a string made each time; tables keyed
    // by an attribute are read for every member of a conflict.
    @inlinable public static func == (lhs: Attribute, rhs: Attribute) -> Bool { lhs.caseNumber == rhs.caseNumber }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(caseNumber) }

    /// The case's position in the declaration: a case-only enum is stored as that number.
    @usableFromInline package var caseNumber: UInt8 { unsafeBitCast(self, to: UInt8.self) }

    /// The axis the attribute lies on; `nil` for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// Width and height: a size, not a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// A position along an axis (edges, centers, baselines, margins).
    public var isLocation: Bool { self != .notAnAttribute && !isDimension }

    /// The `*Margin` and `*WithinMargins` attributes.
    public var isMargin: Bool { withoutMargin != self }

    /// Leading, left and top (and their margins): where a view starts along its axis.
    public var isNearEdge: Bool {
        switch withoutMargin {
        case .left, .leading, .top: true
        default: false
        }
    }

    /// Trailing, right and bottom (and their margins): where a view ends along its axis.
    public var isFarEdge: Bool {
        switch withoutMargin {
        case .right, .trailing, .bottom: true
        default: false
        }
    }

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// CenterX and centerY (and within margins).
    public var isCenter: Bool { withoutMargin == .centerX || withoutMargin == .centerY }

    /// Left and right, and their margins: fixed to the screen, whatever the layout direction.
    public var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// Leading and trailing, and their margins: flipped in right-to-left layouts.
    public var isDirectionalHorizontal: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The plain attribute a margin attribute is measured against
    /// (`leadingMargin` → `leading`); the attribute itself otherwise.
    public var withoutMargin: Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// The name UIKit's debug descriptions use (`leadingMargin`, `centerX`, `height`).
    public var name: String { rawValue }
}

extension Attribute {
    /// Whether UIKit accepts a constraint between these two attributes
    /// (it throws for `left == width` and for `left == leading`).
    public static func areCompatible(_ a: Attribute, _ b: Attribute) -> Bool {
        if a == .notAnAttribute || b == .notAnAttribute { return false }
        if a.isDimension != b.isDimension { return false }
        if a.isDimension { return true }
        if a.axis != b.axis { return false }
        if (a.isAbsoluteHorizontal && b.isDirectionalHorizontal)
            || (a.isDirectionalHorizontal && b.isAbsoluteHorizontal)
        {
            return false
        }
        return true
    }
}
