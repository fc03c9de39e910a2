extension Solver {
    /// The variables whose value is not pinned down by the optimum: those that take
    /// different values in different optimal solutions (an ambiguous layout, in Auto Layout
    /// terms). Exact, from the final tableau — no sampling and no solve per variable.
    ///
    /// The optimal face is where every parametric symbol with a non-zero reduced cost stays 0;
    /// the symbols with zero reduced cost (`free`) may move as long as restricted symbols stay
    /// non-negative. Near the current vertex only *degenerate* rows (restricted rows at 0) and
    /// the free restricted symbols themselves limit that movement, and they limit it to a
    /// cone. A variable is pinned exactly when its dependence on the free symbols vanishes on
    /// the cone's linear span, i.e. lies in the span of the cone's implicit equalities. Those
    /// are found with one small auxiliary solve (which inequalities can be made strictly
    /// positive at once), so degenerate vertices are handled correctly where a plain
    /// pivot test would call a variable ambiguous that two tight constraints pin. Costs about
    /// one pass over the tableau when nothing is degenerate.
    public func unpinnedVariables() -> BitSet<Variable> {
        if heldBoundsPinEveryVariable { return [] }
        if let free = variableBoundedFromOneSide { return [free] }
        releaseHeldBounds()
        var analysis = AmbiguityAnalysis(tableau)
        // A loop over the symbols, not `Set(variables.filter …)`: no array of the variables,
        // and none of those free when nothing is (nearly always).
        var unpinned = BitSet<Variable>()
        for index in 0..<tableau.symbolCount {
            let symbol = Symbol(index)
            if tableau.kind(of: symbol) == .external && !analysis.isPinned(symbol) { unpinned.insert(Variable(symbol: symbol)) }
        }
        return unpinned
    }

    /// Whether the optimum pins `variable` down (see ``unpinnedVariables()``; call that once
    /// when asking about many variables).
    public func isPinned(_ variable: Variable) -> Bool {
        guard contains(variable) else { return false }
        if heldBoundsPinEveryVariable { return true }
        if variableBoundedFromOneSide != nil { return false }
        releaseHeldBounds()
        var analysis = AmbiguityAnalysis(tableau)
        return analysis.isPinned(variable.symbol)
    }
}

/// The span of the optimal face around the current vertex, as a reduced basis of the
/// directions it forbids.
private struct AmbiguityAnalysis {
    /// Terms over free symbols, in symbol order.
    typealias Direction = [Row.Term]

    private let tableau: Tableau
    /// Forbidden directions over free symbols, in reduced row-echelon form: per pivot symbol
    /// a vector with coefficient 1 there and no other pivot in it.
    private var basis: [Symbol: [Symbol: Double]] = [:]
    /// For each non-pivot symbol, the pivots whose vectors mention it (so adding a pivot
    /// touches only the vectors it must, not the whole basis).
    private var users: [Symbol: Set<Symbol>] = [:]
    /// The free part of each user variable met so far, references followed, by symbol
    /// (made on the first question that needs one).
    private var directions: [Direction?] = []
    /// What the analysis knows of each symbol, by symbol.
    private var marks: [Mark] = []

    /// What the analysis knows of one symbol: one array of these, not an array per field,
    /// as a feed analyses thousands of small tableaux.
    private struct Mark {
        /// A free symbol the face holds at 0 (a basis vector that is just the symbol): left
        /// out of free parts at once, which keeps the analysis of long chained rows cheap.
        var heldAtZero = false
        /// Once worked out: whether a free symbol appears in the symbol's row or in the rows
        /// it refers to, followed all the way (0: not known yet, 1: none, 2: some). Without
        /// one its direction is empty and it is pinned, which is what nearly every variable
        /// of a layout comes to: this finds that without building a direction.
        var reachesFree: UInt8 = 0
    }

