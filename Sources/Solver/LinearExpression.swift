/// A sum of variables times coefficients, plus a constant: `Σ cᵢ·vᵢ + constant`.
///
/// Terms are kept as written (a variable may appear more than once); the solver combines
/// them when it turns a constraint into a tableau row.
public struct LinearExpression: Sendable {
    /// One variable with its coefficient.
    public struct Term: Sendable, Equatable {
        public var variable: Variable
        public var coefficient: Double

        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The constant expression `value`.
    public init(_ value: Double) {
        self.init(constant: value)
    }

    /// Whether every coefficient and the constant is a number the solver takes: finite, and
    /// at most ``LinearExpression/largestMagnitude`` in size.
    var isUsable: Bool {
        Self.isUsable(constant) && terms.allSatisfy { Self.isUsable($0.coefficient) }
    }

    /// The largest coefficient or constant (in magnitude) the solver accepts, 1e15. Layout
    /// values are far smaller; larger ones would overflow to infinity in the tableau.
    public static let largestMagnitude = 1e15

    static func isUsable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= largestMagnitude
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: constant * factor
        )
    }
}

extension Variable {
    /// This variable as the expression `1·self`.
    public var expression: LinearExpression { LinearExpression(self) }
}

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs.scaled(by: -1)
}

public prefix func - (operand: LinearExpression) -> LinearExpression {
    operand.scaled(by: -1)
}

public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: rhs)
}

public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs.scaled(by: lhs)
}

public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: 1 / rhs)
}

public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}

public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs + lhs
}

public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + (-rhs)
}

public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    -rhs + lhs
}

public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs.expression + rhs }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + rhs.expression }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { lhs.expression + rhs.expression }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { lhs.expression + rhs }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs.expression + lhs }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs.expression - rhs }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - rhs.expression }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { lhs.expression - rhs.expression }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs.expression - rhs }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs - rhs.expression }
public prefix func - (operand: Variable) -> LinearExpression { -operand.expression }
public func * (lhs: Variable, rhs: Double) -> LinearExpression { lhs.expression * rhs }
public func * (lhs: Double, rhs: Variable) -> LinearExpression { rhs.expression * lhs }
public func / (lhs: Variable, rhs: Double) -> LinearExpression { lhs.expression / rhs }
