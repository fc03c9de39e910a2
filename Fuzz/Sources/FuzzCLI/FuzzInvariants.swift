import CommandSupport
import Foundation
import LayoutModel
import Printer
import Readers
import Report

/// What every fuzz target asserts of draft-inspect on any input: it never traps, an input it
/// rejects is rejected with errors that say where, an input it reads is analysed and printed
/// without trapping, every JSON it writes parses and carries no control character, and no
/// output holds `inf` or `nan`. A broken invariant aborts, which libFuzzer records as a crash.
/// (Text for a terminal goes through ``TerminalText`` on its way out, as the commands do.)
public enum FuzzInvariants {
    /// The JSON dump reader, then the whole pipeline on what it reads.
    public static func dump(_ bytes: [UInt8]) {
        do {
            let document = try DumpReader.read(bytes)
            analyse(LoadedDocument(document: document, format: .dump), input: bytes)
        } catch {
            expectLocated(error, in: "dump", input: bytes)
        }
    }

    /// The UIKit conflict-log reader.
    public static func log(_ bytes: [UInt8]) {
        readText(bytes, ConflictLogReader.read)
    }

    /// The `_autolayoutTrace` reader.
    public static func trace(_ bytes: [UInt8]) {
        readText(bytes, AutolayoutTraceReader.read)
    }

    /// The `recursiveDescription` reader.
    public static func recursive(_ bytes: [UInt8]) {
        readText(bytes, RecursiveDescriptionReader.read)
    }

    /// The Interface Builder reader (`.storyboard`, `.xib`): every layout it finds, through the
    /// whole pipeline. Its errors point at an element by line and column.
    public static func interfaceBuilder(_ bytes: [UInt8]) {
        do throws(InputError) {
            for layout in try InterfaceBuilderReader.read(bytes) {
                for warning in layout.loaded.warnings { requireLocated(warning, in: "an Interface Builder warning") }
                analyse(layout.loaded, input: bytes)
            }
        } catch {
            expectLocated(error, in: "interface builder", input: bytes)
        }
    }

    /// UIKit's equation notation (the REPL's `add`) and the log's constraint descriptions,
    /// visual format included: one line of input, read both ways.
    public static func grammar(_ bytes: [UInt8]) {
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        do throws(EquationSyntaxError) {
            _ = try EquationNotation.constraint(parsing: line) { name throws(EquationSyntaxError) in ItemID(name) }
        } catch {
            let columns = line.unicodeScalars.count + 1
            require((1...columns).contains(error.column), "equation error at column \(error.column) of \(columns): \(error.message)")
            requireNumbers(error.message, "equation error", input: bytes)
        }
        readText(Array("<NSLayoutConstraint:0x600000001 \(line)   (active)>\n".utf8), ConflictLogReader.read)
    }

    /// REPL command lines, run against one of the examples: the first byte picks it.
    public static func repl(_ bytes: [UInt8]) {
        enterSandbox()
        var workspace = Workspace()
        let examples = exampleDocuments
        if let first = bytes.first, !examples.isEmpty {
            let (name, loaded) = examples[Int(first) % examples.count]
            workspace.open(loaded, file: name)
        }
        let script = String(decoding: bytes.dropFirst(), as: UTF8.self)
        for line in script.split(separator: "\n", omittingEmptySubsequences: true).prefix(64) {
            // The sandbox keeps `save` in a scratch folder; paths could leave it.
            guard !line.contains("/"), !line.hasPrefix("load") else { continue }
            // `watch` waits for its file to change until Ctrl-C, as it should; here nothing
            // changes the file and nothing presses Ctrl-C, so the run would only time out.
            if let (command, _) = try? CommandTable.parse(String(line)), command.name == WatchCommands.watch.name { continue }
            do throws(CommandError) {
                let output = try CommandTable.run(String(line), in: &workspace)
                requireNumbers(output, "the answer to \(String(reflecting: String(line)))", input: bytes)
            } catch {
                requireNumbers(error.message, "the error for \(String(reflecting: String(line)))", input: bytes)
            }
        }
    }

    // MARK: - The pipeline

    static func readText(_ bytes: [UInt8], _ read: (String) throws(InputError) -> LoadedDocument) {
        do throws(InputError) {
            let loaded = try read(String(decoding: bytes, as: UTF8.self))
            for warning in loaded.warnings { requireLocated(warning, in: "a warning") }
            analyse(loaded, input: bytes)
        } catch {
            expectLocated(error, in: "text input", input: bytes)
        }
    }

