/// An incremental linear-constraint solver in the Cassowary family, as kiwi implements it
/// (Badros, Borning & Stuckey's simplex with markers, error variables and a dual simplex
/// for edits), with three changes:
///
/// * **Lexicographic priorities** (see ``Strength``): the objective is a vector over
///   priority levels, never one weighted sum.
/// * **Explanations**: a required constraint that cannot be added throws
///   ``SolverError/unsatisfiable(involving:)`` listing the constraints whose markers appear
///   in the contradiction, and ``minimalConflict(adding:involving:)`` shrinks that set.
/// * **Ambiguity**: ``unpinnedVariables()`` finds exactly which variables the optimum leaves
///   free.
///
/// The solver is a class because its tableau is large, mutated in place and identity-heavy;
/// a copy-on-write struct would silently copy it whenever a caller kept a second reference.
/// ``copy()`` makes an independent solver when one is wanted (cheaply: the tableau's arrays
/// are shared until either side changes).
///
/// Every operation either succeeds or throws and leaves the solver as it was; nothing in
/// here traps on any input. Values are available at any time through ``value(of:)``:
/// the solver is re-optimized after every change.
public final class Solver {
    private(set) var tableau = Tableau()
    /// Bumped by every operation that changes the tableau; `valueMemo` entries from older
    /// generations are stale. (A `didSet` on `tableau` would do it too, but observers make
    /// every read of `tableau` copy it, which costs more than the whole solve.)
    private var generation: UInt64 = 1
    private var valueMemo: [(generation: UInt64, value: Double)] = []
    /// The constraints in the solver by handle id; `nil` once removed (or never added).
    private var records: [Record?] = []
    /// The terms of every constraint in `records`, each one's in a run of its own (see
    /// ``Record``); runs of removed constraints stay until they are half the array.
    private var recordTerms: [LinearExpression.Term] = []
    /// The names variables were made with, by symbol; an empty name is not kept (the solvers
    /// of a layout's parts name none of their variables). Which symbols are variables
    /// the tableau's kinds say.
    private var names: [Symbol: String] = [:]
    private var edits: [Variable: Edit] = [:]
    /// The first constraints, while they are bounds on one variable at one value: kept out
    /// of the tableau until it is needed (see ``HeldBounds``).
    private var held = HeldBounds()
    /// How many of `recordTerms` belong to constraints still in `records`. (The small fields
    /// come last, where they share the padding: a layout makes a solver per part, tens of
    /// thousands on a large feed, and a few bytes more cost each one a larger allocation.)
    private var liveRecordTerms: Int32 = 0
    /// Set while `rebuild` runs, so a breakdown during it does not start another rebuild.
    private var isRebuilding = false

    /// What the solver keeps per constraint: the constraint, its terms in `recordTerms` (one
    /// array for the solver, not an allocation and an array header per constraint: a large
    /// feed's small solvers hold hundreds of thousands of constraints),
    /// and its markers. 32 bytes.
    private struct Record {
        /// The constraint's terms are `recordTerms[termStart ..< termStart + termCount]`.
        var termStart: Int32
        var termCount: Int32
        var constant: Double
        var strength: Strength
        /// The symbol that tracks the constraint through pivots: the slack of an inequality,
        /// the dummy of a required equality, the positive error of a non-required equality.
        var marker: Symbol
        var relation: LinearRelation

        /// The second error symbol of a non-required constraint: `insert` makes it right
        /// after the marker, so it is not stored.
        var other: Symbol? { strength.isRequired ? nil : marker + 1 }
    }

