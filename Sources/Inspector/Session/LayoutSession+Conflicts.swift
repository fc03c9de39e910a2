import LayoutModel
import Solver

extension LayoutSession {
    /// The equation as its solver sees it: forest positions substituted.
    func substitutedForm(_ index: Int) -> LinearForm {
        forest.substitute(system.equations[index].form)
    }

    /// Adds an equation to its component's solver; on a conflict records its minimal set,
    /// gives one member up and tries again until the equation is in.
    func insert(_ index: Int, form substituted: LinearForm? = nil) -> Outcome {
        cachedValues = nil
        let form = substituted ?? substitutedForm(index)
        let relation = system.equations[index].relation
        let priority = system.equations[index].priority
        if Self.isHeldConstant(form, relation, priority) {
            isHeldConstant[index] = true
            return .added
        }
        guard let part = components.onlyPart(form) else { return .joinsComponents }
        let solver = components.solvers[part.component]
        changed(part.component)
        var attempts = 0
        while handles[index] == nil {
            attempts += 1
            let constraint = LinearConstraint(
                expression: part.expression, relation: relation.linear, strength: Strength(priority.rawValue))
            do {
                record(Handle(component: part.component, handle: try solver.add(constraint)), for: index)
            } catch let error {
                guard case let .unsatisfiable(involved) = error, attempts <= 64 else {
                    // Not a conflict (an unusable number) or a pathological cascade: keep it
                    // out of the required system, at the broken strength.
                    addBroken(index, part)
                    return .added
                }
                if forest.hasPropagatedValues {
                    propagatesFixedValues = false
                    return .conflictWithPropagatedValues
                }
                let started = ContinuousClock.now
                defer { conflictExplanationTime += ContinuousClock.now - started }
                let members = conflictMembers(adding: constraint, index, involving: involved, in: part.component)
                let victim = breakingChoice(members.equations)
                conflicts.append(Conflict(equations: members.equations, broken: victim, isMinimal: members.isMinimal))
                if forest.isEdge(victim) { return .breakEdge(victim) }
                if victim == index {
                    addBroken(index, part)
                } else if let handle = handles[victim] {
                    try? solver.remove(handle.handle)
                    equationByHandle[handle] = nil
                    handles[victim] = nil
                    if let victimPart = components.split(substitutedForm(victim)).first {
                        addBroken(victim, victimPart)
                    }
                }
            }
        }
        return .added
    }

    /// Whether a substituted form has no variables left and needs no solver: it holds, or it
    /// is optional (see ``isHeldConstant``).
    static func isHeldConstant(_ form: LinearForm, _ relation: Relation, _ priority: Priority) -> Bool {
        form.terms.isEmpty && (!priority.isRequired || holds(form.constant, relation))
    }

    /// Whether `constant (relation) 0` holds, to the solver's tolerance.
    private static func holds(_ constant: Double, _ relation: Relation) -> Bool {
        switch relation {
        case .equal: abs(constant) < 1e-8
        case .lessThanOrEqual: constant < 1e-8
        case .greaterThanOrEqual: constant > -1e-8
        }
    }

    /// How much work one conflict's minimal-set search may do, in constraints added to
    /// scratch solvers: a conflict of a few dozen constraints needs a few thousand; one long
    /// cycle of thousands through inequalities or forest edges would need millions (minutes),
    /// and is reported unreduced instead. (A cycle of equalities alone needs no search.)
    public static let conflictSearchBudget = 100_000

    /// The layout's equations in the conflict that equation `index` (whose constraint could
    /// not be added to `component`'s solver) meets, and whether they are proved minimal.
    private func conflictMembers(
        adding constraint: LinearConstraint, _ index: Int, involving involved: [ConstraintHandle], in component: Int
    ) -> (equations: [Int], isMinimal: Bool) {
        let solver = components.solvers[component]
        let equations = { (handles: [ConstraintHandle]) in
            handles.compactMap { self.equationByHandle[Handle(component: component, handle: $0)] }
        }
        if let multipliers = solver.irreducibleCombination(adding: constraint, involving: involved) {
            let existing = equations(involved)
            if existing.count == involved.count {
                return irreducibleMembers(existing + [index], multipliers: multipliers + [1])
            }
        }
        var budget = Self.conflictSearchBudget
        let minimal = solver.minimalConflict(adding: constraint, involving: involved, budget: &budget)
        let members = minimalMembers(equations(minimal.members) + [index], budget: &budget)
        return (members.equations, minimal.isMinimal && members.isMinimal)
    }

