import Foundation
@testable import Inspector
import LayoutModel
import Readers
import Testing
import TestSupport

/// The small version of `scripts/bench-shapes` that CI runs: every shape the bench times
/// (`scripts/generate-shapes.py`, the same generator), read as `check` reads it, solved and
/// analysed at two sizes. Work is counted, never timed: the forest's links and their offsets'
/// terms, the terms of the equations as the forest hands them to the solvers, the terms the
/// solvers write (``Solver/work``) and those written to find what the solutions leave free.
/// 4× the views must cost at most about 4× the work, so a shape gone quadratic fails here in
/// seconds, on any machine. The deep chain and the wide parent never reach a solver (the
/// forest places every view): their count is the forest's. `LongCycleTests` holds the
/// cycles' finer points.
@Suite struct ShapeWorkTests {
    static let shapes = [
        "feed", "cards", "deep", "table", "wide", "storyboard", "width-cycle", "position-cycle",
        "width-cycle-log", "position-cycle-log", "trace",
    ]
    static let (small, large) = (201, 801)

    @Test(arguments: shapes) func workGrowsLinearly(shape: String) throws {
        let (smallWork, largeWork) = (try Self.work(shape, Self.small), try Self.work(shape, Self.large))
        let growth = Double(Self.large - 1) / Double(Self.small - 1)
        #expect(smallWork > 0, "\(shape): no work counted at \(Self.small) views")
        #expect(
            Double(largeWork) <= 1.1 * growth * Double(smallWork),
            "\(shape): work \(smallWork) at \(Self.small) views, \(largeWork) at \(Self.large)")
    }

    /// The work of solving every layout of the shape at `views` views, and of finding what its
    /// solutions leave free (the analysis `check` reports ambiguity from).
    static func work(_ shape: String, _ views: Int) throws -> Int {
        let input = try DocumentLoader.loadAll(try generate(shape, views))
        return input.layouts.reduce(0) { total, layout in
            let session = LayoutSession(document: layout.loaded.document)
            // The forest's links, each with the terms of its offset from its parent.
            let forest = session.forest
            var handed = forest.links.indices.reduce(0) { $0 + 1 + forest.offsetTerms(ofLinkAt: $1).count }
            SubstitutedForms(session.system, forest: forest).forEach { _, form in handed += form.terms.count }
            let copies = SolverCopies(session.components.solvers)
            _ = session.unpinnedVariables(in: copies)
            let analysis = (0..<copies.count).filter { copies.hasCopy($0) }.reduce(0) {
                $0 + copies.current($1).work - session.components.solvers[$1].work
            }
            return total + handed + session.solverWork + analysis
        }
    }

    static func generate(_ shape: String, _ views: Int) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repository.path("scripts/generate-shapes.py"), shape, "\(views)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/generate-shapes.py \(shape) \(views) failed")
        return Array(data)
    }
}