    /// The record of a constraint put into the tableau with these markers; its terms go to
    /// the end of `recordTerms`.
    private func makeRecord(_ constraint: LinearConstraint, marker: Symbol, other: Symbol?) -> Record {
        let record = Record(
            termStart: Int32(recordTerms.count), termCount: Int32(constraint.expression.terms.count),
            constant: constraint.expression.constant, strength: constraint.strength, marker: marker,
            relation: constraint.relation)
        assert(record.other == other, "a constraint's second error symbol comes right after its marker")
        // A loop: `append(contentsOf:)` costs more for the one to three terms of the usual case.
        for term in constraint.expression.terms { recordTerms.append(term) }
        liveRecordTerms += Int32(constraint.expression.terms.count)
        return record
    }

    /// The constraint a record keeps, with its terms taken from `terms`.
    private static func constraint(of record: Record, in terms: [LinearExpression.Term]) -> LinearConstraint {
        let start = Int(record.termStart)
        let expression = LinearExpression(terms: Array(terms[start ..< start + Int(record.termCount)]), constant: record.constant)
        return LinearConstraint(expression: expression, relation: record.relation, strength: record.strength)
    }

    /// Forgets a removed record's terms; once most of `recordTerms` is such leftovers (a REPL
    /// that adds and removes constraints for a long time), copies the live runs together.
    private func dropTerms(of record: Record) {
        liveRecordTerms -= record.termCount
        guard recordTerms.count > 2 * Int(liveRecordTerms) + 64 else { return }
        var compacted: [LinearExpression.Term] = []
        compacted.reserveCapacity(Int(liveRecordTerms))
        for id in records.indices {
            guard let record = records[id] else { continue }
            let start = Int(record.termStart)
            records[id]?.termStart = Int32(compacted.count)
            compacted.append(contentsOf: recordTerms[start ..< start + Int(record.termCount)])
        }
        recordTerms = compacted
    }

    private struct Edit {
        var handle: ConstraintHandle
        var value: Double
    }

    public init() {}

    /// Makes room for `variables` variables and `constraints` constraints, so that a solver
    /// whose size is known before it is filled (one part of a layout) does not regrow its
    /// per-symbol arrays one doubling at a time: thousands of small solvers spent more on that
    /// than on solving, and the last doubling left up to half of each array unused.
    /// ``markers(of:)`` tells how many symbols each constraint adds; `terms` is how many terms
    /// the constraints' expressions have in all (the solver keeps them).
    public func reserveCapacity(variables: Int, constraints: Int, markers: Int, terms: Int = 0) {
        tableau.reserveCapacity(symbols: variables + markers)
        records.reserveCapacity(constraints)
        recordTerms.reserveCapacity(terms)
    }

    /// The symbols a constraint of this strength adds besides its variables: a slack or a
    /// dummy for a required one, two (slack and error, or two errors) otherwise.
    public static func markers(of strength: Strength) -> Int {
        strength.isRequired ? 1 : 2
    }

    /// An independent solver with the same variables, constraints and edit variables.
    public func copy() -> Solver {
        let solver = Solver()
        solver.tableau = tableau
        solver.records = records
        solver.recordTerms = recordTerms
        solver.liveRecordTerms = liveRecordTerms
        solver.names = names
        solver.edits = edits
        solver.held = held
        return solver
    }

    // MARK: Variables

    /// A new variable, 0 until constraints say otherwise.
    public func makeVariable(name: String) -> Variable {
        let symbol = tableau.makeSymbol(.external)
        if !name.isEmpty { names[symbol] = name }
        return Variable(symbol: symbol)
    }

    /// The name the variable was made with ("" if it is not this solver's).
    public func name(of variable: Variable) -> String {
        contains(variable) ? names[variable.symbol] ?? "" : ""
    }

    /// Whether `variable` was made by this solver's ``makeVariable(name:)``.
    public func contains(_ variable: Variable) -> Bool {
        variable.symbol >= 0 && Int(variable.symbol) < tableau.symbolCount && tableau.kind(of: variable.symbol) == .external
    }

    /// Every variable made by this solver, in creation order.
    public var variables: [Variable] {
        (0..<tableau.symbolCount).compactMap { index in
            tableau.kind(of: Symbol(index)) == .external ? Variable(symbol: Symbol(index)) : nil
        }
    }

