import LayoutModel
import Solver

/// One solver per connected component of the system the solver sees (equations after
/// ``PositionForest`` substitution, linked by the variables they share).
///
/// Components do not interact, so solving them apart gives the same optimum, and every
/// per-tableau cost (re-optimizing, the ambiguity analysis) stays proportional to one
/// component: the cards of a feed are independent once their positions are taken out.
/// Variables no equation mentions share one solver with no constraints; equations without
/// variables (`0 == 5` after substitution) get one of their own.
struct ComponentSolvers {
    private(set) var solvers: [Solver] = []
    /// For each layout variable: its component and its variable there (``Slot/none`` for one
    /// the solvers do not see; see ``slot(of:)``).
    private var slots: [Slot]
    /// The layout variables each component's solver sees, ascending, by component (flat: a
    /// feed has thousands of components). Made on first use: only a layout with free
    /// variables asks, after solving, when the room the equations took is free again.
    private var variablesByComponent: FlatGroups<Int>?
    /// The component of equations that mention no variable.
    private(set) var constantComponent = 0
    /// How many constraints each solver was made to hold (those with markers at the start).
    private(set) var constraintCounts: [Int] = []
    /// What each component's solver will hold, by component: made with the partition, kept by
    /// the caller until ``makeSolvers(_:)``. Not a field: the struct is copied often, and a
    /// field more is a retain more, and outlined copies, in every one.
    struct SolverPlan {
        fileprivate var sizes: [(variables: Int, markers: Int, terms: Int)] = []
    }

    /// The terms of the last expression ``onlyPart(_:)`` made, kept to be filled again: a
    /// solver copies what it keeps of a constraint (its terms go to one array per solver), so
    /// once the caller is done with that expression this array is unshared, and the next
    /// expression is written into it. One array for all, not an allocation per equation.
    private var reusableTerms: [LinearExpression.Term] = []

    struct Slot {
        /// Int32: a slot per layout variable (hundreds of thousands in a large layout), 8 bytes;
        /// -1 in ``none``, which marks the slot of a variable no solver sees (an optional
        /// takes 12).
        private var componentIndex: Int32
        var variable: Variable

        init(component: Int, variable: Variable) {
            componentIndex = Int32(component)
            self.variable = variable
        }

        var component: Int { Int(componentIndex) }

        static let none = Slot(component: -1, variable: .placeholder)
    }

    /// The component and solver variable of a layout variable the solvers see.
    func slot(of variable: Int) -> Slot? {
        let slot = slots[variable]
        return slot.component >= 0 ? slot : nil
    }

    /// None: a placeholder until a session builds its own.
    init() {
        slots = []
    }

    /// The components of the variables the solvers see, and in `plan` what each component's
    /// solver will hold; ``makeSolvers(_:)`` makes the solvers.
    ///
    /// - Parameters:
    ///   - forms: the substituted equations the solvers will get.
    ///   - isSolverVariable: whether a layout variable is one the solvers see.
    ///   - markers: how many symbols the constraint of a form (and its index) adds to its solver
    ///     besides variables (``Solver/markers(of:)``; 0 for one not added now), so that each
    ///     solver is sized for what it will hold.
    init(
        variableCount: Int, forms: SubstitutedForms, isSolverVariable: (Int) -> Bool, markers: (Int, LinearForm) -> Int,
        plan: inout SolverPlan
    ) {
        var unionFind = UnionFind(count: variableCount)
        var mentioned = [Bool](repeating: false, count: variableCount)
        forms.forEach { _, form in
            guard let first = form.terms.first?.variable else { return }
            mentioned[first] = true
            for term in form.terms.dropFirst() {
                mentioned[term.variable] = true
                _ = unionFind.union(first, term.variable)
            }
        }
        // Components are numbered first and their solvers made after, sized for what they
        // will hold: the loose variables' solver, the constant one, then one per union-find
        // root in order of its first variable.
        let loose = 0
        constantComponent = 1
        var componentCount = 2
        // Each solver variable's slot gets its component now and its solver variable once the
        // solvers are made (the slots serve as the table of components meanwhile: a second
        // table, an entry per variable, would add to the peak of this phase).
        slots = Array(repeating: .none, count: variableCount)
        /// The component of each union-find root met so far (-1: none yet).
        var componentOfRoot = [Int32](repeating: -1, count: variableCount)
        for variable in 0..<variableCount where isSolverVariable(variable) {
            var component = loose
            if mentioned[variable] {
                let root = unionFind.find(variable)
                if componentOfRoot[root] < 0 {
                    componentOfRoot[root] = Int32(componentCount)
                    componentCount += 1
                }
                component = Int(componentOfRoot[root])
            }
            slots[variable] = Slot(component: component, variable: .placeholder)
        }
        var variableCounts = [Int](repeating: 0, count: componentCount)
        for slot in slots where slot.component >= 0 { variableCounts[slot.component] += 1 }
        var constraintCounts = [Int](repeating: 0, count: componentCount)
        var markerCounts = [Int](repeating: 0, count: componentCount)
        /// The terms of the expressions each solver will keep (those of its variables).
        var termCounts = [Int](repeating: 0, count: componentCount)
        do {
            // Read through copies that end with this scope, not through `self` from the closure.
            let slots = slots
            let constantComponent = constantComponent
            forms.forEach { index, form in
                let count = markers(index, form)
                guard count > 0 else { return }
                let first = form.terms.first { slots[$0.variable].component >= 0 }
                let component = first.map { slots[$0.variable].component } ?? constantComponent
                constraintCounts[component] += 1
                markerCounts[component] += count
                termCounts[component] += form.terms.count { slots[$0.variable].component >= 0 }
            }
        }
        self.constraintCounts = constraintCounts
        plan.sizes = variableCounts.indices.map { (variableCounts[$0], markerCounts[$0], termCounts[$0]) }
    }

