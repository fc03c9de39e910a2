/// One sparse linear form `constant + Σ coefficient·symbol`, kept sorted by symbol.
///
/// As a tableau row it reads `basic = constant + Σ …` over parametric symbols. Sorted terms
/// keep rows compact, make merging two rows a linear scan, and make every iteration order
/// (and therefore every pivot choice) deterministic. The terms are one array of pairs, not
/// a symbol array beside a coefficient array: a row then costs one allocation, one
/// reference to count when it is copied, and less memory (a large feed's small solvers
/// hold hundreds of thousands of rows of a few terms).
struct Row {
    /// One term of a row.
    struct Term {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var terms: [Term] = []

    init(constant: Double) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` terms, so that filling it does not regrow it.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        terms.reserveCapacity(capacity)
    }

    /// Appends a term whose symbol is greater than every symbol in the row; a near-zero
    /// coefficient is dropped.
    mutating func append(_ symbol: Symbol, _ coefficient: Double) {
        guard !isNearZero(coefficient) else { return }
        terms.append(Term(symbol: symbol, coefficient: coefficient))
    }

    /// Makes room for `capacity` terms in all.
    mutating func reserveCapacity(_ capacity: Int) {
        terms.reserveCapacity(capacity)
    }

    var isEmpty: Bool { terms.isEmpty }
    var count: Int { terms.count }

    /// The row's symbols, in increasing order (a new array: for the paths that are not hot).
    var symbols: [Symbol] { terms.map(\.symbol) }

    private func index(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = terms[mid].symbol
            if s == symbol { return (true, mid) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (found, i) = index(of: symbol)
        return found ? terms[i].coefficient : 0
    }

    /// Adds `coefficient·symbol`; a term that cancels to zero is dropped.
    /// Returns +1 if the symbol appeared, -1 if it vanished, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (found, i) = index(of: symbol)
        if found {
            let sum = terms[i].coefficient + coefficient
            if isNearZero(sum) {
                terms.remove(at: i)
                return -1
            }
            terms[i].coefficient = sum
            return 0
        }
        if isNearZero(coefficient) { return 0 }
        if i == terms.count {
            // The usual case while a row is filled in symbol order; `insert(_:at:)` at the
            // end costs several times an append.
            terms.append(Term(symbol: symbol, coefficient: coefficient))
        } else {
            terms.insert(Term(symbol: symbol, coefficient: coefficient), at: i)
        }
        return 1
    }

    /// Removes a symbol's term; returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (found, i) = index(of: symbol)
        guard found else { return 0 }
        return terms.remove(at: i).coefficient
    }

    /// Adds `factor·other`, reporting each symbol that appears (`true`) or vanishes
    /// (`false`) so the caller can keep its column index in step. A `skipping` symbol is
    /// dropped from this row on the way (without a report).
    ///
    /// Merged in place, from the back: the row first grows by the symbols only `other` has,
    /// then the merge fills it from its end, where it never overwrites a term not yet read.
    /// A pivot substitutes into many rows and most gain symbols; a new array for each, and
    /// freeing the old one, cost more than the merge.
    mutating func add(
        _ other: Row, times factor: Double, skipping skipped: Symbol = -1, changed: (Symbol, Bool) -> Void
    ) {
        constant += other.constant * factor
        if skipped >= 0 { remove(skipped) }
        let n = terms.count
        let m = other.terms.count
        var fresh = 0
        var i = 0
        for term in other.terms {
            while i < n && terms[i].symbol < term.symbol { i += 1 }
            if i == n || terms[i].symbol != term.symbol { fresh += 1 }
        }
        // A loop: `append(contentsOf:)` costs more for the one or two new terms of the usual case.
        for _ in 0..<fresh { terms.append(Term(symbol: 0, coefficient: 0)) }
        // Through buffer pointers: indexing the array checks its uniqueness at every write.
        let gap = other.terms.withUnsafeBufferPointer { others in
            terms.withUnsafeMutableBufferPointer { terms in
                var read = n - 1
                var j = m - 1
                var write = n + fresh - 1
                while j >= 0 {
                    if read >= 0 && terms[read].symbol > others[j].symbol {
                        terms[write] = terms[read]
                        write -= 1
                        read -= 1
                    } else if read < 0 || others[j].symbol > terms[read].symbol {
                        let c = others[j].coefficient * factor
                        if !isNearZero(c) {
                            terms[write] = Term(symbol: others[j].symbol, coefficient: c)
                            write -= 1
                            changed(others[j].symbol, true)
                        }
                        j -= 1
                    } else {
                        let c = terms[read].coefficient + others[j].coefficient * factor
                        if isNearZero(c) {
                            changed(terms[read].symbol, false)
                        } else {
                            terms[write] = Term(symbol: terms[read].symbol, coefficient: c)
                            write -= 1
                        }
                        read -= 1
                        j -= 1
                    }
                }
                // The rest of this row moves up past the room that terms which cancelled left
                // (usually none: it is then where it belongs).
                let gap = write - read
                if gap > 0 {
                    while read >= 0 {
                        terms[read + gap] = terms[read]
                        read -= 1
                    }
                }
                return gap
            }
        }
        // That room is dropped.
        guard gap > 0 else { return }
        terms.removeSubrange(0..<gap)
    }

    func contains(_ symbol: Symbol) -> Bool {
        index(of: symbol).found
    }

    /// Replaces `symbol` by `row` (`symbol`'s expression), reporting symbols that appear or
    /// vanish. Rewrites the terms in place when `row` brings no new symbol (the usual case in
    /// dense rows), so most substitutions allocate nothing.
    mutating func substitute(_ symbol: Symbol, by row: Row, changed: (Symbol, Bool) -> Void) {
        let (found, position) = index(of: symbol)
        guard found else { return }
        let factor = terms[position].coefficient
        constant += row.constant * factor
        var addsSymbols = false
        var j = 0
        for term in row.terms {
            while j < terms.count && terms[j].symbol < term.symbol { j += 1 }
            if j == terms.count || terms[j].symbol != term.symbol {
                addsSymbols = true
                break
            }
        }
        if addsSymbols {
            var merged = row
            merged.constant = 0
            add(merged, times: factor, skipping: symbol, changed: changed)
            return
        }
        var write = 0
        var k = 0
        for read in terms.indices {
            let s = terms[read].symbol
            var c = terms[read].coefficient
            if read == position { continue }
            while k < row.terms.count && row.terms[k].symbol < s { k += 1 }
            if k < row.terms.count && row.terms[k].symbol == s {
                c += row.terms[k].coefficient * factor
                if isNearZero(c) {
                    changed(s, false)
                    continue
                }
            }
            terms[write] = Term(symbol: s, coefficient: c)
            write += 1
        }
        terms.removeLast(terms.count - write)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a`
    /// (the symbol's own term is removed).
    mutating func solve(for symbol: Symbol) {
        let a = remove(symbol)
        let factor = -1 / a
        constant *= factor
        for i in terms.indices { terms[i].coefficient *= factor }
    }

    /// Turns the row of `basic` into the row of `entering`, a symbol it contains.
    mutating func solve(basic: Symbol, for entering: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Iterates over the terms in symbol order.
    func forEachTerm(_ body: (Symbol, Double) -> Void) {
        for term in terms { body(term.symbol, term.coefficient) }
    }
}
