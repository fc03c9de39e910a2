import Foundation
import Testing
import TestSupport

/// `draft-inspect migrate` end to end: the diff, the folder, the in-place write and its
/// refusals, and the messages for what cannot be migrated.
@Suite struct MigrateCommandTests {
    static func copyOfFixture(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Repository.fixtures("Migrate").appendingPathComponent(name), to: folder)
        return folder
    }

    static func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func diffShowsEveryChange() throws {
        let result = try CLI.run([
            "migrate", "Tests/Fixtures/Migrate/stack-adder/Main.storyboard",
            "--swift", "Tests/Fixtures/Migrate/stack-adder/StackViewController.swift", "--diff",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("--- a/Tests/Fixtures/Migrate/stack-adder/StackViewController.swift\n+++ b/"))
        #expect(result.stdout.contains("\n-    @IBOutlet weak var stackView: UIStackView!\n+    let stackView = UIStackView()\n"))
        #expect(result.stdout.contains("\n-    @IBAction func onAddClicked(_ sender: UIButton) {\n+    @objc func onAddClicked(_ sender: UIButton) {\n"))
        #expect(result.stderr.contains("class StackViewController: migrated"))
    }

    /// migrate is its own executable, which draft-inspect runs from beside itself: its help
    /// is migrate's whole help, and a draft-inspect copied without it says what is missing.
    @Test func migrateRunsTheExecutableBesideDraftInspect() throws {
        for arguments in [["migrate", "--help"], ["help", "migrate"]] {
            let help = try CLI.run(arguments)
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: draft-inspect migrate <ib-file> [--swift <file.swift> ...]"), "\(arguments)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lone = folder.appendingPathComponent("draft-inspect")
        try FileManager.default.copyItem(at: CLI.executable, to: lone)
        let result = try CLI.run(["migrate", "Main.storyboard", "--swift", "A.swift", "--diff"], binary: lone)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: migrate runs \(folder.path)/draft-inspect-migrate, which cannot be started"))
        #expect(try CLI.run(["validate", "Examples/sign-in.json"], binary: lone).status == 0)
    }

    @Test func outputFolderGetsTheChangedFilesAndRefusesToReplaceThem() throws {
        let folder = try Self.copyOfFixture("profile-card")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["migrate", "Card.storyboard", "--swift", "ProfileViewController.swift", "-o", "out"]
        let first = try CLI.run(arguments, in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let written = try String(contentsOf: folder.appendingPathComponent("out/ProfileViewController.swift"), encoding: .utf8)
        #expect(written.contains("private var shadowHost: UIView { cardView }"))
        #expect(first.stderr.contains("ProfileViewController.swift:26:9: storyboard.instantiateViewController(withIdentifier: \"profile\")"))
        let second = try CLI.run(arguments, in: folder)
        #expect(second.status == 73)
        #expect(try CLI.run(arguments + ["--force"], in: folder).status == 0)
    }

    @Test func writeRefusesUncommittedEditsUnlessForced() throws {
        let folder = try Self.copyOfFixture("keypad")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.git(["init", "-q"], in: folder)
        try Self.git(["add", "."], in: folder)
        try Self.git(["commit", "-qm", "fixture"], in: folder)
        let swift = folder.appendingPathComponent("KeypadViewController.swift")
        let edited = try String(contentsOf: swift, encoding: .utf8) + "// an edit not committed\n"
        try edited.write(to: swift, atomically: true, encoding: .utf8)
        let arguments = ["migrate", "Keypad.storyboard", "--swift", "KeypadViewController.swift", "--write"]
        let refused = try CLI.run(arguments, in: folder)
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("KeypadViewController.swift: error: has uncommitted edits in git ( M)"), "\(refused.stderr)")
        #expect(try String(contentsOf: swift, encoding: .utf8) == edited)
        let forced = try CLI.run(arguments + ["--force"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        let migrated = try String(contentsOf: swift, encoding: .utf8)
        #expect(!migrated.contains("@IBAction"))
        #expect(migrated.hasSuffix("// an edit not committed\n"))
    }

    @Test func writeReplacesACommittedFile() throws {
        let folder = try Self.copyOfFixture("table-cell")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.git(["init", "-q"], in: folder)
        try Self.git(["add", "."], in: folder)
        try Self.git(["commit", "-qm", "fixture"], in: folder)
        let result = try CLI.run(["migrate", "TableViewCell.xib", "--swift", "TableViewCell.swift", "--write"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let migrated = try String(contentsOf: folder.appendingPathComponent("TableViewCell.swift"), encoding: .utf8)
        #expect(migrated.contains("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
        #expect(!migrated.contains("awakeFromNib"))
    }

    @Test func aClassNotFoundIsAnErrorNamingIt() throws {
        let result = try CLI.run([
            "migrate", "Tests/Fixtures/Migrate/keypad/Keypad.storyboard",
            "--swift", "Tests/Fixtures/Migrate/stack-adder/StackViewController.swift", "--diff",
        ])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Keypad.storyboard:14:21: KeypadViewController (Kpd-VC-001), the view of KeypadViewController: class KeypadViewController: warning: not declared in the given Swift files; skipped"), "\(result.stderr)")
        #expect(result.stderr.contains("error: none of KeypadViewController is declared in"))
    }

    /// A class left untouched is a finding about the app's code, not unreadable input: exit 1,
    /// so a script tells it from success and from bad input (65).
    @Test func aClassLeftUntouchedExitsOneWithTheReason() throws {
        let folder = try Self.copyOfFixture("profile-card")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: folder.appendingPathComponent("ProfileViewController.swift"),
                                         to: folder.appendingPathComponent("Copy.swift"))
        let result = try CLI.run(["migrate", "Card.storyboard", "--swift", "ProfileViewController.swift", "Copy.swift", "--diff"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("class ProfileViewController: error: left untouched: "), "\(result.stderr)")
    }

    /// Running migrate again on what it wrote changes nothing and says why, with success.
    @Test func aClassMigratedBeforeIsLeftAsItIs() throws {
        let folder = try Self.copyOfFixture("profile-card")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["migrate", "Card.storyboard", "--swift", "ProfileViewController.swift"]
        #expect(try CLI.run(arguments + ["--write", "--force"], in: folder).status == 0)
        let again = try CLI.run(arguments + ["--diff"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.isEmpty)
        #expect(again.stderr.contains("class ProfileViewController: ProfileViewController.swift:5:1: already migrated: no @IBOutlet or @IBAction is left"), "\(again.stderr)")
    }

    @Test func swiftThatDoesNotParseIsLocated() throws {
        let folder = try Self.copyOfFixture("stack-adder")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import UIKit\n\nclass StackViewController: UIViewController {\n    func broken( {\n}\n".write(
            to: folder.appendingPathComponent("StackViewController.swift"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["migrate", "Main.storyboard", "--swift", "StackViewController.swift", "--diff"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("StackViewController.swift:4:"), "\(result.stderr)")
        #expect(result.stderr.contains(": error: expected"))
    }

    @Test func oneOutputModeIsRequired() throws {
        let result = try CLI.run(["migrate", "Tests/Fixtures/Migrate/keypad/Keypad.storyboard", "--swift", "x.swift"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("one of -o FOLDER, --diff or --write"))
    }
}