    init(_ tableau: Tableau) {
        self.tableau = tableau
        // Appended, not `Array(repeating:count:)`: that one asks the runtime for the array's
        // type on every call, which costs more than the rest of a small tableau's analysis.
        marks.reserveCapacity(tableau.symbolCount)
        for _ in 0..<tableau.symbolCount { marks.append(Mark()) }
        if holdDegenerateSymbols() { return }
        // Free parts as the rows keep them, sorted by symbol: a table per row cost more than
        // the rest of a small tableau's analysis.
        var constraints: [Direction] = []
        // Whether every constraint is `-Σ cᵢ·sᵢ ≥ 0` over non-negative symbols (see
        // `implicitEqualities`): the usual degenerate row of a layout, where an optional
        // constraint and its opposite are both tight (`h ≤ 20.5 @250`, `h ≥ 20.5 @750`).
        var onlyHolding = true
        for index in 0..<tableau.symbolCount {
            let basic = Symbol(index)
            guard let row = tableau.row(of: Symbol(index)), tableau.isRestricted(basic), row.constant <= epsilon else {
                continue
            }
            let direction = freePart(of: row)
            guard !direction.isEmpty else { continue }
            constraints.append(direction)
            onlyHolding = onlyHolding && direction.allSatisfy { tableau.isRestricted($0.symbol) && $0.coefficient < 0 }
        }
        if constraints.isEmpty { return }
        if onlyHolding {
            // Each holds its symbols at 0, and nothing else is constrained.
            for constraint in constraints {
                for term in constraint { marks[Int(term.symbol)].heldAtZero = true }
            }
            return
        }
        var restricted = Set<Symbol>()
        for constraint in constraints {
            for term in constraint where tableau.isRestricted(term.symbol) { restricted.insert(term.symbol) }
        }
        // The free restricted symbols are themselves inequalities `p ≥ 0`.
        constraints += restricted.sorted().map { [Row.Term(symbol: $0, coefficient: 1)] }
        let (held, equalities) = Self.implicitEqualities(constraints, nonNegative: restricted)
        for symbol in held { marks[Int(symbol)].heldAtZero = true }
        for equality in equalities { addToBasis(Self.dictionary(equality)) }
        for (pivot, vector) in basis where vector.isEmpty { marks[Int(pivot)].heldAtZero = true }
    }

    /// The usual case of the degenerate rows, settled without building their free parts:
    /// when each free symbol of each degenerate row is restricted with a negative coefficient
    /// (see `onlyHolding` in `init`), holds those symbols at 0 and returns true; else
    /// changes nothing and returns false.
    private mutating func holdDegenerateSymbols() -> Bool {
        for index in 0..<tableau.symbolCount {
            guard let row = tableau.row(of: Symbol(index)), tableau.isRestricted(Symbol(index)), row.constant <= epsilon else { continue }
            for term in row.terms where isFree(term.symbol) {
                if !tableau.isRestricted(term.symbol) || term.coefficient >= 0 { return false }
            }
        }
        for index in 0..<tableau.symbolCount {
            guard let row = tableau.row(of: Symbol(index)), tableau.isRestricted(Symbol(index)), row.constant <= epsilon else { continue }
            // Marking as it goes changes nothing for later rows: a symbol held is held already.
            for term in row.terms where isFree(term.symbol) { marks[Int(term.symbol)].heldAtZero = true }
        }
        return true
    }

    /// A symbol that may move on the optimal face: parametric, not a dummy, zero reduced cost.
    private func isFree(_ symbol: Symbol) -> Bool {
        // Cheapest tests first: dense rows are mostly dummies.
        tableau.kind(of: symbol) != .dummy && tableau.hasZeroObjective(symbol)
            && !marks[Int(symbol)].heldAtZero && !tableau.isBasic(symbol)
    }

    /// A row's terms over free symbols, in symbol order (a row's own order).
    private func freePart(of row: Row) -> Direction {
        var part: Direction = []
        row.forEachTerm { symbol, coefficient in
            if isFree(symbol) { part.append(Row.Term(symbol: symbol, coefficient: coefficient)) }
        }
        return part
    }

    private static func dictionary(_ direction: Direction) -> [Symbol: Double] {
        Dictionary(direction.lazy.map { ($0.symbol, $0.coefficient) }, uniquingKeysWith: +)
    }

    /// How a user variable moves with the free symbols: its row's free part plus, for each
    /// reference, the referred variable's direction. Iterative, as references can chain
    /// through a whole feed. Sorted arrays, not dictionaries: a direction has a term or two,
    /// and an ambiguous layout asks for one per variable.
    private mutating func direction(of symbol: Symbol) -> Direction {
        if directions.isEmpty { directions = Array(repeating: nil, count: tableau.symbolCount) }
        var stack = [symbol]
        while let top = stack.last {
            if directions[Int(top)] != nil {
                stack.removeLast()
                continue
            }
            guard let row = tableau.row(of: top) else {
                directions[Int(top)] = isFree(top) ? [Row.Term(symbol: top, coefficient: 1)] : []
                stack.removeLast()
                continue
            }
            var part = freePart(of: row)
            var ready = true
            var referred = false
            row.forEachTerm { other, coefficient in
                guard tableau.isReference(other) else { return }
                if let direction = directions[Int(other)] {
                    for term in direction {
                        part.append(Row.Term(symbol: term.symbol, coefficient: coefficient * term.coefficient))
                    }
                    referred = true
                } else {
                    ready = false
                    stack.append(other)
                }
            }
            if ready {
                directions[Int(top)] = referred ? Self.merged(part) : part.filter { abs($0.coefficient) > 1e-12 }
                stack.removeLast()
            }
        }
        return directions[Int(symbol)] ?? []
    }

