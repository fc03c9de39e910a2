import ArgumentParser
import CommandSupport
import Foundation
import Inspector
import LayoutModel
import Picture
import Printer
import Readers
import Report

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `draft-inspect check [FILE|FOLDER …]`: solves each layout and reports conflicts,
/// ambiguity and misplaced frames, for a person, a script or a code-scanning tool.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find conflicting and ambiguous constraints and misplaced frames.",
        discussion: """
            Solves the dump's constraints, with the ones UIKit makes itself (autoresizing \
            masks, intrinsic content size, UIStackView's UISV-*, layout guides; derived when \
            the dump did not record them) and the root's frame held fixed. Reports:

              conflicts   each minimal set of required constraints that cannot hold together \
            (drop any one and the rest can), and the one given up: the one UIKit breaks, \
            installed deepest in the hierarchy, the one giving a size that cannot go below 0, \
            else added last (docs/corpus-results.md), kept \
            just below required as UIKit does; the analysis goes on without it.
              ambiguous   views and guides whose minX, minY, width or height the constraints \
            leave free, reported at the root cause (a view that only moves with its \
            superview is not listed), with what to add.
              misplaced   recorded frames with an edge more than 0.5 pt from the solved one (in superview \
            coordinates; ambiguous items are skipped).

            A UIKit conflict log is checked message by message: each conflict is solved \
            again from the constraints its message lists (frames unknown, sizes never \
            negative), with the constraint UIKit broke beside the one draft-inspect would \
            break and the classic causes (autoresizing masks, encapsulated cell sizes, \
            UISV-hiding, _UITemporaryLayout sizes, required sizes fighting). A log shows only \
            the conflict, so ambiguity and frames are not checked. For _autolayoutTrace \
            output, the ambiguity UIKit recorded is reported.

            Several files and folders can be checked in one run: folders are searched \
            (hidden files left out), each file's format is told from its content, files that \
            hold no layout (an asset catalog's Contents.json, Package.resolved) and special \
            files (FIFOs, devices, sockets) are skipped (--verbose names them), a file that \
            cannot be read is reported and the run goes on. The files are checked in parallel; \
            the output is in the order named, each folder's files sorted. With no file named, \
            standard input is read when it is not a terminal. An input may hold at most 512 MiB.

            Formats: text (a report per file, then a table and a summary line for several), \
            json (the report; {"inputs": [report, ...], "summary": ...} for several), sarif \
            (SARIF 2.1.0 for code scanning), github (workflow commands that annotate a pull \
            request) and html (one page with the report beside a picture of the layout, for one \
            input). SARIF, GitHub annotations and baselines name each file by its path from \
            the git repository's top level (the nearest folder above holding .git; else the \
            current directory; or --sarif-root), however it was named on the command line.

            Colour is used on a terminal unless NO_COLOR is set; a progress bar is drawn on \
            standard error when it is a terminal and there are several files.

            Examples:
              draft-inspect check screen.json
              draft-inspect check screen.json --format json | jq .summary
              draft-inspect check screen.json --format html > screen.html
              pbpaste | draft-inspect check
              draft-inspect check . --format sarif > draft-inspect.sarif
              draft-inspect check Layouts --write-baseline .draft-inspect-baseline.json
              draft-inspect check Layouts --baseline .draft-inspect-baseline.json --fail-on misplaced

            Exit status: 0 when nothing at or above --fail-on was found (findings a baseline \
            accepts do not count), 1 when something was (or, with --fail-on empty, when the \
            folders hold no layout file), 65 when an input cannot be read (after checking all \
            the others), 2 when a named file cannot be opened or the command line is wrong, 73 \
            when the -o file exists (without --force) or cannot be written, 74 when standard \
            output cannot be written (a full disk).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github, html
    }

    /// What fails the run: the least severe kind of finding that does, or finding no layout.
    enum Threshold: String, ExpressibleByArgument, CaseIterable {
        case conflict, ambiguous, misplaced, warning, empty

        var severity: FindingRule.Severity? {
            switch self {
            case .conflict: .conflict
            case .ambiguous: .ambiguous
            case .misplaced: .misplaced
            case .warning: .warning
            case .empty: nil
            }
        }
    }

    @Argument(help: ArgumentHelp(
        "Dumps, conflict logs, traces, storyboards, XIBs and folders holding them (`-` reads standard input; with none, standard input when it is not a terminal).",
        valueName: "file-or-folder"), completion: .file())
    var inputs: [String] = []

    @Option(help: "text: a report for people; json: the analysis report of the dump format spec; sarif: SARIF 2.1.0; github: GitHub Actions annotations; html: one page with the report beside a picture of the layout (one input).")
    var format: Format = .text

    @Option(name: .customLong("fail-on"), help: ArgumentHelp(
        "Exit 1 on findings of this kind or worse: conflict, ambiguous (the default: conflicts and ambiguity), misplaced, or warning (also logged conflicts not reproduced, hosts missing constraints, damaged input); empty: also when the folders hold no layout file. Repeat it to give both (--fail-on warning --fail-on empty).",
        valueName: "kind"))
    var failOn: [Threshold] = [.ambiguous]

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    @Option(name: .customLong("sarif-root"), help: ArgumentHelp(
        "The folder SARIF URIs, GitHub annotations and baseline fingerprints name files from (default: the git repository's top level, else the current directory).",
        valueName: "folder"), completion: .directory)
    var sarifRoot: String?

    @Option(help: ArgumentHelp("Accept the findings recorded in this file (written by --write-baseline): only new ones are reported as failing.", valueName: "file"), completion: .file())
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Write every finding of this run to this file as accepted, and exit 0 unless an input cannot be read.", valueName: "file"), completion: .file())
    var writeBaseline: String?

    @Flag(name: .shortAndLong, help: "Print only the summary line (text format).")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Name the files skipped because they hold no layout or are no regular file, and, for several files, print what the readers assumed (notes).")
    var verbose = false

    @Option(help: ArgumentHelp("Check this many files at a time (default: one per core).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("dump-system"), help: ArgumentHelp(
        "Also write the linear system (variables, equations, priorities) as JSON to this file, for comparing solvers (one input only).",
        valueName: "file"), completion: .file())
    var dumpSystem: String?

    @Flag(help: "Print how long each phase took (one input) or the files per second (several) to standard error.")
    var timings = false

    @OptionGroup var selection: LayoutSelection

    func validate() throws {
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if baseline != nil && writeBaseline != nil { throw ValidationError("--baseline and --write-baseline cannot be used together") }
        if watch && output != nil { throw ValidationError("--watch prints to the terminal; it cannot be used with -o") }
    }

    @Flag(help: "Check again whenever a file changes and print only what changed; Ctrl-C stops.")
    var watch = false

    func run() throws {
        let set = try InputSet.gather(inputs)
        let root = try RepositoryRoot.find(named: sarifRoot)
        if watch {
            guard !set.entries.contains(where: { $0.path == "-" }) else {
                throw ValidationError("--watch needs files to watch; standard input does not change")
            }
            CheckWatch(files: set.entries.map(\.path), checkArguments: CommandLine.arguments.dropFirst().filter { $0 != "--watch" }).run()
        }
        if set.isSingle, let entry = set.entries.first {
            try checkOne(entry, root: root)
        } else {
            if dumpSystem != nil { throw ValidationError("--dump-system takes one input file") }
            if format == .html { throw ValidationError("--format html takes one input file") }
            try checkMany(set, root: root)
        }
    }

    /// One file: its report as it always was, and its exit status.
    private func checkOne(_ entry: InputSet.Entry, root: RepositoryRoot) throws {
        if let output { try PrintCommand.refuse([entry.path], as: output) }
        var timings = PhaseTimings()
        let outcome = LoadOutcome.load(entry, selection: try selection.choice)
        // The process ends after this one report: a layout's session need not be freed object
        // by object. A file of several layouts (a storyboard's scenes) frees each as it goes
        // instead, as many inputs do: the next session reuses the memory the last one touched,
        // and fresh pages cost more than the freeing.
        if case let .loaded(input) = outcome, input.layouts.count == 1 { SessionsKeptUntilExit.start() }
        // A named file is never skipped.
        let input = Self.check(entry, outcome, root: root, detail: mentionDetail, timings: &timings)
            ?? InputCheck(input: entry.path, path: root.relativePath(of: entry.path), format: nil, reports: [])
        let run = try withBaseline(CheckRun(inputs: [input], root: root.path))
        // As its sessions: the document, the findings and the report are the process's to the end.
        ProcessLifetime.keep((outcome, input, run))
        if format == .text || format == .json || format == .html { printWarnings(input) }
        let color = useColor
        switch format {
        case .text where quiet:
            try write(TerminalText.escaped(TextRunReport.summaryLine(run, style: TextStyle(enabled: color)), keepingStyles: color) + "\n")
        case .text where input.reports.isEmpty && input.failure == nil:
            // A storyboard of SwiftUI hosting controllers or empty scenes: nothing to check, said so.
            try write(TerminalText.escaped("\(entry.path): ok: no layout to check: \(LoadedInput.noLayoutReason)") + "\n")
        case .text:
            // Line by line to the output: a long report's text is never held whole.
            let reports = input.reports
            try write(producing: { output in
                TerminalText.write(keepingStyles: color, to: output) { line in
                    for (index, report) in reports.enumerated() {
                        if index > 0 { line("") }
                        TextReport.write(report, color: color, line: line)
                    }
                }
            })
        case .json:
            try write(producing: { JSONReport.write(input, to: $0) })
        case .sarif, .github:
            try writeMachineFormat(run)
        case .html:
            if case let .loaded(loaded) = outcome {
                let parts = zip(loaded.layouts, input.reports).map { layout, report in
                    (report: report, picture: LayoutPicture(layout.loaded, report: report))
                }
                try write(HTMLReport(title: entry.path, parts: parts).text)
            }
        }
        timings.lap("report")
        if let dumpSystem, case let .loaded(input) = outcome {
            guard input.layouts.count == 1, let only = input.layouts.first else {
                throw ValidationError("--dump-system writes one layout's system: pick one with --layout (\(input.layouts.map(\.name).joined(separator: ", ")))")
            }
            let system = LayoutBuilder.build(only.loaded.document)
            do throws(OutputFile.Failure) {
                try OutputFile.write(SystemDump.json(system), to: dumpSystem, force: true)
            } catch {
                printError("error: \(error.message)")
                throw ExitCode(error.exitCode)
            }
        }
        if self.timings {
            for (name, duration) in timings.phases + [("of which conflict explanation", timings.conflictExplanation)] {
                printError("\(name): \(formatNumber((Self.milliseconds(duration) * 10).rounded() / 10)) ms")
            }
        }
        try finish(run)
    }

    /// Several files: each checked in parallel, reported in order, then the summary.
    private func checkMany(_ set: InputSet, root: RepositoryRoot) throws {
        let start = ContinuousClock.now
        let progress = ProgressBar(total: set.entries.count, isShown: InputSet.standardErrorIsTerminal && !quiet)
        let choice = try selection.choice
        let detail = mentionDetail
        let outcomes = parallelMap(set.entries, jobs: jobs) { entry -> Checked in
            defer { progress.advance() }
            var timings = PhaseTimings()
            let outcome = LoadOutcome.load(entry, selection: choice)
            guard let input = Self.check(entry, outcome, root: root, detail: detail, timings: &timings) else {
                guard case let .skipped(reason) = outcome else { preconditionFailure("only a skipped input has no check") }
                return .skipped(SkippedFile(path: entry.path, reason: reason))
            }
            return .input(input)
        }
        progress.finish()
        let checked = outcomes.compactMap { if case let .input(input) = $0 { input } else { nil } }
        // A file skipped as no layout is no input: a report written into a checked folder
        // last time is not refused when the folder is checked again.
        if let output { try PrintCommand.refuse(checked.map(\.input), as: output) }
        let skipped = outcomes.compactMap { if case let .skipped(file) = $0 { file } else { nil } }
        let run = try withBaseline(CheckRun(inputs: checked, skipped: skipped, root: root.path))
        if format == .text || format == .json {
            for input in checked { printWarnings(input, notes: verbose) }
        }
        let color = useColor
        switch format {
        case .text:
            if quiet {
                try write(TerminalText.escaped(TextRunReport.summaryLine(run, style: TextStyle(enabled: color)), keepingStyles: color) + "\n")
            } else {
                // Escaped as one input's report is: ids, paths and texts come from the inputs.
                try write(TerminalText.escaped(TextRunReport.render(run, color: color, verbose: verbose), keepingStyles: color))
            }
        case .json:
            try write(producing: { JSONReport.write(run, to: $0) })
        case .sarif, .github:
            try writeMachineFormat(run)
        case .html:
            break
        }
        let isEmpty = checked.isEmpty && !set.folders.isEmpty
        if isEmpty {
            let skippedNote = skipped.isEmpty ? "" : " (\(counted(skipped.count, "file")) skipped\(verbose ? "" : "; --verbose names them"))"
            printError("warning: no layout files found in \(set.folders.joined(separator: ", "))\(skippedNote)")
        }
        if timings {
            let seconds = Self.milliseconds(ContinuousClock.now - start) / 1000
            let rate = seconds > 0 ? Double(set.entries.count) / seconds : 0
            printError("checked \(counted(set.entries.count, "file")) in \(formatNumber((seconds * 1000).rounded() / 1000)) s (\(formatNumber(rate.rounded())) files/s, \(jobs) jobs)")
        }
        try finish(run, isEmpty: isEmpty)
    }

    /// What became of one input of several: checked, or skipped unread.
    private enum Checked: Sendable {
        case input(InputCheck)
        case skipped(SkippedFile)
    }

    /// What the report says of each constraint it mentions: the text report (and the page
    /// that shows it) its form and Draftsman code, SARIF its form (a related location's
    /// message), JSON, annotations and the summary line only its reference.
    private var mentionDetail: MentionDetail {
        switch format {
        case .text where quiet, .json, .github: .references
        case .text, .html: .words(code: DraftsmanPrinter.code)
        case .sarif: .words(code: nil)
        }
    }

    /// Checks one input as read; `nil` for a file found in a folder that holds no layout.
    static func check(
        _ entry: InputSet.Entry, _ outcome: LoadOutcome, root: RepositoryRoot, detail: MentionDetail, timings: inout PhaseTimings
    ) -> InputCheck? {
        let path = root.relativePath(of: entry.path)
        switch outcome {
        case .skipped:
            return nil
        case let .cannotOpen(reason):
            return InputCheck(input: entry.path, path: path, format: nil, reports: [], failure: .cannotOpen(reason))
        case let .unreadable(format, errors):
            return InputCheck(input: entry.path, path: path, format: format, reports: [], failure: .unreadable(errors))
        case let .loaded(input):
            timings.lap("read")
            var reports: [CheckReport] = []
            for layout in input.layouts {
                var report = CheckReport(checking: layout.loaded, input: entry.path, timings: &timings, detail: detail)
                if input.layouts.count > 1 {
                    report.layout = LayoutMention(id: layout.id, name: layout.name, kind: layout.loaded.document.rootKind.formatName,
                                                 phrase: layout.loaded.document.rootKind.phrase)
                }
                reports.append(report)
            }
            return InputCheck(input: entry.path, path: path, format: input.format, reports: reports, warnings: input.layouts.flatMap(\.loaded.warnings))
        }
    }

    /// Reading problems on standard error, in the compiler's form, for the formats that do
    /// not carry them.
    /// A reader's notes (what it assumed) too, unless a run over many files would drown in them.
    private func printWarnings(_ input: InputCheck, notes: Bool = true) {
        for warning in input.warnings where notes || warning.severity != .note {
            printError(warning.formatted(file: input.input))
        }
        switch input.failure {
        case let .cannotOpen(reason)?: printError("\(input.input): error: \(reason)")
        case let .unreadable(errors)?: for error in errors { printError(error.formatted(file: input.input)) }
        case nil: break
        }
    }

    private func writeMachineFormat(_ run: CheckRun) throws {
        switch format {
        case .sarif:
            let rootURI = Self.fileURI(run.root)
            try write(producing: { SARIFReport.write(run, toolVersion: DraftInspect.configuration.version, rootURI: rootURI, to: $0) })
        case .github:
            try write(GitHubAnnotations.render(run))
        case .text, .json, .html:
            break
        }
    }

    /// Writes the report to `-o`'s file or standard output. A write that fails is an error
    /// (73 for the file, 74 for standard output), never a report silently cut short.
    private func write(_ text: String) throws {
        try write(producing: { output in
            var text = text
            text.withUTF8 { output(UnsafeRawBufferPointer($0)) }
        })
    }

    /// Writes the report as `produce` makes it, a piece at a time (``OutputFile/Producer``).
    private func write(producing produce: OutputFile.Producer) throws {
        do throws(OutputFile.Failure) {
            try OutputFile.write(to: output ?? "-", force: force, producing: produce)
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(error.exitCode)
        }
    }

    /// Colour only for a terminal: never in a file `-o` names.
    private var useColor: Bool { (output == nil || output == "-") && Self.useColor }

    /// The run with the fingerprints of `--baseline` to match.
    private func withBaseline(_ run: CheckRun) throws -> CheckRun {
        guard let baseline = try readBaseline() else { return run }
        var run = run
        run.baseline = baseline.fingerprints(matching: run.findings)
        return run
    }

    /// Writes the baseline if asked, then exits as the policy says.
    private func finish(_ run: CheckRun, isEmpty: Bool = false) throws {
        if let writeBaseline {
            do throws(OutputFile.Failure) {
                try OutputFile.write(Baseline.serialized(run.findings), to: writeBaseline, force: true)
            } catch {
                printError("error: \(error.message)")
                throw ExitCode(error.exitCode)
            }
        }
        let failures = run.inputs.compactMap(\.failure)
        if failures.contains(where: { if case .cannotOpen = $0 { true } else { false } }) { throw ExitCode(2) }
        if !failures.isEmpty { throw ExitCode(65) }
        if writeBaseline != nil { return }
        if isEmpty && failOn.contains(.empty) { throw ExitCode(1) }
        let threshold = failOn.compactMap(\.severity).min() ?? .ambiguous
        if run.hasNewFinding(atLeast: threshold) { throw ExitCode(1) }
    }

    private func readBaseline() throws -> Baseline? {
        guard let baseline else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.readBytes(baseline)
        } catch {
            printError("\(baseline): error: \(error.message)")
            throw ExitCode(2)
        }
        do {
            return try Baseline.read(bytes)
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.formatted(file: baseline)) }
            throw ExitCode(65)
        }
    }

    /// `file:///abs/path/` of a folder.
    static func fileURI(_ folder: String) -> String {
        let url = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        return url.absoluteString.hasSuffix("/") ? url.absoluteString : url.absoluteString + "/"
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
    static var useColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(STDOUT_FILENO) != 0
    }
}

/// The linear system as JSON, for solving it with another solver (`scripts/bench-check`
/// loads it into kiwisolver): `{"variables": N, "equations": [[relation, priority,
/// constant, [variable, coefficient, …]], …]}`, meaning `Σ coefficient·variable + constant
/// relation 0`; priority 1000 is required.
enum SystemDump {
    static func json(_ system: LayoutSystem) -> String {
        var text = "{\"variables\": \(system.variableCount), \"equations\": [\n"
        for (index, equation) in system.equations.enumerated() {
            let terms = equation.terms.map { "\($0.variable), \(formatNumber($0.coefficient))" }.joined(separator: ", ")
            text += "[\"\(equation.relation.symbol)\", \(formatNumber(equation.priority.rawValue)), \(formatNumber(equation.constant)), [\(terms)]]"
            text += index == system.equations.count - 1 ? "\n" : ",\n"
        }
        return text + "]}\n"
    }
}
