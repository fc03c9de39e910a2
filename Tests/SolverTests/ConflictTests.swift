import Testing
import TestSupport
@testable import Solver

@Suite struct ConflictTests {
    @Test func contradictoryEqualitiesNameTheConstraintsInvolved() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let y = solver.makeVariable(name: "y")
        let z = solver.makeVariable(name: "z")
        let a = try solver.add(LinearConstraint(x, .equal, 10))
        try solver.add(LinearConstraint(z, .equal, 3))
        let b = try solver.add(LinearConstraint(y, .equal, x + 5))
        #expect(throws: SolverError.unsatisfiable(involving: [a, b])) {
            try solver.add(LinearConstraint(y, .equal, 20))
        }
        #expect(close(solver.value(of: y), 15))
        #expect(solver.constraints.count == 3)
    }

    @Test func contradictoryInequalitiesNameTheConstraintsInvolved() throws {
        let solver = Solver()
        let left = solver.makeVariable(name: "left")
        let width = solver.makeVariable(name: "width")
        let right = solver.makeVariable(name: "right")
        let a = try solver.add(LinearConstraint(left, .greaterThanOrEqual, 0))
        let b = try solver.add(LinearConstraint(right, .lessThanOrEqual, 100))
        let c = try solver.add(LinearConstraint(right, .equal, left + width))
        try solver.add(LinearConstraint(width, .equal, 50, strength: Strength(750)))
        let before = [left, width, right].map(solver.value(of:))
        #expect(throws: SolverError.unsatisfiable(involving: [a, b, c])) {
            try solver.add(LinearConstraint(width, .greaterThanOrEqual, 150))
        }
        #expect([left, width, right].map(solver.value(of:)).elementsEqual(before, by: close))
        // The failed add left the system usable.
        try solver.add(LinearConstraint(width, .greaterThanOrEqual, 80))
        #expect(close(solver.value(of: width), 80))
    }

    @Test func aConstraintThatContradictsItselfInvolvesNothingElse() throws {
        let solver = Solver()
        #expect(throws: SolverError.unsatisfiable(involving: [])) {
            try solver.add(LinearConstraint(LinearExpression(0), .equal, 5))
        }
        #expect(throws: SolverError.unsatisfiable(involving: [])) {
            try solver.add(LinearConstraint(LinearExpression(5), .lessThanOrEqual, 0))
        }
        try solver.add(LinearConstraint(LinearExpression(0), .equal, 0))
    }
}

