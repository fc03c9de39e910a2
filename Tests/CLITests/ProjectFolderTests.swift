import Foundation
import LayoutModel
import Readers
import TestSupport
import Testing

/// `check` in a real project's CI: the Xcode project fixture (`Tests/Fixtures/XcodeProject`),
/// copied into a temporary repository so that FIFOs, devices and unreadable files can be added.
@Suite struct ProjectFolderTests {
    static let fixture = "Tests/Fixtures/XcodeProject"

    /// A copy of the fixture in a temporary folder with a `.git`, so it is a repository's top
    /// level; removed when the test ends.
    final class Repository {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("draft-inspect-project-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: URL(fileURLWithPath: TestSupport.Repository.path(ProjectFolderTests.fixture)), to: url("App"))
            try FileManager.default.createDirectory(at: url(".git"), withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func url(_ path: String) -> URL { root.appendingPathComponent(path) }

        func write(_ text: String, to path: String) throws {
            try FileManager.default.createDirectory(at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url(path), atomically: true, encoding: .utf8)
        }

        func read(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

        /// Runs draft-inspect in `folder` (relative to the root); a run that outlives
        /// `timeout` seconds is killed and reported as a failure, not waited on for ever.
        func run(_ arguments: [String], in folder: String = ".", timeout: Double = 60) throws -> CLI.Result {
            try ProjectFolderTests.run(arguments, in: url(folder), timeout: timeout)
        }
    }

    /// Runs the binary with its output in files, killing it after `timeout` seconds.
    static func run(_ arguments: [String], in directory: URL, shell: Bool = false, timeout: Double) throws -> CLI.Result {
        let process = Process()
        if shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c"] + arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["DI": CLI.executable.path, "NO_COLOR": "1"]) { $1 }
        } else {
            process.executableURL = CLI.executable
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        }
        process.currentDirectoryURL = directory
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("draft-inspect-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let stdout = outputs.appendingPathComponent("out"), stderr = outputs.appendingPathComponent("err")
        for file in [stdout, stderr] { try Data().write(to: file) }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let timedOut = process.isRunning
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        #expect(!timedOut, "draft-inspect \(arguments.joined(separator: " ")) still ran after \(timeout) s")
        return CLI.Result(
            status: timedOut ? -1 : process.terminationStatus,
            stdout: try String(contentsOf: stdout, encoding: .utf8), stderr: try String(contentsOf: stderr, encoding: .utf8))
    }

    static func json(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    static func strings(_ values: [JSONValue?]) -> [String] {
        values.compactMap { if case let .string(text)? = $0 { text } else { nil } }
    }

    /// Each result's location and related locations in a SARIF log.
    static func sarifURIs(_ text: String) throws -> Set<String> {
        let sarif = try json(text)
        guard case let .array(results)? = sarif["runs"]?[0]?["results"] else { return [] }
        return Set(strings(results.map { $0["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"] }))
    }

    // MARK: - What a project holds besides layouts

    @Test func jsonThatIsNoDumpAndFilesNoReaderKnowsAreSkipped() throws {
        let result = try CLI.run(["check", Self.fixture, "--verbose"])
        // The dump's conflict, and no error: the project's own JSON is not input.
        #expect(result.status == 1)
        #expect(!result.stderr.contains("error"), "\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 files checked (11 skipped): 1 conflict, 1 ambiguous item, 0 misplaced frames\n"))
        for skipped in [
            "TranslateExample/Assets.xcassets/AppIcon.appiconset/Contents.json", "TranslateExample/Assets.xcassets/Contents.json",
            "Package.resolved", "Web/package.json", "TranslateExample.xctestplan", "TranslateExample/Assets.xcassets/AppIcon.appiconset/icon-1024.dat",
        ] {
            #expect(result.stdout.contains("  \(Self.fixture)/\(skipped)\n"))
        }
        #expect(result.stdout.contains("\(Self.fixture)/TranslateExample/Base.lproj/Main.storyboard: ok:"))
        let github = try CLI.run(["check", Self.fixture, "--format", "github"])
        #expect(!github.stdout.contains("Contents.json") && !github.stdout.contains("package"))
        #expect(github.stdout.split(separator: "\n").allSatisfy { $0.contains("file=\(Self.fixture)/Layouts/photo.json,") })
        let validate = try CLI.run(["validate", Self.fixture])
        #expect(validate.status == 0)
        #expect(validate.stdout.split(separator: "\n").count == 3)
    }

    @Test func aProjectFileNamedOnTheCommandLineIsStillAnError() throws {
        let path = "\(Self.fixture)/TranslateExample/Assets.xcassets/AppIcon.appiconset/Contents.json"
        let result = try CLI.run(["check", path])
        #expect(result.status == 65)
        #expect(result.stderr == "\(path):1:1: error: format: missing required key \"format\"\n")
    }

    @Test func aDamagedDumpInAFolderIsStillReported() throws {
        let repository = try Repository()
        try repository.write("{\"format\": \"draft-inspect-dump\", \"version\": 1, \"root\": \"r\",\n \"views\": [}\n", to: "App/Layouts/broken.json")
        try repository.write("{\"root\": \"r\", \"views\": [], \"constraints\": [", to: "App/Layouts/cut.json")
        let result = try repository.run(["check", "App"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("App/Layouts/broken.json:2:12: error: not valid JSON"))
        #expect(result.stderr.contains("App/Layouts/cut.json:"))
        #expect(!result.stderr.contains("Contents.json"))
    }

    // MARK: - Paths from the repository's top level

    @Test func baselineFingerprintsDoNotDependOnHowFilesAreNamed() throws {
        let repository = try Repository()
        try repository.write(String(contentsOfFile: TestSupport.Repository.path("Examples/table-cell-conflict.log"), encoding: .utf8), to: "Layouts/cell.log")
        let write = try repository.run(["check", "App", "--write-baseline", ".bl.json"])
        #expect(write.status == 0)
        let baseline = try Self.json(repository.read(".bl.json"))
        #expect(baseline["version"] == .number(2))
        #expect(Set(Self.strings(ProjectFolderTests.elements(baseline["findings"]).map { $0["file"] })) == ["App/Layouts/photo.json"])
        // The same findings, named in other ways: none is new. The log's are.
        for (arguments, folder) in [
            (["check", "App", "Layouts"], "."), (["check", "."], "."), (["check", "./App/../App/Layouts/photo.json"], "."),
            (["check", repository.url("App").path], "."), (["check", "."], "App"), (["check", "photo.json"], "App/Layouts"),
        ] {
            let result = try repository.run(arguments + ["--baseline", repository.url(".bl.json").path, "--format", "sarif"], in: folder)
            let sarif = try Self.json(result.stdout)
            let results = ProjectFolderTests.elements(sarif["runs"]?[0]?["results"])
            let new = results.filter { $0["baselineState"] == .string("new") }.compactMap {
                $0["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]
            }
            #expect(Set(Self.strings(new)).isSubset(of: ["Layouts/cell.log"]), "\(arguments) in \(folder)")
            #expect(results.count > new.count, "\(arguments) in \(folder)")
        }
    }

    @Test func aVersion1BaselineOfAFolderIsStillAccepted() throws {
        let repository = try Repository()
        // Version 1 named files from the folder checked: --sarif-root gives the same paths.
        let write = try repository.run(["check", "App", "--write-baseline", "old.json", "--sarif-root", "App"])
        #expect(write.status == 0)
        let old = try repository.read("old.json").replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1")
        #expect(old.contains("\"file\": \"Layouts/photo.json\""))
        try repository.write(old, to: "old.json")
        let known = try repository.run(["check", "App", "--baseline", "old.json", "--quiet"])
        #expect(known.status == 0)
        #expect(known.stdout.hasSuffix("accepted by the baseline, 0 new\n"))
        let fromElsewhere = try repository.run(["check", ".", "--baseline", "../old.json", "--quiet"], in: "App")
        #expect(fromElsewhere.status == 0)
    }

    @Test func sarifURIsAreRelativeToTheRepositoryAsGitHubAnnotationsAre() throws {
        let repository = try Repository()
        let sarif = try repository.run(["check", "App", "--format", "sarif"])
        #expect(sarif.status == 1)
        #expect(try Self.sarifURIs(sarif.stdout) == ["App/Layouts/photo.json"])
        let base = try Self.json(sarif.stdout)["runs"]?[0]?["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]
        guard case let .string(rootURI)? = base else {
            Issue.record("no %SRCROOT%")
            return
        }
        #expect(rootURI.hasPrefix("file:///") && rootURI.hasSuffix("/"))
        #expect(URL(string: rootURI)?.resolvingSymlinksInPath().path == repository.root.resolvingSymlinksInPath().path)
        // From a folder inside the repository: the same paths, in SARIF and in annotations.
        let inside = try repository.run(["check", "Layouts", "--format", "sarif"], in: "App")
        #expect(try Self.sarifURIs(inside.stdout) == ["App/Layouts/photo.json"])
        let github = try repository.run(["check", "Layouts", "--format", "github"], in: "App")
        #expect(!github.stdout.isEmpty)
        #expect(github.stdout.split(separator: "\n").allSatisfy { $0.contains("file=App/Layouts/photo.json,") })
        // --sarif-root names another folder.
        let rooted = try repository.run(["check", "App", "--format", "sarif", "--sarif-root", "App/Layouts"])
        #expect(try Self.sarifURIs(rooted.stdout) == ["photo.json"])
        #expect(try repository.run(["check", "App", "--sarif-root", "nowhere"]).status == 2)
        // The fixture in this repository: paths from its top level.
        let here = try CLI.run(["check", "Layouts", "--format", "sarif"], in: URL(fileURLWithPath: TestSupport.Repository.path(Self.fixture)))
        #expect(try Self.sarifURIs(here.stdout) == ["\(Self.fixture)/Layouts/photo.json"])
    }

    // MARK: - Special files

    @Test func aFIFOOrADeviceInAFolderIsSkippedUnopened() throws {
        let repository = try Repository()
        #expect(mkfifo(repository.url("App/Layouts/pipe.json").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: repository.url("App/Layouts/zero.json").path, withDestinationPath: "/dev/zero")
        let check = try repository.run(["check", "App", "--verbose"], timeout: 30)
        #expect(check.status == 1)
        #expect(check.stdout.contains("skipped (not a regular file):\n  App/Layouts/pipe.json (a FIFO)\n  App/Layouts/zero.json (a character device)\n"))
        let validate = try repository.run(["validate", "App", "--verbose"], timeout: 30)
        #expect(validate.status == 0)
        #expect(validate.stdout.contains("App/Layouts/pipe.json: skipped: a FIFO, not a regular file\n"))
        let print = try repository.run(["print", "App"], timeout: 30)
        #expect(print.status == 0)
    }

    @Test func aDeviceNamedIsAnErrorAndEndlessInputStops() throws {
        let repository = try Repository()
        for path in ["/dev/zero", "App/zero"] {
            if path == "App/zero" {
                try FileManager.default.createSymbolicLink(atPath: repository.url(path).path, withDestinationPath: "/dev/zero")
            }
            let result = try repository.run(["check", path], timeout: 30)
            #expect(result.status == 65)
            #expect(result.stderr == "\(path): error: is a character device, not a file: draft-inspect reads files, FIFOs and standard input\n")
        }
        // Standard input that never ends: its first bytes are no layout, and reading stops.
        let piped = try Self.run([#""$DI" check - < /dev/zero; echo "status $?""#], in: repository.root, shell: true, timeout: 30)
        #expect(piped.stdout == "status 65\n")
        #expect(piped.stderr.hasPrefix("-:1:1: error: "))
    }

    @Test func anInputLargerThanTheLimitIsRefusedUnread() throws {
        let repository = try Repository()
        // Sparse: 600 MiB that take no disk.
        for (name, head) in [("App/Layouts/huge.json", "{\"format\": \"draft-inspect-dump\", \"views\": ["), ("App/movie.bin", "\u{0}\u{0}")] {
            try repository.write(head, to: name)
            let handle = try FileHandle(forWritingTo: repository.url(name))
            try handle.truncate(atOffset: 600 << 20)
            try handle.close()
        }
        let named = try repository.run(["check", "App/Layouts/huge.json"], timeout: 30)
        #expect(named.status == 65)
        #expect(named.stderr == "App/Layouts/huge.json: error: holds more than 512 MiB, the most draft-inspect reads of one input\n")
        // In a folder: the dump too large is reported, the file that is no layout skipped.
        let folder = try repository.run(["check", "App", "--verbose"], timeout: 30)
        #expect(folder.status == 65)
        #expect(folder.stderr.contains("App/Layouts/huge.json: error: holds more than 512 MiB"))
        #expect(folder.stdout.contains("  App/movie.bin\n"))
    }

    // MARK: - Exit statuses

    @Test func anUnreadableFileInAFolderIsExit65() throws {
        let repository = try Repository()
        let path = "App/Layouts/locked.json"
        if geteuid() != 0 {
            try repository.write("{\"format\": \"draft-inspect-dump\"}", to: path)
            #expect(chmod(repository.url(path).path, 0) == 0)
        } else {
            // Root reads any file; reading /proc/self/mem at offset 0 fails instead (Linux).
            guard FileManager.default.fileExists(atPath: "/proc/self/mem") else { return }
            try FileManager.default.createSymbolicLink(atPath: repository.url(path).path, withDestinationPath: "/proc/self/mem")
        }
        for command in ["check", "validate"] {
            let result = try repository.run([command, "App"])
            #expect(result.status == 65, "\(command)")
            #expect(result.stderr.contains("\(path): error: cannot be read: "), "\(command)")
        }
        // Named, a file that cannot be opened is still a usage-like error.
        #expect(try repository.run(["check", "App/no-such-file.json"]).status == 2)
    }

    @Test func aFolderWithNoLayoutSaysSoAndFailsWhenAsked() throws {
        let repository = try Repository()
        try FileManager.default.removeItem(at: repository.url("App/Layouts"))
        try FileManager.default.removeItem(at: repository.url("App/TranslateExample/Base.lproj"))
        let result = try repository.run(["check", "App", "--quiet"])
        #expect(result.status == 0)
        #expect(result.stdout == "0 files checked (11 skipped): 0 conflicts, 0 ambiguous items, 0 misplaced frames\n")
        #expect(result.stderr == "warning: no layout files found in App (11 files skipped; --verbose names them)\n")
        #expect(try repository.run(["check", "App", "--fail-on", "empty"]).status == 1)
        #expect(try repository.run(["check", "App", "--fail-on", "conflict", "--fail-on", "empty", "--format", "sarif"]).status == 1)
        try FileManager.default.createDirectory(at: repository.url("Nothing"), withIntermediateDirectories: true)
        let empty = try repository.run(["check", "Nothing", "--fail-on", "empty"])
        #expect(empty.status == 1)
        #expect(empty.stderr == "warning: no layout files found in Nothing\n")
        // With layouts, empty is not a failure of its own, and the kind given still is.
        let ambiguous = try repository.run(["check", TestSupport.Repository.path("Examples"), "--fail-on", "empty"])
        #expect(ambiguous.status == 1)
        #expect(try repository.run(["check", TestSupport.Repository.path("Examples/sign-in.json"), "--fail-on", "empty"]).status == 0)
    }

    // MARK: - Output

    @Test func checkWritesToAFileWithOutput() throws {
        let repository = try Repository()
        let html = try repository.run(["check", "App/Layouts/photo.json", "--format", "html", "-o", "report.html"])
        #expect(html.status == 1)
        #expect(html.stdout.isEmpty)
        #expect(try repository.read("report.html").hasPrefix("<!DOCTYPE html>"))
        let again = try repository.run(["check", "App/Layouts/photo.json", "--format", "html", "-o", "report.html"])
        #expect(again.status == 73)
        #expect(again.stderr == "error: report.html: already exists; use --force to replace it\n")
        let forced = try repository.run(["check", "App", "--format", "sarif", "--output", "report.html", "--force"])
        #expect(forced.status == 1)
        #expect(try Self.sarifURIs(repository.read("report.html")) == ["App/Layouts/photo.json"])
        let text = try repository.run(["check", "App", "-o", "report.txt"])
        let written = try repository.read("report.txt")
        #expect(text.stdout.isEmpty)
        #expect(written.hasSuffix("2 files checked (11 skipped): 1 conflict, 1 ambiguous item, 0 misplaced frames\n"))
        #expect(!written.contains("\u{1B}"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullStandardOutputIsAnError() throws {
        let script = """
            "$DI" print "$1" > /dev/full; echo "print $?"
            "$DI" check "$1" --format sarif > /dev/full; echo "check $?"
            "$DI" validate "$1" > /dev/full; echo "validate $?"
            """
        let result = try Self.run([script, "sh", TestSupport.Repository.path(Self.fixture)], in: TestSupport.Repository.root, shell: true, timeout: 60)
        #expect(result.stdout == "print 74\ncheck 74\nvalidate 74\n")
        #expect(result.stderr.components(separatedBy: "error: standard output: cannot write: No space left on device\n").count == 4)
        // The REPL too, where a write that failed used to trap.
        let repl = try Self.run([#"echo tree | "$DI" repl "$1" > /dev/full; echo "repl $?""#, "sh", TestSupport.Repository.path("Examples/sign-in.json")],
                                in: TestSupport.Repository.root, shell: true, timeout: 60)
        #expect(repl.stdout == "repl 74\n")
    }

    static func elements(_ value: JSONValue?) -> [JSONValue] {
        if case let .array(elements)? = value { return elements }
        return []
    }
}