    /// An irreducible conflict over substituted equations, with the multipliers that combine
    /// them into a nonzero constant, as a conflict of the layout's own equations: the
    /// candidates and the forest edges the combination needs, minimal as it is (see
    /// ``PositionForest/edges(neededBy:)``). No solve, however long the conflict.
    func irreducibleMembers(_ candidates: [Int], multipliers: [Double]) -> (equations: [Int], isMinimal: Bool) {
        let equations = system.equations
        let forms = zip(candidates, multipliers).lazy.map { (form: equations[$0].form, multiplier: $1) }
        // The candidates are solvers' equations, never edges: the two lists share none.
        return ((candidates + forest.edges(neededBy: forms)).sorted(), true)
    }

    /// The solver's minimal conflict is minimal over substituted equations; with the forest
    /// edges those went through it is a conflict of the layout's own equations, which a
    /// deletion filter makes minimal again (a few tiny solves), while the budget lasts.
    func minimalMembers(_ candidates: [Int], budget: inout Int) -> (equations: [Int], isMinimal: Bool) {
        var members = Set(candidates)
        for candidate in candidates {
            members.formUnion(forest.edges(substituting: system.equations[candidate].form))
        }
        // No edge joined: the solver's equations are the layout's own, and as minimal.
        if members.count == candidates.count { return (members.sorted(), true) }
        var result = members.sorted()
        for member in result.reversed() where result.count > 1 {
            guard budget >= result.count else { return (result, false) }
            budget -= result.count
            let rest = result.filter { $0 != member }
            if !Self.areSatisfiable(rest.map { system.equations[$0] }) { result = rest }
        }
        return (result, true)
    }

    /// ``Conflict/breakingRule(_:in:document:)`` for a conflict's members, as ``solveAll()``
    /// chose it before if it met the same conflict.
    func breakingChoice(_ members: [Int]) -> Int {
        if let known = breakingChoices?[members] { return known }
        let victim = Conflict.breakingRule(members, in: system, document: document)
        breakingChoices?[members] = victim
        return victim
    }

    /// Whether equations, all taken as required, can hold together (in a fresh solver).
    public static func areSatisfiable(_ equations: [LayoutEquation]) -> Bool {
        let scratch = Solver()
        var made: [Int: Variable] = [:]
        let constraints = equations.map { equation in
            let terms = equation.terms.map { term -> LinearExpression.Term in
                let variable = made[term.variable] ?? scratch.makeVariable(name: "")
                made[term.variable] = variable
                return LinearExpression.Term(variable, term.coefficient)
            }
            return LinearConstraint(expression: LinearExpression(terms: terms, constant: equation.constant), relation: equation.relation.linear)
        }
        return Solver.isSatisfiable(constraints)
    }

    func addBroken(_ index: Int, _ part: (component: Int, expression: LinearExpression)) {
        broken.insert(index)
        let constraint = LinearConstraint(
            expression: part.expression, relation: system.equations[index].relation.linear, strength: Strength(Self.brokenPriority))
        changed(part.component)
        if let handle = try? components.solvers[part.component].add(constraint) {
            record(Handle(component: part.component, handle: handle), for: index)
        }
    }

    /// Forgets what was worked out from a component's solver, which is about to change.
    func changed(_ component: Int) {
        cachedValues = nil
        if floorsToRecheck.indices.contains(component) { floorsToRecheck[component] = true }
        // Empty while a session is built: nothing to forget then.
        if !unpinnedByComponent.isEmpty { unpinnedByComponent[component] = nil }
        cachedUnpinned = nil
    }

    private func record(_ handle: Handle, for index: Int) {
        handles[index] = handle
        equationByHandle[handle] = index
        cachedValues = nil
    }
}

extension Relation {
    /// The solver's relation.
    var linear: LinearRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
