/// A real-valued unknown of a ``Solver``.
///
/// Variables are made by ``Solver/makeVariable(name:)`` and are only meaningful in the
/// solver that made them. They are small values (an index), cheap to hash and copy.
public struct Variable: Hashable, Comparable, Sendable {
    /// The variable's symbol in the solver's tableau.
    @usableFromInline let symbol: Symbol

    @usableFromInline init(symbol: Symbol) {
        self.symbol = symbol
    }

    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        lhs.symbol < rhs.symbol
    }

    /// A variable no solver makes (``Solver/contains(_:)`` is false for it everywhere), for a
    /// caller that keeps a variable per slot in a large table and marks the empty slots with
    /// it: `Variable?` takes 4 bytes more per slot in such a table.
    public static let placeholder = Variable(symbol: -1)
}
