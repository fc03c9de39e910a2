/// The constraints of a solver that, so far, are all bounds on one variable at one value
/// other than zero, `v ≤ c`, `v ≥ c` or `v == c`, at any strength, or one bound at zero. That
/// is a view sized by its content and nothing else (hugging and compression resistance on one
/// size), a part of its own in a layout, thousands of them in a feed; or a size free but for
/// its floor (`width >= 0`), thousands in a long chain. Such a system needs no tableau: every constraint
/// holds at `v = c`, so nothing conflicts and nothing is violated, and once the bounds go
/// both ways (an upper and a lower one, or an equality) `v = c` is the only optimum.
///
/// ``Solver`` keeps them here until something needs its tableau (any other constraint, a
/// removal, an edit variable, an ambiguity question this cannot answer), then adds them to
/// it one by one as they came, which leaves the solver exactly as if they had gone in
/// directly. Values are the tableau's to the bit: the first bound's row, solved for `v`,
/// has the constant `k · (−1 / 1)` for `v + k (relation) 0`, and the later ones cancel to
/// rows with constant 0 that never change it.
struct HeldBounds {
    /// The constant `k` of every bound's expression `1·v + k`.
    private var constant = 0.0
    /// The relation and strength of each bound, in the order added; their handles are their
    /// indexes. Not the constraints themselves: their one expression is the same for all, and
    /// thousands of solvers that only ever hold bounds kept an array of it each.
    private(set) var bounds: [(relation: LinearRelation, strength: Strength)] = []
    /// The variable bounded, once a constraint is held. (After the 8-byte fields, with the
    /// flags below: the solver's object stays within its allocation size.)
    private(set) var variable: Variable?
    private var hasUpper = false
    private var hasLower = false
    private var hasOptional = false

    /// Told by the variable, which is set with the first bound: the field is the solver's
    /// own, where the count of `bounds` is in an allocation of its own.
    var isEmpty: Bool { variable == nil }
    var count: Int { bounds.count }

    /// The expression of every bound held, `1·v + k` (the coefficient 1 exactly) as given:
    /// with each bound's relation and strength, the constraints held.
    var expression: LinearExpression? {
        variable.map { LinearExpression(terms: [LinearExpression.Term($0, 1)], constant: constant) }
    }

    /// The variable's value at the optimum: what the tableau's row of it would hold.
    var value: Double {
        // As the row of `v` solved from `v + k` has it: `k · (−1 / 1)`.
        isEmpty ? 0 : -constant
    }

    /// Whether the optimum pins the variable down: bounded from both sides at one value.
    var pinsVariable: Bool { hasUpper && hasLower }

    /// Whether every bound is required and on one side: every value past them is optimal.
    var bindsFromOneSide: Bool { hasUpper != hasLower && !hasOptional }

    /// Holds `constraint` if it bounds the same variable at the same value as those held
    /// (any variable and value for the first); returns false, holding nothing, otherwise.
    mutating func hold(_ constraint: LinearConstraint) -> Bool {
        let expression = constraint.expression
        guard expression.terms.count == 1, expression.terms[0].coefficient == 1 else { return false }
        if let variable {
            // One bound at zero, not two: with a second, a pivot can turn the row's −0 into
            // +0 (`−0 + 0`), and the value would differ from the tableau's in the sign of its
            // zero. Any other value stays exactly what the first bound made it (adding ±0 to
            // it changes nothing).
            guard constant != 0, variable == expression.terms[0].variable, constant == expression.constant else { return false }
        } else {
            variable = expression.terms[0].variable
            constant = expression.constant
            // Room for the usual pair, hugging and compression resistance; one at zero.
            if constant != 0 { bounds.reserveCapacity(2) }
        }
        bounds.append((constraint.relation, constraint.strength))
        if !constraint.strength.isRequired { hasOptional = true }
        switch constraint.relation {
        case .lessThanOrEqual: hasUpper = true
        case .greaterThanOrEqual: hasLower = true
        case .equal:
            hasUpper = true
            hasLower = true
        }
        return true
    }
}
