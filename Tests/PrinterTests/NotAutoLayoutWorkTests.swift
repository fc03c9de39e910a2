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
        try decisions(bytes: Array(try #require(FileManager.default.contents(atPath: Repository.path(file)))))
    }

    static func decisions(bytes: [UInt8]) throws -> NotAutoLayoutPrinter.Decisions {
        let document = try #require(try DocumentLoader.loadAll(bytes).layouts.first).loaded.document
        return NotAutoLayoutPrinter(try PreparedDocument(document, options: PrintOptions(), for: NotAutoLayoutPrinter.self)).decisions()
    }

    /// Two badges pinned by their top and left to the root, of fixed sizes, the second beside
    /// the first, and a bar pinned to the root's right edge.
    static func badges(withBar: Bool) -> [UInt8] {
        let bar = withBar ? #", "bar""# : ""
        let barView = withBar ? #", {"id": "bar", "class": "UIView", "frame": {"x": 300, "y": 0, "width": 20, "height": 480}, "translatesAutoresizingMaskIntoConstraints": false}"# : ""
        let barConstraints = withBar ? #"""
            , {"first": "bar", "firstAttribute": "trailing", "second": "root", "secondAttribute": "trailing"},
            {"first": "bar", "firstAttribute": "top", "second": "root", "secondAttribute": "top"},
            {"first": "bar", "firstAttribute": "width", "constant": 20},
            {"first": "bar", "firstAttribute": "bottom", "second": "root", "secondAttribute": "bottom"}
            """# : ""
        return Array(#"""
            {"format": "draft-inspect-dump", "version": 1, "root": "root", "views": [
            {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}, "subviews": ["one", "two"\#(bar)]},
            {"id": "one", "class": "UIView", "frame": {"x": 8, "y": 8, "width": 40, "height": 20}, "translatesAutoresizingMaskIntoConstraints": false},
            {"id": "two", "class": "UIView", "frame": {"x": 56, "y": 8, "width": 40, "height": 20}, "translatesAutoresizingMaskIntoConstraints": false}\#(barView)],
            "constraints": [
            {"first": "one", "firstAttribute": "leading", "second": "root", "secondAttribute": "leading", "constant": 8},
            {"first": "one", "firstAttribute": "top", "second": "root", "secondAttribute": "top", "constant": 8},
            {"first": "one", "firstAttribute": "width", "constant": 40},
            {"first": "one", "firstAttribute": "height", "constant": 20},
            {"first": "two", "firstAttribute": "leading", "second": "one", "secondAttribute": "trailing", "constant": 8},
            {"first": "two", "firstAttribute": "top", "second": "one", "secondAttribute": "top"},
            {"first": "two", "firstAttribute": "width", "constant": 40},
            {"first": "two", "firstAttribute": "height", "constant": 20}\#(barConstraints)]}
            """#.utf8)
    }

    /// The three tags of a row: no label has two equalities along its row, so no chain is
    /// checked and no size solved.
    @Test func aLayoutWithNoChainSolvesNothing() throws {
        let decided = try Self.decisions("Examples/tag-row-ambiguous.json")
        #expect(decided.layoutOrder.isEmpty)
        #expect(decided.sizes.count == 3)
        #expect(decided.solvedSizes == 0)
    }

    /// Views tied to nothing that moves with the root's size give the same frames at every
    /// size: their chains are checked at the recorded one alone. A bar on the root's right
    /// edge moves with it, and its chain is checked at the three.
    @Test func chainsOfViewsTheRootsSizeCannotMoveSolveOneSize() throws {
        let alone = try Self.decisions(bytes: Self.badges(withBar: false))
        #expect(alone.layoutOrder == ["one", "two"])
        #expect(alone.solvedSizes == 1)
        let withBar = try Self.decisions(bytes: Self.badges(withBar: true))
        #expect(withBar.layoutOrder == ["one", "two", "bar"])
        #expect(withBar.solvedSizes == 3)
    }

    /// The sign-in screen's logo and button have chains, each checked at the three sizes.
    @Test func aCheckedChainSolvesEverySize() throws {
        let decided = try Self.decisions("Examples/sign-in.json")
        #expect(decided.layoutOrder.count == 2)
        #expect(decided.solvedSizes == 3)
    }
}
