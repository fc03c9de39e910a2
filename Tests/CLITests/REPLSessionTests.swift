import Foundation
import Testing
import TestSupport

/// The scripted sessions in `Sessions/`: each `NAME.txt` is fed to `draft-inspect repl` on
/// standard input and what it prints (answers and errors, interleaved) must equal
/// `NAME.expected`. `{tmp}` in either stands for a fresh temporary folder. Run with
/// `DRAFT_INSPECT_RECORD=1` to write the expected files from the actual output.
private let sessionFolder = Repository.fixtures("Sessions")

private let sessionNames: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: sessionFolder.path)) ?? []
    return files.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
}()

@Suite struct REPLSessionTests {
    @Test func thereAreSessions() {
        #expect(sessionNames.count >= 3)
    }

    @Test(arguments: sessionNames)
    func session(name: String) throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("draft-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let script = try String(contentsOf: sessionFolder.appendingPathComponent("\(name).txt"), encoding: .utf8)
        let result = try CLI.run(
            ["repl"], input: script.replacingOccurrences(of: "{tmp}", with: temporary.path), mergingErrors: true)
        let output = result.stdout.replacingOccurrences(of: temporary.path, with: "{tmp}")
        // A script in which any command failed ends with status 1.
        let failed = output.hasPrefix("error: ") || output.contains("\nerror: ")
        #expect(result.status == (failed ? 1 : 0))
        try GoldenFile.check(output, against: sessionFolder.appendingPathComponent("\(name).expected"), name)
    }

    @Test func strictStopsAtTheFirstErrorWithStatus1() throws {
        let result = try CLI.run(["repl", "--strict", "Examples/sign-in.json"], input: "show logo\nshow nothing\nshow logo\n")
        #expect(result.status == 1)
        #expect(result.stdout.components(separatedBy: "logo (0x7fa1c8d0b110)").count == 2)
        #expect(result.stderr == "error: no view or layout guide is called \"nothing\"; tree lists the views\n")
    }

    /// `show` says when the recorded frames were laid out otherwise than run time: a stopped
    /// indicator shown, an arranged view translating its mask as the nib left it.
    @Test func showSaysHowTheRecordedFramesWereLaidOut() throws {
        let arranged = try CLI.run(["repl", "Tests/Fixtures/InterfaceBuilder/stack-translating-arranged.xib"], input: "show addressLabel\n")
        #expect(arranged.stdout.contains("  translatesAutoresizingMaskIntoConstraints: false\n  recorded frames: laid out with it translating its mask"))
        let indicator = try CLI.run(["repl", "Tests/Fixtures/InterfaceBuilder/stopped-indicator.xib"], input: "show Spn-cc-003\n")
        #expect(indicator.stdout.contains("  hidden: true\n  recorded frames: laid out with it shown"))
    }

    /// `print` reuses the session's names unless a tag took a name the printer reserves;
    /// either way it prints what `draft-inspect print` does with the same tag.
    @Test(arguments: ["brand", "apply"])
    func printNamesAsThePrintCommandDoes(tag: String) throws {
        let printed = try CLI.run(["print", "Examples/sign-in.json", "--tag", "0x7fa1c8d0b110=\(tag)"])
        let session = try CLI.run(["repl", "--strict", "Examples/sign-in.json"], input: "tag logo \(tag)\nprint\n")
        #expect(printed.status == 0)
        #expect(session.status == 0)
        #expect(session.stdout == "Tagged 0x7fa1c8d0b110 as \(tag).\n" + printed.stdout)
    }

    @Test func quitStopsReading() throws {
        let result = try CLI.run(["repl", "Examples/sign-in.json"], input: "quit\nshow logo\n")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func aBadFileOnTheCommandLineExits65() throws {
        let result = try CLI.run(["repl", "-"], input: "{\"format\": \"draft-inspect-dump\"}")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("-:1:1: error: version: missing required key"))
    }

    @Test func bareDraftInspectWithoutATerminalPrintsHelp() throws {
        let result = try CLI.run([])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("repl"))
    }
}
