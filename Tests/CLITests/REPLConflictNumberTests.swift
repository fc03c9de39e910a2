import Foundation
import LayoutModel
import Readers
import Testing
import TestSupport
@testable import draft_inspect

/// The numbers `conflicts` prints can be typed back: `#C.M` is member M of conflict C, and
/// Tab offers constraints by identifier as well as by id.
@Suite struct REPLConflictNumberTests {
    static let log = "Tests/Fixtures/Corpus/uikit-logs/21-wtf-so45474345-tablecell-duplicated-lines.txt"

    @Test func aMemberNumberDeactivatesThatMember() throws {
        let result = try CLI.run(["repl", Self.log], input: "conflicts\ndeactivate #1.4\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  4. stackView.height == 308  [0x60400048ee70] (broken)"))
        #expect(result.stdout.contains("A member is #CONFLICT.MEMBER: deactivate #1.4 turns off the one conflict 1 breaks."))
        #expect(result.stdout.contains("Deactivated 0x60400048ee70  stackView.height == 308  (inactive)"))
    }

    @Test func numbersOutOfRangeSayWhatThereIs() throws {
        let result = try CLI.run(["repl", Self.log], input: "deactivate #1.99\ndeactivate #7.1\ndeactivate #4\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: conflict 1 has 12 members, so no #1.99"))
        #expect(result.stderr.contains("error: there is no conflict 7; conflicts lists 4 conflicts"))
        #expect(result.stderr.contains("error: no constraint is #4; a member of a conflict is #CONFLICT.MEMBER"))
        let clean = try CLI.run(["repl", "Examples/sign-in.json"], input: "deactivate #1.1\n")
        #expect(clean.stderr == "error: there are no conflicts, so no #1.1\n")
    }

    @Test func tabCompletesConstraintIdentifiers() {
        let document = LayoutDocument(
            rootID: "0xa0",
            views: [
                View(id: "0xa0", className: "UIView", subviews: ["0xb1"]),
                View(id: "0xb1", className: "UIButton", accessibilityIdentifier: "doneButton"),
            ],
            constraints: [
                Constraint(id: "0x6001", identifier: "minimumTapHeight", first: "0xb1", firstAttribute: .height, constant: 44),
                Constraint(id: "0x6002", identifier: "minimumTapWidth", first: "0xb1", firstAttribute: .width, constant: 44),
            ])
        var workspace = Workspace()
        workspace.open(LoadedDocument(document: document, format: .dump), file: "done.json")
        let completion = Completion(workspace: workspace)
        #expect(completion.candidates(before: "deactivate ", word: "mini") == ["minimumTapHeight", "minimumTapWidth"])
        #expect(completion.candidates(before: "deactivate ", word: "0x6") == ["0x6001", "0x6002"])
        #expect(completion.candidates(before: "show ", word: "do") == ["doneButton"])
    }
}
