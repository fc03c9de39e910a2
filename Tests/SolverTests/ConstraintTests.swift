import Testing
@testable import Solver

/// Within 1e-6, the oracle's tolerance.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

@Suite struct ConstraintTests {
    @Test func equalitiesSolveALinearSystem() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let y = solver.makeVariable(name: "y")
        try solver.add(LinearConstraint(x + y, .equal, 10))
        try solver.add(LinearConstraint(x - y, .equal, 4))
        #expect(close(solver.value(of: x), 7))
        #expect(close(solver.value(of: y), 3))
        #expect(solver.name(of: x) == "x")
    }

    @Test func inequalitiesBoundAWeakPreference() throws {
        let solver = Solver()
        let width = solver.makeVariable(name: "width")
        try solver.add(LinearConstraint(width, .greaterThanOrEqual, 100))
        try solver.add(LinearConstraint(width, .lessThanOrEqual, 300))
        try solver.add(LinearConstraint(width, .equal, 50, strength: Strength(250)))
        #expect(close(solver.value(of: width), 100))
        try solver.add(LinearConstraint(width, .equal, 500, strength: Strength(500)))
        #expect(close(solver.value(of: width), 300))
    }

    @Test func removingAConstraintLetsTheNextOneWin() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let strong = try solver.add(LinearConstraint(x, .equal, 20, strength: Strength(750)))
        try solver.add(LinearConstraint(x, .equal, 40, strength: Strength(250)))
        #expect(close(solver.value(of: x), 20))
        try solver.remove(strong)
        #expect(close(solver.value(of: x), 40))
        #expect(solver.constraints.count == 1)
    }

    @Test func removingRequiredConstraintsInAnyOrderKeepsTheRest() throws {
        let solver = Solver()
        let xs = (0..<6).map { solver.makeVariable(name: "x\($0)") }
        var handles: [ConstraintHandle] = []
        handles.append(try solver.add(LinearConstraint(xs[0], .equal, 0)))
        for i in 1..<xs.count {
            handles.append(try solver.add(LinearConstraint(xs[i], .equal, xs[i - 1] + 10)))
        }
        try solver.add(LinearConstraint(xs[5], .equal, 0, strength: Strength(1)))
        try solver.remove(handles[0])
        #expect(close(solver.value(of: xs[0]), -50))
        try solver.remove(handles[3])
        #expect(close(solver.value(of: xs[5]), 0))
        #expect(close(solver.value(of: xs[4]), -10))
        #expect(close(solver.value(of: xs[2]), solver.value(of: xs[0]) + 20))
    }

    /// A solver keeps its constraints' terms in one array, compacted once the terms of removed
    /// constraints are most of it: what it gives back, before and after, is what it was given.
    @Test func constraintsReadBackAsGivenAfterManyRemovals() throws {
        let solver = Solver()
        let xs = (0..<50).map { solver.makeVariable(name: "x\($0)") }
        var given: [(handle: ConstraintHandle, constraint: LinearConstraint)] = []
        for i in 1..<xs.count {
            let constraint = LinearConstraint(
                xs[i] - 2 * xs[i - 1] + 0.5 * xs[0], .lessThanOrEqual, Double(i), strength: Strength(Double(i)))
            given.append((try solver.add(constraint), constraint))
        }
        func readsBack() -> Bool {
            given.enumerated().allSatisfy { index, entry in
                guard let kept = solver.constraint(entry.handle) else { return index % 4 != 0 }
                return index % 4 == 0 && kept.expression.terms == entry.constraint.expression.terms
                    && kept.expression.constant == entry.constraint.expression.constant
                    && kept.relation == entry.constraint.relation && kept.strength == entry.constraint.strength
            }
        }
        for (index, entry) in given.enumerated() where index % 4 != 0 { try solver.remove(entry.handle) }
        #expect(readsBack())
        // Rebuilt from what it kept, it keeps the same.
        try solver.rebuild()
        #expect(readsBack())
        #expect(solver.constraints == given.enumerated().filter { $0.offset % 4 == 0 }.map(\.element.handle))
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = Solver()
        let width = solver.makeVariable(name: "width")
        let half = solver.makeVariable(name: "half")
        try solver.add(LinearConstraint(2 * half, .equal, width.expression))
        try solver.add(LinearConstraint(width, .lessThanOrEqual, 1000))
        try solver.addEditVariable(width, strength: Strength(999))
        for value in [100.0, 640, 2000, 320] {
            try solver.suggestValue(width, value)
            #expect(close(solver.value(of: width), min(value, 1000)))
            #expect(close(solver.value(of: half), min(value, 1000) / 2))
        }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(throws: SolverError.unknownEditVariable(width)) { try solver.suggestValue(width, 5) }
    }

    @Test func editVariableMisuseIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: Strength(500))
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: Strength(500)) }
        #expect(throws: SolverError.self) { try solver.suggestValue(x, .nan) }
    }
}
