import Testing
import TestSupport
@testable import Solver

/// Bounds on one variable at one value wait outside the tableau (``HeldBounds``); what the
/// solver answers meanwhile must be what the tableau answers once they are in it.
@Suite struct HeldBoundsTests {
    @Test func aSizeHeldByHuggingAndCompressionResistanceIsPinnedWithoutATableau() throws {
        let solver = Solver()
        let width = solver.makeVariable(name: "width")
        try solver.add(LinearConstraint(width, .lessThanOrEqual, 80, strength: Strength(250)))
        try solver.add(LinearConstraint(width, .greaterThanOrEqual, 80, strength: Strength(750)))
        #expect(solver.value(of: width) == 80)
        #expect(solver.unpinnedVariables().isEmpty)
        #expect(solver.work == 0, "the bounds stayed out of the tableau")
    }

    /// Whether the held bounds pin every variable depends on how many variables the solver
    /// has, not on how many were named: a layout's solvers name none.
    @Test func heldBoundsPinEveryVariableOnlyWhenTheSolverHasOne() throws {
        let unnamed = Solver()
        let size = unnamed.makeVariable(name: "")
        try unnamed.add(LinearConstraint(size, .lessThanOrEqual, 44, strength: Strength(250)))
        try unnamed.add(LinearConstraint(size, .greaterThanOrEqual, 44, strength: Strength(750)))
        #expect(unnamed.unpinnedVariables().isEmpty)
        #expect(unnamed.isPinned(size))
        #expect(unnamed.work == 0, "answered without building the tableau")

        let mixed = Solver()
        let width = mixed.makeVariable(name: "width")
        let free = mixed.makeVariable(name: "")
        try mixed.add(LinearConstraint(width, .lessThanOrEqual, 44, strength: Strength(250)))
        try mixed.add(LinearConstraint(width, .greaterThanOrEqual, 44, strength: Strength(750)))
        #expect(mixed.unpinnedVariables() == [free])
        #expect(!mixed.isPinned(free))
    }

    @Test func heldBoundsAnswerAsTheTableauDoes() throws {
        var random = SplitMix64(seed: 18)
        let constants: [Double] = [0, -0.0, 80, 120.5, 0.1 + 0.2, 1.0 / 3, -44, 1e15]
        let strengths = [Strength(250), Strength(750), Strength(999.5), .required]
        let relations: [LinearRelation] = [.lessThanOrEqual, .greaterThanOrEqual, .equal]
        for _ in 0..<500 {
            let held = Solver()
            let x = held.makeVariable(name: "x")
            let constant = constants[random.below(constants.count)]
            for _ in 0..<(1 + random.below(4)) {
                let relation = relations[random.below(relations.count)]
                try held.add(LinearConstraint(x, relation, constant, strength: strengths[random.below(strengths.count)]))
            }
            let inTableau = held.copy()
            inTableau.releaseHeldBounds()
            #expect(held.value(of: x).bitPattern == inTableau.value(of: x).bitPattern)
            #expect(held.unpinnedVariables() == inTableau.unpinnedVariables())

            // Anything else puts them into the tableau as they came: same handles, same values.
            let y = held.makeVariable(name: "y")
            let yInTableau = inTableau.makeVariable(name: "y")
            let handle = try held.add(LinearConstraint(x + y, .equal, 100))
            #expect(try inTableau.add(LinearConstraint(x + yInTableau, .equal, 100)) == handle)
            #expect(held.constraints == inTableau.constraints)
            #expect(held.value(of: y).bitPattern == inTableau.value(of: yInTableau).bitPattern)
            #expect(held.unpinnedVariables().count == inTableau.unpinnedVariables().count)
        }
    }

    @Test func onlyBoundsAtOneValueOnOneVariableAreHeld() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let y = solver.makeVariable(name: "y")
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 10, strength: Strength(250)))
        #expect(solver.work == 0)
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 20, strength: Strength(750)))
        #expect(solver.work > 0, "a second value needs the simplex")
        #expect(solver.value(of: x) == 20)
        #expect(solver.unpinnedVariables() == [y])

        // A size free but for its floor: held, and free without a tableau.
        let floor = Solver()
        let w = floor.makeVariable(name: "w")
        try floor.add(LinearConstraint(w, .greaterThanOrEqual, 0))
        #expect(floor.unpinnedVariables() == [w])
        #expect(!floor.isPinned(w))
        #expect(floor.work == 0, "a floor alone stays out of the tableau")
        try floor.add(LinearConstraint(w, .lessThanOrEqual, 0, strength: Strength(750)))
        #expect(floor.work > 0, "at zero a second bound goes in: the tableau decides the sign of the zero")

        let removed = Solver()
        let z = removed.makeVariable(name: "z")
        let hugging = try removed.add(LinearConstraint(z, .lessThanOrEqual, 44, strength: Strength(250)))
        try removed.add(LinearConstraint(z, .greaterThanOrEqual, 44, strength: Strength(750)))
        try removed.remove(hugging)
        try removed.add(LinearConstraint(z, .equal, 60, strength: Strength(500)))
        #expect(removed.value(of: z) == 60)
    }
}
