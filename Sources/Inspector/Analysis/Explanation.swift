import LayoutModel
import Solver

/// One constraint that determines an attribute, with how far it is from the attribute: 0 for
/// constraints on the item itself, 1 for those on the items they lead to, and so on.
public struct ExplanationStep: Hashable, Sendable {
    /// An index into the session's ``LayoutSystem/equations``.
    public var equation: Int
    public var distance: Int

    public init(equation: Int, distance: Int) {
        self.equation = equation
        self.distance = distance
    }
}

/// What decides an attribute's value: a minimal set of the constraints that hold exactly at
/// the solution and force the value, or the news that they do not pin it down.
public struct Explanation: Hashable, Sendable {
    /// The deciding constraints, nearest first. Empty when ``isDetermined`` is false.
    public var steps: [ExplanationStep]
    /// Whether the constraints that hold at the solution allow no other value.
    public var isDetermined: Bool
    /// Constraints further up a long chain that were not examined, when the value also depends
    /// on where the chain's last examined items are (0 when it does not).
    public var omitted: Int
    /// Whether the value is decided only once the root is held where it is: the input gives no
    /// root frame (a log, a trace), and the answer is measured from the root's origin.
    public var isFromRootOrigin: Bool

    public init(steps: [ExplanationStep], isDetermined: Bool, omitted: Int, isFromRootOrigin: Bool = false) {
        self.steps = steps
        self.isDetermined = isDetermined
        self.omitted = omitted
        self.isFromRootOrigin = isFromRootOrigin
    }
}

extension LayoutSession {
    /// How many candidate constraints `explain` examines before it cuts a chain off (a feed's
    /// card leads back through every card above it; each one costs a few small solves).
    public static let explanationLimit = 48

    /// Why an attribute of a view or guide (or, for `.notAnAttribute`, its whole frame) has
    /// its value: a minimal set of the active constraints that hold with equality at the
    /// solution (tight inequalities kept as inequalities, broken ones taken as holding) that
    /// allows no other value. The candidates are those reachable from the attribute through
    /// shared variables on its axis; each direction (`e ≥ v + δ`, `e ≤ v − δ`) gives a minimal
    /// infeasible subset (QuickXplain) and the explanation is their union.
    public func explain(_ item: ItemID, _ attribute: Attribute, limit: Int = explanationLimit) -> Explanation {
        guard let index = system.index(of: item) else { return Explanation(steps: [], isDetermined: false, omitted: 0) }
        // The whole frame: both axes together (an aspect ratio ties one to the other).
        let targets: [LinearForm] = attribute == .notAnAttribute
            ? FrameComponent.allCases.map { .variable(LayoutSystem.variable(index, $0)) }
            : [system.expression(attribute, of: index)]
        // As `check` decides ambiguity: two optional constraints of equal priority that
        // disagree leave every value between them optimal, though one of them is tight.
        let unpinned = unpinnedVariables()
        if targets.contains(where: { $0.terms.contains { unpinned.contains($0.variable) } }) {
            // Where the input gives no root frame, nothing is pinned in the window's
            // coordinates: a constraint still decides a value measured from the root's origin.
            guard let origin = unknownRootOrigin else { return Explanation(steps: [], isDetermined: false, omitted: 0) }
            return explain(targets, axis: attribute.axis, limit: limit, holding: origin)
        }
        return explain(targets, axis: attribute.axis, limit: limit)
    }

    /// The root's `minX` and `minY` variables when the input gives no root frame.
    private var unknownRootOrigin: [Int]? {
        guard document.root?.frame == nil, let root = system.index(of: document.rootID) else { return nil }
        return [LayoutSystem.variable(root, .minX), LayoutSystem.variable(root, .minY)]
    }

