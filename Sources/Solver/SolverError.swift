/// Why a ``Solver`` operation was refused. A refused operation leaves the solver as it was.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required constraints already
    /// added. `involving` lists those existing constraints (in insertion order) that take part
    /// in the contradiction; it is a superset of a minimal conflict, which
    /// ``Solver/minimalConflict(adding:involving:)`` extracts. An empty list means the
    /// constraint contradicts itself (such as `0 == 5`).
    case unsatisfiable(involving: [ConstraintHandle])
    /// ``Solver/addEditVariable(_:strength:)`` was called twice for the same variable.
    case duplicateEditVariable(Variable)
    /// The handle does not name a constraint that is in the solver.
    case unknownConstraint(ConstraintHandle)
    /// The variable is not an edit variable of the solver.
    case unknownEditVariable(Variable)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// A coefficient, constant, suggested value or priority is not a usable number
    /// (NaN, infinite, larger than 1e15, or a priority outside `0 < p ≤ 1000`), or an edit
    /// variable was given required strength.
    case invalidValue(String)
    /// Floating-point error made the simplex break down (never seen in the oracle runs; kiwi
    /// aborts the process in such states). The solver rebuilt its tableau from its
    /// constraints; `dropped` lists those that could not be added back and are now gone.
    case numericalBreakdown(dropped: [ConstraintHandle])
}