    /// What `check` (text and JSON), `print` and a dump written back do with a document read.
    static func analyse(_ loaded: LoadedDocument, input bytes: [UInt8]) {
        let document = loaded.document
        let input = "input"
        let report = CheckReport(checking: loaded, input: input, detail: .words(code: DraftsmanPrinter.code))
        // As `check --format json` makes it: without the members' forms, which it never shows.
        let json = JSONReport.render(CheckReport(checking: loaded, input: input, detail: .references))
        require(json == JSONReport.render(report), "check --format json differs with the members' forms left out")
        var outputs: [(name: String, text: String, isJSON: Bool)] = [
            ("check", TextReport.render(report, color: false), false),
            ("check --format json", json, true),
        ]
        if let printed = try? PrintTarget.draftsman.print(document) {
            outputs.append(("print", printed.text, false))
        }
        let dump = DumpWriter.text(document)
        outputs.append(("the dump written back", dump, true))
        for output in outputs {
            requireNumbers(output.text, output.name, input: bytes)
            if output.isJSON {
                requirePrintable(output.text, output.name)
                do {
                    _ = try JSONParser.parse(output.text)
                } catch {
                    fail("\(output.name) is not JSON: \(error.line):\(error.column): \(error.message)")
                }
            }
        }
        do {
            _ = try DumpReader.read(Array(dump.utf8))
        } catch {
            fail("the dump written back does not read: \(error)")
        }
    }

    // MARK: - Invariants

    /// Every error says where: a JSON path or a line and column. A text reader may end with
    /// one verdict on the whole file ("no constraint description found"): a text without
    /// anything readable has nowhere to point.
    static func expectLocated(_ error: InputError, in reader: String, input: [UInt8]) {
        require(!error.diagnostics.isEmpty, "\(reader): an error without diagnostics")
        for (index, diagnostic) in error.diagnostics.enumerated() {
            requireNumbers(diagnostic.formatted(file: "input"), "\(reader) error", input: input)
            let isVerdict = reader != "dump" && index == error.diagnostics.count - 1
            if !isVerdict { requireLocated(diagnostic, in: reader) }
        }
    }

    static func requireLocated(_ diagnostic: Diagnostic, in context: String) {
        if case .file = diagnostic.location {
            fail("\(context): no location: \(diagnostic)")
        }
    }

    /// JSON holds no control character but the newlines between members: text from the
    /// input (ids, label texts) reaches it escaped.
    static func requirePrintable(_ text: String, _ context: String) {
        for scalar in text.unicodeScalars where TerminalText.isControl(scalar) {
            fail("\(context) holds control character U+\(String(scalar.value, radix: 16, uppercase: true)): \(String(reflecting: text.prefix(2000)))")
        }
    }

    /// No number is written as `inf` or `nan`. A word the input spells itself may be its own
    /// text quoted back (`names: nane_label` in a log's description, a label reading "nan"),
    /// so that word is looked for only in outputs of inputs that do not hold it.
    /// The word stands alone, as a number would: `: nan` but not `: nannerView` (a name made
    /// from a text the input escaped, `\u006eanner`).
    static func requireNumbers(_ text: String, _ context: String, input: [UInt8]) {
        let bytes = Array(text.utf8)
        func standsAlone(_ word: String, after lead: String) -> Bool {
            let pattern = Array((lead + word).utf8)
            var start = 0
            while let found = bytes[start...].firstRange(of: pattern) {
                let end = found.upperBound
                if end == bytes.count || !(bytes[end].isASCIILetterOrDigit || bytes[end] == UInt8(ascii: "_")) { return true }
                start = found.lowerBound + 1
            }
            return false
        }
        for word in ["inf", "nan"] where input.firstRange(of: Array(word.utf8)) == nil
            && (standsAlone(word, after: ": ") || standsAlone(word, after: " ") || standsAlone(word, after: "= "))
        {
            fail("\(context) holds \(word): \(String(reflecting: text.prefix(2000)))")
        }
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz invariant broken: \(message)\n".utf8))
        abort()
    }

    // MARK: - The REPL's surroundings

    /// The examples, read once, for the REPL to work on.
    static let exampleDocuments: [(String, LoadedDocument)] = {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        return names.compactMap { name in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
                let loaded = try? DocumentLoader.load(Array(data))
            else { return nil }
            return (name, loaded)
        }
    }()

    /// A scratch folder as the working directory, so `save` writes nowhere that matters; removed
    /// when the fuzzer exits (a crash leaves it, beside the input that caused it).
    nonisolated(unsafe) static let enterSandbox: () -> Void = {
        try? FileManager.default.createDirectory(atPath: sandbox, withIntermediateDirectories: true)
        _ = FileManager.default.changeCurrentDirectoryPath(sandbox)
        atexit { try? FileManager.default.removeItem(atPath: FuzzInvariants.sandbox) }
        return {}
    }()

    static let sandbox = NSTemporaryDirectory() + "draft-inspect-fuzz-\(getpid())"
}

private extension UInt8 {
    var isASCIILetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
