import Foundation
import Testing
import TestSupport

/// Nothing lost: an output never replaces an input, forced or not, and a new output is
/// created exclusively, so of several commands writing one new name exactly one wins.
@Suite struct OutputSafetyTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func copyOfSignIn(in folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("in.json")
        try FileManager.default.copyItem(at: Repository.url("Examples/sign-in.json"), to: copy)
        return copy
    }

    @Test func printRefusesItsInputEvenForced() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try Self.copyOfSignIn(in: folder)
        let before = try Data(contentsOf: input)
        // Spelled differently, and through a link: the same file.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "in.json")
        for output in ["in.json", "./in.json", "link.json"] {
            let result = try CLI.run(["print", "in.json", "-o", output, "--force"], in: folder)
            #expect(result.status == 73, "\(output)")
            #expect(result.stderr.contains("is the input in.json"), "\(result.stderr)")
        }
        #expect(try Data(contentsOf: input) == before)
    }

    @Test func drawAndConvertRefuseTheirInputEvenForced() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("x.xib")
        let source = try #require(FileManager.default.enumerator(atPath: Repository.fixtures("Corpus/interface-builder").path)?
            .compactMap { $0 as? String }.sorted().first { $0.hasSuffix(".xib") })
        try FileManager.default.copyItem(at: Repository.fixtures("Corpus/interface-builder/\(source)"), to: xib)
        let before = try Data(contentsOf: xib)
        let draw = try CLI.run(["draw", "x.xib", "-o", "x.xib", "--force"], in: folder)
        #expect(draw.status == 73)
        let convert = try CLI.run(["convert", "x.xib", "-o", "x.xib", "--force"], in: folder)
        #expect(convert.status != 0)
        #expect(try Data(contentsOf: xib) == before)
    }

    @Test func checkRefusesItsInputEvenForcedButNotAReportItSkips() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try Self.copyOfSignIn(in: folder)
        let before = try Data(contentsOf: input)
        for arguments in [["check", "in.json"], ["check", "."]] {
            let result = try CLI.run(arguments + ["-o", "in.json", "--force"], in: folder)
            #expect(result.status == 73, "\(arguments)")
            #expect(result.stderr.contains("is the input"), "\(result.stderr)")
        }
        #expect(try Data(contentsOf: input) == before)
        // A report written into the checked folder is no layout: checking again replaces it.
        for _ in 0..<2 {
            let result = try CLI.run(["check", ".", "--format", "sarif", "-o", "report.sarif", "--force"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test func replDrawAsksBeforeReplacingAndNeverReplacesTheLoadedFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try Self.copyOfSignIn(in: folder)
        let before = try Data(contentsOf: input)
        try Data("old".utf8).write(to: folder.appendingPathComponent("old.svg"))
        let script = """
            draw --svg old.svg
            draw! --svg in.json
            draw --svg in.json --force
            draw --svg new.svg
            draw! --svg old.svg
            """
        let result = try CLI.run(["repl", "in.json"], input: script + "\n", in: folder, mergingErrors: true)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(result.stdout)")
        #expect(lines[0] == "error: old.svg already exists; draw! --svg old.svg replaces it")
        #expect(lines[1] == "error: in.json: is the input in.json; write the output to another file")
        #expect(lines[2] == lines[1])
        #expect(lines[3] == "Wrote new.svg.")
        #expect(lines[4] == "Wrote old.svg.")
        #expect(try Data(contentsOf: input) == before)
        #expect(try String(contentsOf: folder.appendingPathComponent("old.svg"), encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func parallelNewOutputsHaveExactlyOneWinner() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 0..<3 {
            let output = folder.appendingPathComponent("new\(round).swift").path
            nonisolated(unsafe) var statuses = [Int32](repeating: -1, count: 8)
            let lock = NSLock()
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                let status = (try? CLI.run(["print", "Examples/sign-in.json", "-o", output]).status) ?? -1
                lock.withLock { statuses[index] = status }
            }
            #expect(statuses.filter { $0 == 0 }.count == 1, "\(statuses)")
            #expect(statuses.filter { $0 == 73 }.count == 7, "\(statuses)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
            #expect(leftovers.isEmpty, "no temporary file is left behind")
        }
        let expected = try CLI.run(["print", "Examples/sign-in.json"]).stdout
        #expect(try String(contentsOfFile: folder.appendingPathComponent("new0.swift").path, encoding: .utf8) == expected)
    }
}
