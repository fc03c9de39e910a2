/// A column of the tableau: an index into the solver's per-symbol arrays.
///
/// Int32 keeps sparse rows compact (a term is 4 + 8 bytes).
@usableFromInline typealias Symbol = Int32

/// What a tableau symbol stands for (kiwi's symbol types).
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (≥ 0); the marker of a required inequality.
    case slack
    /// An error term of a non-required constraint (≥ 0), weighted in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

/// Values below this in magnitude are treated as zero (kiwi's `nearZero`).
let epsilon = 1.0e-8

func isNearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}
