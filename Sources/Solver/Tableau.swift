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
///   every row instead, which makes 10,000 independent cells cost 250 times more per
///   constraint than 100. The lists are appended to and never searched: an entry can go
///   stale (the row dropped the symbol) or repeat, readers check each entry against its row
///   (`rowsMentioning`), and a list is compacted once it holds more than twice its live
///   entries. That is several times cheaper than a hash set per column on dense rows.
///   A small tableau keeps no lists (see `indexesColumns`): reading its dozen rows costs less
///   than an array per symbol, and a feed's thousands of small solvers made 30,000 of them.
///   The lists are an array beside `entries`, not a field of each entry, so that a small
///   tableau does not carry an empty list per symbol either (8 bytes of each entry's 48).
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
    private var entries: [Entry] = []
    /// The column index: for each symbol, the basic symbols whose rows mention it (see the
    /// type's note). Empty until `indexesColumns`, then one list per symbol.
    private var columns: [[Symbol]] = []
    /// The phase-1 objective while a constraint is added with an artificial variable.
    private(set) var artificial: Row?
    /// Zeroed scratch space for `expandReferences`, one entry per symbol.
    private var scratch: [Double] = []
    /// Work lists; which symbols are in them each ``Entry`` says.
    private var candidates = SymbolHeap()
    private var infeasible = SymbolHeap()
    /// Terms written into rows so far (inserted rows, substitutions, expansions): the
    /// tableau's work, counted rather than timed (see ``Solver/work``).
    private(set) var work = 0
    /// Whether `columns` lists are kept. They are from `columnIndexThreshold`
    /// symbols on; below, the readers of a column walk every row instead, in increasing
    /// order of basic symbol, which visits the same rows a list would.
    private var indexesColumns = false
    /// How many symbols a tableau has before it keeps column lists: up to there, walking the
    /// rows for a symbol costs less than allocating and growing a list for each.
    static let columnIndexThreshold = 32
    /// The stamp the next row inserted gets (see ``Entry/stamp``). Last, beside the flag
    /// above, where both fit in the padding: a feed makes 50,000 solvers.
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
    /// a layout's 50,000 small solvers (a dozen symbols each) paid an allocation and an array
    /// header for each of seven (14 MB on a 100,001-view feed). 40 bytes.
    private struct Entry {
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
    private var pivotLimit: Int { 1000 + 50 * entries.count }

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

    /// Replaces every reference in `row` by its row until none is left, latest-inserted
    /// first (a reference's row refers only to earlier ones), so each referred row is added
    /// once and references to a common earlier variable cancel before they spread. Linear in
    /// the size of the rows it reaches.
    mutating func expandReferences(_ row: inout Row) {
        // A loop, not `contains(where: isReference)`: the method as a closure copies the tableau.
        var references = 0
        for term in row.terms where isReference(term.symbol) { references += 1 }
        guard references > 0 else { return }
        // A few references whose rows refer to none and share no symbol (a size's second
        // intrinsic constraint, a card's height over its parts' sizes: thousands of tiny
        // solvers): each symbol then gains at most one term, so merging the rows one by one,
        // latest-inserted first, computes what the walk below does, the same sums in the same
        // order, without its scratch arrays and heap.
        if references <= 4, let touched = symbolsTouchedByMerging(row) {
            // Each merge drops its reference before it adds terms: the row never holds more
            // than this, so it grows once instead of at every merge.
            row.reserveCapacity(touched - references)
            while let reference = latestReference(in: row), let definition = entries[Int(reference)].row {
                row.add(definition, times: row.coefficient(of: reference), skipping: reference) { _, _ in }
            }
            work += touched
            return
        }
        // Accumulate in the dense scratch array (indexed by symbol), remembering which
        // entries were touched so they can be collected and reset.
        if scratch.count < entries.count {
            // As far as the symbols have room (see `reserveCapacity`): grown once per solver,
            // not at every call that follows a new symbol.
            let size = entries.capacity
            scratch.append(contentsOf: repeatElement(0, count: size - scratch.count))
        }
        var touched: [Symbol] = []
        touched.reserveCapacity(row.count * 4)
        var constant = row.constant
        var pending: [(stamp: Int32, symbol: Symbol)] = []  // a max-heap by stamp
        pending.reserveCapacity(row.count * 2)
        func push(_ symbol: Symbol) {
            guard !entries[Int(symbol)].isQueuedForExpansion else { return }
            entries[Int(symbol)].isQueuedForExpansion = true
            pending.append((entries[Int(symbol)].stamp, symbol))
            var child = pending.count - 1
            while child > 0, pending[(child - 1) / 2].stamp < pending[child].stamp {
                pending.swapAt((child - 1) / 2, child)
                child = (child - 1) / 2
            }
        }
        func popLatest() -> Symbol? {
            guard let top = pending.first else { return nil }
            let last = pending.removeLast()
            if !pending.isEmpty {
                pending[0] = last
                var parent = 0
                while true {
                    var largest = parent
                    let left = 2 * parent + 1
                    if left < pending.count && pending[left].stamp > pending[largest].stamp { largest = left }
                    if left + 1 < pending.count && pending[left + 1].stamp > pending[largest].stamp { largest = left + 1 }
                    if largest == parent { break }
                    pending.swapAt(parent, largest)
                    parent = largest
                }
            }
            return top.symbol
        }
        func accumulate(_ symbol: Symbol, _ amount: Double) {
            if scratch[Int(symbol)] == 0 { touched.append(symbol) }
            scratch[Int(symbol)] += amount
            if scratch[Int(symbol)] == 0 { scratch[Int(symbol)] = .leastNonzeroMagnitude }
            if isReference(symbol) { push(symbol) }
        }
        row.forEachTerm { symbol, coefficient in accumulate(symbol, coefficient) }
        while let reference = popLatest() {
            let factor = scratch[Int(reference)]
            scratch[Int(reference)] = .leastNonzeroMagnitude  // expanded: left out below
            guard !isNearZero(factor), let definition = entries[Int(reference)].row else { continue }
            constant += factor * definition.constant
            definition.forEachTerm { symbol, coefficient in accumulate(symbol, factor * coefficient) }
        }
        touched.sort()
        work += touched.count
        var expanded = Row(constant: constant, capacity: touched.count)
        for symbol in touched {
            if !isReference(symbol) { expanded.append(symbol, scratch[Int(symbol)]) }
            scratch[Int(symbol)] = 0
            entries[Int(symbol)].isQueuedForExpansion = false
        }
        row = expanded
    }

    /// Whether a row mentions a basic user variable (a reference).
    private func mentionsReference(_ row: Row) -> Bool {
        for term in row.terms where isReference(term.symbol) { return true }
        return false
    }

    /// When the references in `row` can be expanded by merging their rows one by one (see
    /// `expandReferences`: none of those rows mentions a reference, and no two share a
    /// symbol), the symbols the merges touch, as the walk counts them: the row's and those
    /// each merged row adds. `nil` when they cannot.
    private func symbolsTouchedByMerging(_ row: Row) -> Int? {
        var touched = row.count
        for (index, term) in row.terms.enumerated() where isReference(term.symbol) {
            guard !isNearZero(term.coefficient), let definition = entries[Int(term.symbol)].row,
                !mentionsReference(definition)
            else { return nil }
            for later in row.terms[(index + 1)...] where isReference(later.symbol) {
                guard let other = entries[Int(later.symbol)].row, Self.areDisjoint(definition.terms, other.terms) else {
                    return nil
                }
            }
            // Disjoint from the others, a row adds the same symbols whenever it is merged.
            touched += Self.distinctCount(row.terms, definition.terms) - row.count
        }
        return touched
    }

    /// The reference in `row` whose row was inserted last, if any.
    private func latestReference(in row: Row) -> Symbol? {
        var latest: Symbol? = nil
        var latestStamp = Int32.min
        for term in row.terms where isReference(term.symbol) && entries[Int(term.symbol)].stamp > latestStamp {
            latest = term.symbol
            latestStamp = entries[Int(term.symbol)].stamp
        }
        return latest
    }

    /// Whether two sorted lists of terms have no symbol in common.
    private static func areDisjoint(_ a: [Row.Term], _ b: [Row.Term]) -> Bool {
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i].symbol < b[j].symbol {
                i += 1
            } else if b[j].symbol < a[i].symbol {
                j += 1
            } else {
                return false
            }
        }
        return true
    }

    /// How many symbols two sorted lists hold between them: the terms the walk of
    /// `expandReferences` touches when it expands one row into another.
    private static func distinctCount(_ a: [Row.Term], _ b: [Row.Term]) -> Int {
        var i = 0
        var j = 0
        var count = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                j += 1
            } else {
                i += 1
                j += 1
            }
            count += 1
        }
        return count
    }

    /// A user variable's value when it takes no walk: 0 when it is parametric, its row's
    /// constant when the row refers to no other variable (most rows); `nil` when it refers.
    ///
    /// `mutating` though it changes nothing: called as a plain method on the solver's stored
    /// tableau (a class's property), every value read copied the whole tableau first, a retain
    /// and a release of each of its arrays, which doubled the cost of `ambiguous` after an
    /// edit; a mutating call works on the stored tableau in place.
    mutating func directValue(of symbol: Symbol) -> Double? {
        guard let row = entries[Int(symbol)].row else { return 0 }
        return mentionsReference(row) ? nil : row.constant
    }

    /// A user variable's value: its row's constant plus the values of the variables it
    /// refers to (parametric symbols are 0). Iterative, since references can chain through a
    /// whole feed; `memo` keeps values computed in this `generation`.
    func evaluate(_ symbol: Symbol, memo: inout [(generation: UInt64, value: Double)], generation: UInt64) -> Double {
        var stack = [symbol]
        while let top = stack.last {
            if memo[Int(top)].generation == generation {
                stack.removeLast()
                continue
            }
            guard let row = entries[Int(top)].row else {
                memo[Int(top)] = (generation, 0)
                stack.removeLast()
                continue
            }
            var total = row.constant
            var ready = true
            for term in row.terms {
                let other = term.symbol
                guard isReference(other) else { continue }
                if memo[Int(other)].generation == generation {
                    total += term.coefficient * memo[Int(other)].value
                } else {
                    ready = false
                    stack.append(other)
                }
            }
            if ready {
                memo[Int(top)] = (generation, total)
                stack.removeLast()
            }
        }
        return memo[Int(symbol)].value
    }

    /// Expands the references in the row of `basic` in place.
    mutating func expandReferences(inRowOf basic: Symbol) {
        let stamp = entries[Int(basic)].stamp
        guard var row = removeRow(of: basic) else { return }
        expandReferences(&row)
        insertRow(row, basic: basic)
        entries[Int(basic)].stamp = stamp
    }
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

    /// Whether some restricted row mentions `symbol`.
    ///
    /// `mutating` though it changes nothing, as ``directValue(of:)``: called on the solver's
    /// stored tableau once per constraint added, the plain method copied the tableau first.
    mutating func isInRestrictedRow(_ symbol: Symbol) -> Bool {
        // Loops, not `contains(where:)`: the closure would copy the tableau.
        guard indexesColumns else {
            for basic in entries.indices where entries[basic].kind != .external && rowOf(basic, mentions: symbol) {
                return true
            }
            return false
        }
        for basic in columns[Int(symbol)] where isRestricted(basic) && (entries[Int(basic)].row?.contains(symbol) ?? false) {
            return true
        }
        return false
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

    // MARK: Pivoting

    /// Makes `entering` basic in place of `leaving` (whose row must mention `entering`).
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = removeRow(of: leaving) else { return }
        row.solve(basic: leaving, for: entering)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
    }

    /// Primal simplex on the main objective (the tableau must be feasible).
    mutating func optimize() throws(Failure) {
        var pivots = 0
        while let entering = candidates.popMin() {
            entries[Int(entering)].isCandidate = false
            guard entries[Int(entering)].row == nil, entries[Int(entering)].objective.sign < 0 else { continue }
            guard let leaving = leavingRow(for: entering) else { throw .unbounded }
            pivots += 1
            if pivots > pivotLimit { throw .tooManyPivots }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: restores feasibility after row constants moved (the objective must be
    /// optimal, which it is between operations).
    mutating func dualOptimize() throws(Failure) {
        var pivots = 0
        while let leaving = infeasible.popMin() {
            entries[Int(leaving)].isInfeasible = false
            guard let row = entries[Int(leaving)].row, row.constant < -epsilon, isRestricted(leaving) else {
                continue
            }
            var entering: Symbol = -1
            var enteringCoefficient = 0.0
            row.forEachTerm { symbol, coefficient in
                guard coefficient > 0, entries[Int(symbol)].kind != .dummy else { return }
                if entering < 0
                    || entries[Int(symbol)].objective.isLess(
                        dividedBy: coefficient, than: entries[Int(entering)].objective, dividedBy: enteringCoefficient)
                {
                    entering = symbol
                    enteringCoefficient = coefficient
                }
            }
            guard entering >= 0 else { throw .noEnteringSymbol }
            pivots += 1
            if pivots > pivotLimit { throw .tooManyPivots }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The minimum-ratio row for `entering` increasing from 0: among restricted rows where
    /// it has a negative coefficient; ties go to the smallest basic symbol.
    func leavingRow(for entering: Symbol) -> Symbol? {
        // The rows that qualify first, straight from the column list (unsorted; a stale entry
        // has no coefficient here, a repeat makes the same candidate twice, which the test
        // passes over), then the ratio test over them in increasing symbol order, the order
        // ties are broken in: sorting the few candidates costs less than `rowsMentioning`
        // sorting the whole list.
        var candidates: [(basic: Symbol, ratio: Double)] = []
        func consider(_ basic: Symbol) {
            guard isRestricted(basic), let row = entries[Int(basic)].row else { return }
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { return }
            candidates.append((basic, -row.constant / coefficient))
        }
        if indexesColumns {
            for basic in columns[Int(entering)] { consider(basic) }
            candidates.sort { $0.basic < $1.basic }
        } else {
            // In increasing order already.
            for basic in entries.indices { consider(Symbol(basic)) }
        }
        var best: Symbol? = nil
        var bestRatio = Double.infinity
        for (basic, ratio) in candidates {
            if Self.isBetter(ratio, basic, than: bestRatio, best) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }

    /// The row to pivot a marker into before its constraint's row is dropped: kiwi's three
    /// tiers, which keep restricted rows feasible whether the marker moves up or down, after a
    /// tier kiwi lacks. A dummy's row (a redundant required equality) mentions only dummies,
    /// all fixed at 0, so pivoting there moves nothing; ranking it as an ordinary `≥ 0` row,
    /// as kiwi does, can pivot a slack into it and leave a required equality off by the
    /// slack's step (kiwi 1.5.1 solves `v = -3` as -20 after removing a duplicate of it).
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        let basics = rowsMentioning(marker)
        if let redundant = basics.first(where: { kind(of: $0) == .dummy }) {
            return redundant
        }
        var first: Symbol? = nil
        var firstRatio = Double.infinity
        var second: Symbol? = nil
        var secondRatio = Double.infinity
        var third: Symbol? = nil
        for basic in basics {
            guard let row = entries[Int(basic)].row else { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if !isRestricted(basic) {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if Self.isBetter(ratio, basic, than: firstRatio, first) {
                    first = basic
                    firstRatio = ratio
                }
            } else {
                let ratio = row.constant / coefficient
                if Self.isBetter(ratio, basic, than: secondRatio, second) {
                    second = basic
                    secondRatio = ratio
                }
            }
        }
        return first ?? second ?? third
    }

    private static func isBetter(_ ratio: Double, _ basic: Symbol, than bestRatio: Double, _ best: Symbol?) -> Bool {
        guard let best else { return true }
        if ratio < bestRatio - epsilon { return true }
        return ratio <= bestRatio + epsilon && basic < best
    }

    // MARK: Phase 1

    /// Adds `row` (`0 = row`, constant ≥ 0) by minimising an artificial variable.
    /// On success the row is part of the tableau. On failure the tableau holds the same
    /// constraints as before and the symbols of the failing row's certificate are returned:
    /// every marker they contain took part in the contradiction.
    mutating func addWithArtificialVariable(_ row: Row, discarding ownSymbols: [Symbol]) throws(Failure) -> [Symbol]? {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimizeArtificial()
        let succeeded = isNearZero(artificial?.constant ?? 0)
        var certificate = artificial?.symbols ?? []
        artificial = nil

        if succeeded {
            if var artRow = removeRow(of: art), !artRow.isEmpty {
                let entering = artRow.terms.first { entries[Int($0.symbol)].kind == .slack || entries[Int($0.symbol)].kind == .error }?.symbol
                    ?? artRow.terms[0].symbol
                artRow.solve(basic: art, for: entering)
                substitute(entering, by: artRow)
                insertRow(artRow, basic: entering)
            }
            removeColumn(art)
            return nil
        }

        // Undo: eliminate the artificial variable through one row and drop that row. Every
        // other row then no longer involves the new constraint (its multiplier is zero).
        if let artRow = entries[Int(art)].row {
            certificate += artRow.symbols
        } else if let leaving = markerLeavingRow(for: art) {
            pivot(entering: art, leaving: leaving)
        }
        removeRow(of: art)
        removeColumn(art)
        for symbol in ownSymbols { removeColumn(symbol) }
        return certificate
    }

    private mutating func optimizeArtificial() throws(Failure) {
        var pivots = 0
        while let objectiveRow = artificial {
            guard let entering = objectiveRow.terms.first(where: {
                $0.coefficient < 0 && entries[Int($0.symbol)].kind != .dummy
            })?.symbol else { return }
            guard let leaving = leavingRow(for: entering) else { throw .unbounded }
            pivots += 1
            if pivots > pivotLimit { throw .tooManyPivots }
            pivot(entering: entering, leaving: leaving)
        }
    }
}
