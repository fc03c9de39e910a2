@testable import Inspector
import LayoutModel
import Readers
import Testing

/// One long cycle of required constraints (`v[i].width == v[i+1].width + 1`, the last back to
/// the first) is a conflict that once made `check` cubic: with a `width >= 0` floor in the
/// solver for every view, each width became a slack variable and the cycle a tableau of
/// restricted rows as long as the cycle. The solvers' work is counted (terms written), not
/// timed: it must grow linearly with the cycle (the timing lives in scripts/bench-limits;
/// small sizes, so that a regression fails in seconds rather than stalling the suite).
@Suite struct LongCycleTests {
    /// `v[i].first == v[i+1].second + 1` for i in 1...count, the last back to `v1`.
    static func cycle(_ count: Int, _ first: String = "width", _ second: String = "width") throws -> LayoutDocument {
        let views = (0...count).map { index in
            let subviews = index == 0 ? "[" + (1...count).map { #""v\#($0)""# }.joined(separator: ",") + "]" : "[]"
            return #"{"id": "v\#(index)", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}, "subviews": \#(subviews), "translatesAutoresizingMaskIntoConstraints": \#(index == 0)}"#
        }
        let constraints = (1...count).map { index in
            #"{"id": "c\#(index)", "first": "v\#(index)", "firstAttribute": "\#(first)", "relation": "equal", "second": "v\#(index % count + 1)", "secondAttribute": "\#(second)", "constant": 1}"#
        }
        let text = #"{"format": "draft-inspect-dump", "version": 1, "root": "v0", "views": [\#(views.joined(separator: ","))], "constraints": [\#(constraints.joined(separator: ","))]}"#
        return try DumpReader.read(Array(text.utf8))
    }

    @Test func solvingALongCycleIsLinearWork() throws {
        let sessions = try [500, 1000].map { LayoutSession(document: try Self.cycle($0)) }
        for (session, count) in zip(sessions, [500, 1000]) {
            #expect(session.conflicts.count == 1)
            let conflict = try #require(session.conflicts.first)
            // Equalities alone: the solver's certificate proves the whole cycle minimal
            // without a search. The closing constraint (the last, on the same view as the
            // rest) is given up.
            #expect(conflict.equations.count == count)
            #expect(conflict.isMinimal)
            #expect(conflict.broken == session.equation(forConstraintAt: count - 1))
        }
        let (small, large) = (sessions[0].solverWork, sessions[1].solverWork)
        #expect(large <= 20 * 1000, "\(large) terms written for a cycle of 1,000")
        #expect(Double(large) <= 2.2 * Double(small), "\(small) terms for 500, \(large) for 1,000")
    }

    /// The same cycle through positions (`v[i].top == v[i+1].bottom + 1`): the forest takes
    /// the positions out and leaves one equality, the heights' sum plus the cycle's length
    /// equal to 0, which the heights' floors contradict. Entered one by one, each floor moved
    /// that equality's row (a term per height) onto the next height: quadratic work.
    @Test func solvingALongCycleOfPositionsIsLinearWork() throws {
        let sessions = try [500, 1000].map { LayoutSession(document: try Self.cycle($0, "top", "bottom")) }
        for (session, count) in zip(sessions, [500, 1000]) {
            #expect(session.conflicts.count == 1)
            let conflict = try #require(session.conflicts.first)
            // Every height's floor and every constraint of the cycle, proved minimal without a
            // search (each edge carries the sum's weight). Each constraint gives a height, and
            // no view starts the cycle: the first is given up.
            #expect(conflict.equations.count == 2 * count)
            #expect(conflict.isMinimal)
            #expect(conflict.broken == session.equation(forConstraintAt: 0))
            #expect(session.broken == [conflict.broken])
            // The constraint given up defined positions in the first forest; the conflict,
            // known from the forms alone, is met before solving, so the layout is solved once.
            #expect(session.wholeSolves == 1)
        }
        let (small, large) = (sessions[0].solverWork, sessions[1].solverWork)
        #expect(large <= 20 * 1000, "\(large) terms written for a cycle of 1,000 positions")
        #expect(Double(large) <= 2.2 * Double(small), "\(small) terms for 500, \(large) for 1,000")
    }

    /// A short cycle through positions is reduced within the search's budget: the same
    /// conflict, proved minimal.
    @Test func aShortCycleOfPositionsIsMinimal() throws {
        let session = LayoutSession(document: try Self.cycle(12, "top", "bottom"))
        let conflict = try #require(session.conflicts.first)
        #expect(session.conflicts.count == 1)
        #expect(conflict.equations.count == 24)
        #expect(conflict.isMinimal)
        #expect(conflict.broken == session.equation(forConstraintAt: 0))
        let heights = (1...12).map { LayoutSystem.variable(session.system.index(of: ItemID("v\($0)"))!, .height) }
        #expect(heights.allSatisfy { session.value(ofVariable: $0) == 0 }, "one constraint given up, every height at its floor")
    }

    /// The same cycle through positions (`v[i].top == v[i+1].bottom + 1`), broken, leaves a
    /// chain of thousands of positions under a root nothing pins. Each follows its parent by
    /// a pinned offset, so the analysis decides them without probes; a probe for each spelled
    /// out its whole path: quadratic work.
    @Test func analysingABrokenCycleOfPositionsIsLinearWork() throws {
        let works = try [200, 400].map { count in
            let session = LayoutSession(document: try Self.cycle(count, "top", "bottom"))
            #expect(session.conflicts.count == 1)
            let copies = SolverCopies(session.components.solvers)
            let free = session.unpinnedVariables(in: copies)
            let minYs = Set((1...count).map { LayoutSystem.variable(session.system.index(of: ItemID("v\($0)"))!, .minY) })
            #expect(minYs.isSubset(of: free), "every view's position follows the free root")
            return (0..<copies.count).filter { copies.hasCopy($0) }.reduce(0) {
                $0 + copies.current($1).work - session.components.solvers[$1].work
            }
        }
        #expect(works[1] <= 20 * 400, "\(works[1]) terms written to analyse a cycle of 400 positions")
        #expect(Double(works[1]) <= 2.2 * Double(max(works[0], 1)), "\(works[0]) terms for 200, \(works[1]) for 400")
    }

    /// The root's frame is fixed alike with and without propagated values, so a conflict in a
    /// layout that propagated nothing else is explained where it was found; solving the whole
    /// layout again without propagation is for one whose app's equalities were propagated.
    @Test func onlyAnAppsPropagatedValueMakesAConflictSolveAgain() throws {
        let rootFrameOnly = LayoutSession(document: try Self.cycle(10))
        #expect(rootFrameOnly.conflicts.count == 1)
        #expect(rootFrameOnly.propagatesFixedValues)

        var document = try Self.cycle(10)
        document.appendConstraint(Constraint(first: ItemID("v1"), firstAttribute: .width, constant: 50))
        let appValue = LayoutSession(document: document)
        #expect(!appValue.conflicts.isEmpty)
        #expect(!appValue.propagatesFixedValues)
    }
}