    /// Terms summed by symbol, in symbol order, those that cancel left out.
    private static func merged(_ terms: Direction) -> Direction {
        // Stable: equal symbols are summed in the order they came, as a dictionary summed them.
        let sorted = terms.enumerated().sorted { ($0.element.symbol, $0.offset) < ($1.element.symbol, $1.offset) }
        var result: Direction = []
        result.reserveCapacity(sorted.count)
        var index = 0
        while index < sorted.count {
            let symbol = sorted[index].element.symbol
            var sum = 0.0
            while index < sorted.count, sorted[index].element.symbol == symbol {
                sum += sorted[index].element.coefficient
                index += 1
            }
            if abs(sum) > 1e-12 { result.append(Row.Term(symbol: symbol, coefficient: sum)) }
        }
        return result
    }

    /// Whether a free symbol appears in the row of `symbol` (itself, if parametric) or in a
    /// row it refers to. Iterative and remembered, as ``direction(of:)``.
    private mutating func reachesFreeSymbol(_ symbol: Symbol) -> Bool {
        if marks[Int(symbol)].reachesFree == 0 {
            // No stack (an allocation per variable) while the row's references are settled,
            // as nearly all are.
            var stack: [Symbol] = []
            if !settleReach(of: symbol, pending: &stack) {
                stack.insert(symbol, at: 0)
                while let top = stack.last {
                    // Settling appends the references still open, or nothing.
                    if marks[Int(top)].reachesFree != 0 || settleReach(of: top, pending: &stack) { stack.removeLast() }
                }
            }
        }
        return marks[Int(symbol)].reachesFree == 2
    }

    /// Works out `reachesFree` of `symbol` when every reference in its row is settled, and
    /// returns true; else appends the references not settled to `pending` and returns false.
    private mutating func settleReach(of symbol: Symbol, pending: inout [Symbol]) -> Bool {
        guard let row = tableau.row(of: symbol) else {
            marks[Int(symbol)].reachesFree = isFree(symbol) ? 2 : 1
            return true
        }
        var reaches = false
        var ready = true
        for term in row.terms {
            let other = term.symbol
            if tableau.isReference(other) {
                switch marks[Int(other)].reachesFree {
                case 0:
                    ready = false
                    pending.append(other)
                case 2: reaches = true
                default: break
                }
            } else if isFree(other) {
                reaches = true
            }
        }
        if ready { marks[Int(symbol)].reachesFree = reaches ? 2 : 1 }
        return ready
    }

    mutating func isPinned(_ symbol: Symbol) -> Bool {
        if !reachesFreeSymbol(symbol) { return true }
        let free = direction(of: symbol)
        if free.isEmpty { return true }
        if basis.isEmpty { return free.allSatisfy { abs($0.coefficient) <= 1e-7 } }
        var direction = Self.dictionary(free)
        reduce(&direction)
        return direction.values.allSatisfy { abs($0) <= 1e-7 }
    }

    /// Subtracts the basis from `vector` so that no pivot is left in it. One pass suffices:
    /// basis vectors mention no pivots.
    private func reduce(_ vector: inout [Symbol: Double]) {
        for (pivot, factor) in vector {
            guard let basisVector = basis[pivot] else { continue }
            for (symbol, coefficient) in basisVector {
                vector[symbol, default: 0] -= factor * coefficient
            }
            vector[pivot] = nil
        }
        vector = vector.filter { abs($0.value) > 1e-9 }
    }

    private mutating func addToBasis(_ vector: [Symbol: Double]) {
        var vector = vector
        reduce(&vector)
        guard let (pivot, value) = vector.max(by: { (abs($0.value), $1.key) < (abs($1.value), $0.key) }),
            abs(value) > 1e-7
        else { return }
        vector = vector.mapValues { $0 / value }
        vector[pivot] = 1
        // Eliminate the new pivot from the vectors that mention it.
        for user in users.removeValue(forKey: pivot) ?? [] {
            guard var target = basis[user], let factor = target[pivot] else { continue }
            for (symbol, coefficient) in vector where symbol != pivot {
                let sum = (target[symbol] ?? 0) - factor * coefficient
                if abs(sum) > 1e-12 {
                    target[symbol] = sum
                    users[symbol, default: []].insert(user)
                } else {
                    target[symbol] = nil
                    users[symbol]?.remove(user)
                }
            }
            target[pivot] = nil
            basis[user] = target
        }
        for symbol in vector.keys where symbol != pivot { users[symbol, default: []].insert(pivot) }
        var stored = vector
        stored[pivot] = nil
        basis[pivot] = stored
    }

