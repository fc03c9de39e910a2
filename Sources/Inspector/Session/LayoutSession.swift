import LayoutModel
import Solver

/// A document with live solvers: what `check` analyses and what a REPL edits.
///
/// Building a session turns the document into a ``LayoutSystem``, takes the positions and the
/// values that required equalities define out of the solver (``PositionForest``: it keeps
/// chains of views from making the tableau quadratic), splits the rest into independent parts with a solver
/// each (``ComponentSolvers``) and adds every equation in system order. A
/// required equation that cannot hold is a conflict: its minimal set is recorded, one member
/// is given up by ``Conflict/breakingRule(_:in:document:)`` (kept just below required, so
/// the layout stays as close to it as possible, as UIKit does), and solving goes on.
/// ``deactivate(constraintAt:)``, ``activate(constraintAt:)`` and ``add(_:)`` change the live
/// solvers incrementally (taking out an equality that defines positions, or adding one that
/// joins two parts, rebuilds them).
///
/// Conflicts are explained over the solvers' own constraints, so the values a forest derives
/// from the app's equalities (``PositionForest``'s `propagatesFixedValues`) are only used while
/// there is no conflict: the first one, or taking such an equality out, starts again with the
/// app's equalities in the solvers, where minimal sets and the constraint given up are decided.
///
/// A class, not a struct: it owns solvers, whose state is identity-heavy and mutated in place.
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

    private var forest: PositionForest
    /// Whether the forest fixes every value required equalities determine; cleared for good
    /// by the first conflict (see the type's note).
    private var propagatesFixedValues = true
    /// The solvers, one per independent part of the layout.
    private(set) var components: ComponentSolvers
    /// The handle of each equation in its solver (`nil`: not in one — deactivated, or a forest edge).
    private var handles = HandleTable()
    private var equationByHandle = EquationsByHandle(constraintCounts: [])
    /// Equations that substitution left without variables and that hold (or are optional):
    /// active, but nothing a solver needs to see (`image.width >= 0` once the width is fixed).
    /// By equation index.
    private var isHeldConstant: [Bool] = []
    /// Size floors (``NonNegativeSizes``) left out of the solvers because the solution keeps
    /// their size above zero without them, by equation index: they hold, so they count as
    /// active. Flags, not a table of their forms: a waiting floor's form is its size's one
    /// term, which ``substitutedForm(_:)`` gives back as it is, and a table keyed by equation
    /// took 6 MB and a hash per floor on a 100,001-view feed.
    private var isSlackFloor: [Bool] = []
    /// The floors of ``isSlackFloor`` by the component their size is solved in (a floor's
    /// variables are in one component, like any form the components were built from); taken
    /// floors stay listed until the next rebuild and are skipped. Flat: a feed has 50,000
    /// components, and a list each was an allocation each. A floor is `1·size >= 0`, so its
    /// value is its size's, whose variable its index tells (``NonNegativeSizes/size(ofFloor:in:)``),
    /// read without its equation (a cache miss each over a large layout's 200,000 floors).
    private var slackFloorsByComponent = FlatGroups<Int32>()
    /// Components whose solver changed since their slack floors were last looked at: only
    /// there can a size have fallen below zero, so an edit looks at a few floors, not all.
    private var floorsToRecheck: [Bool] = []

    private struct Handle: Hashable {
        var handle: ConstraintHandle
        /// Int32, like the handle's own number: one per equation, 8 bytes (see ``HandleTable``).
        private var componentIndex: Int32

        init(component: Int, handle: ConstraintHandle) {
            self.componentIndex = Int32(component)
            self.handle = handle
        }

        var component: Int { Int(componentIndex) }

        /// Marks an equation with no handle in ``HandleTable``.
        static let none = Handle(component: -1, handle: .placeholder)
    }

    /// A handle or none per equation: 8 bytes each, where `[Handle?]` took 12 (750,000
    /// equations on a 100,001-view feed).
    private struct HandleTable {
        private var storage: [Handle] = []

        init() {}

        init(count: Int) {
            storage = Array(repeating: .none, count: count)
        }

        var indices: Range<Int> { storage.indices }
        var count: Int { storage.count }

        subscript(equation: Int) -> Handle? {
            get { storage[equation].component >= 0 ? storage[equation] : nil }
            set { storage[equation] = newValue ?? .none }
        }

        mutating func append(_ handle: Handle?) { storage.append(handle ?? .none) }
        mutating func reserveCapacity(_ capacity: Int) { storage.reserveCapacity(capacity) }
    }

    /// The equation of each constraint in the solvers, by component and the handle's id (a
    /// solver numbers its constraints from 0 in the order added): arrays, not a dictionary
    /// keyed by handle, so that adding 45,000 equations hashes nothing.
    private struct EquationsByHandle {
        /// Component `c`'s first handles are at `equations[starts[c]..<starts[c + 1]]`, one
        /// slot per constraint its solver was made for: one flat array, where an array per
        /// component was 50,000 allocations on a 100,001-view feed.
        private var starts: [Int32]
        /// -1 for a handle with no equation (Int32, not `Int?`: a quarter of the room).
        private var equations: [Int32]
        /// Handles past their component's slots: floors taken in once the solution leans on
        /// them, constraints given up and added again below required, a REPL's edits.
        private var later: [Handle: Int32] = [:]

        init(constraintCounts: [Int]) {
            var starts: [Int32] = [0]
            starts.reserveCapacity(constraintCounts.count + 1)
            for count in constraintCounts { starts.append(starts[starts.count - 1] + Int32(count)) }
            self.starts = starts
            equations = [Int32](repeating: -1, count: Int(starts[starts.count - 1]))
        }

        subscript(handle: Handle) -> Int? {
            get {
                let equation = slot(of: handle).map { equations[$0] } ?? later[handle] ?? -1
                return equation >= 0 ? Int(equation) : nil
            }
            set {
                if let slot = slot(of: handle) {
                    equations[slot] = newValue.map(Int32.init) ?? -1
                } else {
                    later[handle] = newValue.map(Int32.init)
                }
            }
        }

        private func slot(of handle: Handle) -> Int? {
            guard starts.indices.contains(handle.component + 1) else { return nil }
            let start = Int(starts[handle.component])
            return handle.handle.id < Int(starts[handle.component + 1]) - start ? start + handle.handle.id : nil
        }
    }

    /// What adding an equation came to.
    private enum Outcome {
        case added
        /// A conflict gave up this forest edge: the forest must be rebuilt without it.
        case breakEdge(Int)
        /// The equation joins solvers that were independent: they must be rebuilt as one.
        case joinsComponents
        /// A conflict while the forest held values derived from the app's equalities: solve
        /// again without them.
        case conflictWithPropagatedValues
    }

    /// The equation of each document constraint that has one, by constraint index; -1 for
    /// none (Int32: 4 bytes a constraint, where `Int?` took 16).
    private var equationByConstraint: [Int32] = []
    /// For each layout variable, the equations that mention it; built on first use.
    private var equationsByVariable: [[Int]]?
    /// Equations that may not define positions: they were given up in a conflict.
    private var forestExclusions: Set<EquationOrigin> = []
    private var cachedValues: [Double]?
    /// Each component's free solver variables, until its solver changes (`nil`: not known):
    /// after an edit only the components it touched are analysed again. By component, one
    /// slot each from the first analysis on (empty before): a dictionary hashed each of a
    /// feed's 50,000 components and took three times the room.
    private var unpinnedByComponent: [Set<Variable>?] = []
    /// What ``unpinnedVariables()`` found, until a solver changes (`why` asks it each time).
    private var cachedUnpinned: Set<Int>?
    /// What ``analyze()`` found, until the next edit.
    var cachedAnalysis: LayoutAnalysis?
    /// Each item's superview (owner) in ``system``, once worked out: edits change
    /// constraints, not the hierarchy, so it lasts until the system is built again.
    var cachedParentIndexes: ParentIndexes?

    /// Nothing is derived from what the document does not give (unknown frames; see
    /// ``LayoutBuilder``).
    ///
    /// - Parameter propagatesFixedValues: whether the forest may fix the values required
    ///   equalities determine. A session that will be edited (the REPL's) passes `false`: a
    ///   what-if edit of such an equality, or a conflict an edit causes, would otherwise start
    ///   the whole layout over (hundreds of milliseconds on 10,000 views, where an edit takes one).
    public init(document: LayoutDocument, propagatesFixedValues: Bool = true) {
        self.document = document
        self.propagatesFixedValues = propagatesFixedValues
        let system = LayoutBuilder.build(document)
        self.system = system
        // Placeholders until solveAll() builds both.
        self.forest = PositionForest(LayoutSystem(layoutDirection: document.layoutDirection), excluded: [], preferredRoots: [])
        self.components = ComponentSolvers()
        solveAll()
        if Self.keepsSessionsUntilExit { Self.keptUntilExit.append(self) }
    }

    /// Sessions kept until the process ends; held here rather than leaked so that they stay
    /// reachable (LeakSanitizer reports only what nothing points to).
    nonisolated(unsafe) private static var keptUntilExit: [LayoutSession] = []

    /// Whether sessions made from now on are kept until the process ends instead of freed:
    /// set by a one-shot command (`check`) that exits right after its report, where freeing a
    /// large session object by object costs more than the system reclaiming the process's
    /// memory at exit. Never set where sessions come and go (the REPL). Set it before any
    /// session is made, from one thread.
    nonisolated(unsafe) public static var keepsSessionsUntilExit = false

    /// Builds the forest and the solvers from ``system`` and adds every equation; when a
    /// conflict gives up a forest edge, starts again without that edge in the forest.
    private func solveAll() {
        while true {
            switch trySolveAll() {
            case .added, .joinsComponents: return
            case let .breakEdge(edge): forestExclusions.insert(system.equations[edge].origin)
            case .conflictWithPropagatedValues: propagatesFixedValues = false
            }
        }
    }

    /// Builds and solves everything; the first outcome that is not `.added` ends it.
    private func trySolveAll() -> Outcome {
        conflicts = []
        broken = []
        let rootPositions = system.index(of: document.rootID).map {
            [LayoutSystem.variable($0, .minX), LayoutSystem.variable($0, .minY)]
        } ?? []
        let newForest = PositionForest(
            system, excluded: forestExclusions, preferredRoots: rootPositions, propagatesFixedValues: propagatesFixedValues)
        let currentSystem = system
        forest = newForest
        // Each equation as its solver will see it; not kept once it is in (a REPL's edit
        // substitutes again, in microseconds), so that the forms do not outlive the solving.
        var forms = SubstitutedForms(currentSystem, forest: newForest)
        // A size floor waits outside the solvers until the solution leans on it
        // (``insertNeededFloors()``), unless the forest fixes its size (its form, the size's
        // one term, is then empty). Decided once per equation: three passes below ask.
        let waitsOutside = currentSystem.equations.indices.map { index in
            NonNegativeSizes.size(ofFloor: index, in: currentSystem).map { !newForest.defines($0) } ?? false
        }
        components = ComponentSolvers(
            variableCount: currentSystem.variableCount, forms: forms, isSolverVariable: { !newForest.defines($0) },
            markers: { index, form in
                // Nor does a form that substitution left without variables and that holds
                // (`label.width <= 120` once the width is fixed): `insert` keeps it out.
                guard !waitsOutside[index],
                    !Self.isHeldConstant(form, currentSystem.equations[index].relation, currentSystem.equations[index].priority)
                else { return 0 }
                return Solver.markers(of: Strength(currentSystem.equations[index].priority.rawValue))
            })
        handles = HandleTable(count: system.equations.count)
        equationByHandle = EquationsByHandle(constraintCounts: components.constraintCounts)
        isHeldConstant = Array(repeating: false, count: system.equations.count)
        isSlackFloor = waitsOutside
        var floorPairs: [(key: Int, element: Int32)] = []
        floorPairs.reserveCapacity(waitsOutside.count { $0 })
        floorsToRecheck = Array(repeating: true, count: components.solvers.count)
        equationByConstraint = Array(repeating: -1, count: document.constraints.count)
        equationsByVariable = nil
        cachedValues = nil
        unpinnedByComponent = []
        cachedUnpinned = nil
        cachedAnalysis = nil
        for index in system.equations.indices {
            // Noted here rather than in a pass of its own: each pass over a large layout's
            // equations (30 MB on a 100,001-view feed) reads them from memory again.
            if case let .document(constraint) = system.equations[index].origin { equationByConstraint[constraint] = Int32(index) }
            // Let go as it goes in: the solver keeps its own expression.
            guard let form = forms.take(index) else { continue }
            if waitsOutside[index] {
                floorPairs.append((components.component(of: form) ?? components.constantComponent, Int32(index)))
                continue
            }
            switch insert(index, form: form) {
            case .added, .joinsComponents: continue
            case let outcome: return outcome
            }
        }
        slackFloorsByComponent = FlatGroups(keyCount: components.solvers.count, floorPairs)
        return insertNeededFloors()
    }

    /// Moves the size floors the solution leans on from ``isSlackFloor`` into the solvers, most
    /// negative size first (one floor often lifts a whole chain of sizes), until every size
    /// left out is clearly above zero. Adding a required inequality to a solved tableau is
    /// the solver's ordinary incremental step; a conflict one of them causes is handled as
    /// any other.
    ///
    /// Only the floors of components changed since the last look are read: elsewhere every
    /// size is where that look left it, above zero.
    private func insertNeededFloors() -> Outcome {
        while true {
            var needed: [(value: Double, equation: Int)] = []
            // When every component is to be looked at (right after solving), the sizes come from
            // ``values``: one pass over the solvers, which `check` reads next anyway, instead of
            // a pass for the floors and another for the values (a large layout's 50,000 solvers
            // are out of the cache by then, a miss or more each). Unchanged if no floor goes in.
            let allValues = floorsToRecheck.allSatisfy { $0 } ? values : nil
            for component in floorsToRecheck.indices where floorsToRecheck[component] {
                floorsToRecheck[component] = false
                for equation in slackFloorsByComponent[component] where isSlackFloor[Int(equation)] {
                    guard let size = NonNegativeSizes.size(ofFloor: Int(equation), in: system) else { continue }
                    let value = allValues?[size] ?? components.value(of: size)
                    if NonNegativeSizes.isNeeded(at: value) { needed.append((value, Int(equation))) }
                }
            }
            if needed.isEmpty { return .added }
            needed.sort { ($0.value, $0.equation) < ($1.value, $1.equation) }
            for (_, equation) in needed {
                guard isSlackFloor[equation] else { continue }
                let form = substitutedForm(equation)
                guard NonNegativeSizes.isNeeded(at: solvedValue(of: form)) else { continue }
                isSlackFloor[equation] = false
                switch insert(equation, form: form) {
                case .added, .joinsComponents: continue
                case let outcome:
                    // The caller rebuilds; until then, nothing is known to be above zero.
                    floorsToRecheck = Array(repeating: true, count: floorsToRecheck.count)
                    return outcome
                }
            }
        }
    }

    /// The value of a form over the variables the solvers see.
    private func solvedValue(of form: LinearForm) -> Double {
        form.terms.reduce(form.constant) { $0 + $1.coefficient * components.value(of: $1.variable) }
    }

    /// Starts over from the document (after an edit the forest cannot follow).
    private func rebuild() {
        system = LayoutBuilder.build(document)
        cachedParentIndexes = nil
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
    public func unpinnedVariables() -> Set<Int> {
        if let cachedUnpinned { return cachedUnpinned }
        let unpinned = unpinnedVariables(in: SolverCopies(components.solvers))
        cachedUnpinned = unpinned
        return unpinned
    }

    /// The layout variables the solvers (this session's, or copies with more constraints)
    /// leave free. Forest positions are free when their parent or a size on their path is,
    /// unless those cancel: suspects are checked exactly with probe variables (one per
    /// component their path crosses; a sum over independent components is pinned exactly
    /// when each part is).
    func unpinnedVariables(in solvers: SolverCopies) -> Set<Int> {
        var result = Set<Int>()
        for component in 0..<solvers.count {
            let free = unpinnedSolverVariables(component, in: solvers)
            guard !free.isEmpty else { continue }
            for variable in components.layoutVariables(of: component) {
                if let slot = components.slot(of: variable), free.contains(slot.variable) { result.insert(variable) }
            }
        }
        var suspects: [Int] = []
        for (index, link) in forest.links.enumerated() {
            if result.contains(link.parent) || forest.offsetTerms(ofLinkAt: index).contains(where: { result.contains($0.variable) }) {
                suspects.append(link.variable)
                result.insert(link.variable)
            }
        }
        guard !suspects.isEmpty else { return result }
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
        var free: [Int: Set<Variable>] = [:]
        for (variable, parts) in probes {
            let pinned = parts.allSatisfy { part in
                if free[part.component] == nil { free[part.component] = unpinnedSolverVariables(part.component, in: solvers) }
                return free[part.component]?.contains(part.probe) == false
            }
            if pinned { result.remove(variable) }
        }
        return result
    }

    /// The solver variables of a component that the optimum leaves free; for the session's
    /// own solver (not a copy) remembered until that solver changes.
    private func unpinnedSolverVariables(_ component: Int, in solvers: SolverCopies) -> Set<Variable> {
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
        guard let index = equationsByVariable, index.indices.contains(variable) else { return [] }
        return index[variable]
    }

    private func indexEquationsByVariable() {
        guard equationsByVariable == nil else { return }
        var index = [[Int]](repeating: [], count: system.variableCount)
        for (equation, value) in system.equations.enumerated() {
            for term in value.terms where index.indices.contains(term.variable) {
                index[term.variable].append(equation)
            }
        }
        equationsByVariable = index
    }

    // MARK: - Edits

    /// Makes room for `extra` constraints more, gives the session's document storage of its
    /// own and indexes the equations by variable, so that the first what-if edit or `why`
    /// does not pay for copying what the session shares with its caller or for building the
    /// index (the caller of a REPL calls this while loading).
    public func reserveForEdits(_ extra: Int) {
        document.reserveForEdits(extra)
        system.equations.reserveCapacity(system.equations.count + extra)
        handles.reserveCapacity(handles.count + extra)
        isHeldConstant.reserveCapacity(isHeldConstant.count + extra)
        // `why` walks it; built here, while loading, and kept up to date by `add`.
        indexEquationsByVariable()
    }

    /// Takes a document constraint out of the solver. A conflict it was part of is gone; the
    /// constraint that conflict gave up is tried as required again (it may conflict anew).
    public func deactivate(constraintAt index: Int) {
        guard document.constraints.indices.contains(index) else { return }
        cachedAnalysis = nil
        document.setActive(false, constraintAt: index)
        guard let equation = self.equation(forConstraintAt: index) else { return }
        if forest.isEdge(equation) {
            if forest.hasPropagatedValues && forest.fixesValue(equation) { propagatesFixedValues = false }
            rebuild()
            return
        }
        if isHeldConstant[equation] {
            isHeldConstant[equation] = false
            return
        }
        guard let handle = handles[equation] else { return }
        try? components.solvers[handle.component].remove(handle.handle)
        changed(handle.component)
        handles[equation] = nil
        equationByHandle[handle] = nil
        broken.remove(equation)
        let resolved = conflicts.filter { $0.equations.contains(equation) }
        conflicts.removeAll { $0.equations.contains(equation) }
        for conflict in resolved where conflict.broken != equation && broken.contains(conflict.broken) {
            let stillBroken = conflicts.contains { $0.broken == conflict.broken }
            guard !stillBroken, let brokenHandle = handles[conflict.broken] else { continue }
            try? components.solvers[brokenHandle.component].remove(brokenHandle.handle)
            changed(brokenHandle.component)
            equationByHandle[brokenHandle] = nil
            handles[conflict.broken] = nil
            broken.remove(conflict.broken)
            if case .added = insert(conflict.broken) { continue }
            rebuild()
            return
        }
        // Without the constraint a size may now reach zero.
        if case .added = insertNeededFloors() { return }
        rebuild()
    }

    /// Puts a document constraint back into the solver; returns the conflicts that causes.
    @discardableResult
    public func activate(constraintAt index: Int) -> [Conflict] {
        guard document.constraints.indices.contains(index) else { return [] }
        cachedAnalysis = nil
        document.setActive(true, constraintAt: index)
        let equation: Int
        if let existing = self.equation(forConstraintAt: index) {
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
        cachedAnalysis = nil
        let index = document.appendConstraint(constraint)
        guard constraint.isActive, let equation = appendEquation(forConstraintAt: index) else { return (index, []) }
        return (index, insertReportingConflicts(equation))
    }

    private func insertReportingConflicts(_ equation: Int) -> [Conflict] {
        let before = conflicts
        if case .added = insert(equation), case .added = insertNeededFloors() {} else {
            rebuild()
        }
        return conflicts.filter { !before.contains($0) }
    }

    private func appendEquation(forConstraintAt index: Int) -> Int? {
        guard let equation = system.equation(for: document.constraints[index], origin: .document(index)) else { return nil }
        system.equations.append(equation)
        handles.append(nil)
        isHeldConstant.append(false)
        if var byVariable = equationsByVariable {
            // The newest equation comes last in each list: the lists stay ascending.
            equationsByVariable = nil
            for term in equation.terms where byVariable.indices.contains(term.variable) {
                byVariable[term.variable].append(system.equations.count - 1)
            }
            equationsByVariable = byVariable
        }
        if equationByConstraint.count <= index {
            equationByConstraint += Array(repeating: -1, count: index + 1 - equationByConstraint.count)
        }
        equationByConstraint[index] = Int32(system.equations.count - 1)
        return system.equations.count - 1
    }

    // MARK: - Solving with conflicts

    /// The equation as its solver sees it: forest positions substituted.
    private func substitutedForm(_ index: Int) -> LinearForm {
        forest.substitute(system.equations[index].form)
    }

    /// Adds an equation to its component's solver; on a conflict records its minimal set,
    /// gives one member up and tries again until the equation is in.
    private func insert(_ index: Int, form substituted: LinearForm? = nil) -> Outcome {
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
                var budget = Self.conflictSearchBudget
                let minimal = solver.minimalConflict(adding: constraint, involving: involved, budget: &budget)
                let existing = minimal.members.compactMap { equationByHandle[Handle(component: part.component, handle: $0)] }
                let members = minimalMembers(existing + [index], budget: &budget)
                let victim = Conflict.breakingRule(members.equations, in: system, document: document)
                conflicts.append(Conflict(
                    equations: members.equations, broken: victim, isMinimal: minimal.isMinimal && members.isMinimal))
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
    private static func isHeldConstant(_ form: LinearForm, _ relation: Relation, _ priority: Priority) -> Bool {
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
    /// cycle of thousands would need millions (minutes), and is reported unreduced instead.
    public static let conflictSearchBudget = 100_000

    /// The solver's minimal conflict is minimal over substituted equations; with the forest
    /// edges those went through it is a conflict of the layout's own equations, which a
    /// deletion filter makes minimal again (a few tiny solves), while the budget lasts.
    private func minimalMembers(_ candidates: [Int], budget: inout Int) -> (equations: [Int], isMinimal: Bool) {
        var members = Set(candidates)
        for candidate in candidates {
            members.formUnion(forest.edges(substituting: system.equations[candidate].form))
        }
        var result = members.sorted()
        for member in result.reversed() where result.count > 1 {
            guard budget >= result.count else { return (result, false) }
            budget -= result.count
            let rest = result.filter { $0 != member }
            if !Self.areSatisfiable(rest.map { system.equations[$0] }) { result = rest }
        }
        return (result, true)
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

    private func addBroken(_ index: Int, _ part: (component: Int, expression: LinearExpression)) {
        broken.insert(index)
        let constraint = LinearConstraint(
            expression: part.expression, relation: system.equations[index].relation.linear, strength: Strength(Self.brokenPriority))
        changed(part.component)
        if let handle = try? components.solvers[part.component].add(constraint) {
            record(Handle(component: part.component, handle: handle), for: index)
        }
    }

    /// Forgets what was worked out from a component's solver, which is about to change.
    private func changed(_ component: Int) {
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