    /// Makes the solvers the components were partitioned for, each sized as `plan` says, and
    /// their variables. Apart from the partition so that a session that starts over when it
    /// has seen the components (a size sum that gives up a forest edge) makes none: a cycle's
    /// 10,000 free widths are 10,000 solvers.
    ///
    /// Solver variables are made without names: nothing reads them back, and naming them
    /// (`0x7fa1….minX`) would cost a formatted string each.
    mutating func makeSolvers(_ plan: SolverPlan) {
        solvers.reserveCapacity(plan.sizes.count)
        for (component, size) in plan.sizes.enumerated() {
            let solver = Solver()
            if size.variables == 1 {
                // One variable: its constraints are nearly always bounds at one value (a size
                // set by its content alone, many of a feed's solvers), which the solver holds
                // without a tableau; room for their markers, records and terms would stay
                // empty. Any other solver of one variable is small enough to grow.
                solver.reserveCapacity(variables: 1, constraints: 0, markers: 0)
            } else {
                solver.reserveCapacity(
                    variables: size.variables, constraints: constraintCounts[component], markers: size.markers,
                    terms: size.terms)
            }
            solvers.append(solver)
        }
        for variable in slots.indices where slots[variable].component >= 0 {
            let component = slots[variable].component
            slots[variable] = Slot(component: component, variable: solvers[component].makeVariable(name: ""))
        }
    }

    /// The layout variables a component's solver sees, ascending.
    mutating func layoutVariables(of component: Int) -> ArraySlice<Int> {
        if variablesByComponent == nil {
            var pairs: [(key: Int, element: Int)] = []
            pairs.reserveCapacity(slots.count)
            for (variable, slot) in slots.enumerated() where slot.component >= 0 {
                pairs.append((slot.component, variable))
            }
            variablesByComponent = FlatGroups(keyCount: solvers.count, pairs)
        }
        return variablesByComponent![component]
    }

    /// The component of the form's first solver variable (`nil`: it has none).
    func component(of form: LinearForm) -> Int? {
        for term in form.terms {
            if let slot = self.slot(of: term.variable) { return slot.component }
        }
        return nil
    }

    /// The form as one component's expression, as ``split(_:)`` makes it, or `nil` when its
    /// variables span several components: the common case without an array of parts.
    mutating func onlyPart(_ form: LinearForm) -> (component: Int, expression: LinearExpression)? {
        var component: Int?
        for term in form.terms {
            guard let slot = self.slot(of: term.variable) else { continue }
            if component == nil { component = slot.component } else if component != slot.component { return nil }
        }
        guard let component else { return (constantComponent, LinearExpression(terms: [], constant: form.constant)) }
        // Taken out, so that it is the only reference left when the last expression is gone.
        var terms = reusableTerms
        reusableTerms = []
        terms.removeAll(keepingCapacity: true)
        for term in form.terms {
            guard let slot = self.slot(of: term.variable) else { continue }
            terms.append(LinearExpression.Term(slot.variable, term.coefficient))
        }
        reusableTerms = terms
        return (component, LinearExpression(terms: terms, constant: form.constant))
    }

    /// Splits a form over solver variables into one expression per component (in order of
    /// first appearance); a form without variables belongs to the constant component.
    func split(_ form: LinearForm) -> [(component: Int, expression: LinearExpression)] {
        var parts: [(component: Int, expression: LinearExpression)] = []
        for term in form.terms {
            guard let slot = self.slot(of: term.variable) else { continue }
            let solverTerm = LinearExpression.Term(slot.variable, term.coefficient)
            if let at = parts.firstIndex(where: { $0.component == slot.component }) {
                parts[at].expression.terms.append(solverTerm)
            } else {
                // Nearly every form is in one component: room for all its terms at once.
                var terms: [LinearExpression.Term] = []
                terms.reserveCapacity(form.terms.count)
                terms.append(solverTerm)
                parts.append((slot.component, LinearExpression(terms: terms)))
            }
        }
        if parts.isEmpty {
            return [(constantComponent, LinearExpression(terms: [], constant: form.constant))]
        }
        parts[0].expression.constant = form.constant
        return parts
    }

    /// The value of a solver-seen layout variable.
    func value(of variable: Int) -> Double {
        guard let slot = self.slot(of: variable) else { return 0 }
        return solvers[slot.component].value(of: slot.variable)
    }
}

/// Copies of some component solvers, made on first write, for what-if checks that must not
/// touch the session's own solvers.
final class SolverCopies {
    private let originals: [Solver]
    private var copies: [Int: Solver] = [:]

    init(_ originals: [Solver]) { self.originals = originals }

    /// The component's solver to write to (a copy).
    func writable(_ component: Int) -> Solver {
        if let copy = copies[component] { return copy }
        let copy = originals[component].copy()
        copies[component] = copy
        return copy
    }

    /// Whether the component's solver was copied (written to).
    func hasCopy(_ component: Int) -> Bool { copies[component] != nil }

    /// The component's solver to read: its copy if one was made.
    func current(_ component: Int) -> Solver { copies[component] ?? originals[component] }

    var count: Int { originals.count }
}
