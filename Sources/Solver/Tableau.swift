/// The simplex tableau of a ``Solver``: rows over symbols, a column index, and the
/// lexicographic objective. It knows nothing about constraints; ``Solver`` does.
///
/// Layout, chosen for speed on layouts with many independent parts:
/// * `entries[s].row` is the row of basic symbol `s` (`s = constant + Σ …`), `nil` if `s` is
///   parametric. Restricted rows and the objective mention parametric symbols only. Rows of
///   user variables may also mention basic user variables inserted before them
///   (*references*): `card2.top = card1.top + card1.height + 8` stays three terms instead of
///   spelling out every constraint above it, which keeps stacked layouts (feeds, chains)
///   linear instead of quadratic. Only restricted rows, which the simplex reads, are
///   expanded (`expandReferences`); values follow references (``Solver/value(of:)``).
/// * `columns[s]` lists the basic symbols whose rows mention `s` (a column index).
///   Substituting a symbol or choosing a leaving row touches only those rows; kiwi walks
///   every row instead, which makes each constraint cost more the more independent cells
///   a layout has. The lists are appended to and never searched: an entry can go
///   stale (the row dropped the symbol) or repeat, readers check each entry against its row
///   (`rowsMentioning`), and a list is compacted once it holds more than twice its live
///   entries. That is several times cheaper than a hash set per column on dense rows.
///   A small tableau keeps no lists (see `indexesColumns`): reading its dozen rows costs less
///   than an array per symbol, of which a feed's thousands of small solvers would make tens
///   of thousands. The lists are an array beside `entries`, not a field of each entry, so
///   that a small tableau does not carry an empty list per symbol either.
/// * `entries[s].objective` is the objective coefficient of parametric symbol `s`, a
///   ``PriorityVector``; symbols whose coefficient may be negative wait in `candidates`, so
///   optimizing never scans the whole objective.
/// * Restricted basic symbols whose row may have gone negative wait in `infeasible`, for the
///   dual simplex.
///
/// Pivot choices follow Bland's rule (smallest symbol first, ties in ratio tests to the
/// smallest basic symbol), so the simplex loops cannot cycle.
struct Tableau {
    /// What the tableau keeps of each symbol, by symbol.
    var entries: [Entry] = []
    /// The column index: for each symbol, the basic symbols whose rows mention it (see the
    /// type's note). Empty until `indexesColumns`, then one list per symbol.
    var columns: [[Symbol]] = []
    /// The phase-1 objective while a constraint is added with an artificial variable.
    var artificial: Row?
    /// Zeroed scratch space for `expandReferences`, one entry per symbol.
    var scratch: [Double] = []
    /// Work lists; which symbols are in them each ``Entry`` says.
    var candidates = SymbolHeap()
    var infeasible = SymbolHeap()
    /// Terms written into rows so far (inserted rows, substitutions, expansions): the
    /// tableau's work, counted rather than timed (see ``Solver/work``).
    var work = 0
    /// Whether `columns` lists are kept. They are from `columnIndexThreshold`
    /// symbols on; below, the readers of a column walk every row instead, in increasing
    /// order of basic symbol, which visits the same rows a list would.
    var indexesColumns = false
    /// How many symbols a tableau has before it keeps column lists: up to there, walking the
    /// rows for a symbol costs less than allocating and growing a list for each.
    static let columnIndexThreshold = 32
    /// The stamp the next row inserted gets (see ``Entry/stamp``). Last, beside the flag
    /// above, where both fit in the padding: a large feed makes tens of thousands of solvers.
    private var nextStamp: Int32 = 0

    /// The simplex broke down numerically (the true problem is always bounded and, for the
    /// dual simplex, always feasible; Bland's rule rules out cycling in exact arithmetic);
    /// the solver recovers by rebuilding.
    enum Failure: Error {
        case unbounded
        case noEnteringSymbol
        case tooManyPivots
    }

    /// Everything the tableau keeps per symbol, in one array rather than one array per field:
    /// a large layout's many small solvers (a dozen symbols each) would pay an allocation
    /// and an array header for each field. 40 bytes.
    struct Entry {
        /// The symbol's row, when it is basic.
        var row: Row?
        /// Its objective coefficient.
        var objective = PriorityVector()
        /// For markers and error symbols: the id of the constraint they belong to, else -1
        /// (32 bits, as a ``ConstraintHandle``'s number).
        var owner: Int32
        /// For a basic user variable: when its row was inserted. A row refers only to basic
        /// user variables inserted before it (see `expandReferences`).
        var stamp: Int32 = 0
        /// How many rows mention it (the live entries of its column list).
        var liveCount: Int32 = 0
        var kind: SymbolKind
        /// Whether it waits in `candidates`, or in `infeasible`: kept here, in the entry's
        /// padding, rather than in an array of flags beside each work list.
        var isCandidate = false
        var isInfeasible = false
        /// Whether `expandReferences` has queued this reference (false between calls).
        var isQueuedForExpansion = false
    }

