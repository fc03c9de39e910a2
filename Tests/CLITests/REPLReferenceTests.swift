import LayoutModel
import Naming
import Printer
import Readers
import Testing
@testable import draft_inspect

/// A card with a header, a title and a subtitle, and a safe-area guide; names come from
/// accessibility identifiers so they do not depend on naming rules.
private func cardWorkspace() -> Workspace {
    let document = LayoutDocument(
        rootID: "0xa0",
        views: [
            View(id: "0xa0", className: "UIView", subviews: ["0xb1", "0xb2", "0xb3"]),
            View(id: "0xb1", className: "UIView", accessibilityIdentifier: "header"),
            View(id: "0xb2", className: "UILabel", accessibilityIdentifier: "titleLabel"),
            View(id: "0xb3", className: "UILabel", accessibilityIdentifier: "title subtitle"),
        ],
        guides: [Guide(id: "0xc1", owner: "0xa0", kind: .safeArea)],
        constraints: [
            Constraint(id: "0x6001", first: "0xb1", firstAttribute: .top, second: "0xc1", secondAttribute: .top),
            Constraint(id: "0x6002", identifier: "title-top", first: "0xb2", firstAttribute: .top, second: "0xb1",
                       secondAttribute: .bottom, constant: 8),
            Constraint(first: "0xb2", firstAttribute: .height, constant: 20, priority: 750, isActive: false),
        ])
    var workspace = Workspace()
    workspace.open(LoadedDocument(document: document, format: .dump), file: "card.json")
    return workspace
}

@Suite struct ReferenceTests {
    @Test(arguments: [
        ("0xb2", "0xb2"), ("titleLabel", "0xb2"), ("header", "0xb1"), ("view", "0xa0"),
        ("titleL", "0xb2"), ("title subtitle", "0xb3"), ("title ", "0xb3"), ("titleSubtitle", "0xb3"), ("0xc", "0xc1"),
        ("view.safeAreaLayoutGuide", "0xc1"),
    ])
    func resolves(reference: String, id: String) throws {
        #expect(try cardWorkspace().resolveItem(reference) == ItemID(id))
    }

    @Test func aTagIsAReferenceAndWins() throws {
        var workspace = cardWorkspace()
        workspace.tag("0xb3", as: "subtitle")
        #expect(try workspace.resolveItem("subtitle") == "0xb3")
        #expect(workspace.name(of: "0xb3") == "subtitle")
        workspace.untag("0xb3")
        #expect(throws: CommandError.self) { try workspace.resolveItem("subtitle") }
    }

