import Foundation
import Readers
import Testing
import TestSupport

@Suite struct CheckCommandTests {
    @Test(arguments: ["Examples/sign-in.json", "Examples/contact-cell.json"])
    func cleanExamplesExitZero(example: String) throws {
        let result = try CLI.run(["check", example])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("\(example): ok: 0 conflicts, 0 ambiguous items, 0 misplaced frames"))
        #expect(result.stderr.isEmpty)
    }

    @Test func textReportShowsTheConflictAndTheAmbiguousCaption() throws {
        let result = try CLI.run(["check", "Examples/photo-conflict-ambiguous.json"])
        #expect(result.status == 1)
        #expect(result.stdout == """
            Examples/photo-conflict-ambiguous.json: problems: 1 conflict, 1 ambiguous item, 0 misplaced frames (5 views, 13 constraints)

            conflict 1: these constraints cannot all hold together
              1. toolbar.height == 60  [0x600000c8a0f0]
                 toolbar.drf.height.equal(to: 60).identifier("toolbarHeight")
              2. doneButton.top == toolbar.top + 12  [0x600000c8a190]
                 doneButton.drf.top.equal(with: .parent).offset(by: 12)
              3. toolbar.bottom == doneButton.bottom + 12  [0x600000c8a1e0]
                 toolbar.drf.bottom.equal(to: doneButton).inset(by: 12)
              4. doneButton.height == 44  [0x600000c8a230] (broken)
                 doneButton.drf.height.equal(to: 44).identifier("minimumTapHeight")
              breaking doneButton.height == 44: installed deepest, on doneButton, so UIKit's engine adds it last; it is kept as close as possible, just below required, as UIKit does
              diagnosis: required sizes fight: toolbar.height == 60 and doneButton.height == 44 cannot all hold with the constraints between them: lower the priority of doneButton.height == 44 to 999

            ambiguous: the constraints do not pin these down
              photoOfTheWeekLabel [0x7b1000013000] free: minX
                 photoOfTheWeekLabel has no horizontal position: add leading, trailing or centerX

            """)
        // NO_COLOR is set by the harness and the output is a pipe: no escape codes.
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func jsonReportFollowsTheSpec() throws {
        let result = try CLI.run(["check", "--format", "json", "Examples/photo-conflict-ambiguous.json"])
        #expect(result.status == 1)
        let json = try JSONParser.parse(Array(result.stdout.utf8))
        #expect(json["input"] == .string("Examples/photo-conflict-ambiguous.json"))
        #expect(json["format"] == .string("dump"))
        #expect(json["summary"] == .object([
            ("views", .number(5)), ("constraints", .number(13)), ("conflicts", .number(1)),
            ("ambiguous", .number(1)), ("misplaced", .number(0)),
        ]))
        guard case let .array(conflicts)? = json["conflicts"], case let .array(ambiguous)? = json["ambiguous"] else {
            Issue.record("conflicts and ambiguous must be arrays")
            return
        }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["constraints"] == .array(["0x600000c8a0f0", "0x600000c8a190", "0x600000c8a1e0", "0x600000c8a230"].map { .string($0) }))
        #expect(conflicts.first?["broken"] == .string("0x600000c8a230"))
        #expect(ambiguous.first?["item"] == .string("0x7b1000013000"))
        #expect(ambiguous.first?["attributes"] == .array([.string("minX")]))
        #expect(json["misplaced"] == .array([]))
    }

    @Test func jsonReportOfACleanDumpIsEmpty() throws {
        let result = try CLI.run(["check", "Examples/sign-in.json", "--format", "json"])
        #expect(result.status == 0)
        let json = try JSONParser.parse(Array(result.stdout.utf8))
        #expect(json["conflicts"] == .array([]))
        #expect(json["ambiguous"] == .array([]))
    }

    @Test func misplacedFramesAreReportedInSuperviewCoordinates() throws {
        let dump = """
            {"format": "draft-inspect-dump", "version": 1, "root": "r",
             "views": [{"id": "r", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "subviews": ["a"]},
                       {"id": "a", "class": "UIView", "name": "box", "translatesAutoresizingMaskIntoConstraints": false,
                        "frame": {"x": 10, "y": 10, "width": 20, "height": 20}}],
             "constraints": [{"first": "a", "firstAttribute": "left", "second": "r", "secondAttribute": "left", "constant": 12},
                             {"first": "a", "firstAttribute": "top", "second": "r", "secondAttribute": "top", "constant": 10},
                             {"first": "a", "firstAttribute": "width", "constant": 20},
                             {"first": "a", "firstAttribute": "height", "constant": 20}]}
            """
        let result = try CLI.run(["check", "-"], input: dump)
        // A misplaced frame alone is not a conflict or an ambiguity.
        #expect(result.status == 0)
        #expect(result.stdout.contains("box [a] recorded (10, 10, 20, 20), solved (12, 10, 20, 20)"))
    }

    @Test func generatedConstraintsAreNamedByWhatMadeThem() throws {
        let dump = """
            {"format": "draft-inspect-dump", "version": 1, "root": "r",
             "views": [{"id": "r", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "subviews": ["a"]},
                       {"id": "a", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}}],
             "constraints": [{"id": "c1", "first": "a", "firstAttribute": "width", "constant": 30}]}
            """
        let result = try CLI.run(["check", "-", "--format", "json"], input: dump)
        #expect(result.status == 1)
        let json = try JSONParser.parse(Array(result.stdout.utf8))
        guard case let .array(conflicts)? = json["conflicts"] else {
            Issue.record("no conflicts array")
            return
        }
        #expect(conflicts.first?["constraints"] == .array([.string("a.autoresizing.width"), .string("c1")]))
        #expect(conflicts.first?["broken"] == .string("c1"))
        let text = try CLI.run(["check", "-"], input: dump).stdout
        #expect(text.contains("1. view2.width == 20  [a.autoresizing.width]\n     made by UIKit: autoresizing mask h=--& v=--& (derived by draft-inspect)"))
    }

    @Test func exitStatusesForBadInputAndUsage() throws {
        let bad = try CLI.run(["check", "-"], input: "{\"format\": \"nope\"}")
        #expect(bad.status == 65)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.contains("format"))
        let usage = try CLI.run(["check", "--format", "xml", "Examples/sign-in.json"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--format"))
        #expect(try CLI.run(["check"]).status == 2)
        #expect(try CLI.run(["check", "no/such/file.json"]).status == 2)
    }

    @Test func colourOnlyWhenAskedForByTheTerminal() throws {
        // Piped output never gets colour, NO_COLOR or not.
        let result = try CLI.run(["check", "Examples/photo-conflict-ambiguous.json"], environment: ["NO_COLOR": ""])
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func dumpSystemWritesEveryEquation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-dump-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("system.json").path
        let result = try CLI.run(["check", "Examples/sign-in.json", "--dump-system", path])
        #expect(result.status == 0)
        let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        // 8 views and 1 guide, 4 variables each.
        #expect(json["variables"] == .number(36))
        guard case let .array(equations)? = json["equations"] else {
            Issue.record("no equations")
            return
        }
        // sizes ≥ 0 2×9 + root 4 + guide 4 + intrinsic 2×2×6 + stack 4+3+6 + 11 document constraints.
        #expect(equations.count == 18 + 4 + 4 + 24 + 13 + 11)
    }
}
