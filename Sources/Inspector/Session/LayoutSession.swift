import Solver

/// A document with a live solver: what `check` analyses and what a REPL edits.
///
/// Building a session turns the document into a ``LayoutSystem`` and adds every equation to
/// the solver, required ones first (in system order), then the others. A required equation
/// that cannot hold is a conflict: its minimal set is recorded, one member is given up by
/// ``Conflict/breakingRule`` (kept just below required, so the layout stays as close to it
/// as possible, as UIKit does), and solving goes on. ``deactivate(constraintAt:)``,
/// ``activate(constraintAt:)`` and ``add(_:)`` change the live solver incrementally.
///
/// A class, not a struct: it owns a solver, whose state is identity-heavy and mutated in place.
public final class LayoutSession {
    public private(set) var document: LayoutDocument
    public private(set) var system: LayoutSystem
    /// Whether the document's frames came from the input (`false` for a log or a trace).
    public let framesAreKnown: Bool
    /// The conflicts found so far, in the order found; each with the member given up.
    public private(set) var conflicts: [Conflict] = []

    let solver: Solver
    /// The solver's variable for each layout variable.
    let variables: [Variable]
    /// The handle of each equation in the solver (`nil`: not in it, i.e. deactivated).
    private var handles: [ConstraintHandle?]
    private var equationByHandle: [ConstraintHandle: Int] = [:]
    /// The equation of each document constraint that has one.
    private var equationByConstraint: [Int: Int] = [:]
    /// Equations given up in a conflict; they stay in the solver below required.
    public private(set) var broken: Set<Int> = []
    /// For each layout variable, the equations that mention it; built on first use.
    private var equationsByVariable: [[Int]]?

    /// Time spent explaining conflicts (shrinking them to minimal sets and breaking one), for
    /// `check --timings` and the benchmarks.
    public private(set) var conflictExplanationTime: Duration = .zero

    /// The strength a broken constraint keeps: above every priority UIKit uses (999.999),
    /// below required.
    public static let brokenPriority: Double = 999.9999

    /// `framesAreKnown: false` (a log, a trace) builds the system without the values the
    /// input does not give (see ``LayoutBuilder``).
    public init(document: LayoutDocument, framesAreKnown: Bool = true) {
        self.document = document
        self.framesAreKnown = framesAreKnown
        let system = LayoutBuilder.build(document, framesAreKnown: framesAreKnown)
        self.system = system
        let solver = Solver()
        self.solver = solver
        var variables: [Variable] = []
        variables.reserveCapacity(system.variableCount)
        for variable in 0..<system.variableCount {
            variables.append(solver.makeVariable(name: system.name(ofVariable: variable)))
        }
        self.variables = variables
        self.handles = Array(repeating: nil, count: system.equations.count)
        for (index, equation) in system.equations.enumerated() {
            if case let .document(constraint) = equation.origin { equationByConstraint[constraint] = index }
        }
        for index in system.equations.indices {
            insert(index)
        }
    }

    // MARK: - Values

    /// The solved value of a layout variable.
    public func value(ofVariable variable: Int) -> Double {
        variables.indices.contains(variable) ? solver.value(of: variables[variable]) : 0
    }

    /// The solved value of every layout variable.
    public var values: [Double] { variables.map { solver.value(of: $0) } }

    /// The solved frame of an item, in root coordinates.
    public func solvedFrame(ofItem item: Int) -> Rect {
        Rect(x: value(ofVariable: LayoutSystem.variable(item, .minX)), y: value(ofVariable: LayoutSystem.variable(item, .minY)),
             width: value(ofVariable: LayoutSystem.variable(item, .width)), height: value(ofVariable: LayoutSystem.variable(item, .height)))
    }

    /// The layout variables the optimum does not pin down.
    public func unpinnedVariables() -> Set<Int> {
        unpinnedVariables(in: solver)
    }

    func unpinnedVariables(in solver: Solver) -> Set<Int> {
        var index: [Variable: Int] = [:]
        index.reserveCapacity(variables.count)
        for (layoutVariable, variable) in variables.enumerated() { index[variable] = layoutVariable }
        return Set(solver.unpinnedVariables().compactMap { index[$0] })
    }

    /// Whether an equation is in the solver (at its own priority or, broken, below required).
    public func isActive(equation: Int) -> Bool {
        handles.indices.contains(equation) && handles[equation] != nil
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
        guard let equation = equationByConstraint[index], let handle = handles[equation] else { return }
        try? solver.remove(handle)
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
            insert(conflict.broken)
        }
    }

    /// Puts a document constraint back into the solver; returns the conflicts that causes.
    @discardableResult
    public func activate(constraintAt index: Int) -> [Conflict] {
        guard document.constraints.indices.contains(index) else { return [] }
        document.setActive(true, constraintAt: index)
        let equation: Int
        if let existing = equationByConstraint[index] {
            guard handles[existing] == nil else { return [] }
            equation = existing
        } else {
            guard let made = appendEquation(forConstraintAt: index) else { return [] }
            equation = made
        }
        let before = conflicts.count
        insert(equation)
        return Array(conflicts[before...])
    }

    /// Adds a constraint to the document and the solver; returns its index in the document
    /// and the conflicts it causes.
    @discardableResult
    public func add(_ constraint: Constraint) -> (index: Int, conflicts: [Conflict]) {
        let index = document.appendConstraint(constraint)
        guard constraint.isActive, let equation = appendEquation(forConstraintAt: index) else { return (index, []) }
        let before = conflicts.count
        insert(equation)
        return (index, Array(conflicts[before...]))
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

    func linear(_ equation: LayoutEquation, priority: Double? = nil) -> LinearConstraint {
        let terms = equation.terms.map { LinearExpression.Term(variables[$0.variable], $0.coefficient) }
        let relation: LinearRelation = switch equation.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LinearConstraint(
            expression: LinearExpression(terms: terms, constant: equation.constant), relation: relation,
            strength: Strength(priority ?? equation.priority.rawValue))
    }

    /// Adds an equation; on a conflict records its minimal set, gives one member up and
    /// tries again until the equation is in.
    private func insert(_ index: Int) {
        var attempts = 0
        while handles[index] == nil {
            attempts += 1
            let constraint = linear(system.equations[index])
            do {
                let handle = try solver.add(constraint)
                record(handle, for: index)
            } catch let error {
                guard case let .unsatisfiable(involved) = error, attempts <= 64 else {
                    // Not a conflict (an unusable number) or a pathological cascade: keep it
                    // out of the required system, at the broken strength.
                    addBroken(index)
                    return
                }
                let started = ContinuousClock.now
                defer { conflictExplanationTime += ContinuousClock.now - started }
                let minimal = solver.minimalConflict(adding: constraint, involving: involved)
                let members = (minimal.compactMap { equationByHandle[$0] } + [index]).sorted()
                let victim = Conflict.breakingRule(members, in: system, document: document)
                conflicts.append(Conflict(equations: members, broken: victim))
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
    }

    private func addBroken(_ index: Int) {
        broken.insert(index)
        if let handle = try? solver.add(linear(system.equations[index], priority: Self.brokenPriority)) {
            record(handle, for: index)
        }
    }

    private func record(_ handle: ConstraintHandle, for index: Int) {
        handles[index] = handle
        equationByHandle[handle] = index
    }
}
