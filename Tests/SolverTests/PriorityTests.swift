import Testing
@testable import Solver

@Suite struct PriorityTests {
    @Test func oneHigherPriorityOutweighsAnyNumberOfLowerOnes() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        try solver.add(LinearConstraint(x, .equal, 100, strength: Strength(251)))
        let others = (0..<10_000).map { solver.makeVariable(name: "y\($0)") }
        for y in others {
            try solver.add(LinearConstraint(y, .equal, x.expression, strength: Strength(250)))
            try solver.add(LinearConstraint(y, .equal, 0, strength: Strength(250)))
            try solver.add(LinearConstraint(y, .equal, 0, strength: Strength(250)))
        }
        #expect(close(solver.value(of: x), 100))
        #expect(others.allSatisfy { close(solver.value(of: $0), 0) })
    }

    @Test func closePrioritiesAreStillOrdered() throws {
        for (high, low) in [(999.999, 999.5), (751.0, 750.0), (50.0, 49.0), (25.0, 0.001)] {
            let solver = Solver()
            let x = solver.makeVariable(name: "x")
            let y = solver.makeVariable(name: "y")
            try solver.add(LinearConstraint(x, .equal, y.expression))
            for _ in 0..<50 { try solver.add(LinearConstraint(y, .equal, 7, strength: Strength(low))) }
            try solver.add(LinearConstraint(x, .equal, 3, strength: Strength(high)))
            #expect(close(solver.value(of: x), 3), "\(high) over 50 × \(low)")
        }
    }

    @Test func withinOnePriorityErrorsAddUp() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        try solver.add(LinearConstraint(x, .equal, 10, strength: Strength(250)))
        try solver.add(LinearConstraint(x, .equal, 20, strength: Strength(250)))
        try solver.add(LinearConstraint(x, .equal, 20, strength: Strength(250)))
        #expect(close(solver.value(of: x), 20))
    }

    @Test func priorityOutsideTheRangeIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        for priority in [0, -1, 1000.5, .nan, .infinity] {
            #expect(throws: SolverError.self) {
                try solver.add(LinearConstraint(x, .equal, 1, strength: Strength(priority)))
            }
        }
        #expect(solver.constraints.isEmpty)
    }
}
