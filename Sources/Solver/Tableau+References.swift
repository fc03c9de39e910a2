extension Tableau {
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
    /// tableau (a class's property), every value read would copy the whole tableau first, a
    /// retain and a release of each of its arrays; a mutating call works on the stored
    /// tableau in place.
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
}