@Suite struct MinimalConflictTests {
    @Test func theInvolvedSetShrinksToAnIrreducibleOne() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let y = solver.makeVariable(name: "y")
        let w = solver.makeVariable(name: "w")
        let a = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 0))
        try solver.add(LinearConstraint(y, .greaterThanOrEqual, 0))
        let c = try solver.add(LinearConstraint(w, .equal, x + y))
        let d = try solver.add(LinearConstraint(w, .lessThanOrEqual, 100))
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 40))
        let failing = LinearConstraint(x + y, .greaterThanOrEqual, 150)
        var involved: [ConstraintHandle] = []
        do {
            try solver.add(failing)
            Issue.record("x + y >= 150 should not fit under w <= 100")
        } catch {
            guard case .unsatisfiable(let list) = error else { throw error }
            involved = list
        }
        #expect(Set([c, d]).isSubset(of: Set(involved)))
        #expect(solver.minimalConflict(adding: failing, involving: involved) == [c, d])
        // The search falls back to every required constraint when the list is too short.
        #expect(solver.minimalConflict(adding: failing, involving: [a]) == [c, d])
    }

    @Test func theEarliestOfTwoConflictsIsPreferred() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let a = try solver.add(LinearConstraint(x, .lessThanOrEqual, 10))
        let b = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 0))
        let c = try solver.add(LinearConstraint(x, .lessThanOrEqual, 12))
        let failing = LinearConstraint(x, .equal, 20)
        #expect(solver.minimalConflict(adding: failing, involving: [a, b, c]) == [a])
        #expect(solver.minimalConflict(adding: failing, involving: [c, b, a]) == [c])
    }

    /// A ring of `w[i] (relation) w[i+1] + 1` of `count` members, the closing one left out.
    private static func ring(_ count: Int, _ relation: LinearRelation)
        throws -> (solver: Solver, members: [ConstraintHandle], closing: LinearConstraint, involved: [ConstraintHandle])
    {
        let solver = Solver()
        let widths = (0..<count).map { solver.makeVariable(name: "w\($0)") }
        var members: [ConstraintHandle] = []
        for index in 0..<count - 1 {
            members.append(try solver.add(LinearConstraint(widths[index] - widths[index + 1], relation, 1)))
        }
        let closing = LinearConstraint(widths[count - 1] - widths[0], relation, 1)
        do {
            try solver.add(closing)
        } catch {
            guard case .unsatisfiable(let list) = error else { throw error }
            return (solver, members, closing, list)
        }
        Issue.record("a ring of + 1 cannot close")
        return (solver, members, closing, [])
    }

    /// `w[i] >= w[i+1] + 1` around a ring: every member is needed, so the search does the most
    /// work it can. Within its budget it proves the ring minimal; past it, it stops and names
    /// what the solver named, marked as not minimal.
    @Test func aLongCycleIsSearchedWithinItsBudget() throws {
        let ring = try Self.ring(40, .greaterThanOrEqual)
        var ample = Int.max
        let searched = ring.solver.minimalConflict(adding: ring.closing, involving: ring.involved, budget: &ample)
        #expect(searched.isMinimal)
        #expect(searched.members == ring.members)
        var small = 500
        let cut = ring.solver.minimalConflict(adding: ring.closing, involving: ring.involved, budget: &small)
        #expect(!cut.isMinimal)
        #expect(Set(ring.members).isSubset(of: Set(cut.members)))
        #expect(small < 40)
    }

    /// `w[i] == w[i+1] + 1` around a ring fails on equalities alone: the solver's own
    /// certificate proves it irreducible, at any length, with no search (the budget untouched).
    @Test func aCycleOfEqualitiesIsMinimalWithoutASearch() throws {
        for count in [3, 40, 2_000] {
            let ring = try Self.ring(count, .equal)
            var none = 0
            let found = ring.solver.minimalConflict(adding: ring.closing, involving: ring.involved, budget: &none)
            #expect(found.isMinimal, "\(count) widths")
            #expect(found.members == ring.members, "\(count) widths")
        }
    }

    /// Random systems of required equalities over a few variables (small integer coefficients,
    /// so some are redundant and some contradict): wherever the solver's certificate proves a
    /// conflict without a search, fresh solvers agree that it cannot hold and that without any
    /// one member it can.
    @Test func aCertificatesConflictIsIrreducibleOnRandomSystems() throws {
        var proved = 0
        for seed in 0..<300 {
            var random = SplitMix64(seed: UInt64(seed))
            let solver = Solver()
            let variables = (0..<4).map { solver.makeVariable(name: "v\($0)") }
            var added: [(ConstraintHandle, LinearConstraint)] = []
            for _ in 0..<8 {
                var expression = LinearExpression(terms: [], constant: Double(random.below(7)) - 3)
                for variable in variables where random.below(2) == 0 {
                    expression = expression + Double(random.below(5) - 2) * variable
                }
                let constraint = LinearConstraint(expression: expression, relation: .equal)
                do {
                    added.append((try solver.add(constraint), constraint))
                } catch {
                    guard case .unsatisfiable(let involved) = error,
                        solver.irreducibleCombination(adding: constraint, involving: involved) != nil
                    else { continue }
                    proved += 1
                    let members = involved.compactMap { handle in added.first { $0.0 == handle }?.1 }
                    #expect(members.count == involved.count, "seed \(seed)")
                    #expect(!Solver.isSatisfiable(members + [constraint]), "seed \(seed)")
                    for index in members.indices {
                        var rest = members
                        rest.remove(at: index)
                        #expect(Solver.isSatisfiable(rest + [constraint]), "seed \(seed): member \(index) is not needed")
                    }
                }
            }
        }
        #expect(proved >= 100, "only \(proved) conflicts proved by their certificate")
    }

    /// `a == 1` twice over, `b == a`, then `b == 2`: the second `a == 1` was redundant when
    /// added, so the certificate leaves it out and names the conflict alone, proved minimal.
    @Test func aRedundantEqualityIsNotInTheConflict() throws {
        let solver = Solver()
        let a = solver.makeVariable(name: "a")
        let b = solver.makeVariable(name: "b")
        let first = try solver.add(LinearConstraint(a, .equal, 1))
        _ = try solver.add(LinearConstraint(a, .equal, 1))
        let link = try solver.add(LinearConstraint(b - a, .equal, 0))
        let failing = LinearConstraint(b, .equal, 2)
        do {
            try solver.add(failing)
            Issue.record("b == a == 1 cannot be 2")
        } catch {
            guard case .unsatisfiable(let list) = error else { throw error }
            var none = 0
            let found = solver.minimalConflict(adding: failing, involving: list, budget: &none)
            #expect(found.members == [first, link])
            #expect(found.isMinimal)
        }
    }

    /// `Σ xᵢ + 1 == 0` with every `xᵢ >= 0`: irreducible, through inequalities, so searched;
    /// every member is needed, and the search says so while its budget lasts.
    @Test func aNegativeSumOfSizesNeedsEveryFloor() throws {
        for count in [3, 30] {
            let solver = Solver()
            let sizes = (0..<count).map { solver.makeVariable(name: "x\($0)") }
            let sum = sizes.dropFirst().reduce(LinearExpression(sizes[0])) { $0 + $1 }
            var floors: [ConstraintHandle] = []
            let equality = try solver.add(LinearConstraint(sum + 1, .equal, 0))
            for size in sizes.dropLast() {
                floors.append(try solver.add(LinearConstraint(size, .greaterThanOrEqual, 0)))
            }
            let last = LinearConstraint(sizes[count - 1], .greaterThanOrEqual, 0)
            var involved: [ConstraintHandle] = []
            do {
                try solver.add(last)
                Issue.record("sizes of a negative sum cannot all be at least 0")
            } catch {
                guard case .unsatisfiable(let list) = error else { throw error }
                involved = list
            }
            #expect(involved == [equality] + floors)
            #expect(solver.irreducibleCombination(adding: last, involving: involved) == nil, "not equalities alone")
            var budget = 100_000
            let searched = solver.minimalConflict(adding: last, involving: involved, budget: &budget)
            #expect(searched.members == involved)
            #expect(searched.isMinimal)
        }
    }
}
