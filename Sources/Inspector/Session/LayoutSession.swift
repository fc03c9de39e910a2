import Solver

/// A document with a live solver: what `check` analyses and what a REPL edits.
///
/// Building a session turns the document into a ``LayoutSystem``, takes the positions that
/// required equalities define out of the solver (``PositionForest``: it keeps chains of views
/// from making the tableau quadratic) and adds every other equation in system order. A
/// required equation that cannot hold is a conflict: its minimal set is recorded, one member
/// is given up by ``Conflict/breakingRule(_:in:document:)`` (kept just below required, so
/// the layout stays as close to it as possible, as UIKit does), and solving goes on.
/// ``deactivate(constraintAt:)``, ``activate(constraintAt:)`` and ``add(_:)`` change the live
/// solver incrementally (taking out an equality that defines positions rebuilds it).
///
/// A class, not a struct: it owns a solver, whose state is identity-heavy and mutated in place.
public final class LayoutSession {
    public private(set) var document: LayoutDocument
    public private(set) var system: LayoutSystem
    /// The conflicts found so far, in the order found; each with the member given up.
    public private(set) var conflicts: [Conflict] = []
    /// Equations given up in a conflict; they stay in the solver below required.
    public private(set) var broken: Set<Int> = []
    /// Time spent explaining conflicts (shrinking them to minimal sets and breaking one), for
    /// `check --timings` and the benchmarks.
    public private(set) var conflictExplanationTime: Duration = .zero

    /// The strength a broken constraint keeps: above every priority UIKit uses (999.999),
    /// below required.
    public static let brokenPriority: Double = 999.9999

    private(set) var solver = Solver()
    private var forest: PositionForest
    /// The solver's variable for each layout variable; `nil` for positions the forest defines.
    private var variables: [Variable?] = []
    /// The handle of each equation in the solver (`nil`: not in it — deactivated, or a forest edge).
    private var handles: [ConstraintHandle?] = []
    private var equationByHandle: [ConstraintHandle: Int] = [:]
    /// The equation of each document constraint that has one.
    private var equationByConstraint: [Int: Int] = [:]
    /// For each layout variable, the equations that mention it; built on first use.
    private var equationsByVariable: [[Int]]?
    /// Equations that may not define positions: they were given up in a conflict.
    private var forestExclusions: Set<EquationOrigin> = []
    private var cachedValues: [Double]?

    public init(document: LayoutDocument) {
        self.document = document
        let system = LayoutBuilder.build(document)
        self.system = system
        self.forest = PositionForest(system, excluded: [], preferredRoots: [])
        solveAll()
    }

    /// Builds the forest and the solver from ``system`` and adds every equation; when a
    /// conflict gives up a forest edge, starts again without that edge in the forest.
    private func solveAll() {
        while let edge = trySolveAll() {
            forestExclusions.insert(system.equations[edge].origin)
        }
    }

    private func trySolveAll() -> Int? {
        conflicts = []
        broken = []
        let rootPositions = system.index(of: document.rootID).map {
            [LayoutSystem.variable($0, .minX), LayoutSystem.variable($0, .minY)]
        } ?? []
        forest = PositionForest(system, excluded: forestExclusions, preferredRoots: rootPositions)
        solver = Solver()
        variables = (0..<system.variableCount).map { variable in
            forest.isLinked(variable) ? nil : solver.makeVariable(name: system.name(ofVariable: variable))
        }
        handles = Array(repeating: nil, count: system.equations.count)
        equationByHandle = [:]
        equationByConstraint = [:]
        equationsByVariable = nil
        cachedValues = nil
        for (index, equation) in system.equations.enumerated() {
            if case let .document(constraint) = equation.origin { equationByConstraint[constraint] = index }
        }
        for index in system.equations.indices where !forest.edges.contains(index) {
            if let edge = insert(index) { return edge }
        }
        return nil
    }

    /// Starts over from the document (after an edit the forest cannot follow).
    private func rebuild() {
        system = LayoutBuilder.build(document)
        forestExclusions = forestExclusions.filter { origin in
            if case let .document(index) = origin { return document.constraints.indices.contains(index) }
            return true
        }
        solveAll()
    }

    // MARK: - Values

    /// The solved value of every layout variable.
    public var values: [Double] {
        if let cachedValues { return cachedValues }
        var result = variables.map { $0.map { solver.value(of: $0) } ?? 0 }
        forest.complete(&result)
        cachedValues = result
        return result
    }

    /// The solved value of a layout variable.
    public func value(ofVariable variable: Int) -> Double {
        let values = self.values
        return values.indices.contains(variable) ? values[variable] : 0
    }