    @Test func anAmbiguousPrefixListsTheCandidates() {
        #expect(throws: CommandError("""
            "title" is ambiguous; it could be:
              titleLabel (0xb2)
              titleSubtitle (0xb3)
            """)) { try cardWorkspace().resolveItem("title") }
        #expect(throws: CommandError("no view or layout guide is called \"footer\"; tree lists the views")) {
            try cardWorkspace().resolveItem("footer")
        }
        #expect(throws: CommandError("no view or layout guide is called \"headr\"; did you mean header? tree lists the views")) {
            try cardWorkspace().resolveItem("headr")
        }
    }

    @Test func anExactMatchBeatsLongerNames() throws {
        // "view" is the root's name and a prefix of the guide's printed name.
        #expect(try cardWorkspace().resolveItem("view") == "0xa0")
    }

    /// UIKit's `Class:0x…` form, pasted from a log, finds the item by its address.
    @Test func resolvesUIKitsClassAndAddress() throws {
        #expect(try cardWorkspace().resolveItem("UILabel:0xb2") == "0xb2")
        #expect(try cardWorkspace().resolveItem("UILabel:0xb3'Title subtitle'") == "0xb3")
        #expect(throws: CommandError.self) { try cardWorkspace().resolveItem("UILabel:0xb9") }
    }

    @Test func findsConstraintsByIdIndexIdentifierAndPrefix() throws {
        let workspace = cardWorkspace()
        #expect(try workspace.resolveConstraint("0x6002") == 1)
        #expect(try workspace.resolveConstraint("#2") == 2)
        #expect(try workspace.resolveConstraint("title-top") == 1)
        #expect(try workspace.resolveConstraint("title-") == 1)
        #expect(try workspace.resolveConstraint("0x6001") == 0)
        #expect(throws: CommandError("""
            "0x600" is ambiguous; it could be:
              0x6001  header.top == view.safeAreaLayoutGuide.top
              0x6002  titleLabel.top == header.bottom + 8  ('title-top')
            """)) { try workspace.resolveConstraint("0x600") }
        #expect(throws: CommandError("no constraint is #0; a member of a conflict is #CONFLICT.MEMBER, as conflicts numbers them (#1.2: conflict 1, member 2)")) {
            try workspace.resolveConstraint("#0")
        }
    }

    @Test func needsADocument() {
        #expect(throws: CommandError.noDocument) { try Workspace().resolveItem("view") }
    }
}

@Suite struct EquationTests {
    /// Reads `text` as `add` does, and expects one constraint.
    private func parse(_ text: String) throws -> Constraint {
        let constraints = try EditCommands.constraints(parsing: text, in: cardWorkspace())
        #expect(constraints.count == 1)
        return constraints[0]
    }

    @Test func readsUIKitsNotation() throws {
        #expect(try parse("titleLabel.top == header.bottom + 8 @750") == Constraint(
            first: "0xb2", firstAttribute: .top, second: "0xb1", secondAttribute: .bottom, constant: 8, priority: 750))
        #expect(try parse("titleLabel.width == 0.5*header.width") == Constraint(
            first: "0xb2", firstAttribute: .width, second: "0xb1", secondAttribute: .width, multiplier: 0.5))
        #expect(try parse("titleLabel.width >= header.width * 0.5 - 4") == Constraint(
            first: "0xb2", firstAttribute: .width, relation: .greaterThanOrEqual, second: "0xb1",
            secondAttribute: .width, multiplier: 0.5, constant: -4))
        #expect(try parse("titleLabel.height <= 44") == Constraint(
            first: "0xb2", firstAttribute: .height, relation: .lessThanOrEqual, constant: 44))
        #expect(try parse("header.top==view.safeAreaLayoutGuide.top@999") == Constraint(
            first: "0xb1", firstAttribute: .top, second: "0xc1", secondAttribute: .top, priority: 999))
        #expect(try parse("title subtitle.baseline == titleLabel.firstBaseline -2") == Constraint(
            first: "0xb3", firstAttribute: .lastBaseline, second: "0xb2", secondAttribute: .firstBaseline, constant: -2))
        #expect(try parse("titleLabel.width == 2 * header.width @ 500") == Constraint(
            first: "0xb2", firstAttribute: .width, second: "0xb1", secondAttribute: .width, multiplier: 2, priority: 500))
        #expect(try parse("titleLabel.height = 44@750") == Constraint(
            first: "0xb2", firstAttribute: .height, constant: 44, priority: 750))
    }

    @Test(arguments: [
        ("titleLabel.top == 8", "top is a position; it needs a second item, not only a constant"),
        ("titleLabel.top == header.width", "top cannot be related to width (UIKit throws)"),
        ("titleLabel.left == header.leading", "left cannot be related to leading (UIKit throws)"),
        ("titleLabel.width == 0*header.width", "a multiplier of 0 with a second item is invalid (UIKit throws)"),
        ("titleLabel.top = header.bottom @1001", "expected a priority between 1 and 1000 after @"),
        ("titleLabel.top header.bottom", "expected ==, <= or >= after titleLabel.top"),
        ("titleLabel.middle == header.bottom", "unknown attribute \"middle\" in \"titleLabel.middle\""),
        ("titleLabel == header.bottom", "expected ITEM.ATTRIBUTE, found \"titleLabel\""),
        ("titleLabel.top == header.bottom + ", "expected a number after +"),
        ("titleLabel.top == header.bottom + 8 extra", "unexpected \"extra\" in the equation"),
        ("footer.top == header.bottom", "no view or layout guide is called \"footer\"; tree lists the views"),
        ("titleLabel.width ==", "expected an item.attribute or a number after =="),
    ])
    func rejectsWithAReason(text: String, message: String) {
        do throws(CommandError) {
            _ = try EditCommands.constraints(parsing: text, in: cardWorkspace())
            Issue.record("\(text) was read")
        } catch {
            // The reason, where it is (after the first column), and where to read more.
            #expect(error.message.hasSuffix(message + "; help add shows the forms add reads"))
        }
    }

    /// UIKit's log form, with or without the wrapper: items by address, `|` as named, the
    /// identifier and priority kept.
    @Test func readsUIKitsLogForm() throws {
        #expect(try parse("UILabel:0xb2.top == UIView:0xb1.bottom + 8") == Constraint(
            first: "0xb2", firstAttribute: .top, second: "0xb1", secondAttribute: .bottom, constant: 8))
        var wrapped = Constraint(first: "0xb2", firstAttribute: .height, relation: .greaterThanOrEqual, constant: 44, priority: 750)
        wrapped.identifier = "tall"
        #expect(try parse("<NSLayoutConstraint:0x6000aa 'tall' UILabel:0xb2.height >= 44 priority:750   (active)>") == wrapped)
        #expect(try parse("<NSLayoutConstraint:0x6000ab H:|-(12)-[UILabel:0xb2]   (active, names: '|':UIView:0xa0 )>") == Constraint(
            first: "0xb2", firstAttribute: .leading, second: "0xa0", secondAttribute: .leading, constant: 12))
    }

    /// A line of `check` keeps its reference and `(broken)`; `add` reads the equation.
    @Test func readsALineOfCheck() throws {
        #expect(try parse("titleLabel.height <= 44  [0x6003] (broken)") == Constraint(
            first: "0xb2", firstAttribute: .height, relation: .lessThanOrEqual, constant: 44))
    }

    /// Visual format: each gap and size is one constraint, as UIKit makes them; `|` is the
    /// views' superview, `-` the standard spacing, metrics come after the format.
    @Test func readsVisualFormat() throws {
        let workspace = cardWorkspace()
        #expect(try EditCommands.constraints(parsing: "H:|-16-[titleLabel]-16-|", in: workspace) == [
            Constraint(first: "0xb2", firstAttribute: .leading, second: "0xa0", secondAttribute: .leading, constant: 16),
            Constraint(first: "0xa0", firstAttribute: .trailing, second: "0xb2", secondAttribute: .trailing, constant: 16),
        ])
        #expect(try EditCommands.constraints(parsing: "V:[header]-gap-[titleLabel(>=20@750,==header)]-[0xb3]|  gap=4", in: workspace) == [
            Constraint(first: "0xb2", firstAttribute: .top, second: "0xb1", secondAttribute: .bottom, constant: 4),
            Constraint(first: "0xb2", firstAttribute: .height, relation: .greaterThanOrEqual, constant: 20, priority: 750),
            Constraint(first: "0xb2", firstAttribute: .height, second: "0xb1", secondAttribute: .height),
            // `-` alone is the system spacing, as UIKit's NSSpace.
            Constraint(first: "0xb3", firstAttribute: .top, second: "0xb2", secondAttribute: .bottom, constant: 8, usesSystemSpacing: true),
            Constraint(first: "0xa0", firstAttribute: .bottom, second: "0xb3", secondAttribute: .bottom),
        ])
        #expect(try EditCommands.constraints(parsing: "[titleLabel(80)]", in: workspace) == [
            Constraint(first: "0xb2", firstAttribute: .width, constant: 80),
        ])
    }

    @Test(arguments: [
        ("H:|-pad-[titleLabel]", "column 5: \"pad\" is not a number or a metric; give its value after the format, as pad=16"),
        ("H:|-16-[footer]", "column 9: no view or layout guide is called \"footer\"; tree lists the views"),
        ("H:|-16-|", "column 4: a gap between '|' and '|' relates no view"),
        ("H:[titleLabel]-(8-[header]", "column 18: expected ')'"),
        ("H:[titleLabel]-8-", "column 18: expected '[' or '|' after the gap"),
    ])
    func rejectsAVisualFormatWithAReason(text: String, message: String) {
        #expect(throws: CommandError(message + "; help add shows the forms add reads")) {
            try EditCommands.constraints(parsing: text, in: cardWorkspace())
        }
    }

    @Test func printsWhatItReads() throws {
        let workspace = cardWorkspace()
        for text in ["titleLabel.top == header.bottom + 8 @750", "titleLabel.width >= header.width * 0.5 - 4",
                     "titleLabel.height == 44", "header.top == view.safeAreaLayoutGuide.top"] {
            let constraint = try parse(text)
            #expect(UIKitDebugForm.text(of: constraint, names: workspace.nameTable) == text)
        }
    }
}

@Suite struct CompletionTests {
    private func complete(_ line: String, files: [String: [(name: String, isFolder: Bool)]] = [:]) -> [String] {
        let word = String(line.split(separator: " ", omittingEmptySubsequences: false).last ?? "")
        var completion = Completion(workspace: cardWorkspace())
        completion.listFolder = { files[$0] }
        return completion.candidates(before: String(line.dropLast(word.count)), word: word)
    }

    @Test func completesCommandNames() {
        #expect(complete("con") == ["constraints", "conflicts"])
        #expect(complete("confl") == ["conflicts"])
        #expect(complete("e") == ["exit"])
        #expect(complete("help un") == ["undo", "untag"])
    }

    @Test func completesViewsConstraintsAndSettings() {
        #expect(complete("show ti") == ["title subtitle", "titleLabel", "titleSubtitle"])
        #expect(complete("tree 0xb") == ["0xb1", "0xb2", "0xb3"])
        #expect(complete("deactivate 0x600") == ["0x6001", "0x6002"])
        #expect(complete("activate #") == ["#2"])
        #expect(complete("set a") == ["auto-identifier"])
        #expect(complete("set auto-identifier o") == ["on", "off"])
        #expect(complete("tag header ") == [])
        #expect(complete("undo ") == [])
    }

    @Test func completesEquationItemsThenAttributes() {
        #expect(complete("add he") == ["header"])
        #expect(complete("add header.to") == ["header.top", "header.topMargin"])
        #expect(complete("add titleLabel.top == header.bot") == ["header.bottom", "header.bottomMargin"])
        #expect(complete("add view.safeAreaLayoutGuide.w") == ["view.safeAreaLayoutGuide.width"])
    }

    @Test func completesFilePathsForLoadAndSave() {
        let files: [String: [(name: String, isFolder: Bool)]] = [
            ".": [("Examples", true), ("Package.swift", false), (".build", true)],
            "Examples/": [("sign-in.json", false), ("contact-cell.json", false)],
        ]
        #expect(complete("load ", files: files) == ["Examples/", "Package.swift"])
        #expect(complete("load Ex", files: files) == ["Examples/"])
        #expect(complete("save Examples/s", files: files) == ["Examples/sign-in.json"])
        #expect(complete("load .b", files: files) == [".build/"])
        #expect(complete("load nowhere/x", files: files) == [])
    }
}

@Suite struct HistoryPathTests {
    @Test func prefersXDGStateHome() {
        #expect(LineEditor.historyPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/draft-inspect/history")
        #expect(LineEditor.historyPath(environment: ["HOME": "/h"]) == "/h/.local/state/draft-inspect/history")
        // A relative XDG path is invalid by the XDG spec and ignored.
        #expect(LineEditor.historyPath(environment: ["XDG_STATE_HOME": "state", "HOME": "/h"]) == "/h/.local/state/draft-inspect/history")
        #expect(LineEditor.historyPath(environment: [:]) == nil)
    }
}

/// What Ctrl-C leaves behind: a session built again from the edited document, on which undo
/// and redo go on as before; and the saved state, which undo can return to.
@Suite struct WorkspaceStateTests {
    /// Whether the session holds constraint `index` of the document active (a constraint
    /// inactive when the session was built has no equation yet).
    private func isActiveInSession(_ workspace: Workspace, _ index: Int) throws -> Bool {
        let session = try workspace.requireSession()
        return session.equation(forConstraintAt: index).map(session.isActive(equation:)) ?? false
    }

    @Test func undoAndRedoGoOnAfterTheSessionIsRebuilt() throws {
        var workspace = cardWorkspace()
        _ = try CommandTable.run("add titleLabel.width == 100", in: &workspace)
        _ = try CommandTable.run("deactivate title-top", in: &workspace)
        workspace.rebuildSession()
        #expect(try workspace.requireSession().document.constraints.count == 4)
        #expect(try !isActiveInSession(workspace, 1))
        #expect(try isActiveInSession(workspace, 3))

        _ = try workspace.undo()
        #expect(try isActiveInSession(workspace, 1))
        _ = try workspace.undo()
        #expect(workspace.document?.constraints.count == 3)
        #expect(try !isActiveInSession(workspace, 3))
        _ = try workspace.redo()
        #expect(workspace.document?.constraints.count == 4)
        #expect(try isActiveInSession(workspace, 3))
        #expect(try workspace.requireSession().document.constraints.count == 4)
    }

    @Test func undoBackToTheSavedStateLeavesNothingUnsaved() throws {
        var workspace = cardWorkspace()
        #expect(!workspace.isModified)
        _ = try CommandTable.run("deactivate title-top", in: &workspace)
        #expect(workspace.isModified)
        workspace.markSaved(as: "card.json")
        #expect(!workspace.isModified)
        _ = try CommandTable.run("add titleLabel.width == 100", in: &workspace)
        #expect(workspace.isModified)
        _ = try workspace.undo()
        #expect(!workspace.isModified)
        _ = try workspace.undo()
        #expect(workspace.isModified)
        // A new edit from here is not the saved state, even at the same depth.
        _ = try CommandTable.run("add titleLabel.height == 30", in: &workspace)
        #expect(workspace.isModified)
    }
}
