extension Tableau {
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