    /// The solved frame of an item, in root coordinates.
    public func solvedFrame(ofItem item: Int) -> Rect {
        Rect(x: value(ofVariable: LayoutSystem.variable(item, .minX)), y: value(ofVariable: LayoutSystem.variable(item, .minY)),
             width: value(ofVariable: LayoutSystem.variable(item, .width)), height: value(ofVariable: LayoutSystem.variable(item, .height)))
    }

    /// The layout variables the optimum does not pin down.
    public func unpinnedVariables() -> Set<Int> {
        unpinnedVariables(in: solver)
    }

    /// The layout variables `solver` (this session's, or a copy with more constraints) leaves
    /// free. Forest positions are free when their parent or a size on their path is, unless
    /// those cancel: suspects are checked exactly with one probe variable each, in one
    /// ``Solver/unpinnedVariables()`` on a copy.
    func unpinnedVariables(in solver: Solver) -> Set<Int> {
        var index: [Variable: Int] = [:]
        index.reserveCapacity(variables.count)
        for (layoutVariable, variable) in variables.enumerated() {
            if let variable { index[variable] = layoutVariable }
        }
        var result = Set(solver.unpinnedVariables().compactMap { index[$0] })
        var suspects: [Int] = []
        for variable in forest.order {
            guard let link = forest.links[variable] else { continue }
            if result.contains(link.parent) || link.offset.terms.contains(where: { result.contains($0.variable) }) {
                suspects.append(variable)
                result.insert(variable)
            }
        }
        guard !suspects.isEmpty else { return result }
        let check = solver.copy()
        var probes: [(variable: Int, probe: Variable)] = []
        for variable in suspects {
            let probe = check.makeVariable(name: "")
            var expression = solverExpression(forest.substitute(.variable(variable)).form) * -1
            expression.terms.append(LinearExpression.Term(probe, 1))
            _ = try? check.add(LinearConstraint(expression: expression, relation: .equal))
            probes.append((variable, probe))
        }
        let free = check.unpinnedVariables()
        for (variable, probe) in probes where !free.contains(probe) {
            result.remove(variable)
        }
        return result
    }

    /// Holds a layout variable at its current value in `solver` (a copy of this session's).
    func hold(_ variable: Int, in solver: Solver) {
        let form = forest.substitute(.variable(variable)).form - value(ofVariable: variable)
        _ = try? solver.add(LinearConstraint(expression: solverExpression(form), relation: .equal))
    }

    /// Whether an equation holds in the layout (in the solver at its own priority or, broken,
    /// below required; or defining positions).
    public func isActive(equation: Int) -> Bool {
        (handles.indices.contains(equation) && handles[equation] != nil) || forest.edges.contains(equation)
    }

    /// The equation made from a document constraint, if it has one.
    public func equation(forConstraintAt index: Int) -> Int? { equationByConstraint[index] }

    /// The equations (active or not) that mention a layout variable, ascending.
    public func equations(mentioning variable: Int) -> [Int] {
        if equationsByVariable == nil {
            var index = [[Int]](repeating: [], count: system.variableCount)
            for (equation, value) in system.equations.enumerated() {
                for term in value.terms where index.indices.contains(term.variable) {
                    index[term.variable].append(equation)
                }
            }
            equationsByVariable = index
        }
        guard let index = equationsByVariable, index.indices.contains(variable) else { return [] }
        return index[variable]
    }

    // MARK: - Edits

    /// Takes a document constraint out of the solver. A conflict it was part of is gone; the
    /// constraint that conflict gave up is tried as required again (it may conflict anew).
    public func deactivate(constraintAt index: Int) {
        guard document.constraints.indices.contains(index) else { return }
        document.setActive(false, constraintAt: index)
        guard let equation = equationByConstraint[index] else { return }
        if forest.edges.contains(equation) {
            rebuild()
            return
        }
        guard let handle = handles[equation] else { return }
        try? solver.remove(handle)
        cachedValues = nil
        handles[equation] = nil
        equationByHandle[handle] = nil
        broken.remove(equation)
        let resolved = conflicts.filter { $0.equations.contains(equation) }
        conflicts.removeAll { $0.equations.contains(equation) }
        for conflict in resolved where conflict.broken != equation && broken.contains(conflict.broken) {
            let stillBroken = conflicts.contains { $0.broken == conflict.broken }
            guard !stillBroken, let brokenHandle = handles[conflict.broken] else { continue }
            try? solver.remove(brokenHandle)
            equationByHandle[brokenHandle] = nil
            handles[conflict.broken] = nil
            broken.remove(conflict.broken)
            if insert(conflict.broken) != nil {
                rebuild()
                return
            }
        }
    }

