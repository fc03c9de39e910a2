/// An Auto Layout priority, as `UILayoutPriority`: 1 … 1000, where 1000 is required.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    public var rawValue: Double

    public init(_ rawValue: Double) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }
    public init(floatLiteral value: Double) { self.rawValue = value }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let dragThatCanResizeScene: Priority = 510
    public static let sceneSizeStayPut: Priority = 500
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    /// The range a dump may carry.
    public static let validRange: ClosedRange<Double> = 1...1000

    /// The priority brought into ``validRange``, as readers take one out of it.
    public var clamped: Priority {
        Priority(min(max(rawValue, Self.validRange.lowerBound), Self.validRange.upperBound))
    }

    public var description: String { formatNumber(rawValue) }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}
