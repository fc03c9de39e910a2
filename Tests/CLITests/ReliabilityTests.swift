import Foundation
import Testing
import TestSupport

/// The findings of the reliability campaign (issue 17), end to end: numbers out of range,
/// files that are not regular files, damaged dumps, and text from the input that must not
/// reach a terminal raw.
@Suite struct ReliabilityTests {
    static let example = "Examples/sign-in.json"

    /// Runs a shell line in a scratch folder, with `DI` naming the binary; `inspect` sees the
    /// folder before it is removed.
    static func shell(_ line: String, inspect: (URL) throws -> Void = { _ in }) throws -> CLI.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reliability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", line]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["DI"] = CLI.executable.path
        environment["EXAMPLE"] = Repository.path(example)
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try inspect(folder)
        return CLI.Result(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }

    @Test func refusesAFrameOf1e308InARecursiveDescriptionWithItsLine() throws {
        let result = try CLI.run(["check", "--format", "json", "Tests/Fixtures/Regressions/recursive/frame-1e308.txt"])
        #expect(result.status == 65)
        #expect(result.stdout.contains(#""message": "frame: 1e308 is out of range"#))
        #expect(result.stdout.contains(#""line": 1"#))
        #expect(result.stderr.hasPrefix("Tests/Fixtures/Regressions/recursive/frame-1e308.txt:1:20: error: frame: 1e308 is out of range"))
    }

