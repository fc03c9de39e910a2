import Testing
@testable import Solver
import TestSupport

@Suite struct AmbiguityTests {
    @Test func unconstrainedAndUnderconstrainedVariablesAreUnpinned() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let y = solver.makeVariable(name: "y")
        let z = solver.makeVariable(name: "z")
        let free = solver.makeVariable(name: "free")
        try solver.add(LinearConstraint(x + y, .equal, 10))
        try solver.add(LinearConstraint(z, .equal, 3))
        #expect(solver.unpinnedVariables() == [x, y, free])
        try solver.add(LinearConstraint(x, .equal, 4))
        #expect(solver.unpinnedVariables() == [free])
        #expect(solver.isPinned(y))
    }

    /// A variable whose only constraints are required bounds on one side (a size's floor) is
    /// free past them: said without analysing the tableau, as the analysis says it (asked
    /// here of a solver with a second variable, which the shortcut leaves to the analysis).
    @Test func aLoneVariableBoundedFromOneSideIsUnpinned() throws {
        for relation in [LinearRelation.greaterThanOrEqual, .lessThanOrEqual] {
            let alone = Solver()
            let analysed = Solver()
            let size = alone.makeVariable(name: "")
            let same = analysed.makeVariable(name: "")
            _ = analysed.makeVariable(name: "other")
            for constant in [0.0, 12] {
                try alone.add(LinearConstraint(size, relation, constant))
                try analysed.add(LinearConstraint(same, relation, constant))
            }
            #expect(alone.variableBoundedFromOneSide == size)
            #expect(analysed.variableBoundedFromOneSide == nil)
            #expect(alone.unpinnedVariables() == [size])
            #expect(analysed.unpinnedVariables().contains(same))
            #expect(!alone.isPinned(size))
        }
        // Bounds on both sides, an optional bound and an equality are the analysis's to judge.
        let cases: [[(LinearRelation, Double, Strength)]] = [
            [(.greaterThanOrEqual, 0, .required), (.lessThanOrEqual, 10, .required)],
            [(.greaterThanOrEqual, 0, .required), (.greaterThanOrEqual, 5, Strength(250))],
            [(.equal, 4, .required)],
        ]
        for bounds in cases {
            let solver = Solver()
            let size = solver.makeVariable(name: "")
            for (relation, constant, strength) in bounds {
                try solver.add(LinearConstraint(size, relation, constant, strength: strength))
            }
            #expect(solver.variableBoundedFromOneSide == nil)
        }
    }

    @Test func anInequalityRangeWithoutPreferenceIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 0))
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 10))
        #expect(!solver.isPinned(x))
        try solver.add(LinearConstraint(x, .equal, 50, strength: Strength(1)))
        #expect(solver.isPinned(x))
        #expect(close(solver.value(of: x), 10))
    }

    @Test func equalPriorityConflictsAreAmbiguousUnlessOneSideWins() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        try solver.add(LinearConstraint(x, .equal, 10, strength: Strength(250)))
        try solver.add(LinearConstraint(x, .equal, 20, strength: Strength(250)))
        #expect(!solver.isPinned(x))
        try solver.add(LinearConstraint(x, .equal, 20, strength: Strength(250)))
        #expect(solver.isPinned(x))
    }

    @Test func degenerateVerticesDoNotFoolTheTest() throws {
        // x ≥ 0, y ≥ 0, x + y ≤ 0: three tight constraints pin both at 0.
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let y = solver.makeVariable(name: "y")
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 0))
        try solver.add(LinearConstraint(y, .greaterThanOrEqual, 0))
        try solver.add(LinearConstraint(x + y, .lessThanOrEqual, 0))
        #expect(solver.unpinnedVariables().isEmpty)

        // a + b pinned to [10, 10] by two inequalities; a alone is free until preferred.
        let a = solver.makeVariable(name: "a")
        let b = solver.makeVariable(name: "b")
        try solver.add(LinearConstraint(a + b, .greaterThanOrEqual, 10))
        try solver.add(LinearConstraint(a + b, .lessThanOrEqual, 10))
        #expect(solver.unpinnedVariables() == [a, b])
        try solver.add(LinearConstraint(a, .equal, 3, strength: Strength(250)))
        #expect(solver.unpinnedVariables().isEmpty)
        #expect(close(solver.value(of: b), 7))
    }

    @Test func aStrongerPreferencePinsWhatAWeakerOneLeavesOpen() throws {
        let solver = Solver()
        let width = solver.makeVariable(name: "width")
        try solver.add(LinearConstraint(width, .greaterThanOrEqual, 100, strength: Strength(750)))
        #expect(!solver.isPinned(width))
        try solver.add(LinearConstraint(width, .lessThanOrEqual, 100, strength: Strength(250)))
        #expect(solver.isPinned(width))
    }

    /// The exact answer by LP ranging: a variable is pinned iff pulling it up or down at a
    /// priority below every other one cannot move it (a lower level never changes the
    /// optimum of the higher ones, it only picks a point on their optimal face).
    @Test(arguments: 0..<300)
    func agreesWithRangingOnRandomSystems(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let solver = Solver()
        let variables = (0..<random.below(5) + 2).map { solver.makeVariable(name: "v\($0)") }
        for _ in 0..<random.below(8) + 1 {
            var expression = LinearExpression(constant: Double(random.below(7)) - 3)
            for _ in 0..<random.below(3) + 1 {
                let coefficient = Double(random.below(5)) - 2
                expression = expression + coefficient * variables[random.below(variables.count)]
            }
            let relation: LinearRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.below(3)]
            let strength = [Strength.required, .required, Strength(750), Strength(250)][random.below(4)]
            _ = try? solver.add(LinearConstraint(expression: expression, relation: relation, strength: strength))
        }
        let unpinned = solver.unpinnedVariables()
        for variable in variables {
            let value = solver.value(of: variable)
            var moves = false
            for target in [value + 1000, value - 1000] {
                let probe = solver.copy()
                try probe.add(LinearConstraint(variable, .equal, target, strength: Strength(0.0001)))
                if abs(probe.value(of: variable) - value) > 1e-6 { moves = true }
            }
            #expect(unpinned.contains(variable) == moves, "seed \(seed), \(solver.name(of: variable))")
        }
    }
}
