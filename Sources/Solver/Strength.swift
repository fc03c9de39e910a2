/// How much a constraint matters: an Auto Layout priority in `0 < priority ≤ 1000`.
///
/// Priorities are compared **lexicographically**, as the symbolic weights of the
/// Cassowary paper and as UIKit does: a constraint of priority `p` is never given up to
/// lower the error of constraints of lower priority, however many of them there are.
/// (kiwi instead folds strengths into one weighted sum, where enough weak errors outweigh
/// one strong error.) Within one priority every constraint's error counts with weight 1.
///
/// ``required`` (1000) constraints are never violated; adding one that cannot hold fails.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The Auto Layout priority, `0 < priority ≤ 1000`.
    public var priority: Double

    public init(_ priority: Double) {
        self.priority = priority
    }

    public init(priority: Double) {
        self.priority = priority
    }

    /// Priority 1000: must hold.
    public static let required = Strength(1000)

    /// Whether this is ``required`` (priority 1000 or more).
    public var isRequired: Bool { priority >= 1000 }

    /// Whether the priority is a usable one: finite and in `0 < priority ≤ 1000`.
    var isValid: Bool { priority.isFinite && priority > 0 && priority <= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }

    public var description: String {
        isRequired ? "required" : "\(priority)"
    }
}
