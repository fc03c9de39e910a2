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
    public func unpinnedVariables() -> Set<Variable> {
        let analysis = AmbiguityAnalysis(tableau)
        return Set(variables.filter { !analysis.isPinned($0.symbol) })
    }

    /// Whether the optimum pins `variable` down (see ``unpinnedVariables()``; call that once
    /// when asking about many variables).
    public func isPinned(_ variable: Variable) -> Bool {
        contains(variable) && AmbiguityAnalysis(tableau).isPinned(variable.symbol)
    }
}

/// The span of the optimal face around the current vertex, as a reduced basis of the
/// directions it forbids.
private struct AmbiguityAnalysis {
    private let tableau: Tableau
    /// Forbidden directions over free symbols, in reduced row-echelon form: per pivot symbol
    /// a vector with coefficient 1 there and no other pivot in it.
    private var basis: [Symbol: [Symbol: Double]] = [:]
    /// For each non-pivot symbol, the pivots whose vectors mention it (so adding a pivot
    /// touches only the vectors it must, not the whole basis).
    private var users: [Symbol: Set<Symbol>] = [:]
    /// Free symbols the face holds at 0 (a basis vector that is just the symbol): left out of
    /// free parts at once, which keeps the analysis of long chained rows cheap.
    private var heldAtZero: [Bool]

    init(_ tableau: Tableau) {
        self.tableau = tableau
        heldAtZero = Array(repeating: false, count: tableau.symbolCount)
        var constraints: [[Symbol: Double]] = []
        var restricted = Set<Symbol>()
        for index in tableau.rows.indices {
            let basic = Symbol(index)
            guard let row = tableau.rows[index], tableau.isRestricted(basic), row.constant <= epsilon else {
                continue
            }
            let direction = freePart(of: row)
            guard !direction.isEmpty else { continue }
            constraints.append(direction)
            restricted.formUnion(direction.keys.filter { tableau.isRestricted($0) })
        }
        if constraints.isEmpty { return }
        // The free restricted symbols are themselves inequalities `p ≥ 0`.
        constraints += restricted.sorted().map { [$0: 1.0] }
        for equality in Self.implicitEqualities(constraints) { addToBasis(equality) }
        for (pivot, vector) in basis where vector.isEmpty { heldAtZero[Int(pivot)] = true }
    }

    /// A symbol that may move on the optimal face: parametric, not a dummy, zero reduced cost.
    private func isFree(_ symbol: Symbol) -> Bool {
        // Cheapest tests first: dense rows are mostly dummies.
        tableau.kind(of: symbol) != .dummy && tableau.objective[Int(symbol)].isZero
            && !heldAtZero[Int(symbol)] && !tableau.isBasic(symbol)
    }

    private func freePart(of row: Row) -> [Symbol: Double] {
        var part: [Symbol: Double] = [:]
        row.forEachTerm { symbol, coefficient in
            if isFree(symbol) { part[symbol] = coefficient }
        }
        return part
    }

    func isPinned(_ symbol: Symbol) -> Bool {
        var direction: [Symbol: Double]
        if let row = tableau.row(of: symbol) {
            direction = freePart(of: row)
        } else {
            direction = [symbol: 1]
        }
        if direction.isEmpty { return true }
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

    /// The inequalities `g·p ≥ 0` that hold with equality on the whole cone they define.
    /// Maximises `Σ tₖ` subject to `gₖ·p ≥ tₖ`, `0 ≤ tₖ ≤ 1`: every inequality that can be
    /// strict at all reaches `tₖ = 1` in the (unique) optimum, since the cone is closed under
    /// sums and scaling; the implicit equalities are stuck at 0.
    private static func implicitEqualities(_ inequalities: [[Symbol: Double]]) -> [[Symbol: Double]] {
        let solver = Solver()
        var variables: [Symbol: Variable] = [:]
        var slacks: [Variable] = []
        for inequality in inequalities {
            var expression = LinearExpression()
            for (symbol, coefficient) in inequality.sorted(by: { $0.key < $1.key }) {
                let variable = variables[symbol] ?? solver.makeVariable(name: "")
                variables[symbol] = variable
                expression = expression + coefficient * variable
            }
            let t = solver.makeVariable(name: "")
            slacks.append(t)
            // These cannot fail: p = 0, t = 0 satisfies them all.
            _ = try? solver.add(LinearConstraint(expression, .greaterThanOrEqual, t.expression))
            _ = try? solver.add(LinearConstraint(t, .greaterThanOrEqual, 0))
            _ = try? solver.add(LinearConstraint(t, .lessThanOrEqual, 1))
            _ = try? solver.add(LinearConstraint(t, .equal, 1, strength: Strength(1)))
        }
        return inequalities.indices.filter { solver.value(of: slacks[$0]) < 0.5 }.map { inequalities[$0] }
    }
}
