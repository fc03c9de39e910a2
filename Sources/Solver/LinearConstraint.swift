/// How a constraint's expression relates to zero.
public enum LinearRelation: Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// `expression RELATION 0`, with a strength.
public struct LinearConstraint: Sendable {
    public var expression: LinearExpression
    public var strength: Strength
    /// Last: a solver's record of the constraint then packs its marker symbols into the
    /// padding (40 bytes, not 48).
    public var relation: LinearRelation

    public init(expression: LinearExpression, relation: LinearRelation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs RELATION rhs`, stored as `lhs - rhs RELATION 0`.
    public init(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression,
        strength: Strength = .required
    ) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength)
    }

    /// `lhs RELATION rhs` for a single variable on the left.
    public init(
        _ lhs: Variable, _ relation: LinearRelation, _ rhs: LinearExpression,
        strength: Strength = .required
    ) {
        self.init(lhs.expression, relation, rhs, strength: strength)
    }

    /// `lhs RELATION constant`.
    public init(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: Double,
        strength: Strength = .required
    ) {
        self.init(lhs, relation, LinearExpression(rhs), strength: strength)
    }

    /// `variable RELATION constant`.
    public init(
        _ lhs: Variable, _ relation: LinearRelation, _ rhs: Double,
        strength: Strength = .required
    ) {
        self.init(lhs.expression, relation, LinearExpression(rhs), strength: strength)
    }

    /// `variable RELATION variable`.
    public init(
        _ lhs: Variable, _ relation: LinearRelation, _ rhs: Variable,
        strength: Strength = .required
    ) {
        self.init(lhs.expression, relation, rhs.expression, strength: strength)
    }
}
