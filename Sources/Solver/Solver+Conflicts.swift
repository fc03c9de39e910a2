extension Solver {
    /// Shrinks the constraints involved in a failed add to a **minimal** conflict: a set of
    /// existing required constraints that, together with `constraint`, cannot hold, while
    /// dropping any one of them makes the rest satisfiable (an irreducible infeasible subsystem).
    ///
    /// `involving` is the list from ``SolverError/unsatisfiable(involving:)``. The search is
    /// QuickXplain (Junker 2004) over that list in its order; it prefers
    /// constraints that come earlier in the list (with two alternative conflicts `{a}` and
    /// `{c}` among `[a, b, c]` it returns `{a}`), and it depends only on that order. Each check solves a fresh small system made of candidate constraints
    /// only, never the whole layout; this solver is not changed. If the list is not enough to
    /// reproduce the conflict (the marker certificate is a superset in theory, but
    /// floating-point error could spoil it), all required constraints of the solver are
    /// searched instead. The result is in insertion order; it is empty if `constraint`
    /// contradicts itself.
    public func minimalConflict(adding constraint: LinearConstraint, involving: [ConstraintHandle]) -> [ConstraintHandle] {
        let failing = constraint.asRequired
        var candidates = involving.compactMap { handle in
            self.constraint(handle).flatMap { $0.strength.isRequired ? (handle, $0) : nil }
        }
        if Solver.isSatisfiable([failing] + candidates.map(\.1)) {
            candidates = constraints.compactMap { handle in
                self.constraint(handle).flatMap { $0.strength.isRequired ? (handle, $0) : nil }
            }
            if Solver.isSatisfiable([failing] + candidates.map(\.1)) { return involving.sorted() }
        }
        let minimal = Self.quickXplain(background: [failing], candidates: candidates)
        return minimal.map(\.0).sorted()
    }

    /// Whether the constraints, all taken as required, can hold together. Builds and solves a
    /// fresh solver over just these constraints.
    public static func isSatisfiable(_ constraints: [LinearConstraint]) -> Bool {
        let solver = Solver()
        var variables: [Variable: Variable] = [:]
        for constraint in constraints {
            var expression = constraint.expression
            for index in expression.terms.indices {
                let original = expression.terms[index].variable
                let local = variables[original] ?? solver.makeVariable(name: "")
                variables[original] = local
                expression.terms[index].variable = local
            }
            do {
                try solver.add(LinearConstraint(expression: expression, relation: constraint.relation))
            } catch {
                return false
            }
        }
        return true
    }

    private typealias Candidate = (ConstraintHandle, LinearConstraint)

    /// QuickXplain: a minimal subset of `candidates` that is unsatisfiable together with
    /// `background`, given that all of them together are.
    private static func quickXplain(background: [LinearConstraint], candidates: [Candidate]) -> [Candidate] {
        if candidates.isEmpty || !isSatisfiable(background) { return [] }
        return split(background: background, added: true, candidates: candidates)
    }

    private static func split(background: [LinearConstraint], added: Bool, candidates: [Candidate]) -> [Candidate] {
        if added && !isSatisfiable(background) { return [] }
        if candidates.count == 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half])
        let second = Array(candidates[half...])
        let fromSecond = split(background: background + first.map(\.1), added: !first.isEmpty, candidates: second)
        let fromFirst = split(background: background + fromSecond.map(\.1), added: !fromSecond.isEmpty, candidates: first)
        return fromFirst + fromSecond
    }
}

extension LinearConstraint {
    var asRequired: LinearConstraint {
        LinearConstraint(expression: expression, relation: relation, strength: .required)
    }
}
