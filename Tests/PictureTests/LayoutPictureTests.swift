import LayoutModel
import Picture
import Testing
import TestSupport

/// What a picture holds before it is drawn: the solved frames, and the marks of each finding.
@Suite struct LayoutPictureTests {
    @Test func itemsStandAtTheirSolvedFrames() throws {
        let picture = Drawn.picture(SmallLayouts.misplaced, input: "misplaced.json").picture
        #expect(picture.framesAreKnown)
        #expect(picture.title == "misplaced.json")
        #expect(picture.items.map(\.id) == [SmallLayouts.root, SmallLayouts.card])
        #expect(picture.items.map(\.name) == ["view", "card"])
        #expect(picture.items.map(\.depth) == [0, 1])
        #expect(try #require(picture.item(SmallLayouts.card)).rect == Rect(x: 20, y: 40, width: 100, height: 50))
        #expect(picture.bounds == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(picture.misplacements == [LayoutPicture.Ghost(item: SmallLayouts.card, recorded: Rect(x: 0, y: 0, width: 100, height: 50))])
    }

    @Test func aConflictMarksItsMembersAndTheBrokenOne() throws {
        let picture = Drawn.picture(SmallLayouts.conflict, input: "conflict.json").picture
        let conflict = try #require(picture.conflicts.first)
        #expect(picture.conflicts.count == 1)
        #expect(conflict.number == 1)
        #expect(conflict.members.map(\.reference) == ["wide", "narrow"])
        #expect(conflict.members.map(\.text) == ["card.width == 200", "card.width == 100"])
        #expect(conflict.members.map(\.isBroken) == [true, false])
        #expect(conflict.members.allSatisfy { $0.anchors.contains { $0.item == SmallLayouts.card && $0.attribute == .width } })
    }

    @Test func anAmbiguousItemIsMarkedWithItsFreeComponents() throws {
        let picture = Drawn.picture(SmallLayouts.ambiguous, input: "ambiguous.json").picture
        let mark = try #require(picture.ambiguities.first)
        #expect(picture.ambiguities.count == 1)
        #expect(mark.item == SmallLayouts.badge)
        #expect(mark.components.count == 2)
        #expect(mark.message.hasPrefix("badge has no horizontal position"))
        #expect(picture.conflicts.isEmpty && picture.misplacements.isEmpty)
    }
}
