import Foundation
import Testing
import TestSupport

/// `validate` on UIKit's text captures, told apart by content: the corpus
/// (`Tests/Fixtures/Corpus`) and damaged pastes on standard input.
@Suite struct ValidateUIKitTextTests {
    static let corpus = Corpus.root

    /// The views a log names are counted, not the window the reader adds to hold them.
    @Test func readsAConflictLogWithItsMessages() throws {
        let file = Self.corpus + "/uikit-logs/29-multi-message-stream-inputaccessory-temporarylayout-safearea.txt"
        #expect(FileManager.default.fileExists(atPath: file))
        let result = try CLI.run(["validate", file])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            \(file): UIKit constraint log with 7 views, 1 layout guide, 17 constraints
              UIKit reported 5 unsatisfiable-constraint messages (5 name the constraint it broke)

            """)
    }

    @Test func readsTracesAndRecursiveDescriptions() throws {
        let trace = try CLI.run(["validate", Self.corpus + "/autolayouttrace/03-new-format-ambiguous-for-variables-ids-snip.txt"])
        #expect(trace.status == 0)
        #expect(trace.stdout.contains("_autolayoutTrace output with 19 views, 0 layout guides, 0 constraints\n  UIKit reported ambiguous layout for 3 items\n"))
        let recursive = try CLI.run(["validate", Self.corpus + "/recursive/03-tableview-baseclass-tag-image-suffix.txt"])
        #expect(recursive.status == 0)
        #expect(recursive.stdout.contains("recursiveDescription output with 6 views"))
    }

    /// An app's class derives from the UIKit class `baseClass =` names, and the search bar's
    /// own parts are UIKit's, the plain `UIView` that holds them too (a search bar builds every
    /// subview it has): printed code subclasses `UISearchBar` and makes none of them.
    @Test func aRecursiveDescriptionPrintsAnAppClassOnItsUIKitBase() throws {
        let result = try CLI.run(["print", "--declarations", Self.corpus + "/recursive/07-ios10-searchbar-subclass-baseclass-private-parts.txt"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("// 1 view (and 4 of UIKit's private views, left out), 0 constraints:\n"))
        #expect(result.stdout.contains("final class DopSearchBar: UISearchBar {\n    override init(frame: CGRect) {\n"))
        #expect(!result.stdout.contains("UIView()"))
    }

    @Test func damagedPasteWarnsWithLineAndColumn() throws {
        let paste = """
            > (
            >     "",
            >     "<NSLayoutConstraint:0x1 UIView:0xa.width == 1   (active)>"
            > )
            """
        let result = try CLI.run(["validate", "-"], input: paste)
        #expect(result.status == 0)
        #expect(result.stdout == "-: UIKit constraint log with 1 view, 0 layout guides, 1 constraint\n  2 warnings\n")
        #expect(result.stderr == """
            -:1:1: warning: lines are quoted with '>' (a markdown quote); read without the quote marks
            -:2:7: warning: skipped an empty entry (""): the paste lost the text between '<' and '>', probably stripped as HTML

            """)
    }

    /// A blog's message on one line, its list elided (`(...........)`): a UIKit message that
    /// holds nothing to check, said so, not text of no known format.
    @Test func aJoinedHeaderWithoutAListIsAMessageThatHoldsNone() throws {
        let paste = """
            Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. Try this:
            (...........)
            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
        let result = try CLI.run(["check", "-"], input: paste)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("UIKit's message at line 1: 0 constraints listed\n"))
        #expect(result.stdout.contains("not reproduced: the paste holds no list draft-inspect can read: of UIKit's message, only the header is whole\n"))
    }

    @Test func unknownTextExits65() throws {
        let result = try CLI.run(["validate", "-"], input: "just some notes\n")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("-: error: not a format draft-inspect reads"))
    }
}
