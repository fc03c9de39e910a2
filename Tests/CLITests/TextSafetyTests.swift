import Foundation
import Testing
import TestSupport
import CommandSupport
@testable import draft_inspect

/// What the terminal shows is what the input holds: bidirectional controls are escaped as
/// other control characters are, and frames read the same in every command (1/100 pt).
@Suite struct TextSafetyTests {
    @Test func bidiControlsAreEscaped() {
        #expect(TerminalText.escaped("abc\u{202E}fed") == "abc\\u{202E}fed")
        for scalar in ["\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202D}", "\u{2066}", "\u{2069}", "\u{2028}"] {
            #expect(TerminalText.escaped("x" + scalar) != "x" + scalar, "\(scalar.unicodeScalars.first!.value)")
        }
        // Other characters sharing the lead bytes stay as they are.
        #expect(TerminalText.escaped("a … b — c × é ؛") == "a … b — c × é ؛")
    }

    /// The scan reads eight bytes at a time and lets newlines and tabs through: a control
    /// character beside them, at every place in a word, is still found.
    @Test func controlsBesideNewlinesAreEscapedAtEveryOffset() {
        for control in ["\u{07}", "\u{1B}", "\u{0B}", "\u{0D}", "\u{7F}", "\u{85}"] {
            for offset in 0..<9 {
                let text = String(repeating: "a", count: offset) + "\n\t" + control + "\nlet x = 1\n"
                let escaped = TerminalText.escaped(text)
                #expect(!escaped.unicodeScalars.contains(control.unicodeScalars.first!), "\(control.unicodeScalars.first!.value) at \(offset)")
                #expect(escaped.contains("\n\t\\u{"), "\(escaped)")
            }
        }
        let code = "view.drf.top.equal(with: .parent)\n\tview.drf.left.equal(with: .parent)\n"
        #expect(TerminalText.escaped(code) == code)
    }

    /// Lines written as they come, in 64 KB pieces, are the text escaped whole: a style kept,
    /// a control escaped, every line ended, no piece split inside a line's escape.
    @Test func linesWrittenAsTheyComeAreTheTextEscapedWhole() {
        let lines = (0..<4000).map { "  view\($0) \u{1B}[2m[v\($0)]\u{1B}[0m free: minX\($0 % 97 == 0 ? "\u{202E}" : "")" }
        var pieces: [[UInt8]] = []
        TerminalText.write(keepingStyles: true, to: { pieces.append(Array($0)) }) { line in lines.forEach(line) }
        let whole = lines.joined(separator: "\n") + "\n"
        #expect(pieces.count > 1)
        #expect(pieces.dropLast().allSatisfy { $0.last == UInt8(ascii: "\n") })
        let text = String(decoding: pieces.joined(), as: UTF8.self)
        #expect(text == TerminalText.escaped(whole, keepingStyles: true))
        // The override escaped, the styles kept.
        #expect(text.contains("  view97 \u{1B}[2m[v97]\u{1B}[0m free: minX\\u{202E}\n"))
    }

    @Test func replShowEscapesARightToLeftOverride() throws {
        let dump = try String(contentsOf: Repository.url("Examples/sign-in.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"text\": \"Welcome back\"", with: "\"text\": \"Welcome \\u202Ekcab\"")
        let folder = try Self.folder(holding: ["bidi.json": dump])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["repl", "bidi.json"], input: "show welcomeKcabLabel\ntree\n", in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.unicodeScalars.contains("\u{202E}"))
        #expect(result.stdout.contains("\\u{202E}kcab"), "\(result.stdout)")
    }

    /// A folder's report and `frames` show a constraint id that holds escape sequences as text,
    /// as one file's report does: raw, they would retitle the terminal and colour what follows.
    @Test func aFolderRunAndFramesEscapeWhatTheirInputsHold() throws {
        let dump = try String(contentsOf: Repository.url("Examples/photo-conflict-ambiguous.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"id\": \"0x600000c8a230\"", with: "\"id\": \"\\u001B]0;pwned\\u0007\\u001B[31m0x600000c8a230\"")
        #expect(dump.contains("pwned"))
        let folder = try Self.folder(holding: ["escapes.json": dump, "copy.json": dump])
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["check", "escapes.json"], ["check", "."], ["check", "escapes.json", "copy.json"], ["frames", "escapes.json"]] {
            let result = try CLI.run(arguments, in: folder)
            #expect(result.status == (arguments[0] == "frames" ? 0 : 1), "\(arguments): \(result.stderr)")
            #expect(!result.stdout.unicodeScalars.contains("\u{1B}") && !result.stdout.unicodeScalars.contains("\u{07}"), "\(arguments)")
            #expect(result.stdout.contains("\\u{1B}]0;pwned\\u{7}\\u{1B}[31m0x600000c8a230"), "\(arguments): \(result.stdout)")
        }
    }

    @Test func framesAndTreeRoundAsFrameDoes() throws {
        let file = "Examples/photo-conflict-ambiguous.json"
        let frames = try CLI.run(["frames", file])
        let repl = try CLI.run(["repl", file], input: "tree\nframe photoOfTheWeekLabel\nshow photoOfTheWeekLabel\n")
        #expect(frames.stdout.contains("photoOfTheWeekLabel (0, 310, 139.33, 20.33)"), "\(frames.stdout)")
        #expect(repl.stdout.contains("photoOfTheWeekLabel  UILabel  (0, 310, 139.33, 20.33)"))
        #expect(repl.stdout.contains("recorded: (0, 310, 139.33, 20.33)"))
        #expect(repl.stdout.contains("frame: (0, 310, 139.33, 20.33)"))
        for output in [frames.stdout, repl.stdout] {
            #expect(!output.contains("139.333"))
        }
        // JSON, for programs, keeps the value to a millionth of a point.
        let json = try CLI.run(["frames", file, "--format", "json"])
        #expect(json.stdout.contains("139.333333,"))
    }

    /// A fresh folder holding `files` (name and text); the caller removes it.
    private static func folder(holding files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }
}