    /// A minimal set of the tight equations that forces every target to its value, with the
    /// variables `holding` names held where they are.
    private func explain(_ targets: [LinearForm], axis: Axis?, limit: Int, holding: [Int] = []) -> Explanation {
        let values = self.values
        func value(of variable: Int) -> Double { values.indices.contains(variable) ? values[variable] : 0 }
        let reach = tightNeighbourhood(of: targets.flatMap { $0.terms.map(\.variable) }, axis: axis, limit: limit)

        // A fresh solver over the candidates, with the boundary of a cut-off chain held where it is.
        let solver = Solver()
        var variables: [Int: Variable] = [:]
        func expression(_ form: LinearForm) -> LinearExpression {
            LinearExpression(
                terms: form.terms.map { term in
                    let variable = variables[term.variable] ?? solver.makeVariable(name: "")
                    variables[term.variable] = variable
                    return LinearExpression.Term(variable, term.coefficient)
                },
                constant: form.constant)
        }
        var stepByHandle: [ConstraintHandle: ExplanationStep] = [:]
        var handles: [ConstraintHandle] = []
        var pins: Set<ConstraintHandle> = []
        // Whether the solver holds exactly the adds a fresh solver given its constraints would
        // see (a failed add leaves symbols behind): then a copy of it with a probe added
        // answers as a fresh solve of the whole list would, to the last bit, for one add.
        var everyAddHeld = true
        for step in reach.steps {
            let equation = system.equations[step.equation]
            let constraint = LinearConstraint(expression: expression(equation.form), relation: equation.relation.linear)
            guard let handle = try? solver.add(constraint) else {
                everyAddHeld = false
                continue
            }
            stepByHandle[handle] = step
            handles.append(handle)
        }
        /// Holds a variable where it is.
        func pin(_ variable: Int) -> ConstraintHandle? {
            let form = LinearForm(terms: [LinearTerm(variable: variable, coefficient: 1)], constant: -value(of: variable))
            guard let handle = try? solver.add(LinearConstraint(expression: expression(form), relation: .equal)) else {
                everyAddHeld = false
                return nil
            }
            handles.append(handle)
            return handle
        }
        for variable in reach.boundary {
            if let handle = pin(variable) { pins.insert(handle) }
        }
        // The root's origin only where the walk reached it: a pin on nothing else decides nothing.
        let originPins = Set(holding.filter { variables[$0] != nil }.compactMap(pin))

        var deciding: Set<ExplanationStep> = []
        var leansOnTheCut = false
        var leansOnTheOrigin = false
        for target in targets {
            let value = target.terms.reduce(target.constant) { $0 + $1.coefficient * value(of: $1.variable) }
            let delta = max(1e-3, abs(value) * 1e-6)
            for (relation, bound) in [(LinearRelation.greaterThanOrEqual, value + delta), (.lessThanOrEqual, value - delta)] {
                var form = target
                form.constant -= bound
                let probe = LinearConstraint(expression: expression(form), relation: relation)
                let allowsOtherValues = everyAddHeld
                    ? (try? solver.copy().add(probe)) != nil
                    : Solver.isSatisfiable(handles.compactMap { solver.constraint($0) } + [probe])
                guard !allowsOtherValues else {
                    return Explanation(steps: [], isDetermined: false, omitted: 0)
                }
                let minimal = solver.minimalConflict(adding: probe, involving: handles)
                deciding.formUnion(minimal.compactMap { stepByHandle[$0] })
                leansOnTheCut = leansOnTheCut || minimal.contains { pins.contains($0) }
                leansOnTheOrigin = leansOnTheOrigin || minimal.contains { originPins.contains($0) }
            }
        }
        let steps = deciding.sorted { ($0.distance, $0.equation) < ($1.distance, $1.equation) }
        return Explanation(steps: steps, isDetermined: true, omitted: leansOnTheCut ? reach.omitted : 0, isFromRootOrigin: leansOnTheOrigin)
    }

    /// The active equations that hold with equality at the solution and are reachable from
    /// `start` through variables on `axis` (both axes when nil, or through an equation that
    /// mixes them), breadth first, up to `limit`
    /// of them; past it, the variables they share with the rest (`boundary`) and how many
    /// more there are.
    private func tightNeighbourhood(of start: [Int], axis: Axis?, limit: Int)
        -> (steps: [ExplanationStep], boundary: [Int], omitted: Int)
    {
        // A feed's card reaches every card above it: the walk goes through the whole chain to
        // count what it omits, so it marks variables and equations in arrays, not sets, and
        // reads the equations in place rather than copying each one out.
        let values = self.values
        let equations = system.equations
        var seenVariables = Marks(count: system.variableCount)
        for variable in start { seenVariables[variable] = true }
        /// Equations taken (tight and active) and equations found not to be.
        var taken = Marks(count: equations.count)
        var rejected = Marks(count: equations.count)
        var frontier = start
        var steps: [ExplanationStep] = []
        var boundary: [Int] = []
        var inBoundary = Marks(count: system.variableCount)
        var examined = Marks(count: system.variableCount)
        var omitted = 0
        var distance = 0
        func axisOf(_ variable: Int) -> Axis { LayoutSystem.component(ofVariable: variable).axis }
        // A chain is thousands of levels of a few variables: one buffer for every level's next.
        var next: [Int] = []
        while !frontier.isEmpty {
            for variable in frontier {
                for equation in self.equations(mentioning: variable) where !taken[equation] && !rejected[equation] {
                    let terms = equations[equation].terms
                    guard isActive(equation: equation), abs(equations[equation].residual(values)) <= 1e-6 else {
                        rejected[equation] = true
                        continue
                    }
                    taken[equation] = true
                    if steps.count >= limit {
                        // Counted, not examined: what it shares with the examined ones is held fixed.
                        omitted += 1
                        for term in terms where examined[term.variable] && !inBoundary[term.variable] {
                            inBoundary[term.variable] = true
                            boundary.append(term.variable)
                        }
                    } else {
                        steps.append(ExplanationStep(equation: equation, distance: distance))
                        for term in terms { examined[term.variable] = true }
                    }
                    // An equation across the axes (an aspect ratio) leads to the other axis too.
                    let firstAxis = terms.first.map { axisOf($0.variable) }
                    let crossesAxes = terms.contains { axisOf($0.variable) != firstAxis }
                    for term in terms where !seenVariables[term.variable] && (axis == nil || crossesAxes || axisOf(term.variable) == axis) {
                        seenVariables[term.variable] = true
                        next.append(term.variable)
                    }
                }
            }
            swap(&frontier, &next)
            next.removeAll(keepingCapacity: true)
            distance += 1
        }
        return (steps, boundary.sorted(), omitted)
    }
}

/// Flags by index that grow as they are set: a walk over a whole layout marks what it has
/// seen by position instead of hashing it.
private struct Marks {
    private var flags: [Bool]

    /// Room for indexes below `count` to begin with.
    init(count: Int) { flags = Array(repeating: false, count: count) }

    subscript(index: Int) -> Bool {
        get { index >= 0 && index < flags.count && flags[index] }
        set {
            guard index >= 0 else { return }
            if index >= flags.count { flags += repeatElement(false, count: max(index + 1, 2 * flags.count) - flags.count) }
            flags[index] = newValue
        }
    }
}