    /// Puts a document constraint back into the solver; returns the conflicts that causes.
    @discardableResult
    public func activate(constraintAt index: Int) -> [Conflict] {
        guard document.constraints.indices.contains(index) else { return [] }
        document.setActive(true, constraintAt: index)
        let equation: Int
        if let existing = equationByConstraint[index] {
            guard !isActive(equation: existing) else { return [] }
            equation = existing
        } else {
            guard let made = appendEquation(forConstraintAt: index) else { return [] }
            equation = made
        }
        return insertReportingConflicts(equation)
    }

    /// Adds a constraint to the document and the solver; returns its index in the document
    /// and the conflicts it causes.
    @discardableResult
    public func add(_ constraint: Constraint) -> (index: Int, conflicts: [Conflict]) {
        let index = document.appendConstraint(constraint)
        guard constraint.isActive, let equation = appendEquation(forConstraintAt: index) else { return (index, []) }
        return (index, insertReportingConflicts(equation))
    }

    private func insertReportingConflicts(_ equation: Int) -> [Conflict] {
        let before = conflicts
        if insert(equation) != nil {
            rebuild()
        }
        return conflicts.filter { !before.contains($0) }
    }

    private func appendEquation(forConstraintAt index: Int) -> Int? {
        guard let equation = system.equation(for: document.constraints[index], origin: .document(index)) else { return nil }
        system.equations.append(equation)
        handles.append(nil)
        equationsByVariable = nil
        equationByConstraint[index] = system.equations.count - 1
        return system.equations.count - 1
    }

    // MARK: - Solving with conflicts

    /// A form over layout variables as a solver expression (forest positions substituted first).
    private func solverExpression(_ form: LinearForm) -> LinearExpression {
        LinearExpression(
            terms: form.terms.compactMap { term in variables[term.variable].map { LinearExpression.Term($0, term.coefficient) } },
            constant: form.constant)
    }

    private func solverConstraint(_ equation: LayoutEquation, priority: Double? = nil) -> LinearConstraint {
        let form = forest.substitute(LinearForm(terms: equation.terms, constant: equation.constant)).form
        return LinearConstraint(
            expression: solverExpression(form), relation: equation.relation.linear,
            strength: Strength(priority ?? equation.priority.rawValue))
    }

    /// Adds an equation; on a conflict records its minimal set, gives one member up and
    /// tries again until the equation is in. Returns a forest edge the conflict gave up: the
    /// caller must rebuild without it.
    private func insert(_ index: Int) -> Int? {
        cachedValues = nil
        var attempts = 0
        while handles[index] == nil {
            attempts += 1
            let constraint = solverConstraint(system.equations[index])
            do {
                let handle = try solver.add(constraint)
                record(handle, for: index)
            } catch let error {
                guard case let .unsatisfiable(involved) = error, attempts <= 64 else {
                    // Not a conflict (an unusable number) or a pathological cascade: keep it
                    // out of the required system, at the broken strength.
                    addBroken(index)
                    return nil
                }
                let started = ContinuousClock.now
                defer { conflictExplanationTime += ContinuousClock.now - started }
                let minimal = solver.minimalConflict(adding: constraint, involving: involved)
                let members = minimalMembers(minimal.compactMap { equationByHandle[$0] } + [index])
                let victim = Conflict.breakingRule(members, in: system, document: document)
                conflicts.append(Conflict(equations: members, broken: victim))
                if forest.edges.contains(victim) { return victim }
                if victim == index {
                    addBroken(index)
                } else if let handle = handles[victim] {
                    try? solver.remove(handle)
                    equationByHandle[handle] = nil
                    handles[victim] = nil
                    addBroken(victim)
                }
            }
        }
        return nil
    }

    /// The solver's minimal conflict is minimal over substituted equations; with the forest
    /// edges those went through it is a conflict of the layout's own equations, which a
    /// deletion filter makes minimal again (a few tiny solves).
    private func minimalMembers(_ candidates: [Int]) -> [Int] {
        var members = Set(candidates)
        for candidate in candidates {
            let equation = system.equations[candidate]
            members.formUnion(forest.substitute(LinearForm(terms: equation.terms, constant: equation.constant)).edges)
        }
        var result = members.sorted()
        for member in result.reversed() where result.count > 1 {
            let rest = result.filter { $0 != member }
            if !Self.areSatisfiable(rest.map { system.equations[$0] }) { result = rest }
        }
        return result
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

    private func addBroken(_ index: Int) {
        broken.insert(index)
        if let handle = try? solver.add(solverConstraint(system.equations[index], priority: Self.brokenPriority)) {
            record(handle, for: index)
        }
    }

    private func record(_ handle: ConstraintHandle, for index: Int) {
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
