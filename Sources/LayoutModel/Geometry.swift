/// A rectangle in points, as `CGRect`.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The rectangle with each edge moved in by `insets` (`UIEdgeInsetsInsetRect`).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle with each edge moved out by `insets`: a frame from its alignment rect.
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x - insets.left, y: y - insets.top,
            width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }
}

/// Insets of each edge, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets(all: 0)

    /// Each edge's inset plus `other`'s.
    public func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }

    /// Each edge's inset less `other`'s.
    public func subtracting(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top - other.top, left: left - other.left, bottom: bottom - other.bottom, right: right - other.right)
    }
}

/// An intrinsic content size; a side that is `nil` has no intrinsic metric
/// (`UIView.noIntrinsicMetric`).
public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public func value(for axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }
}

/// Which sides of a size something applies to: a view's width, its height, or both.
public struct SizeSides: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let width = SizeSides(rawValue: 1)
    public static let height = SizeSides(rawValue: 2)

    public func contains(_ axis: Axis) -> Bool {
        contains(axis == .horizontal ? .width : .height)
    }
}

/// A layout axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
}

/// One priority per axis, as hugging and compression resistance are given.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: Axis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// Distances from a view's top to its first and last baselines.
public struct BaselineOffsets: Hashable, Sendable {
    public var first: Double
    public var last: Double

    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }
}