    /// The variable's value at the current optimum (0 for a variable no constraint mentions,
    /// or one that is not this solver's).
    public func value(of variable: Variable) -> Double {
        // With bounds held, the tableau has no rows: every other variable is 0. Asked first, as
        // it needs nothing from the tableau's arrays (a cache miss each over a large layout's
        // solvers, many of which hold bounds), and `held.variable` is this solver's.
        if !held.isEmpty { return variable == held.variable ? held.value : 0 }
        guard contains(variable) else { return 0 }
        return evaluate(variable.symbol)
    }

    private func evaluate(_ symbol: Symbol) -> Double {
        // Most values take no walk, and then no memo: a solver whose values all are direct
        // never makes one: a large feed's tens of thousands of solvers keep no memo each.
        if let value = tableau.directValue(of: symbol) { return value }
        if valueMemo.count < tableau.symbolCount {
            valueMemo.append(contentsOf: repeatElement((generation: 0, value: 0.0), count: tableau.symbolCount - valueMemo.count))
        }
        if valueMemo[Int(symbol)].generation == generation { return valueMemo[Int(symbol)].value }
        // The memo is taken out while the tableau fills it: passed as `&valueMemo`, the
        // call copied the whole tableau (a retain of each of its arrays) every time.
        var memo = valueMemo
        valueMemo = []
        defer { valueMemo = memo }
        return tableau.evaluate(symbol, memo: &memo, generation: generation)
    }

    /// How many terms the solver has written into its tableau's rows since it was made:
    /// its work, deterministic on every machine. Tests use it to keep a shape of layout from
    /// silently turning quadratic again (a timing would be neither stable nor fair here).
    public var work: Int { tableau.work }

    // MARK: Constraints

    /// The constraints currently in the solver, in insertion order (edit variables'
    /// internal constraints excluded).
    public var constraints: [ConstraintHandle] {
        releaseHeldBounds()
        let editHandles = Set(edits.values.map(\.handle))
        return records.indices.compactMap { id in
            let handle = ConstraintHandle(id: id)
            return records[id] != nil && !editHandles.contains(handle) ? handle : nil
        }
    }