    @Test func refusesAConstantOf1e308InADumpWithItsPath() throws {
        let result = try CLI.run(["check", "--format", "json", "Tests/Fixtures/Regressions/dump/constant-1e308.json"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Tests/Fixtures/Regressions/dump/constant-1e308.json:4:72: error: constraints[0].constant: 1e308 is out of range"))
    }

    @Test func writesThroughToStandardOutputWhenItIsARegularFile() throws {
        var written = ""
        let result = try Self.shell("""
            { echo header; "$DI" print "$EXAMPLE" -o /dev/stdout --force; } > f
            before=$(stat -c %i f)
            { echo more; "$DI" print "$EXAMPLE" -o /dev/stdout; } >> f
            after=$(stat -c %i f)
            [ "$before" = "$after" ] && echo same-file
            """) { folder in written = try String(contentsOf: folder.appendingPathComponent("f"), encoding: .utf8) }
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "same-file\n")
        #expect(written.hasPrefix("header\n// Draftsman"))
        #expect(written.contains("\nmore\n// Draftsman"))
    }

    @Test func readsAFIFOProcessSubstitutionAndDevStdinOnAPipe() throws {
        let result = try Self.shell("""
            "$DI" validate <(cat "$EXAMPLE") | sed 's/^[^:]*://'
            cat "$EXAMPLE" | "$DI" validate /dev/stdin | sed 's/^[^:]*://'
            mkfifo pipe; cat "$EXAMPLE" > pipe & "$DI" validate pipe | sed 's/^[^:]*://'
            """)
        let line = " draft-inspect dump with 8 views, 1 layout guide, 11 constraints\n"
        #expect(result.stdout == line + line + line)
        #expect(result.stderr.isEmpty)
    }

    @Test func anEmptyOutputPathIsAUsageError() throws {
        let result = try CLI.run(["print", Self.example, "-o", ""])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the output path is empty"))
    }

    @Test func saysWhereAStrayByteBeforeTheDumpIs() throws {
        let result = try CLI.run(["validate", "Tests/Fixtures/Regressions/dump/stray-byte.json"])
        #expect(result.status == 65)
        #expect(result.stderr == """
            Tests/Fixtures/Regressions/dump/stray-byte.json:1:1: error: unexpected "x" before the JSON dump's '{'; the dump must start with '{': remove what comes before it

            """)
    }

    @Test(arguments: ["Tests/Fixtures/Regressions/dump/utf16-with-bom.json", "Tests/Fixtures/Regressions/dump/utf16le-without-bom.json"])
    func tellsAUTF16DumpToBeResavedAsUTF8(path: String) throws {
        let result = try CLI.run(["validate", path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(path):1:1: error: the file"))
        #expect(result.stderr.contains("re-save it as UTF-8"))
    }

    @Test func escapesControlCharactersFromTheInput() throws {
        let dump = try String(contentsOfFile: Repository.path("Tests/Fixtures/Regressions/dump/control-characters.json"), encoding: .utf8)
            .replacingOccurrences(of: #""first": "a\u001b]0;pwned\u0007", "firstAttribute": "width""#,
                                  with: #""first": "gh\u001b]0;pwned\u0007ost", "firstAttribute": "width""#)
        let result = try CLI.run(["check", "-"], input: dump)
        #expect(result.status == 65)
        #expect(result.stderr.contains(#"unknown item "gh\u{1B}]0;pwned\u{7}ost""#))
        #expect(!result.stderr.contains("\u{1B}"))
        let text = try CLI.run(["check", "Tests/Fixtures/Regressions/dump/control-characters.json"], environment: ["NO_COLOR": ""])
        #expect(text.status == 0)
        #expect(!text.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let repl = try CLI.run(["repl", "Tests/Fixtures/Regressions/dump/control-characters.json"], input: "tree\nshow a\u{1B}]0;pwned\u{7}\n")
        #expect(!repl.stdout.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(repl.stdout.contains(#"\u{1B}[2J\u{9B}31m"#))
    }

    /// An id or a label text holding a line break (LF, CR, VT, NEL, U+2028, U+2029) wrote a
    /// line of its own into text output: a fake finding, a fake `file:line: error:`.
    @Test func keepsLineBreaksFromTheInputOnTheirLine() throws {
        let input = "Tests/Fixtures/Regressions/dump/line-breaks.json"
        func expectNoFakeLine(_ output: String, _ what: String) {
            let breaks = output.unicodeScalars.filter { ["\r", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }
            #expect(breaks.isEmpty, "\(what): a line break from the input")
            for line in output.split(separator: "\n") {
                #expect(!line.hasPrefix("FAKE"), "\(what): a line from the input: \(line)")
            }
        }
        let text = try CLI.run(["check", input], environment: ["NO_COLOR": ""])
        #expect(text.status == 1)
        #expect(text.stdout.contains(#"[c\u{A}FAKE: error: constraint]"#))
        #expect(text.stdout.contains(#"[c2\u{2028}FAKE8]"#))
        expectNoFakeLine(text.stdout, "check")
        let github = try CLI.run(["check", "--format", "github", input])
        expectNoFakeLine(github.stdout, "check --format github")
        #expect(github.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::") })
        let broken = try String(contentsOfFile: Repository.path(input), encoding: .utf8)
            .replacingOccurrences(of: #""first": "label""#, with: #""first": "gone\nFAKE: error: unknown""#)
        let refused = try CLI.run(["check", "-"], input: broken)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains(#"unknown item "gone\u{A}FAKE: error: unknown""#))
        expectNoFakeLine(refused.stderr, "an error")
        let repl = try CLI.run(["repl", input], input: "tree\nlist\nconflicts\nambiguous\nshow label\n")
        expectNoFakeLine(repl.stdout, "the REPL")
        #expect(repl.stdout.contains(#"c\u{A}FAKE: error: constraint"#))
    }

    @Test func refusesRandomBytesQuicklyAndSaysTheyAreBinary() throws {
        let result = try Self.shell("head -c 4000000 /dev/urandom > noise; \"$DI\" check noise")
        #expect(result.status == 65)
        #expect(result.stderr.contains("binary data, not text"))
    }

    /// Foundation's `deletingLastPathComponent` trapped on a bare file name: `print -o out`
    /// and the REPL's `save copy.json` crashed (found by fuzz-repl).
    @Test func writesToABareFileNameInTheWorkingFolder() throws {
        var written: [String] = []
        let result = try Self.shell("""
            "$DI" print "$EXAMPLE" -o out.swift && echo printed
            printf 'save copy.json\\n' | "$DI" repl "$EXAMPLE" && echo saved
            """) { folder in written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
        #expect(result.stdout.hasPrefix("printed\n"))
        #expect(result.stdout.hasSuffix("saved\n"))
        #expect(written == ["copy.json", "out.swift"])
    }

    static let replInputs: [String] = {
        let folder = Repository.path("Tests/Fixtures/Regressions/repl")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }()

    /// What fuzz-repl found, run as the fuzzer ran it: the first byte picks the example (in
    /// name order, the loadable ones), the rest are command lines; lines with a `/`, a
    /// `load` or a `watch` (which waits for a change until Ctrl-C) are left out, as the fuzzer
    /// leaves them out. The REPL answers or refuses each, and never dies.
    @Test(arguments: replInputs)
    func theREPLSurvivesWhatTheFuzzerFound(input: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Repository.path("Tests/Fixtures/Regressions/repl/\(input)")))
        let examples = ["contact-cell.json", "photo-conflict-ambiguous.json", "sign-in.json", "table-cell-conflict.log"]
        let example = Repository.path("Examples/" + examples[Int(bytes.first ?? 0) % examples.count])
        let lines = String(decoding: bytes.dropFirst(), as: UTF8.self).split(separator: "\n")
            .filter { !$0.contains("/") && !$0.hasPrefix("load") && !["watch", "watch!"].contains($0.split(separator: " ").first) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repl-regression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["repl", example], input: lines.joined(separator: "\n") + "\n", in: folder)
        #expect(result.status < 128, "the REPL died: \(result.stderr.suffix(500))")
    }
}
