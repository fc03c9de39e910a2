import Foundation
import Readers
import Testing
import TestSupport
@testable import Printer

/// NotAutoLayout checks every frame chain against the solver's frames at three root sizes, and
/// solves a size only when a chain is checked there: a layout whose views are all decided
/// without a solve (arranged by a stack view, lacking two equalities) costs none. Counted,
/// never timed, as `ShapeWorkTests` counts the solver's work.
@Suite struct NotAutoLayoutWorkTests {
    static func decisions(_ file: String) throws -> NotAutoLayoutPrinter.Decisions {
        let bytes = try #require(FileManager.default.contents(atPath: Repository.path(file)))
        let document = try #require(try DocumentLoader.loadAll(Array(bytes)).layouts.first).loaded.document
        return NotAutoLayoutPrinter(try PreparedDocument(document, options: PrintOptions(), for: NotAutoLayoutPrinter.self)).decisions()
    }

    /// The three tags of a row: no label has two equalities along its row, so no chain is
    /// checked and no size solved.
    @Test func aLayoutWithNoChainSolvesNothing() throws {
        let decided = try Self.decisions("Examples/tag-row-ambiguous.json")
        #expect(decided.layoutOrder.isEmpty)
        #expect(decided.sizes.count == 3)
        #expect(decided.solvedSizes == 0)
    }

    /// The sign-in screen's logo and button have chains, each checked at the three sizes.
    @Test func aCheckedChainSolvesEverySize() throws {
        let decided = try Self.decisions("Examples/sign-in.json")
        #expect(decided.layoutOrder.count == 2)
        #expect(decided.solvedSizes == 3)
    }
}
