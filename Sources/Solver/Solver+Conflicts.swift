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
        if irreducibleCombination(adding: failing, involving: involving) != nil { return (involving, true) }
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
        ScratchSystem().adding(constraints).isSatisfiable
    }
}

/// Constraints, all taken as required, in a fresh solver of their own, added one at a time in
/// order. ``adding(_:)`` extends a copy, so a search that checks a system and then the same
/// system with more constraints pays only for the new ones, and every check still sees
/// exactly the adds, in the same order, that a fresh solver given the whole list would: the
/// answers are those of ``Solver/isSatisfiable(_:)`` to the last bit.
private struct ScratchSystem {
    /// Shared between copies of this value until ``adding(_:)`` copies it.
    private var solver = Solver()
    /// The scratch variable of each original variable, made on first use.
    private var variables: [Variable: Variable] = [:]
    /// How many constraints the system was given (those after one that failed included).
    private(set) var count = 0
    /// False once a constraint could not be added; nothing is added after it.
    private(set) var isSatisfiable = true

    /// This system with `constraints` added after the ones it has.
    func adding(_ constraints: some Collection<LinearConstraint>) -> ScratchSystem {
        guard !constraints.isEmpty else { return self }
        var result = self
        result.solver = solver.copy()
        result.count += constraints.count
        for constraint in constraints where result.isSatisfiable {
            result.add(constraint)
        }
        return result
    }

    private mutating func add(_ constraint: LinearConstraint) {
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
            isSatisfiable = false
        }
    }
}

/// QuickXplain (Junker 2004) with its work counted: each check spends the size of the system it
/// solves, and a check the budget cannot pay for ends the search (`nil`). A check extends the
/// system its caller checked (``ScratchSystem``) instead of solving the whole background again.
private struct ConflictSearch {
    typealias Candidate = (ConstraintHandle, LinearConstraint)

    /// The system with no constraints, which every check extends.
    let empty = ScratchSystem()
    var budget: Int
    var isExhausted = false

    mutating func isSatisfiable(_ constraints: [LinearConstraint]) -> Bool {
        check(empty.adding(constraints))
    }

    private mutating func check(_ system: ScratchSystem) -> Bool {
        budget -= min(budget, system.count)
        return system.isSatisfiable
    }

    /// A minimal subset of `candidates` that is unsatisfiable together with `background`,
    /// given that all of them together are; `nil` when the budget ran out first.
    mutating func quickXplain(background: [LinearConstraint], candidates: [Candidate]) -> [Candidate]? {
        guard !candidates.isEmpty else { return [] }
        let system = empty.adding(background)
        guard check(system) else { return [] }
        // The search's first step checks the background again; its answer is known, but it is
        // paid for: where the budget runs out, and so which conflicts are reduced, must not
        // depend on this shortcut.
        guard budget >= system.count else { return nil }
        _ = check(system)
        let result = split(background: system, adding: [], candidates: candidates[...])
        return isExhausted ? nil : result
    }

    /// QuickXplain's step on `background` (satisfiable, checked by the caller) with `added`
    /// added: nothing when that is a conflict already, else the candidates it needs.
    private mutating func split(background: ScratchSystem, adding added: [Candidate], candidates: ArraySlice<Candidate>) -> [Candidate] {
        if isExhausted { return [] }
        var system = background
        if !added.isEmpty {
            guard budget >= background.count + added.count else {
                isExhausted = true
                return []
            }
            system = background.adding(added.map(\.1))
            if !check(system) { return [] }
        }
        if candidates.count == 1 { return Array(candidates) }
        let half = candidates.startIndex + candidates.count / 2
        let first = candidates[..<half]
        let second = candidates[half...]
        let fromSecond = split(background: system, adding: Array(first), candidates: second)
        let fromFirst = split(background: system, adding: fromSecond, candidates: first)
        return fromFirst + fromSecond
    }
}

extension LinearConstraint {
    var asRequired: LinearConstraint {
        LinearConstraint(expression: expression, relation: relation, strength: .required)
    }
}
