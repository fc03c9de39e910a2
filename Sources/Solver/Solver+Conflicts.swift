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
        var unlimited = Int.max
        return minimalConflict(adding: constraint, involving: involving, budget: &unlimited).members
    }

    /// The same search within a budget of work: the constraints added to scratch solvers,
    /// all checks together, are taken from `budget`. QuickXplain's checks grow with the
    /// conflict, so a conflict of thousands of constraints (one long cycle) would cost
    /// minutes; once the budget is spent the search stops and returns the constraints the
    /// solver named, a conflict still but perhaps not a minimal one (`isMinimal` false).
    public func minimalConflict(
        adding constraint: LinearConstraint, involving: [ConstraintHandle], budget: inout Int
    ) -> (members: [ConstraintHandle], isMinimal: Bool) {
        let failing = constraint.asRequired
        var candidates = involving.compactMap { handle in
            self.constraint(handle).flatMap { $0.strength.isRequired ? (handle, $0) : nil }
        }
        var search = ConflictSearch(budget: budget)
        defer { budget = search.budget }
        if search.isSatisfiable([failing] + candidates.map(\.1)) {
            candidates = constraints.compactMap { handle in
                self.constraint(handle).flatMap { $0.strength.isRequired ? (handle, $0) : nil }
            }
            if search.isSatisfiable([failing] + candidates.map(\.1)) { return (involving.sorted(), false) }
        }
        guard let minimal = search.quickXplain(background: [failing], candidates: candidates) else {
            return (candidates.map(\.0).sorted(), false)
        }
        return (minimal.map(\.0).sorted(), true)
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
}

/// QuickXplain (Junker 2004) with its work counted: each check spends the size of the system it
/// solves, and a check the budget cannot pay for ends the search (`nil`).
private struct ConflictSearch {
    typealias Candidate = (ConstraintHandle, LinearConstraint)

    var budget: Int
    var isExhausted = false

    mutating func isSatisfiable(_ constraints: [LinearConstraint]) -> Bool {
        budget -= min(budget, constraints.count)
        return Solver.isSatisfiable(constraints)
    }

    /// A minimal subset of `candidates` that is unsatisfiable together with `background`,
    /// given that all of them together are; `nil` when the budget ran out first.
    mutating func quickXplain(background: [LinearConstraint], candidates: [Candidate]) -> [Candidate]? {
        if candidates.isEmpty || !isSatisfiable(background) { return [] }
        let result = split(background: background, added: true, candidates: candidates)
        return isExhausted ? nil : result
    }

    private mutating func split(background: [LinearConstraint], added: Bool, candidates: [Candidate]) -> [Candidate] {
        if isExhausted { return [] }
        if added {
            guard budget >= background.count else {
                isExhausted = true
                return []
            }
            if !isSatisfiable(background) { return [] }
        }
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
