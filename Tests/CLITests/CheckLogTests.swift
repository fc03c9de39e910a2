import Foundation
import Inspector
import LayoutModel
import Readers
import Report
import Testing
import TestSupport

/// `check` and `print` on UIKit conflict logs and `_autolayoutTrace` output from the
/// corpus (`Tests/Fixtures/Corpus`), as a user runs them.
@Suite struct CheckLogTests {
    static let corpus = Repository.fixtures("Corpus")

    /// Runs `draft-inspect` in the corpus folder, so reports name files as `uikit-logs/…`.
    static func run(_ arguments: [String], input: String = "") throws -> CLI.Result {
        try CLI.run(arguments, input: input, in: corpus)
    }

    static func json(_ arguments: [String]) throws -> JSONValue {
        try JSONParser.parse(Array(try run(arguments + ["--format", "json"]).stdout.utf8))
    }

    @Test func textReportComparesUIKitsChoiceWithOurs() throws {
        let result = try Self.run(["check", "uikit-logs/30-uisv-hiding-nested-stackview-two-messages.txt"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "uikit-logs/30-uisv-hiding-nested-stackview-two-messages.txt: problems: 3 conflicts reproduced from 2 UIKit messages, 1 of them left after breaking the one before (4 views, 6 constraints)")
        #expect(lines.contains("UIKit's message at line 2: 6 constraints listed"))
        #expect(lines.contains("    UIKit broke: view3.height == 44 [0x618000095a90]; draft-inspect would break the same one"))
        // The first message's second conflict is what remains once view3.height is broken: told
        // by what it adds, not listed again.
        #expect(lines.contains("  conflict 2: with view3.height == 44 given up, conflict 1's constraints still cannot all hold together"))
        #expect(lines.contains("    + view3.height >= 0  [0x7ffc6dc04350.size.height]"))
        #expect(lines.contains("    then draft-inspect would break: view3.top == view2.bottom + 16 [0x610000097a20]"))
        // The rule is told once, under the first message's conflict, not again under each.
        #expect(result.stdout.components(separatedBy: "draft-inspect gives up the constraint installed deepest").count == 2)
        #expect(lines.contains("    1. view1.height >= 0  [0x7ffc6df0b170.size.height]"))
        #expect(lines.contains("       draft-inspect gives up the constraint installed deepest in the hierarchy (a constant on its view, any other on its items' nearest common ancestor), as UIKit's engine adds a view's constraints after its superview's; of two on the same anchors, the earlier; where a size cannot go below 0, the constraint that gives it (a view's bottom or trailing pin, or the gap after it), the first view's along the chain; else the one added last; this matches UIKit's choice in 13 of the corpus's 14 messages and in 43 of 54 public logs set aside before any rule was chosen"))
        // Ambiguity is not computed for a log; the report says why, once.
        #expect(!result.stdout.contains("ambiguous:"))
        #expect(result.stdout.components(separatedBy: "note: ambiguity and misplaced frames are not checked for a log").count == 2)
    }

    /// A log saved from the REPL is a partial dump that `check` reads as the log: the same
    /// messages, conflicts and choices (logs 29 and 30 hold several messages; 08 names the
    /// constraint UIKit broke).
    @Test(arguments: [
        "uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt",
        "uikit-logs/29-multi-message-stream-inputaccessory-temporarylayout-safearea.txt",
        "uikit-logs/30-uisv-hiding-nested-stackview-two-messages.txt",
    ])
    func aLogSavedFromTheREPLChecksAsTheLog(file: String) throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("draft-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let saved = temporary.appendingPathComponent("saved.json").path
        let session = try Self.run(["repl", file], input: "save \(saved)\nquit\n")
        #expect(session.status == 0, "\(session.stdout)\(session.stderr)")
        let log = try Self.json(["check", file])
        let dump = try Self.json(["check", saved])
        #expect(dump["conflicts"] == log["conflicts"])
        #expect(dump["lists"] == log["lists"])
        #expect(dump["ambiguous"] == .array([]))
    }

    /// The constraint UIKit broke is shown in UIKit's form even when its message does not
    /// list it (it is then outside every minimal set).
    @Test func theBrokenConstraintIsShownByItsTextWhenUnlisted() throws {
        let log = """
            2017-12-10 14:43:56.185084-0800 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7a.width == 10   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7a.width == 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x28394dd10 UIView:0x7a.width == 30   (active)>
            """
        let result = try CLI.run(["check", "-"], input: log)
        #expect(result.stdout.contains("UIKit broke: view.width == 30 [0x28394dd10] (not in this minimal set)"))
        #expect(!result.stdout.contains("0x28394dd10 [0x28394dd10]"))
    }

    /// A message whose list holds in the solver still names UIKit's broken constraint's views
    /// as every report does, not by their addresses (e-com-net 4995967, held-out).
    @Test func anUnreproducedMessageNamesTheViewsUIKitBroke() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UILabel:0x7a'Title'.width == 10   (active)>",
                "<NSLayoutConstraint:0x600002 UILabel:0x7a'Title'.height == 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001 UILabel:0x7a'Title'.width == 10   (active)>
            """
        let result = try CLI.run(["check", "-"], input: log)
        #expect(result.stdout.contains("not reproduced:"), "\(result.stdout)")
        // The label alone is the log's root, and named for what it shows, as any label is.
        #expect(result.stdout.contains("UIKit broke: titleLabel.width == 10 [0x600001]"), "\(result.stdout)")
        #expect(!result.stdout.contains("<0x7a>"))
    }

    /// A recursive description's excerpt with several views at its top is held in a root
    /// around their frames: its views keep the frames they show, none is free.
    @Test(arguments: ["recursive/04-ios7-navbar-null-suffix-layer-lines.txt", "recursive/05-multiline-text-breaks-lines.txt"])
    func anExcerptOfARecursiveDescriptionIsNotAmbiguous(file: String) throws {
        let result = try Self.run(["check", file])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains(": ok: 0 conflicts, 0 ambiguous items"), "\(result.stdout)")
    }

    /// UIKit's private views (iOS 7's layout guides are `_UILayoutGuide` views) are UIKit's to
    /// make, whatever the target: no code adds them.
    @Test(arguments: ["draftsman", "anchors", "snapkit"])
    func noTargetAddsUIKitsPrivateViews(target: String) throws {
        let result = try Self.run(["print", "--target", target, "autolayouttrace/02-ios7-empty-project-layoutguides.txt"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("layoutGuide"), "\(result.stdout)")
    }

    /// A dump's conflict lists the constraints draft-inspect derived, whose references are not
    /// ids of the input (the cell's content view translates its mask; the cell's frame is held).
    @Test func derivedMembersAreMarkedInJSON() throws {
        let result = try CLI.run(["check", "--format", "json", "Examples/photo-conflict-ambiguous.json"])
        let json = try JSONParser.parse(Array(result.stdout.utf8))
        #expect(json["conflicts"]?[0]?["derived"] == .array([]))
        let dump = """
            {"format": "draft-inspect-dump", "version": 1, "root": "r",
             "views": [{"id": "r", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "subviews": ["a"]},
                       {"id": "a", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}}],
             "constraints": [{"id": "c1", "first": "a", "firstAttribute": "width", "constant": 30}]}
            """
        let derived = try JSONParser.parse(Array(try CLI.run(["check", "--format", "json", "-"], input: dump).stdout.utf8))
        #expect(derived["conflicts"]?[0]?["constraints"] == .array([.string("a.autoresizing.width"), .string("c1")]))
        #expect(derived["conflicts"]?[0]?["derived"] == .array([.string("a.autoresizing.width")]))
    }

    @Test func jsonReportOfALogHasTheDumpShapeWithUIKitsFindings() throws {
        let json = try Self.json(["check", "uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt"])
        #expect(json["format"] == .string("uikit-log"))
        #expect(json["summary"] == .object([
            ("views", .number(6)), ("constraints", .number(11)), ("conflicts", .number(1)), ("ambiguous", .number(0)),
            ("misplaced", .number(0)), ("recordedConflicts", .number(1)), ("reproduced", .number(1)),
        ]))
        guard case let .array(conflicts)? = json["conflicts"], let conflict = conflicts.first else {
            Issue.record("no conflict")
            return
        }
        let members = ["0x7f83b9a05b10", "0x7f83b9a08d40", "0x7f83b9a099d0", "0x7f83b9a09b50", "0x7f83b9a0a1b0", "0x7f83b9a0a330", "0x7f83b9a127e0"]
        #expect(conflict["constraints"] == .array(members.map(JSONValue.string)))
        #expect(conflict["broken"] == .string("0x7f83b9a08d40"))
        #expect(conflict["uikitBroke"] == .string("0x7f83b85cf8e0"))
        // UIKit's choice is outside the minimal set; the rule over the whole list finds it.
        #expect(json["lists"]?[0]?["predictedBreak"] == .string("0x7f83b85cf8e0"))
        #expect(conflict["recordedLine"] == .number(2))
        #expect(conflict["implicit"] == .array([.string("0x7f83b9a05c70.size.width")]))
        #expect(conflict["diagnoses"]?[0]?["cause"] == .string("encapsulatedSize"))
        #expect(json["ambiguous"] == .array([]))
        #expect(json["misplaced"] == .array([]))
        #expect(json["lists"]?[0]?["reproduced"] == .bool(true))
        #expect(json["lists"]?[0]?["uikitBroke"] == .string("0x7f83b85cf8e0"))
    }

    static let classicCauses: [(file: String, diagnosis: String)] = [
        ("uikit-logs/05-wtf-custom5-autoresizing-negative-vfl.txt",
         "view still translates its autoresizing mask into constraints (view.width == 70): set view.translatesAutoresizingMaskIntoConstraints = false and constrain it yourself"),
        ("uikit-logs/07-wtf-custom7-no-active-suffix.txt",
         "tableViewCell is given its size by its table view (tableViewCell.height == 80, 'UIView-Encapsulated-Layout-Height'), and the required constraints inside it need another: lower the priority of imageView.height == 60 to 999, so the size it is given wins while the two disagree"),
        ("uikit-logs/01-wtf-custom1-stackview-encapsulated-tiny-height.txt",
         "view is given its size by the table, collection view or container that hosts it (view.height == 2.22507e-308, 'UIView-Encapsulated-Layout-Height'), and the required constraints inside it need another: lower the priority of stackView.height == 24 to 999, so the size it is given wins while the two disagree (a size this small is a placeholder UIKit uses before it knows the real one)"),
        ("uikit-logs/30-uisv-hiding-nested-stackview-two-messages.txt",
         "view is hidden in a stack view, which holds it at size 0 (view.height == 0, 'UISV-hiding'), but required constraints inside it need room: lower the priority of view3.height == 44 to 999"),
        ("uikit-logs/29-multi-message-stream-inputaccessory-temporarylayout-safearea.txt",
         "UIKit is measuring messageInputBar at its current size (messageInputBar.width == 0, '_UITemporaryLayoutWidth') because nothing else sizes it, as for an inputAccessoryView or titleView, and its own constraints need more: give it a size (an intrinsicContentSize, or a frame before it is shown), or lower the priority of sendButton.leading == textField.trailing + 5 to 999"),
        ("uikit-logs/22-wtf-example2-names-identifier-only.txt",
         "required sizes fight: nameLabel.height == 25 and nameLabel.height >= 50 cannot all hold with the constraints between them: lower the priority of nameLabel.height == 25 to 999"),
        ("other/03-po-register-in-UIViewAlertForUnsatisfiableConstraints-breakpoint.txt",
         "view still translates its autoresizing mask into constraints (view.width == 100): set view.translatesAutoresizingMaskIntoConstraints = false and constrain it yourself"),
    ]

    @Test(arguments: Self.classicCauses)
    func diagnosisOfAClassicCause(file: String, diagnosis: String) throws {
        let json = try Self.json(["check", file])
        #expect(json["conflicts"]?[0]?["diagnoses"]?[0]?["message"] == .string(diagnosis))
        let text = try Self.run(["check", file]).stdout
        #expect(text.contains("    diagnosis: \(diagnosis)\n"))
    }

    @Test func aListThatHoldsIsClean() throws {
        let result = try Self.run(["check", "other/05-related-view-hierarchy-not-prepared-inactive.txt"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  no conflict: the 2 listed constraints can all hold together in draft-inspect's solver (the paste has no UIKit message, so it need not be a conflict)\n"))
    }

    /// A paste of the run's trace and its conflict message: the conflict is reproduced from
    /// the message, the trace's marks are reported as UIKit's record, and the note says which
    /// is which.
    @Test func aTraceAndALogInOnePasteReportBoth() throws {
        let file = "other/06-trace-then-conflict-log-in-one-paste.txt"
        let result = try Self.run(["check", file])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("\(file): problems: 1 conflict reproduced from 1 UIKit message, 2 ambiguous items recorded by UIKit (40 views, 2 constraints)\n"))
        #expect(result.stdout.contains("ambiguous: UIKit's trace marks these AMBIGUOUS LAYOUT\n"))
        #expect(result.stdout.hasSuffix("note: \(CheckReport.conflictListsWithTraceLimitation).\n"))
        #expect(result.stderr.contains("\(file):2:1: note: the paste also holds _autolayoutTrace output (lines 2–51): the log's views are placed in its hierarchy\n"))
        let json = try Self.json(["check", file])
        #expect(json["lists"]?[0]?["uikitBroke"] == .string("0x600001691950"))
        #expect(json["ambiguous"]?[1]?["item"] == .string("0x600000ab4870"))
    }

    /// A stack view's own guide marked ambiguous (its gap guide, its alignment spanner) takes no
    /// constraint of the app's: the advice is the arranged subviews', not "add leading".
    @Test func aStackViewsOwnGuideIsNotToBePinned() throws {
        let result = try Self.run(["check", "autolayouttrace/13-stack-gap-guide-description-ambiguous.txt"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
                 uisvDistributing is stackView's own guide ('UISV-distributing'), which UIKit makes to lay out the arranged \
            subviews: its horizontal position and width follow from them, so give stackView's arranged subviews (or \
            stackView) the sizes or priorities that pin them down; the guide takes no constraint of the app's

            """))
    }

    /// A trace lists no arranged subviews; a stack view's subviews are its arranged ones, so
    /// the advice is about the stack and priorities, not a pin that would fight it.
    @Test func traceAmbiguityInAStackViewPointsAtTheStack() throws {
        let result = try Self.run(["check", "autolayouttrace/11-commented-excerpt-stack-arranged-buttons.txt"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
              button2 [0x7fb94790c250] line 5, free: minX, width
                 button2 is placed by its stack view (view), which leaves its horizontal position and width free: give the stack \
            view a width (or pin both its edges), or give button2 a width or a higher hugging priority than its siblings; a pin \
            of button2's own would fight the stack

            """), "\(result.stdout)")
        #expect(!result.stdout.contains("pin both leading and trailing"))
    }

    @Test func traceReportsTheAmbiguityUIKitRecorded() throws {
        let file = "autolayouttrace/06-minX-minY-layoutguides-lldb.txt"
        let result = try Self.run(["check", file])
        #expect(result.status == 1)
        #expect(result.stdout.contains("  view2 [0x7f9481c9d990] line 6, free: minX, minY\n     view2 has no horizontal position: add leading, trailing or centerX; and no vertical position: add top, bottom or centerY\n"))
        let json = try Self.json(["check", file])
        #expect(json["format"] == .string("autolayout-trace"))
        #expect(json["summary"]?["ambiguous"] == .number(3))
        #expect(json["ambiguous"]?[0]?["item"] == .string("0x7f9481c9d990"))
        #expect(json["ambiguous"]?[0]?["attributes"] == .array([.string("minX"), .string("minY")]))
        #expect(json["ambiguous"]?[1]?["attributes"] == .array([.string("minY")]))
        #expect(json["conflicts"] == .array([]))
    }

    @Test func traceWithoutAmbiguityIsClean() throws {
        let result = try Self.run(["check", "autolayouttrace/05-missing-host-constraints-collapsed-indent.txt"])
        #expect(result.status == 0)
        let json = try Self.json(["check", "autolayouttrace/05-missing-host-constraints-collapsed-indent.txt"])
        #expect(json["missingHostConstraints"]?[0]?["item"] == .string("0x7f88a8f39fa0"))
    }

    /// A trace that marks nothing ambiguous does not say "the ambiguity is UIKit's own record".
    @Test func aTraceWithNothingMarkedSaysSo() throws {
        let result = try Self.run(["check", "autolayouttrace/16-cycript-ios7-trace-closing-backtick.txt"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("note: \(CheckReport.nothingRecordedLimitation).\n"), "\(result.stdout)")
        let marked = try Self.run(["check", "autolayouttrace/02-ios7-empty-project-layoutguides.txt"])
        #expect(marked.stdout.contains("note: \(CheckReport.recordedFindingsLimitation).\n"), "\(marked.stdout)")
    }

    /// A message pasted without its list (https://qiita.com/furuyan/items/01659d5d6ae0bf7398ad),
    /// or with a list that lacks the constraint UIKit broke (a blog's SnapKit cell, read_file id
    /// 46522795462): `check` says which, and `draw` does not say "no conflicts".
    @Test func aMessageWhoseListWasNotPastedWholeSaysSo() throws {
        let noList = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            Will attempt to recover by breaking constraint 
            <SnapKit.LayoutConstraint:0x6080000a8f40@ViewController.swift#79 UIImageView:0x7fdd23604d70.height == 50.0>

            """
        let result = try Self.run(["check", "-"], input: noList)
        #expect(result.stdout.contains("  not reproduced: the paste holds no list: only UIKit's header and the constraint it broke were copied, not the constraints that conflict\n"), "\(result.stdout)")
        let picture = try Self.run(["draw", "--format", "text", "--width", "200", "-"], input: noList)
        #expect(picture.stdout.contains("UIKit's message at line 1: not reproduced: the paste holds no list"), "\(picture.stdout)")
        #expect(!picture.stdout.contains("no conflicts"))
        let cut = """
            Unable to simultaneously satisfy constraints.
            (
                "<SnapKit.LayoutConstraint:0x6040002a08a0@ChoiceArticleCell.swift#182 UIImageView:0x7fae99d49240.left == UIView:0x7fae99d55e70.left>",
                "<SnapKit.LayoutConstraint:0x6040002a0960@ChoiceArticleCell.swift#182 UIImageView:0x7fae99d49240.right == UIView:0x7fae99d55e70.right>"
            )

            Will attempt to recover by breaking constraint 
            <SnapKit.LayoutConstraint:0x6040002a0a20@ChoiceArticleCell.swift#183 UIImageView:0x7fae99d49240.height == UIImageView:0x7fae99d49240.width * 0.425531923770905>

            """
        let cutResult = try Self.run(["check", "-"], input: cut)
        #expect(cutResult.stdout.contains("the 2 listed constraints can all hold together in draft-inspect's solver, and the constraint UIKit broke is not among them: the list was cut or edited before it was pasted"), "\(cutResult.stdout)")
    }

    /// The window a reader adds to hold a log's views is not taken for one the log shows: the
    /// picture and the REPL's tree say it was added.
    @Test func theWindowAddedToHoldALogsViewsSaysSo() throws {
        let file = "uikit-logs/11-wtf-issue4-snapkit-file-location.txt"
        let picture = try Self.run(["draw", "--format", "text", "--width", "200", file])
        #expect(picture.stdout.contains("\nview  UIWindow (added by draft-inspect: the input shows no view holding these)\n"), "\(picture.stdout)")
        let tree = try Self.run(["repl", file], input: "tree\n")
        #expect(tree.stdout.contains("view  UIWindow  frame unknown  (added by draft-inspect: the input shows no view holding these)\n"), "\(tree.stdout)")
        // A root the log shows is not marked.
        let shown = try Self.run(["repl", "uikit-logs/27-safearea-bottom-button-vfl.txt"], input: "tree\n")
        #expect(!shown.stdout.contains("added by draft-inspect"))
    }

    /// A cell printed from a log lays its content view out as UIKit does, by the frame the
    /// cell gives it: turning its autoresizing off would break the cell's self-sizing.
    @Test func aPrintedCellLeavesItsContentViewsFrameAlone() throws {
        let printed = try Self.run(["print", "--declarations", "uikit-logs/06-wtf-custom6-multiplier-tablecell-11.txt"])
        #expect(printed.stdout.contains("final class PlannedTableViewCell: UITableViewCell, PlannedCell {"))
        #expect(!printed.stdout.contains("translatesAutoresizingMaskIntoConstraints = false"), "\(printed.stdout)")
    }

    /// iOS 7's bare `AMBIGUOUS LAYOUT` marks say only which items: the report and the picture
    /// say once that UIKit did not say what is free, not once an item.
    @Test func bareAmbiguityMarksAreToldOnce() throws {
        let file = "autolayouttrace/02-ios7-empty-project-layoutguides.txt"
        let result = try Self.run(["check", file])
        #expect(result.stdout.contains("""
            ambiguous: UIKit's trace marks these AMBIGUOUS LAYOUT, without saying which of minX, minY, width and height is free
              window [0x108f537f0] line 4, free: not said
              layoutGuide1 [0x109409c10] line 6, free: not said
              layoutGuide2 [0x10940a540] line 7, free: not said

            """), "\(result.stdout)")
        let picture = try Self.run(["draw", "--format", "text", "--width", "200", file])
        #expect(picture.stdout.hasSuffix("""
            ambiguous (╱, arrows along the free axes):
              UIKit marks window, layoutGuide1 and layoutGuide2 ambiguous without saying which of minX, minY, width and height is free

            """), "\(picture.stdout)")
        // A modern trace's marks say what is free: each is told with its advice.
        let modern = try Self.run(["check", "autolayouttrace/11-commented-excerpt-stack-arranged-buttons.txt"])
        #expect(modern.stdout.contains("ambiguous: UIKit's trace marks these AMBIGUOUS LAYOUT\n"))
    }

    /// A log's stack prints as one: its views arranged in the order its gaps put them, its
    /// axis, distribution and spacing set. A stack whose arrangement the input does not show
    /// (a trace's) is said to be one in every target's header.
    @Test func aStackPrintsTheArrangementItsLogShows() throws {
        let snapKit = try Self.run(["print", "--target", "snapkit", "uikit-logs/31-uisv-fill-equally-spacing-tabs-as-spaces.txt"])
        #expect(snapKit.stdout.contains("""
            view.addArrangedSubview(label1)
            view.addArrangedSubview(label2)
            view.addArrangedSubview(label3)
            view.addArrangedSubview(label4)

            """), "\(snapKit.stdout)")
        #expect(!snapKit.stdout.contains("addSubview"))
        let declared = try Self.run(["print", "--declarations", "uikit-logs/31-uisv-fill-equally-spacing-tabs-as-spaces.txt"])
        #expect(declared.stdout.contains("        self.axis = .horizontal\n        self.distribution = .fillEqually\n        self.spacing = 2\n"))
        #expect(!declared.stdout.contains("does not show"))
        for target in ["draftsman", "anchors", "swiftlayout"] {
            let trace = try Self.run(["print", "--target", target, "autolayouttrace/11-commented-excerpt-stack-arranged-buttons.txt"])
            #expect(trace.stdout.contains("// warning: view is a UIStackView whose axis and arranged subviews the input does not show:\n"), "\(target)")
        }
    }

    /// Every target leaves a table's cells and headers to it and counts UIKit's private views
    /// as Draftsman does: SnapKit's code added them to the table, each holding a `contentView`.
    @Test func everyTargetLeavesCellsToTheirTable() throws {
        let file = "autolayouttrace/15-chisel-paltrace-table-headers-ios11-scroll-indicators.txt"
        for target in ["draftsman", "anchors", "snapkit", "swiftlayout", "flowconstraint"] {
            let result = try Self.run(["print", "--target", target, file])
            #expect(result.stdout.contains("// 1 view (and 8 of UIKit's private views, left out) (33 more outside the printed hierarchy, not printed), 0 constraints:\n"), "\(target)")
            #expect(!result.stdout.contains("tableViewCell1"), "\(target)")
        }
    }

    @Test func printNamesLoggedViewsFromTheirText() throws {
        let result = try Self.run(["print", "uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt"])
        #expect(result.status == 0)
        for name in ["setLunchLabel", "addedAt1026Label", "contentImageView1", "contentImageView2", "stackView.drf"] {
            #expect(result.stdout.contains(name))
        }
        #expect(result.stdout.contains("contentImageView2.drf\n        .width.equal(to: 60)"))
    }
}

extension JSONValue {
    /// An array's element, for assertions on reports.
    subscript(index: Int) -> JSONValue? {
        guard case let .array(elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
