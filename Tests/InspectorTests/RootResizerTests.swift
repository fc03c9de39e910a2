@testable import Inspector
import LayoutModel
import Testing

/// `RootResizer` builds a document's system once and moves the root's frame equations for the
/// other root sizes, and refixes its forest there; it must give exactly what building the resized
/// document gives.
struct RootResizerTests {
    static let examples = ["sign-in.json", "contact-cell.json", "photo-conflict-ambiguous.json", "tag-row-ambiguous.json"]

    /// The example's system built at the first check size, and for each other size at which
    /// the root moves alone the resized document and that system moved there.
    private func moves(_ name: String) throws -> (document: LayoutDocument, built: LayoutSystem, moved: [(resized: LayoutDocument, system: LayoutSystem)]) {
        let document = try example(name)
        let frame = try #require(document.root?.frame)
        let sizes = SolvedLayout.checkSizes(width: frame.width, height: frame.height)
        let first = try #require(document.resizedRoot(width: sizes[0].width, height: sizes[0].height))
        let built = LayoutBuilder.build(first.document)
        var moved: [(resized: LayoutDocument, system: LayoutSystem)] = []
        for size in sizes.dropFirst() {
            let resized = try #require(document.resizedRoot(width: size.width, height: size.height))
            guard first.movesRootAlone && resized.movesRootAlone else { continue }
            let rect = try #require(resized.document.root?.alignmentRect)
            moved.append((resized.document, built.holdingRoot(document.rootID, at: rect)))
        }
        return (document, built, moved)
    }

    @Test(arguments: examples)
    func aMovedSystemIsTheSystemBuiltAtThatSize(_ name: String) throws {
        for (resized, system) in try moves(name).moved {
            #expect(system.equations == LayoutBuilder.build(resized).equations)
        }
    }

    @Test(arguments: examples)
    func solvingThroughTheResizerGivesWhatSolvingAfreshGives(_ name: String) throws {
        let document = try example(name)
        let frame = try #require(document.root?.frame)
        var resizer = RootResizer(document: document)
        for size in SolvedLayout.checkSizes(width: frame.width, height: frame.height) {
            let solved = resizer.solve(width: size.width, height: size.height)
            let moved = try #require(solved)
            let fresh = try #require(SolvedLayout(document: document, rootWidth: size.width, rootHeight: size.height))
            #expect(moved.frames == fresh.frames)
            #expect(moved.alignmentRects == fresh.alignmentRects)
            #expect(moved.ambiguous == fresh.ambiguous)
            #expect(moved.brokenConstraints == fresh.brokenConstraints)
        }
    }

    @Test(arguments: examples)
    func aRefixedForestIsTheForestBuiltAtThatSize(_ name: String) throws {
        let (document, built, moved) = try moves(name)
        func forest(_ system: LayoutSystem) throws -> PositionForest {
            let root = try #require(system.index(of: document.rootID))
            return PositionForest(
                system, excluded: [], preferredRoots: [LayoutSystem.variable(root, .minX), LayoutSystem.variable(root, .minY)],
                propagatesFixedValues: true)
        }
        let kept = try forest(built)
        for (_, system) in moved {
            let refixed = try #require(kept.refixed(in: system, from: built))
            #expect(refixed == (try forest(system)))
            // The root's size is among the values worked out again: the forests differ.
            #expect(refixed != kept)
        }
    }

    /// Counted, never timed: three sizes of a root that moves alone build one system and one
    /// forest, and a cell's, whose content view follows it, one of each per size.
    @Test(arguments: [("sign-in.json", 1, 2), ("contact-cell.json", 3, 0)])
    func systemsBuiltForThreeSizes(_ name: String, _ systems: Int, _ refixed: Int) throws {
        let document = try example(name)
        let frame = try #require(document.root?.frame)
        var resizer = RootResizer(document: document)
        for size in SolvedLayout.checkSizes(width: frame.width, height: frame.height) {
            _ = resizer.solve(width: size.width, height: size.height)
        }
        #expect(resizer.systemsBuilt == systems)
        #expect(resizer.forestsRefixed == refixed)
    }

    @Test func theExamplesIncludeRootsThatMoveAloneAndRootsThatDoNot() throws {
        func movesAlone(_ name: String) throws -> Bool {
            let document = try example(name)
            let frame = try #require(document.root?.frame)
            return try #require(document.resizedRoot(width: frame.width + 10, height: frame.height)).movesRootAlone
        }
        #expect(try movesAlone("sign-in.json"))
        // A cell's content view follows the cell's bounds: its equations change with the size.
        #expect(try !movesAlone("contact-cell.json"))
    }

    @Test func aSubviewThatFollowsItsMaskMovesWithTheRoot() throws {
        let masked = document([view("banner", 0, 0, 320, 44, translates: true)])
        let resized = try #require(masked.resizedRoot(width: 400, height: 480))
        #expect(!resized.movesRootAlone)
        let pinned = document([view("banner", 0, 0, 320, 44)])
        #expect(try #require(pinned.resizedRoot(width: 400, height: 480)).movesRootAlone)
    }

    @Test func aRootWithAnOldLayoutGuideDoesNotMoveAlone() throws {
        let guide = Guide(id: "topGuide", owner: "root", kind: .topLayoutGuide)
        let resized = try #require(document([view("banner", 0, 0, 320, 44)], guides: [guide]).resizedRoot(width: 400, height: 480))
        #expect(!resized.movesRootAlone)
    }
}
