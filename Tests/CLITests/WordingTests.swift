import Foundation
import Testing
import TestSupport

/// What the tool says reads as one sentence: one `error:` per message, a count agrees with its
/// noun, a file is called what it is, and a paste cut short is said to be.
@Suite struct WordingTests {
    /// A folder of its own for the inputs a test writes.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theREPLSaysErrorOnceForAnUnreadableFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("{bad".utf8).write(to: dir.appendingPathComponent("bad.json"))
        let result = try CLI.run(
            ["repl", Repository.path("Examples/sign-in.json")], input: "load bad.json\nload missing.json\n", in: dir)
        #expect(result.stderr.contains("error: bad.json:1:2: not valid JSON"))
        #expect(result.stderr.contains("error: missing.json: no such file"))
        for line in result.stderr.split(separator: "\n") {
            #expect(line.components(separatedBy: "error:").count <= 2, "error: twice in \(line)")
        }
    }

    @Test func everyCommandSaysErrorOnceForBadInput() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("{bad".utf8).write(to: dir.appendingPathComponent("bad.json"))
        try Data("nothing UIKit printed\n".utf8).write(to: dir.appendingPathComponent("bad.log"))
        try Data("<?xml version=\"1.0\"?><document><scenes><scene".utf8).write(to: dir.appendingPathComponent("bad.storyboard"))
        for command in ["check", "validate", "print"] {
            for file in ["missing.json", "bad.json", "bad.log", "bad.storyboard"] {
                let result = try CLI.run([command, file], in: dir)
                #expect(result.status != 0)
                for line in result.stderr.split(separator: "\n") {
                    #expect(line.components(separatedBy: "error:").count <= 2, "\(command) \(file): \(line)")
                }
            }
        }
    }

    @Test func oneMessageIsSingular() throws {
        let result = try CLI.run(["validate", "Tests/Fixtures/Corpus/uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("UIKit reported 1 unsatisfiable-constraint message (1 names the constraint it broke)"))
        #expect(!result.stdout.contains("1 unsatisfiable-constraint messages"))
    }

    @Test func aPartialInputSaysWhatAmbiguityNeeds() throws {
        let result = try CLI.run(
            ["repl", "Tests/Fixtures/Corpus/uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt"], input: "ambiguous\n")
        #expect(result.stderr.contains("this UIKit constraint log lists only the constraints of its conflicts"))
        #expect(result.stderr.contains("ambiguity needs every constraint, as a dump taken from the running app"))
        #expect(!result.stderr.contains("needs a dump;"))
    }

    @Test func aFileOfNULBytesIsBinaryNotUTF16() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(repeating: 0, count: 4096).write(to: dir.appendingPathComponent("zeros.json"))
        let result = try CLI.run(["validate", "zeros.json"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("binary data, not text"))
        #expect(!result.stderr.contains("UTF-16"))
    }

    @Test func realUTF16IsStillCalledUTF16() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try String(contentsOfFile: Repository.path("Examples/sign-in.json"), encoding: .utf8)
        let utf16 = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try Data(utf16).write(to: dir.appendingPathComponent("wide.json"))
        let result = try CLI.run(["validate", "wide.json"], in: dir)
        #expect(result.stderr.contains("looks like UTF-16 text"))
    }

    @Test(arguments: [
        (10, "its list of constraints has no closing ')'"),
        (20, "its last line stops partway, before the constraint UIKit broke"),
        (21, "the constraint UIKit broke stops partway, and is read by its address"),
    ])
    func aLogCutMidMessageIsSaidToBeCutOff(lines: Int, reason: String) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = try String(
            contentsOfFile: Repository.path("Tests/Fixtures/Corpus/uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt"),
            encoding: .utf8)
        let kept = whole.split(separator: "\n", omittingEmptySubsequences: false)
        // The lines before the cut, then the first 40 characters of the next.
        let cut = kept.prefix(lines).joined(separator: "\n") + "\n" + kept[lines].prefix(40)
        try Data(cut.utf8).write(to: dir.appendingPathComponent("cut.txt"))
        let result = try CLI.run(["validate", "cut.txt"], in: dir)
        // Said where the paste stops: the end of the 40 characters kept of the next line.
        #expect(result.stderr.contains("cut.txt:\(lines + 1):41: warning: the message begun at line 2 is cut off (a truncated paste?): \(reason)"), "\(result.stderr)")
        #expect(result.stdout.contains("warning"))
    }

    @Test func aWholeLogIsNotCutOff() throws {
        let result = try CLI.run(["validate", "Tests/Fixtures/Corpus/uikit-logs/08-wtf-custom9-full-log-stackview-alignment.txt"])
        #expect(!result.stderr.contains("cut off"))
    }
}