    /// A bound on the pivots of one simplex run, far above what a run needs, so that
    /// floating-point error can never turn Bland's rule into an endless loop.
    var pivotLimit: Int { 1000 + 50 * entries.count }

    var symbolCount: Int { entries.count }

    /// Makes room for `symbols` symbols in all.
    mutating func reserveCapacity(symbols: Int) {
        entries.reserveCapacity(symbols)
    }

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Symbol {
        let symbol = Symbol(entries.count)
        entries.append(Entry(owner: Int32(owner), kind: kind))
        if indexesColumns { columns.append([]) }
        if !indexesColumns && entries.count > Self.columnIndexThreshold { indexColumns() }
        return symbol
    }

    /// Starts keeping column lists: one per symbol, from the rows as they are.
    private mutating func indexColumns() {
        indexesColumns = true
        columns = Array(repeating: [], count: entries.count)
        for index in entries.indices {
            guard let terms = entries[index].row?.terms else { continue }
            for term in terms { columns[Int(term.symbol)].append(Symbol(index)) }
        }
    }

    /// Whether `basic`'s row mentions `symbol`.
    private func rowOf(_ basic: Int, mentions symbol: Symbol) -> Bool {
        entries[basic].row?.contains(symbol) ?? false
    }

    func kind(of symbol: Symbol) -> SymbolKind { entries[Int(symbol)].kind }

    /// For a marker or an error symbol: the id of the constraint it belongs to, else -1.
    func owner(of symbol: Symbol) -> Int { Int(entries[Int(symbol)].owner) }

    func row(of symbol: Symbol) -> Row? { entries[Int(symbol)].row }

    /// Whether a symbol's objective coefficient is zero (always, for a basic one): asked
    /// without copying the coefficient out, as the ambiguity analysis does for every term.
    func hasZeroObjective(_ symbol: Symbol) -> Bool { entries[Int(symbol)].objective.isZero }

    func isBasic(_ symbol: Symbol) -> Bool { entries[Int(symbol)].row != nil }

    /// A basic user variable, which the rows of user variables may mention instead of its
    /// expression (a reference).
    func isReference(_ symbol: Symbol) -> Bool {
        entries[Int(symbol)].kind == .external && entries[Int(symbol)].row != nil
    }

    /// Whether no row mentions `symbol`.
    func isUnmentioned(_ symbol: Symbol) -> Bool { entries[Int(symbol)].liveCount == 0 }

    func isRestricted(_ symbol: Symbol) -> Bool { entries[Int(symbol)].kind != .external }

    // MARK: Rows and columns

    /// The basic symbols whose rows mention `symbol`, each once, in increasing order.
    func rowsMentioning(_ symbol: Symbol) -> [Symbol] {
        guard indexesColumns else {
            var basics: [Symbol] = []
            for basic in entries.indices where rowOf(basic, mentions: symbol) { basics.append(Symbol(basic)) }
            return basics
        }
        var basics = columns[Int(symbol)].filter { entries[Int($0)].row?.contains(symbol) ?? false }
        basics.sort()
        var unique: [Symbol] = []
        unique.reserveCapacity(basics.count)
        for basic in basics where basic != unique.last { unique.append(basic) }
        return unique
    }

    /// Whether `symbol` can become basic at `value` (≥ 0) with every restricted row staying
    /// feasible: the simplex's ratio test, for a new row solved for `symbol`. A row that
    /// mentions it with coefficient `b` moves its constant by `b × value`.
    ///
    /// `mutating` though it changes nothing, as ``directValue(of:)``: called on the solver's
    /// stored tableau once per constraint added, the plain method copied the tableau first.
    mutating func keepsRestrictedRowsFeasible(making symbol: Symbol, basicAt value: Double) -> Bool {
        guard value > 0 else { return true }
        guard indexesColumns else {
            for basic in entries.indices where entries[basic].kind != .external {
                if let row = entries[basic].row, row.constant + row.coefficient(of: symbol) * value < 0 { return false }
            }
            return true
        }
        for basic in columns[Int(symbol)] where isRestricted(basic) {
            if let row = entries[Int(basic)].row, row.constant + row.coefficient(of: symbol) * value < 0 { return false }
        }
        return true
    }

    private mutating func noteAppeared(_ symbol: Symbol, in basic: Symbol) {
        if indexesColumns { columns[Int(symbol)].append(basic) }
        entries[Int(symbol)].liveCount += 1
    }

