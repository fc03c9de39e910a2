/// How the two sides of a constraint relate.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    /// The relation with its sides swapped (`a <= b` is `b >= a`).
    public var mirrored: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// The operator UIKit prints: `==`, `<=`, `>=`.
    public var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    /// Reads the spec's names and the operator spellings.
    public init?(spelling: String) {
        switch spelling {
        case "equal", "==", "=": self = .equal
        case "lessThanOrEqual", "<=": self = .lessThanOrEqual
        case "greaterThanOrEqual", ">=": self = .greaterThanOrEqual
        default: return nil
        }
    }
}
