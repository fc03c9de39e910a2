import Picture
import Testing
import TestSupport

/// The terminal picture: boxes of box-drawing characters, scaled to the columns given, with
/// the findings marked on them and listed below.
@Suite struct TerminalPictureTests {
    @Test func eachViewIsABoxScaledToTheColumns() {
        let lines = Drawn.terminal(SmallLayouts.clean, columns: 60)
        #expect(lines[0] == "┌view" + String(repeating: "─", count: 54) + "┐")
        #expect(lines[4] == "│   ┌card─────────────┐" + String(repeating: " ", count: 36) + "│")
        #expect(lines[8] == "│   └─────────────────┘" + String(repeating: " ", count: 36) + "│")
        let box = lines.prefix { !$0.isEmpty }
        #expect(box.last == "└" + String(repeating: "─", count: 58) + "┘")
        #expect(box.allSatisfy { $0.count == 60 })
        #expect(lines.contains("no conflicts, no ambiguity"))
    }

    @Test func theWidthFollowsTheColumns() {
        for columns in [40, 80, 120] {
            let box = Drawn.terminal(SmallLayouts.clean, columns: columns).prefix { !$0.isEmpty }
            #expect(box.allSatisfy { $0.count == columns }, "\(columns) columns")
        }
    }

    @Test func theBrokenMemberIsNumberedOnItsViewAndListed() {
        let lines = Drawn.terminal(SmallLayouts.conflict)
        #expect(lines[8] == "│   └────────1────────┘" + String(repeating: " ", count: 36) + "│")
        let legend = Array(lines.drop { !$0.isEmpty }.dropFirst())
        #expect(Array(legend.prefix(3)) == [
            "conflict 1: these cannot all hold",
            "  1. card.width == 200  (broken)",
            "  2. card.width == 100",
        ])
    }

    @Test func anAmbiguousItemIsHatched() {
        let lines = Drawn.terminal(SmallLayouts.ambiguous)
        #expect(lines[1].hasPrefix("│╱✥╱│"))
        #expect(lines[2].hasPrefix("├ba…┘"))
        #expect(lines.contains("ambiguous (╱, arrows along the free axes):"))
    }

    @Test func aMisplacedViewsRecordedFrameIsDotted() {
        let lines = Drawn.terminal(SmallLayouts.misplaced)
        #expect(lines[5].hasPrefix("├┄┄┄┼┄┄┄┄┄┄┄┄┄┄┄┄┄┘   │"))
        #expect(lines.contains("misplaced (recorded frame ┄):"))
        #expect(lines.contains("  card recorded at (0, 0, 100, 50)"))
    }

    @Test func aViewWhoseContentWasNotMeasuredIsMarkedAndListed() throws {
        let lines = Drawn.terminal(try #require(try Drawn.interfaceBuilder("xcode8-no-subview-frames.xib")))
        // The button and the label, drawn as points, each a ring.
        #expect(lines.contains { $0.hasPrefix("│ ○ ○ ") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("content not measured (○): these sides drawn as 0"))
        #expect(lines.contains("  cameraButton: width, height"))
        #expect(!Drawn.terminal(SmallLayouts.clean).contains { $0.contains("○") })
    }

    @Test func colorIsOnlyWrittenWhenAsked() {
        #expect(!Drawn.terminal(SmallLayouts.conflict, color: false).joined().contains("\u{1B}["))
        #expect(Drawn.terminal(SmallLayouts.conflict, color: true).joined().contains("\u{1B}["))
    }
}