    private mutating func noteVanished(_ symbol: Symbol) {
        entries[Int(symbol)].liveCount -= 1
        if indexesColumns && columns[Int(symbol)].count > 2 * Int(entries[Int(symbol)].liveCount) + 16 {
            columns[Int(symbol)] = rowsMentioning(symbol)
        }
    }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        entries[Int(basic)].row = row
        work += row.count
        entries[Int(basic)].stamp = nextStamp
        nextStamp += 1
        for term in row.terms { noteAppeared(term.symbol, in: basic) }
        noteConstant(row.constant, of: basic)
    }

    @discardableResult
    mutating func removeRow(of basic: Symbol) -> Row? {
        guard let row = entries[Int(basic)].row.take() else { return nil }
        for term in row.terms { noteVanished(term.symbol) }
        return row
    }

    /// Deletes every occurrence of a parametric symbol (sets it to 0 for good).
    mutating func removeColumn(_ symbol: Symbol) {
        // The column list as it is, unsorted: a stale entry's row has nothing to remove and a
        // repeated one nothing left, so sorting it (`rowsMentioning`) would buy nothing.
        if indexesColumns {
            let basics = columns[Int(symbol)]
            columns[Int(symbol)] = []
            for basic in basics { entries[Int(basic)].row?.remove(symbol) }
        } else if entries[Int(symbol)].liveCount > 0 {
            for basic in entries.indices where rowOf(basic, mentions: symbol) { entries[basic].row?.remove(symbol) }
        }
        entries[Int(symbol)].liveCount = 0
        entries[Int(symbol)].objective = PriorityVector()
        if artificial != nil { artificial?.remove(symbol) }
    }

    /// Adds `delta` to the constant of a basic row.
    mutating func shiftConstant(of basic: Symbol, by delta: Double) {
        guard var row = entries[Int(basic)].row.take() else { return }
        row.constant += delta
        let constant = row.constant
        entries[Int(basic)].row = row
        noteConstant(constant, of: basic)
    }

    /// Shifts a parametric symbol by `delta`: every row mentioning it moves accordingly.
    mutating func shiftParametric(_ symbol: Symbol, by delta: Double) {
        for basic in rowsMentioning(symbol) {
            guard let coefficient = entries[Int(basic)].row?.coefficient(of: symbol) else { continue }
            shiftConstant(of: basic, by: coefficient * delta)
        }
    }

    /// Queues a restricted row whose constant went negative for the dual simplex; the
    /// constant is passed in, since reading it through `entries` copies the row.
    private mutating func noteConstant(_ constant: Double, of basic: Symbol) {
        if constant < -epsilon, isRestricted(basic) {
            infeasible.insert(basic, isQueued: &entries[Int(basic)].isInfeasible)
        }
    }

    /// Replaces `symbol` by `row` everywhere: in other rows, the objective and the
    /// artificial objective. Costs O(rows mentioning `symbol` × row length).
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        // The column list unsorted and unchecked: a stale or repeated entry's row no longer
        // mentions the symbol, and substituting there changes nothing.
        var basics: [Symbol] = []
        if indexesColumns { swap(&basics, &columns[Int(symbol)]) }
        let mentions = entries[Int(symbol)].liveCount > 0
        entries[Int(symbol)].liveCount = 0
        func substitute(into basic: Symbol) {
            // Moved out (not copied, so the merge can rewrite it in place) while the merge
            // updates the columns, which it could not do with the row in `entries`.
            guard var target = entries[Int(basic)].row.take() else { return }
            target.substitute(symbol, by: row) { other, appeared in
                if appeared {
                    noteAppeared(other, in: basic)
                } else {
                    noteVanished(other)
                }
            }
            work += target.count
            let constant = target.constant
            entries[Int(basic)].row = target
            noteConstant(constant, of: basic)
        }
        if indexesColumns {
            for basic in basics { substitute(into: basic) }
        } else if mentions {
            for basic in entries.indices where rowOf(basic, mentions: symbol) { substitute(into: Symbol(basic)) }
        }
        let weight = entries[Int(symbol)].objective
        if !weight.isZero {
            entries[Int(symbol)].objective = PriorityVector()
            row.forEachTerm { other, coefficient in
                entries[Int(other)].objective.add(weight, times: coefficient)
                noteObjective(of: other)
            }
        }
        if var target = artificial.take() {
            let coefficient = target.remove(symbol)
            if coefficient != 0 { target.add(row, times: coefficient) { _, _ in } }
            artificial = target
        }
    }

    // MARK: Objective

    /// Adds `weight·symbol` at `priority` to the objective, in terms of parametric symbols.
    mutating func addObjective(_ symbol: Symbol, weight: Double, priority: Double) {
        if let row = entries[Int(symbol)].row {
            row.forEachTerm { other, coefficient in
                entries[Int(other)].objective.add(weight * coefficient, at: priority)
                noteObjective(of: other)
            }
        } else if weight == 1 && entries[Int(symbol)].objective.isZero {
            // A new constraint's error symbol, nearly always: a shared vector, not an array each.
            entries[Int(symbol)].objective = PriorityVector.unit(at: priority)
            noteObjective(of: symbol)
        } else {
            entries[Int(symbol)].objective.add(weight, at: priority)
            noteObjective(of: symbol)
        }
    }

    private mutating func noteObjective(of symbol: Symbol) {
        let kind = entries[Int(symbol)].kind
        if kind != .dummy && kind != .external && entries[Int(symbol)].objective.sign < 0 {
            candidates.insert(symbol, isQueued: &entries[Int(symbol)].isCandidate)
        }
    }
}
