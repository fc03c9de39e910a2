/// One sparse linear form `constant + Σ coefficient·symbol`, kept sorted by symbol.
///
/// As a tableau row it reads `basic = constant + Σ …` over parametric symbols. Sorted
/// parallel arrays keep rows compact, make merging two rows a linear scan, and make every
/// iteration order (and therefore every pivot choice) deterministic.
struct Row {
    var constant: Double
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` terms, so that filling it does not regrow it.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        symbols.reserveCapacity(capacity)
        coefficients.reserveCapacity(capacity)
    }

    /// Appends a term whose symbol is greater than every symbol in the row; a near-zero
    /// coefficient is dropped.
    mutating func append(_ symbol: Symbol, _ coefficient: Double) {
        guard !isNearZero(coefficient) else { return }
        symbols.append(symbol)
        coefficients.append(coefficient)
    }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    private func index(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = symbols[mid]
            if s == symbol { return (true, mid) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (found, i) = index(of: symbol)
        return found ? coefficients[i] : 0
    }

    /// Adds `coefficient·symbol`; a term that cancels to zero is dropped.
    /// Returns +1 if the symbol appeared, -1 if it vanished, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (found, i) = index(of: symbol)
        if found {
            let sum = coefficients[i] + coefficient
            if isNearZero(sum) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
                return -1
            }
            coefficients[i] = sum
            return 0
        }
        if isNearZero(coefficient) { return 0 }
        if i == symbols.count {
            // The usual case while a row is filled in symbol order; `insert(_:at:)` at the
            // end costs several times an append.
            symbols.append(symbol)
            coefficients.append(coefficient)
        } else {
            symbols.insert(symbol, at: i)
            coefficients.insert(coefficient, at: i)
        }
        return 1
    }

    /// Removes a symbol's term; returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (found, i) = index(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: i)
        return coefficients.remove(at: i)
    }

    /// Adds `factor·other`, reporting each symbol that appears (`true`) or vanishes
    /// (`false`) so the caller can keep its column index in step. A `skipping` symbol is
    /// dropped from this row on the way (without a report).
    ///
    /// Merged in place, from the back: the row first grows by the symbols only `other` has,
    /// then the merge fills it from its end, where it never overwrites a term not yet read.
    /// A pivot substitutes into many rows and most gain symbols; a new pair of arrays for
    /// each, and freeing the old pair, cost more than the merge.
    mutating func add(
        _ other: Row, times factor: Double, skipping skipped: Symbol = -1, changed: (Symbol, Bool) -> Void
    ) {
        constant += other.constant * factor
        if skipped >= 0 { remove(skipped) }
        let n = symbols.count
        let m = other.symbols.count
        var fresh = 0
        var i = 0
        for symbol in other.symbols {
            while i < n && symbols[i] < symbol { i += 1 }
            if i == n || symbols[i] != symbol { fresh += 1 }
        }
        // A loop: `append(contentsOf:)` costs more for the one or two new terms of the usual case.
        for _ in 0..<fresh {
            symbols.append(0)
            coefficients.append(0)
        }
        // Through buffer pointers: indexing the arrays checks their uniqueness at every write.
        let gap = symbols.withUnsafeMutableBufferPointer { symbols in
            coefficients.withUnsafeMutableBufferPointer { coefficients in
                var read = n - 1
                var j = m - 1
                var write = n + fresh - 1
                while j >= 0 {
                    if read >= 0 && symbols[read] > other.symbols[j] {
                        symbols[write] = symbols[read]
                        coefficients[write] = coefficients[read]
                        write -= 1
                        read -= 1
                    } else if read < 0 || other.symbols[j] > symbols[read] {
                        let c = other.coefficients[j] * factor
                        if !isNearZero(c) {
                            symbols[write] = other.symbols[j]
                            coefficients[write] = c
                            write -= 1
                            changed(other.symbols[j], true)
                        }
                        j -= 1
                    } else {
                        let c = coefficients[read] + other.coefficients[j] * factor
                        if isNearZero(c) {
                            changed(symbols[read], false)
                        } else {
                            symbols[write] = symbols[read]
                            coefficients[write] = c
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
                        symbols[read + gap] = symbols[read]
                        coefficients[read + gap] = coefficients[read]
                        read -= 1
                    }
                }
                return gap
            }
        }
        // That room is dropped.
        guard gap > 0 else { return }
        symbols.removeSubrange(0..<gap)
        coefficients.removeSubrange(0..<gap)
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
        let factor = coefficients[position]
        constant += row.constant * factor
        var addsSymbols = false
        var j = 0
        for s in row.symbols {
            while j < symbols.count && symbols[j] < s { j += 1 }
            if j == symbols.count || symbols[j] != s {
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
        for read in symbols.indices {
            let s = symbols[read]
            var c = coefficients[read]
            if read == position { continue }
            while k < row.symbols.count && row.symbols[k] < s { k += 1 }
            if k < row.symbols.count && row.symbols[k] == s {
                c += row.coefficients[k] * factor
                if isNearZero(c) {
                    changed(s, false)
                    continue
                }
            }
            symbols[write] = s
            coefficients[write] = c
            write += 1
        }
        symbols.removeLast(symbols.count - write)
        coefficients.removeLast(coefficients.count - write)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a`
    /// (the symbol's own term is removed).
    mutating func solve(for symbol: Symbol) {
        let a = remove(symbol)
        let factor = -1 / a
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Turns the row of `basic` into the row of `entering`, a symbol it contains.
    mutating func solve(basic: Symbol, for entering: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Iterates over the terms in symbol order.
    func forEachTerm(_ body: (Symbol, Double) -> Void) {
        for i in symbols.indices { body(symbols[i], coefficients[i]) }
    }
}
