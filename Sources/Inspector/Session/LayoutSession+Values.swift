import LayoutModel
import Solver

extension LayoutSession {
    /// The solved value of every layout variable.
    public var values: [Double] {
        if let cachedValues { return cachedValues }
        // The solvers read through one copy: a call on the session's property copied them (a
        // retain of each of their tables) for every variable.
        let components = components
        var result = (0..<system.variableCount).map { components.value(of: $0) }
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
        let values = self.values
        func value(_ component: FrameComponent) -> Double {
            let variable = LayoutSystem.variable(item, component)
            return values.indices.contains(variable) ? values[variable] : 0
        }
        return Rect(x: value(.minX), y: value(.minY), width: value(.width), height: value(.height))
    }

    /// The terms the session's solvers have written (``Solver/work``), for tests that bound it.
    var solverWork: Int { components.solvers.reduce(0) { $0 + $1.work } }

    /// The layout variables the optimum does not pin down.
    public func unpinnedVariables() -> BitSet<Int> {
        if let cachedUnpinned { return cachedUnpinned }
        let unpinned = unpinnedVariables(in: SolverCopies(components.solvers))
        cachedUnpinned = unpinned
        return unpinned
    }

    /// The layout variables the solvers (this session's, or copies with more constraints)
    /// leave free. Forest positions are free when their parent or a size on their path is,
    /// unless those cancel: positions whose own offset has a free size are checked exactly
    /// with probe variables (one per component their path crosses; a sum over independent
    /// components is pinned exactly when each part is), the others follow their parent.
    func unpinnedVariables(in solvers: SolverCopies) -> BitSet<Int> {
        var result = BitSet<Int>(capacity: system.variableCount)
        for component in 0..<solvers.count {
            let free = unpinnedSolverVariables(component, in: solvers)
            guard !free.isEmpty else { continue }
            for variable in components.layoutVariables(of: component) {
                if let slot = components.slot(of: variable), free.contains(slot.variable) { result.insert(variable) }
            }
        }
        // A link whose offset the solvers pin moves with its parent, free exactly when the
        // parent is: no probe, whose form would spell out the whole path (a chain of thousands
        // under a free root would cost a probe of thousands of terms per position). Only an
        // offset with a free size needs a probe, as that size may cancel the parent's freedom.
        var suspects: [Int] = []
        var followers: [(variable: Int, parent: Int)] = []
        for (index, link) in forest.links.enumerated() {
            if forest.offsetTerms(ofLinkAt: index).contains(where: { result.contains($0.variable) }) {
                suspects.append(link.variable)
                result.insert(link.variable)
            } else if result.contains(link.parent) {
                followers.append((link.variable, link.parent))
                result.insert(link.variable)
            }
        }
        var probes: [(variable: Int, parts: [(component: Int, probe: Variable)])] = []
        for variable in suspects {
            var parts: [(component: Int, probe: Variable)] = []
            for part in components.split(forest.substitute(.variable(variable))) where !part.expression.terms.isEmpty {
                let solver = solvers.writable(part.component)
                let probe = solver.makeVariable(name: "")
                var expression = part.expression * -1
                expression.terms.append(LinearExpression.Term(probe, 1))
                _ = try? solver.add(LinearConstraint(expression: expression, relation: .equal))
                parts.append((part.component, probe))
            }
            probes.append((variable, parts))
        }
        var free: [Int: BitSet<Variable>] = [:]
        for (variable, parts) in probes {
            let pinned = parts.allSatisfy { part in
                if free[part.component] == nil { free[part.component] = unpinnedSolverVariables(part.component, in: solvers) }
                return free[part.component]?.contains(part.probe) == false
            }
            if pinned { result.remove(variable) }
        }
        // Links come parents first, so a follower's parent is decided before it.
        for follower in followers where !result.contains(follower.parent) { result.remove(follower.variable) }
        return result
    }

    /// The solver variables of a component that the optimum leaves free; for the session's
    /// own solver (not a copy) remembered until that solver changes.
    private func unpinnedSolverVariables(_ component: Int, in solvers: SolverCopies) -> BitSet<Variable> {
        guard !solvers.hasCopy(component) else { return solvers.current(component).unpinnedVariables() }
        if unpinnedByComponent.isEmpty { unpinnedByComponent = Array(repeating: nil, count: components.solvers.count) }
        if let known = unpinnedByComponent[component] { return known }
        let free = components.solvers[component].unpinnedVariables()
        unpinnedByComponent[component] = free
        return free
    }

    /// Holds a layout variable at its current value in copies of the solvers. A position
    /// whose path crosses several components is held part by part (each part at its
    /// current value), which holds a little more than the sum: good enough to tell which
    /// free items only follow their superview.
    func hold(_ variable: Int, in solvers: SolverCopies) {
        for part in components.split(forest.substitute(.variable(variable))) where !part.expression.terms.isEmpty {
            let solver = solvers.writable(part.component)
            let current = part.expression.terms.reduce(0) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            var expression = part.expression
            expression.constant = -current
            _ = try? solver.add(LinearConstraint(expression: expression, relation: .equal))
        }
    }

    /// Whether an equation holds in the layout (in the solver at its own priority or, broken,
    /// below required; or defining positions).
    public func isActive(equation: Int) -> Bool {
        (handles.indices.contains(equation) && handles[equation] != nil) || forest.isEdge(equation)
            || (isHeldConstant.indices.contains(equation) && isHeldConstant[equation])
            || (isSlackFloor.indices.contains(equation) && isSlackFloor[equation])
    }

    /// The equation made from a document constraint, if it has one.
    public func equation(forConstraintAt index: Int) -> Int? {
        guard equationByConstraint.indices.contains(index), equationByConstraint[index] >= 0 else { return nil }
        return Int(equationByConstraint[index])
    }

    /// The equations (active or not) that mention a layout variable, ascending.
    public func equations(mentioning variable: Int) -> [Int] {
        indexEquationsByVariable()
        return equationsByVariable?[variable] ?? []
    }

    /// Whether an active equation mentions a layout variable.
    func isActiveEquation(mentioning variable: Int) -> Bool {
        indexEquationsByVariable()
        return equationsByVariable?.contains(mentioning: variable) { isActive(equation: $0) } ?? false
    }

    func indexEquationsByVariable() {
        guard equationsByVariable == nil else { return }
        equationsByVariable = EquationsByVariable(system)
    }
}
