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
    public internal(set) var document: LayoutDocument
    public internal(set) var system: LayoutSystem
    /// The conflicts found so far, in the order found; each with the member given up.
    public internal(set) var conflicts: [Conflict] = []
    /// Equations given up in a conflict; they stay in the solver below required.
    public internal(set) var broken: Set<Int> = []
    /// Time spent explaining conflicts (shrinking them to minimal sets and breaking one), for
    /// `check --timings` and the benchmarks.
    public internal(set) var conflictExplanationTime: Duration = .zero
    /// The document's constraints as the session was made: which the input held inactive (a
    /// placeholder, one for another size class) is asked of them, as an edit's deactivation is
    /// not the input's. The same storage as the document's until an edit changes that.
    private let constraintsAtStart: [Constraint]

    /// The strength a broken constraint keeps: above every priority UIKit uses (999.999),
    /// below required.
    public static let brokenPriority: Double = 999.9999

    var forest: PositionForest
    /// Whether the forest fixes every value required equalities determine; cleared for good
    /// by the first conflict (see the type's note).
    var propagatesFixedValues = true
    /// The solvers, one per independent part of the layout.
    var components: ComponentSolvers
    /// The handle of each equation in its solver (`nil`: not in one — deactivated, or a forest edge).
    var handles = HandleTable()
    var equationByHandle = EquationsByHandle(constraintCounts: [])
    /// Equations that substitution left without variables and that hold (or are optional):
    /// active, but nothing a solver needs to see (`image.width >= 0` once the width is fixed).
    /// By equation index.
    var isHeldConstant: [Bool] = []
    /// Size floors (``NonNegativeSizes``) left out of the solvers because the solution keeps
    /// their size above zero without them, by equation index: they hold, so they count as
    /// active. Flags, not a table of their forms: a waiting floor's form is its size's one
    /// term, which ``substitutedForm(_:)`` gives back as it is, and a table keyed by equation
    /// would cost room and a hash per floor.
    var isSlackFloor: [Bool] = []
    /// The floors of ``isSlackFloor`` by the component their size is solved in (a floor's
    /// variables are in one component, like any form the components were built from); taken
    /// floors stay listed until the next rebuild and are skipped. Flat: a large feed has tens
    /// of thousands of components, and a list each would be an allocation each. A floor is
    /// `1·size >= 0`, so its value is its size's, whose variable its index tells
    /// (``NonNegativeSizes/size(ofFloor:in:)``), read without its equation (a cache miss each
    /// over a large layout's floors).
    private var slackFloorsByComponent = FlatGroups<Int32>()
    /// Components whose solver changed since their slack floors were last looked at: only
    /// there can a size have fallen below zero, so an edit looks at a few floors, not all.
    var floorsToRecheck: [Bool] = []

    /// What adding an equation came to.
    enum Outcome {
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
    /// none (Int32: 4 bytes a constraint, where `Int?` takes 16).
    var equationByConstraint: [Int32] = []
    /// For each layout variable, the equations that mention it; built on first use.
    var equationsByVariable: EquationsByVariable?
    /// Equations that may not define positions: they were given up in a conflict.
    private var forestExclusions: Set<EquationOrigin> = []
    /// A forest made for ``system`` before the session (see `init`), until the first solving takes it.
    private var madeForest: PositionForest?
    /// The forest, when the first solving's forest is the one the session kept: no conflict
    /// gave up an edge or stopped values from propagating.
    var firstForest: PositionForest? {
        forestExclusions.isEmpty && propagatesFixedValues ? forest : nil
    }
    /// The breaking rule's choice by conflict (its members, ascending) while ``solveAll()``
    /// runs: a conflict that gives up a forest edge is found again, the same, once the forest
    /// is built without that edge, and a long one costs a lookup or two per member to rank.
    var breakingChoices: [[Int]: Int]?
    /// The members of each size sum's conflict (``SizeSum``) worked out before solving, by its
    /// equality, while ``solveAll()`` runs: ``insertFloors(of:)`` meets it once its floors are
    /// needed.
    var foreseenSizeSums: [Int: [Int]] = [:]
    /// How many times every equation went into the solvers: once, unless a conflict found
    /// while solving gave up a forest edge (counted for the tests of solving work).
    private(set) var wholeSolves = 0
    var cachedValues: [Double]?
    /// Each component's free solver variables, until its solver changes (`nil`: not known):
    /// after an edit only the components it touched are analysed again. By component, one
    /// slot each from the first analysis on (empty before): a dictionary would hash each of
    /// a large feed's components and take more room.
    var unpinnedByComponent: [BitSet<Variable>?] = []
    /// What ``unpinnedVariables()`` found, until a solver changes (`why` asks it each time).
    var cachedUnpinned: BitSet<Int>?
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
    ///   the whole layout over, which costs orders of magnitude more than the edit.
    /// - Parameter holdsRootAtRecordedSize: whether a root that sizes itself at run time (a
    ///   table view cell) is held at its recorded size instead, as Interface Builder's canvas
    ///   holds a cell at its row height.
    public convenience init(document: LayoutDocument, propagatesFixedValues: Bool = true, holdsRootAtRecordedSize: Bool = false) {
        self.init(
            document: document, system: LayoutBuilder.build(document, holdsRootAtRecordedSize: holdsRootAtRecordedSize),
            propagatesFixedValues: propagatesFixedValues)
    }

    /// A session over `system`, which ``LayoutBuilder`` built from `document` (or one that
    /// differs from it only where ``LayoutSystem/holdingRoot(_:at:)`` moved it).
    ///
    /// - Parameter forest: the forest of `system` with every value propagated, made already
    ///   (``PositionForest/refixed(in:from:)``): the first solving uses it instead of building one.
    init(document: LayoutDocument, system: LayoutSystem, propagatesFixedValues: Bool = true, forest: PositionForest? = nil) {
        self.document = document
        constraintsAtStart = document.constraints
        self.propagatesFixedValues = propagatesFixedValues
        self.system = system
        madeForest = forest
        // Placeholders until solveAll() builds both.
        self.forest = PositionForest(LayoutSystem(layoutDirection: document.layoutDirection), excluded: [], preferredRoots: [])
        self.components = ComponentSolvers()
        solveAll()
        Self.whenMade?(self)
    }

    /// Whether the constraint at `index` was inactive in the document the session was made
    /// from; `false` for one added since.
    public func wasInactiveAtStart(constraintAt index: Int) -> Bool {
        constraintsAtStart.indices.contains(index) && !constraintsAtStart[index].isActive
    }

    /// Whether any constraint was inactive in that document: a report of thousands of free
    /// views asks once, not for each.
    public private(set) lazy var heldInactiveAtStart = constraintsAtStart.contains { !$0.isActive }

    /// Called with each session once it is made, for a caller that holds sessions past their
    /// use (a one-shot command that exits right after its report). Set it before any session
    /// is made, from one thread.
    nonisolated(unsafe) public static var whenMade: ((LayoutSession) -> Void)?

    /// Builds the forest and the solvers from ``system`` and adds every equation; when a
    /// conflict gives up a forest edge, starts again without that edge in the forest.
    private func solveAll() {
        breakingChoices = [:]
        defer {
            breakingChoices = nil
            foreseenSizeSums = [:]
        }
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
        let newForest: PositionForest
        if let madeForest, forestExclusions.isEmpty, propagatesFixedValues {
            newForest = madeForest
        } else {
            newForest = PositionForest(
                system, excluded: forestExclusions, preferredRoots: rootPositions, propagatesFixedValues: propagatesFixedValues)
        }
        madeForest = nil
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
        // Equations that may be size sums, noted as the forms are read for the solvers' sizes.
        var sizeSumCandidates: [(equation: Int, form: LinearForm)] = []
        var plan = ComponentSolvers.SolverPlan()
        components = ComponentSolvers(
            variableCount: currentSystem.variableCount, forms: forms, isSolverVariable: { !newForest.defines($0) },
            markers: { index, form in
                // Nor does a form that substitution left without variables and that holds
                // (`label.width <= 120` once the width is fixed): `insert` keeps it out.
                let relation = currentSystem.equations[index].relation
                let priority = currentSystem.equations[index].priority
                guard !waitsOutside[index], !Self.isHeldConstant(form, relation, priority) else { return 0 }
                if Self.isSizeSum(form, relation, priority, floorWaits: { waitsOutside[$0] }, in: currentSystem) {
                    sizeSumCandidates.append((index, form))
                }
                return Solver.markers(of: Strength(priority.rawValue))
            }, plan: &plan)
        foreseenSizeSums = [:]
        if let outcome = edgeGivenUp(bySizeSumsAmong: sizeSumCandidates) { return outcome }
        components.makeSolvers(plan)
        handles = HandleTable(count: system.equations.count)
        let waitingFloors = waitsOutside.count { $0 }
        // The floors the solution leans on get their handles later: room for as many as wait.
        equationByHandle = EquationsByHandle(constraintCounts: components.constraintCounts, laterCapacity: waitingFloors)
        isHeldConstant = Array(repeating: false, count: system.equations.count)
        isSlackFloor = waitsOutside
        var floorPairs: [(key: Int, element: Int32)] = []
        floorPairs.reserveCapacity(waitingFloors)
        floorsToRecheck = Array(repeating: true, count: components.solvers.count)
        equationByConstraint = Array(repeating: -1, count: document.constraints.count)
        equationsByVariable = nil
        cachedValues = nil
        unpinnedByComponent = []
        cachedUnpinned = nil
        cachedAnalysis = nil
        wholeSolves += 1
        for index in system.equations.indices {
            // Noted here rather than in a pass of its own: each pass over a large layout's
            // equations, far larger than the cache, reads them from memory again.
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
    func insertNeededFloors() -> Outcome {
        while true {
            var needed: [(value: Double, equation: Int)] = []
            // When every component is to be looked at (right after solving), the sizes come from
            // ``values``: one pass over the solvers, which `check` reads next anyway, instead of
            // a pass for the floors and another for the values (a large layout's solvers
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
            let sums = sizeSums(among: needed)
            for (_, equation) in needed {
                guard isSlackFloor[equation] else { continue }
                if !sums.isEmpty, let size = NonNegativeSizes.size(ofFloor: equation, in: system),
                    let sum = components.slot(of: size).flatMap({ sums[$0.component] })
                {
                    // All at once, where the last of them would have failed.
                    guard equation == sum.floors.last else { continue }
                    switch insertFloors(of: sum) {
                    case .added, .joinsComponents: continue
                    case let outcome:
                        floorsToRecheck = Array(repeating: true, count: floorsToRecheck.count)
                        return outcome
                    }
                }
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
    func rebuild() {
        system = LayoutBuilder.build(document)
        cachedParentIndexes = nil
        forestExclusions = forestExclusions.filter { origin in
            if case let .document(index) = origin { return document.constraints.indices.contains(index) }
            return true
        }
        solveAll()
    }
}