    /// The inequalities `g·p ≥ 0` that hold with equality on the whole cone they define
    /// (`nonNegative`: the symbols among `p` that have their own `p ≥ 0` in the list), as the
    /// symbols they hold at 0 and the other equalities, without those symbols (the same span).
    ///
    /// First without a solve: an inequality whose every symbol is non-negative with a
    /// negative coefficient (`-s ≥ 0`: a degenerate row where relaxing a tight constraint
    /// would break another) holds with equality and holds its symbols at 0, which may settle
    /// further inequalities; this is all a layout's degenerate rows need, nearly always. What
    /// is left, with the held symbols taken out (which leaves the span of the result as it
    /// was), is settled by one direction when it can be (``raisesEveryOpen(_:open:nonNegative:held:)``),
    /// else goes to one auxiliary solve: maximise `Σ tₖ` subject to `gₖ·p ≥ tₖ`,
    /// `0 ≤ tₖ ≤ 1`; every inequality that can be strict at all reaches `tₖ = 1` in the
    /// (unique) optimum, since the cone is closed under sums and scaling; the implicit
    /// equalities are stuck at 0.
    private static func implicitEqualities(_ inequalities: [Direction], nonNegative: Set<Symbol>)
        -> (held: Set<Symbol>, equalities: [Direction])
    {
        // For each inequality, its terms that do not settle it (a symbol that may be negative
        // or has a positive coefficient) and that are not yet held at 0.
        var unsettling = inequalities.map { inequality in
            inequality.count { !nonNegative.contains($0.symbol) || $0.coefficient >= 0 }
        }
        // Each term's inequality and coefficient, by symbol.
        var occurrences: [Symbol: [(inequality: Int, coefficient: Double)]] = [:]
        for (index, inequality) in inequalities.enumerated() {
            for term in inequality { occurrences[term.symbol, default: []].append((index, term.coefficient)) }
        }
        var held = Set<Symbol>()
        var isEquality = [Bool](repeating: false, count: inequalities.count)
        var settled = inequalities.indices.filter { unsettling[$0] == 0 }
        while let index = settled.popLast() {
            guard !isEquality[index] else { continue }
            isEquality[index] = true
            for term in inequalities[index] where held.insert(term.symbol).inserted {
                let symbol = term.symbol
                for (other, coefficient) in occurrences[symbol] ?? [] where !isEquality[other] {
                    // Held at 0, the symbol no longer counts, whatever its sign.
                    if !nonNegative.contains(symbol) || coefficient >= 0 {
                        unsettling[other] -= 1
                    }
                    if unsettling[other] == 0 { settled.append(other) }
                }
            }
        }
        let open = inequalities.indices.filter { !isEquality[$0] }
        if open.isEmpty || raisesEveryOpen(inequalities, open: open, nonNegative: nonNegative, held: held) {
            return (held, [])
        }

        let solver = Solver()
        var variables: [Symbol: Variable] = [:]
        var slacks: [Variable] = []
        for index in open {
            var expression = LinearExpression()
            for term in inequalities[index] where !held.contains(term.symbol) {
                let variable = variables[term.symbol] ?? solver.makeVariable(name: "")
                variables[term.symbol] = variable
                expression = expression + term.coefficient * variable
            }
            let t = solver.makeVariable(name: "")
            slacks.append(t)
            // These cannot fail: p = 0, t = 0 satisfies them all.
            _ = try? solver.add(LinearConstraint(expression, .greaterThanOrEqual, t.expression))
            _ = try? solver.add(LinearConstraint(t, .greaterThanOrEqual, 0))
            _ = try? solver.add(LinearConstraint(t, .lessThanOrEqual, 1))
            _ = try? solver.add(LinearConstraint(t, .equal, 1, strength: Strength(1)))
        }
        let equalities = open.indices.filter { solver.value(of: slacks[$0]) < 0.5 }.map { index in
            inequalities[open[index]].filter { !held.contains($0.symbol) }
        }
        return (held, equalities)
    }

    /// Whether raising every non-negative symbol not held by one, and moving nothing else,
    /// makes every open inequality strict: then that direction lies in the cone and shows that
    /// none of them is an implicit equality, with no solve. It is the usual case where the
    /// first pass leaves anything: a degenerate row `s ≥ 0` beside the list's own `s ≥ 0`.
    /// Anything less clear (a sum at or below `epsilon`) is left to the solve.
    private static func raisesEveryOpen(
        _ inequalities: [Direction], open: [Int], nonNegative: Set<Symbol>, held: Set<Symbol>
    ) -> Bool {
        open.allSatisfy { index in
            var rise = 0.0
            for term in inequalities[index] where nonNegative.contains(term.symbol) && !held.contains(term.symbol) {
                rise += term.coefficient
            }
            return rise > epsilon
        }
    }
}