    /// The constraint a handle names, if it is in the solver.
    public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
        record(handle).map { Self.constraint(of: $0, in: recordTerms) }
    }

    private func record(_ handle: ConstraintHandle) -> Record? {
        releaseHeldBounds()
        return records.indices.contains(handle.id) ? records[handle.id] : nil
    }

    /// Adds a constraint and re-optimizes.
    ///
    /// - Throws: ``SolverError/unsatisfiable(involving:)`` if it is required and cannot hold
    ///   with the required constraints already added (the solver is then unchanged);
    ///   ``SolverError/invalidValue(_:)`` for non-finite numbers or a priority outside
    ///   `0 < p ≤ 1000`; ``SolverError/unknownVariable(_:)``.
    @discardableResult
    public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        try validate(constraint)
        if records.isEmpty && held.hold(constraint) {
            generation &+= 1
            return ConstraintHandle(id: held.count - 1)
        }
        return try addToTableau(constraint)
    }

    /// ``add(_:)`` of a validated constraint, into the tableau (after the bounds held).
    private func addToTableau(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        releaseHeldBounds()
        generation &+= 1
        let id = records.count
        let markers = try insert(constraint, id: id)
        records.append(makeRecord(constraint, marker: markers.marker, other: markers.other))
        try reoptimize()
        return ConstraintHandle(id: id)
    }

    /// Adds the bounds held back to the tableau one by one, as ``add(_:)`` would have: the
    /// same handles, symbols and pivots, so nothing after can tell they waited.
    func releaseHeldBounds() {
        guard !held.isEmpty, let expression = held.expression else { return }
        let bounds = held.bounds
        held = HeldBounds()
        for bound in bounds {
            let constraint = LinearConstraint(expression: expression, relation: bound.relation, strength: bound.strength)
            generation &+= 1
            // Bounds at one value all hold there, so neither can fail; if floating point
            // ever said otherwise, the bound is left out as `rebuild` leaves out what it
            // cannot add, and the handles of the others stay what they were.
            let markers = try? insert(constraint, id: records.count)
            records.append(markers.map { makeRecord(constraint, marker: $0.marker, other: $0.other) })
            try? reoptimize()
        }
    }

    /// Whether the held bounds pin every variable of the solver: it has one, bounded both
    /// ways. Then nothing is free, and the tableau need not be built to say so. While bounds
    /// are held the tableau's symbols are the variables alone (no constraint has added its
    /// markers), and `names` would not do: it keeps only the names that are not empty.
    var heldBoundsPinEveryVariable: Bool {
        held.pinsVariable && tableau.symbolCount == 1
    }

    /// The solver's one variable, when every constraint it holds is a required inequality on
    /// that variable alone and all bound it from the same side (a size's floor and nothing
    /// else): every value past the bound is optimal, so nothing pins it, and the tableau need
    /// not be analysed to say so.
    var variableBoundedFromOneSide: Variable? {
        guard edits.isEmpty else { return nil }
        // While bounds are held the tableau's symbols are the variables alone.
        if !held.isEmpty { return held.bindsFromOneSide && tableau.symbolCount == 1 ? held.variable : nil }
        var variable: Variable?
        var isLower = false
        for case let record? in records {
            guard record.termCount == 1, record.strength.isRequired, record.relation != .equal else { return nil }
            let term = recordTerms[Int(record.termStart)]
            guard term.coefficient != 0 else { return nil }
            // `c·v + k ≥ 0` bounds v from below when c > 0, from above when c < 0; `≤` the other way.
            let bindsBelow = (term.coefficient > 0) == (record.relation == .greaterThanOrEqual)
            if let variable {
                guard term.variable == variable, bindsBelow == isLower else { return nil }
            } else {
                (variable, isLower) = (term.variable, bindsBelow)
            }
        }
        guard let variable else { return nil }
        for index in 0..<tableau.symbolCount where tableau.kind(of: Symbol(index)) == .external && Symbol(index) != variable.symbol {
            return nil
        }
        return variable
    }

    private func validate(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.strength.isValid else {
            throw .invalidValue("priority \(constraint.strength.priority) is not in 0 < priority ≤ 1000")
        }
        guard constraint.expression.isUsable else {
            throw .invalidValue("a coefficient or constant is not finite or exceeds 1e15 in magnitude")
        }
        for term in constraint.expression.terms where !contains(term.variable) {
            throw .unknownVariable(term.variable)
        }
    }

    /// Puts a validated constraint into the tableau under constraint id `id` and returns the
    /// markers its record keeps. Leaves the tableau as it was if it throws.
    private func insert(_ constraint: LinearConstraint, id: Int) throws(SolverError) -> (marker: Symbol, other: Symbol?) {
        // Room for the terms and up to two markers. (Not only the markers it has: a required
        // row that gains a symbol later, as a substitution makes it, would have to grow.)
        var row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 2)
        Self.add(constraint.expression.terms, to: &row)

        let priority = constraint.strength.priority
        let required = constraint.strength.isRequired
        // The markers are made here, after every symbol in the row: appended, with no search;
        // the second right after the first (a record works it out from the marker).
        let marker: Symbol
        var other: Symbol? = nil
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = tableau.makeSymbol(.slack, owner: id)
            row.append(marker, sign)
            if !required {
                let error = tableau.makeSymbol(.error, owner: id)
                other = error
                row.append(error, -sign)
                tableau.addObjective(error, weight: 1, priority: priority)
            }
        case .equal:
            if required {
                marker = tableau.makeSymbol(.dummy, owner: id)
                row.append(marker, 1)
            } else {
                marker = tableau.makeSymbol(.error, owner: id)
                let minus = tableau.makeSymbol(.error, owner: id)
                other = minus
                row.append(marker, -1)
                row.append(minus, 1)
                tableau.addObjective(marker, weight: 1, priority: priority)
                tableau.addObjective(minus, weight: 1, priority: priority)
            }
        }
        let record = (marker: marker, other: other)

        // A user variable no row mentions can define itself by this row as written, with
        // references to basic variables (nothing can refer back to it, so no cycle forms).
        if let fresh = row.terms.last(where: {
            tableau.kind(of: $0.symbol) == .external && !tableau.isBasic($0.symbol) && tableau.isUnmentioned($0.symbol)
        })?.symbol {
            row.solve(for: fresh)
            tableau.insertRow(row, basic: fresh)
            return record
        }
        tableau.expandReferences(&row)
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.terms.allSatisfy({ tableau.kind(of: $0.symbol) == .dummy }) {
            guard isNearZero(row.constant) else {
                throw .unsatisfiable(involving: involvedConstraints(row.symbols, excluding: id))
            }
            subject = marker  // redundant: its dummy becomes basic
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.insertRow(row, basic: subject)
            return record
        }
        let certificate: [Symbol]?
        do {
            certificate = try tableau.addWithArtificialVariable(row, discarding: [marker] + (other.map { [$0] } ?? []))
        } catch {
            // The constraint was not recorded yet, so a rebuild leaves it out.
            if !isRebuilding { try rebuild() }
            throw .numericalBreakdown(dropped: [])
        }
        if let certificate {
            try reoptimize()
            throw .unsatisfiable(involving: involvedConstraints(certificate, excluding: id))
        }
        return record
    }

    /// Adds an expression's terms to a row. A row keeps its terms in symbol order, so terms
    /// given out of that order would each be inserted in the middle: quadratic over a long
    /// expression (a cycle through thousands of sizes). A long one goes in symbol order, each
    /// symbol's terms in their own order, so the sums are the same.
    private static func add(_ terms: [LinearExpression.Term], to row: inout Row) {
        guard terms.count > 16 else {
            for term in terms where !isNearZero(term.coefficient) {
                row.add(term.variable.symbol, term.coefficient)
            }
            return
        }
        let order = terms.indices.sorted { (terms[$0].variable.symbol, $0) < (terms[$1].variable.symbol, $1) }
        for index in order where !isNearZero(terms[index].coefficient) {
            row.add(terms[index].variable.symbol, terms[index].coefficient)
        }
    }

    /// The symbol the new row is solved for, if one can be basic right away: a user variable
    /// if there is one (its row is unrestricted); else, as kiwi, the constraint's own slack or
    /// error symbol when its coefficient is negative (the constant is ≥ 0, so it gets a
    /// non-negative value). Unlike kiwi, any other slack or error symbol with a negative
    /// coefficient qualifies too when the restricted rows that mention it stay feasible with
    /// it basic (the simplex's ratio test). That spares the artificial-variable phase, whose
    /// pivots cost kiwi cubic time on a chain built weak-constraint-first, and which an
    /// Interface Builder scene would enter for most equalities: they join variables that
    /// earlier constraints already made basic.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        // Loops, not `first(where:)` and an array of the two: this runs once per constraint.
        for term in row.terms where tableau.kind(of: term.symbol) == .external {
            return term.symbol
        }
        func isOwnSubject(_ symbol: Symbol) -> Bool {
            let kind = tableau.kind(of: symbol)
            return (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0
        }
        if isOwnSubject(marker) { return marker }
        if let other, isOwnSubject(other) { return other }
        for term in row.terms where term.coefficient < 0 {
            let symbol = term.symbol
            if tableau.kind(of: symbol) != .dummy
                && tableau.keepsRestrictedRowsFeasible(making: symbol, basicAt: row.constant / -term.coefficient)
            {
                return symbol
            }
        }
        return nil
    }

    /// When `constraint`, an equality that could not be added, contradicts the required
    /// equalities `involving` alone and is an irreducible conflict with them, as the solver
    /// can tell without a search: the multipliers, one per member of `involving`, that
    /// combine `constraint` (taken once) and the members into a nonzero constant. `nil`
    /// otherwise.
    ///
    /// The constraint's row, with the basic variables replaced by their rows, is then a
    /// nonzero constant plus the markers of exactly those equalities, each marker free (the
    /// equality was not redundant when added). Free markers make the equalities linearly
    /// independent, so the row is their only combination that contradicts: without any one
    /// of them the rest are independent rows again, and hold. This is how a long cycle of
    /// sizes or positions fails, where a search would add thousands of constraints per check.
    public func irreducibleCombination(adding constraint: LinearConstraint, involving: [ConstraintHandle]) -> [Double]? {
        guard constraint.relation == .equal, !involving.isEmpty else { return nil }
        releaseHeldBounds()
        var row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count)
        Self.add(constraint.expression.terms, to: &row)
        tableau.expandReferences(&row)
        guard !isNearZero(row.constant), row.terms.count == involving.count else { return nil }
        // A marker stands for the negated expression of its equality (`expression + marker
        // == 0`), so the row's coefficient of a marker is the member's multiplier as it is.
        var multipliers: [(owner: Int, multiplier: Double)] = []
        multipliers.reserveCapacity(row.terms.count)
        for term in row.terms {
            guard tableau.kind(of: term.symbol) == .dummy else { return nil }
            multipliers.append((tableau.owner(of: term.symbol), term.coefficient))
        }
        multipliers.sort { $0.owner < $1.owner }
        guard multipliers.map(\.owner).elementsEqual(involving.lazy.map(\.id)) else { return nil }
        return multipliers.map(\.multiplier)
    }

    /// The required constraints (other than `id`) whose markers are among `symbols`.
    private func involvedConstraints(_ symbols: [Symbol], excluding id: Int) -> [ConstraintHandle] {
        var ids = Set<Int>()
        for symbol in symbols {
            let owner = tableau.owner(of: symbol)
            guard owner >= 0, owner != id, let record = records[owner],
                record.strength.isRequired, record.marker == symbol
            else { continue }
            ids.insert(owner)
        }
        return ids.sorted().map { ConstraintHandle(id: $0) }
    }

    /// Removes a constraint and re-optimizes.
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard record(handle) != nil, !edits.values.contains(where: { $0.handle == handle }) else {
            throw .unknownConstraint(handle)
        }
        try removeRecord(handle)
    }

    private func removeRecord(_ handle: ConstraintHandle) throws(SolverError) {
        guard let record = record(handle) else { throw .unknownConstraint(handle) }
        generation &+= 1
        let strength = record.strength
        if !strength.isRequired {
            for symbol in [record.marker] + (record.other.map { [$0] } ?? [])
            where tableau.kind(of: symbol) == .error {
                tableau.addObjective(symbol, weight: -1, priority: strength.priority)
            }
        }
        if tableau.row(of: record.marker) == nil {
            // Pivoting through a user variable's row substitutes that row wherever the marker
            // appears; it must carry no references there (they could close a cycle). So when
            // it comes to that, expand the rows of user variables that mention the marker
            // (expanding can cancel the marker out of a row, hence choosing afterwards).
            let mentioning = tableau.rowsMentioning(record.marker)
            if mentioning.count > 1, let leaving = tableau.markerLeavingRow(for: record.marker),
                tableau.isReference(leaving)
            {
                for basic in mentioning where tableau.isReference(basic) {
                    tableau.expandReferences(inRowOf: basic)
                }
            }
            if let leaving = tableau.markerLeavingRow(for: record.marker) {
                tableau.pivot(entering: record.marker, leaving: leaving)
            }
        }
        tableau.removeRow(of: record.marker)
        tableau.removeColumn(record.marker)
        if let other = record.other {
            tableau.removeRow(of: other)
            tableau.removeColumn(other)
        }
        records[handle.id] = nil
        dropTerms(of: record)
        try reoptimize()
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a non-required `variable == value` whose value
    /// ``suggestValue(_:_:)`` changes cheaply (a dual simplex pass, no new rows).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard contains(variable) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid, !strength.isRequired else {
            throw .invalidValue("an edit variable needs a priority in 0 < priority < 1000, not \(strength.priority)")
        }
        // Into the tableau, never held: its suggested values move row constants.
        let constraint = LinearConstraint(expression: variable.expression, relation: .equal, strength: strength)
        try validate(constraint)
        let handle = try addToTableau(constraint)
        edits[variable] = Edit(handle: handle, value: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        edits[variable] = nil
        try removeRecord(edit.handle)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        guard LinearExpression.isUsable(value) else {
            throw .invalidValue("suggested value \(value) is not finite or exceeds 1e15 in magnitude")
        }
        guard let record = record(edit.handle), let minus = record.other else { return }
        let delta = value - edit.value
        edits[variable]?.value = value
        generation &+= 1
        // The edit row reads `variable - value = e⁺ - e⁻`: moving the value moves e⁺.
        if tableau.row(of: record.marker) != nil {
            tableau.shiftConstant(of: record.marker, by: -delta)
        } else if tableau.row(of: minus) != nil {
            tableau.shiftConstant(of: minus, by: delta)
        } else {
            tableau.shiftParametric(record.marker, by: delta)
        }
        do {
            try tableau.dualOptimize()
        } catch {
            try rebuild()
        }
    }

    // MARK: Recovery

    private func reoptimize() throws(SolverError) {
        do {
            try tableau.optimize()
        } catch {
            try rebuild()
        }
    }

    /// Rebuilds the tableau from the constraints (as Apple's engine has
    /// `rebuildFromConstraints`): the way out when floating-point error has made the simplex
    /// break down, where kiwi would abort the process.
    ///
    /// - Throws: ``SolverError/numericalBreakdown(dropped:)`` naming constraints that could
    ///   not be added back (they are no longer in the solver).
    func rebuild() throws(SolverError) {
        releaseHeldBounds()
        isRebuilding = true
        generation &+= 1
        defer { isRebuilding = false }
        let oldRecords = records
        let oldTerms = recordTerms
        recordTerms = []
        liveRecordTerms = 0
        // An edit constraint reads `v == 0` and its suggested value lives in the row
        // constants; a rebuilt one starts from `v == value` instead.
        var editValues: [Int: Double] = [:]
        for edit in edits.values { editValues[edit.handle.id] = edit.value }
        var fresh = Tableau()
        for symbol in variables.map(\.symbol) {
            while fresh.symbolCount < Int(symbol) { _ = fresh.makeSymbol(.slack) }
            _ = fresh.makeSymbol(.external)
        }
        tableau = fresh
        records = Array(repeating: nil, count: oldRecords.count)
        var dropped: [ConstraintHandle] = []
        for (id, record) in oldRecords.enumerated() {
            guard let record else { continue }
            let original = Self.constraint(of: record, in: oldTerms)
            var constraint = original
            constraint.expression.constant -= editValues[id] ?? 0
            do {
                let markers = try insert(constraint, id: id)
                records[id] = makeRecord(original, marker: markers.marker, other: markers.other)
                try tableau.optimize()
            } catch {
                dropped.append(ConstraintHandle(id: id))
            }
        }
        edits = edits.filter { records[$0.value.handle.id] != nil }
        if !dropped.isEmpty { throw .numericalBreakdown(dropped: dropped) }
    }
}
