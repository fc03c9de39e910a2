import Foundation
import Testing
import TestSupport

/// `draft-inspect print`, run as a user runs it.
@Suite struct PrintCommandTests {
    static let fixtures = "Tests/Fixtures/Printer"

    static func expected(_ name: String) throws -> String {
        try String(contentsOfFile: Repository.path("\(fixtures)/\(name).expected.swift"), encoding: .utf8)
    }

    /// A fresh empty folder for files a test writes.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("print-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func printsAFixtureToStandardOutput() throws {
        let result = try CLI.run(["print", "shortcuts.json"], in: URL(fileURLWithPath: Repository.path(Self.fixtures)))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try Self.expected("shortcuts")))
    }

    @Test func optionsReachThePrinter() throws {
        let result = try CLI.run(
            ["print", "flips-and-fallbacks.json", "--style", "drf", "--declarations", "--auto-identifier"],
            in: URL(fileURLWithPath: Repository.path(Self.fixtures)))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try Self.expected("flips-and-fallbacks.drf.declarations.auto-identifier")))
    }

    @Test func tagsAndRootChooseNamesAndSubtree() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tags = folder.appendingPathComponent("tags.json")
        try Data(#"{"0x3": "contentStack2"}"#.utf8).write(to: tags)
        let result = try CLI.run([
            "print", Repository.path("\(Self.fixtures)/stacks-and-system.json"), "--root", "0x2",
            "--tags", tags.path, "--tag", "0x2=cardView",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("viewPlan.apply(to: cardView)"))
        #expect(result.stdout.contains("contentStack2.drf"))
        #expect(!result.stdout.contains("view.drf"))
        #expect(result.stdout.contains("mentioning views outside the printed hierarchy"))
    }

    /// A cell printed out of its table (`--root`) is a cell class: no view takes a name the
    /// cell has already (`imageView` would not compile beside `UITableViewCell.imageView`).
    @Test func aCellPrintedFromItsTableAvoidsTheCellsMembers() throws {
        let result = try CLI.run([
            "print", "--declarations", "--root", "0x7486540",
            Repository.path("Tests/Fixtures/Corpus/recursive/03-tableview-baseclass-tag-image-suffix.txt"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("final class PlayerCell: UITableViewCell, PlannedCell {"))
        #expect(result.stdout.contains("    let contentImageView = UIImageView()\n"))
        #expect(!result.stdout.contains("let imageView"))
    }

    /// A collection view's separators are supplementary views of its layout (an app's
    /// `UICollectionReusableView`, in a walk over a keyboard's banner): the collection view
    /// places them, so printing it does not insert them; `--root` prints one as its class.
    @Test func aCollectionViewsReusableViewsAreItsToPlace() throws {
        let file = Repository.path("Tests/Fixtures/Corpus/recursive/08-spaces-only-indentation-swift-mangled-cells.txt")
        let whole = try CLI.run(["print", file])
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(whole.stdout.contains("    collectionView\n}"), "\(whole.stdout)")
        let separator = try CLI.run(["print", "--declarations", "--root", "0x7fdc9392f780", file])
        #expect(separator.stdout.contains("final class SeparatorView: UICollectionReusableView, Planned {\n"))
        #expect(separator.stdout.contains("    override init(frame: CGRect) {\n"))
    }

    /// Cycript's capture of a presented sheet starts at its `UITransitionView`: the dimming
    /// view, the shadow view, two plain views clipping the sheet, then the navigation
    /// controller's containers around the app's view. Code starts at that view; the transition
    /// view is not a window and keeps its own name.
    @Test func aCapturedSheetIsPrintedFromItsControllersView() throws {
        let file = Repository.path("Tests/Fixtures/Corpus/recursive/10-cycript-sheet-table-headers-appleid-latin-escape.txt")
        let result = try CLI.run(["print", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("""
            // Printed from the view controller's view (AAUIBuddyView 0x107d85760) inside the captured UITransitionView's UIKit containers; --root ID (print VIEW in the REPL) prints another view.
            """))
        #expect(result.stdout.contains("    tableView\n"))
        #expect(!result.stdout.contains("dimmingView"))
        let tree = try CLI.run(["repl", file], input: "tree\n")
        #expect(tree.stdout.hasPrefix("transitionView  UITransitionView  (0, 0, 375, 667)\n"))
        #expect(tree.stdout.contains("\n              view  AAUIBuddyView  (0, 0, 375, 627)\n"))
        // A controller's view that only embeds a tab bar controller's container is passed through.
        let embedding = try CLI.run(["print", Repository.path("Tests/Fixtures/Corpus/autolayouttrace/10a-large-ios11-trace-head.txt")])
        #expect(embedding.stdout.contains("// Printed from the view controller's view (UIView 0x10950fbb0) inside the captured window's"))
        // The REPL numbers the views as print does: the printed subtree's first.
        #expect(embedding.stdout.contains("    gcNavSegmentedView.drf.insert {\n        containerView1.drf.insert {\n"))
        let embeddingTree = try CLI.run(["repl", Repository.path("Tests/Fixtures/Corpus/autolayouttrace/10a-large-ios11-trace-head.txt")], input: "tree\n")
        #expect(embeddingTree.stdout.contains("\n                  gcNavSegmentedView  GCNavSegmentedView  frame unknown\n                    containerView1  UIView  frame unknown\n"))
    }

    /// A table's section headers are the table's, not views code adds to it; one printed with
    /// `--root` is a `UITableViewHeaderFooterView` subclass built in `init(reuseIdentifier:)`,
    /// its views in the `contentView` UIKit makes. A header is no cell to Draftsman, so the
    /// class declares `CellWithContentView` for `PlannedCell` to fill `contentView`.
    @Test func aTablesHeaderIsPrintedAsAHeaderFooterViewSubclass() throws {
        let file = Repository.path("Tests/Fixtures/Corpus/recursive/10-cycript-sheet-table-headers-appleid-latin-escape.txt")
        let table = try CLI.run(["print", "--root", "0x1081a0600", file])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(!table.stdout.contains("HeaderFooterView"), "\(table.stdout)")
        let header = try CLI.run(["print", "--declarations", "--root", "0x107dc4a40", file])
        #expect(header.status == 0, "\(header.stderr)")
        #expect(header.stdout.contains("""
            final class PlannedTableViewHeaderFooterView: UITableViewHeaderFooterView, PlannedCell, CellWithContentView {
                let aauiHeaderView = AAUIHeaderView()
            """))
        #expect(header.stdout.contains("    override init(reuseIdentifier: String?) {\n        super.init(reuseIdentifier: reuseIdentifier)\n"))
        // A description shows a text's first 25 characters and "...": printed as recorded, said to be cut.
        #expect(header.stdout.contains("        appleIDLabel.text = \"Apple ID\"\n"))
        #expect(header.stdout.contains("        appleIDICloudLabel.text = \"使用Apple\u{A0}ID登录以使用iCloud和其他A...\"  // cut short in the input: the rest of the text is not recorded\n"))
        let snapKit = try CLI.run(["print", "--target", "snapkit", "--declarations", "--root", "0x107dc4a40", file])
        #expect(snapKit.stdout.contains("final class PrintedTableViewHeaderFooterView: UITableViewHeaderFooterView {\n"))
        #expect(snapKit.stdout.contains("in `init(reuseIdentifier:)`"))
    }

    /// `po [[UIWindow keyWindow] _autolayoutTrace]` holds the window, the navigation
    /// controller's containers and bar, then the app's view: code starts at that view, as a
    /// person would write it, not at the window with everything inside UIKit's containers
    /// left out.
    @Test func aCapturedWindowIsPrintedFromItsControllersView() throws {
        let file = Repository.path("Tests/Fixtures/Corpus/autolayouttrace/14-cycript-escaped-bullet-unicode-text-whatsapp.txt")
        let result = try CLI.run(["print", "--declarations", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("""
            // Printed from the view controller's view (UIView 0x104bc2870) inside the captured window's UIKit containers; --root ID (print VIEW in the REPL) prints another view.
            // 9 views (and 1 of UIKit's private views, left out) (5 more outside the printed hierarchy, not printed), 0 constraints:

            """))
        #expect(result.stdout.contains("    let whatsAppLabel = UILabel()\n"))
        // The REPL names the document as print does: the controller's view is `view`.
        let tree = try CLI.run(["repl", file], input: "tree\n")
        #expect(tree.stdout.hasPrefix("window  WAWindow  frame unknown\n"))
        #expect(tree.stdout.contains("\n          view  UIView  frame unknown\n"))
        // A window holding its controller's view as its own subview (iOS 7's, no containers).
        let direct = try CLI.run(["print", Repository.path("Tests/Fixtures/Corpus/autolayouttrace/06-minX-minY-layoutguides-lldb.txt")])
        #expect(direct.status == 0)
        #expect(direct.stdout.contains("""
            // Printed from the view controller's view (UIView 0x7f9481c9d680) in the captured window; --root ID (print VIEW in the REPL) prints another view.
            // 2 views (and 2 of UIKit's private views, left out) (1 more outside the printed hierarchy, not printed), 0 constraints:

            """))
        #expect(direct.stdout.hasSuffix("viewPlan.apply(to: view)\n"))
    }

    /// The whole table's names are the cell's printed names: a view in a cell is named after
    /// the cell's members wherever it is named, so the REPL's `tree` says what `print --root`
    /// prints.
    @Test func aViewInACellHasOneNameEverywhere() throws {
        let file = Repository.path("Tests/Fixtures/Corpus/recursive/03-tableview-baseclass-tag-image-suffix.txt")
        let tree = try CLI.run(["repl", file], input: "tree\n")
        #expect(tree.stdout.contains("      contentImageView  UIImageView  (213, 13, 81, 27)\n"), "\(tree.stdout)")
        #expect(!tree.stdout.contains(" imageView "))
    }

    @Test func unknownRootIsAUsageError() throws {
        let result = try CLI.run(["print", Repository.path("\(Self.fixtures)/naming.json"), "--root", "0xdead"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("0xdead"))
    }

    @Test func outputFileIsNotReplacedWithoutForce() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Layout.swift")
        try Data("keep me\n".utf8).write(to: output)
        let result = try CLI.run(["print", Repository.path("\(Self.fixtures)/shortcuts.json"), "-o", output.path])
        #expect(result.status == 73)
        #expect(result.stderr.contains("already exists; use --force"))
        #expect(try String(contentsOf: output, encoding: .utf8) == "keep me\n")
    }

    @Test func forceReplacesAtomically() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Layout.swift")
        try Data("old\n".utf8).write(to: output)
        let result = try CLI.run(["print", "shortcuts.json", "-o", output.path, "--force"], in: URL(fileURLWithPath: Repository.path(Self.fixtures)))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8) == (try Self.expected("shortcuts")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Layout.swift"])
    }

    /// A file several times larger than the chunks a replaced file is written in (on a thread
    /// of its own, a quarter of a megabyte each) arrives whole and in order: the same bytes
    /// that go straight to a pipe, and no temporary file left beside it.
    @Test func aLargeReplacedFileIsWrittenWholeAndInOrder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ids = (0..<12_000).map { "v\($0)" }
        let views = ids.enumerated().map { index, id in
            #"{"id": "\#(id)", "class": "UILabel", "text": "Label \#(index)", "frame": {"x": \#(index), "y": 0.5, "width": 20.25, "height": 10}}"#
        }
        let root = #"{"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "subviews": [\#(ids.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        let dump = #"{"format": "draft-inspect-dump", "version": 1, "root": "root", "views": [\#(([root] + views).joined(separator: ",\n")) ], "constraints": []}"#
        let input = folder.appendingPathComponent("large.json")
        try Data(dump.utf8).write(to: input)
        let output = folder.appendingPathComponent("saved.json")
        try Data("old\n".utf8).write(to: output)

        let replaced = try CLI.run(["convert", input.path, "-o", output.path, "--force"])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        let piped = try CLI.run(["convert", input.path, "-o", "/dev/stdout"])
        #expect(piped.status == 0, "\(piped.stderr)")
        let written = try Data(contentsOf: output)
        #expect(written.count > 2 << 20)
        #expect(written == Data(piped.stdout.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["large.json", "saved.json"])
    }

    @Test func newOutputFileIsCreated() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("New.swift")
        let result = try CLI.run(["print", "naming.json", "-o", output.path], in: URL(fileURLWithPath: Repository.path(Self.fixtures)))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == (try Self.expected("naming")))
    }

    @Test func devStdoutIsWrittenThrough() throws {
        let result = try CLI.run(["print", "shortcuts.json", "-o", "/dev/stdout"], in: URL(fileURLWithPath: Repository.path(Self.fixtures)))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try Self.expected("shortcuts")))
    }

    @Test func symlinkTargetIsWrittenAndTheLinkKept() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let realFolder = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: realFolder, withIntermediateDirectories: true)
        let target = realFolder.appendingPathComponent("Layout.swift")
        try Data("old\n".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real/Layout.swift")

        let refused = try CLI.run(["print", Repository.path("\(Self.fixtures)/naming.json"), "-o", link.path])
        #expect(refused.status == 73)

        let result = try CLI.run(["print", "naming.json", "-o", link.path, "--force"], in: URL(fileURLWithPath: Repository.path(Self.fixtures)))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/Layout.swift")
        #expect(try String(contentsOf: target, encoding: .utf8) == (try Self.expected("naming")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: realFolder.path) == ["Layout.swift"])
    }

    @Test func badDumpExits65WithALocatedError() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("bad.json")
        try Data(#"{"format": "draft-inspect-dump", "version": 1, "root": "0x1", "views": [{"id": "0x1", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}], "constraints": [{"first": "0x9", "firstAttribute": "width", "constant": 10}]}"#.utf8).write(to: dump)
        let result = try CLI.run(["print", dump.path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("bad.json"))
        #expect(result.stderr.contains("constraints[0].first"))
    }

    @Test func badTagIsAUsageError() throws {
        let result = try CLI.run(["print", Repository.path("\(Self.fixtures)/naming.json"), "--tag", "0x1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("ID=NAME"))
    }
}
