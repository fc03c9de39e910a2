/// Names one constraint added to a ``Solver``: returned by ``Solver/add(_:)``, used by
/// ``Solver/remove(_:)`` and listed in ``SolverError/unsatisfiable(involving:)``.
///
/// Handles are numbered in the order constraints were added, so sorting handles sorts
/// constraints by insertion order.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position of the constraint in insertion order (0 for the first one added).
    public var id: Int { Int(position) }
    /// 32 bits: a layout keeps a handle for each of its equations (hundreds of thousands in a
    /// large feed).
    private let position: Int32

    init(id: Int) {
        position = Int32(id)
    }

    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool {
        lhs.id < rhs.id
    }

    public var description: String { "#\(id)" }

    /// A handle no solver returns (every solver's ``Solver/constraint(_:)`` is `nil` for it),
    /// for a caller that keeps a handle per slot in a large table and marks the empty slots
    /// with it: `ConstraintHandle?` takes 4 bytes more per slot in such a table.
    public static let placeholder = ConstraintHandle(id: -1)
}
