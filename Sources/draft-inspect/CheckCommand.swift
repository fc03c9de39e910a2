import ArgumentParser
import Foundation
import Inspector

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `draft-inspect check FILE`: solves the layout and reports conflicts, ambiguity and
/// misplaced frames.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find conflicting and ambiguous constraints and misplaced frames.",
        discussion: """
            Solves the dump's constraints, with the ones UIKit makes itself (autoresizing \
            masks, intrinsic content size, UIStackView's UISV-*, layout guides; derived when \
            the dump did not record them) and the root's frame held fixed. Reports:

              conflicts   each minimal set of required constraints that cannot hold together \
            (drop any one and the rest can), and the one given up: the last one the app made, \
            kept just below required as UIKit does; the analysis goes on without it.
              ambiguous   views and guides whose minX, minY, width or height the constraints \
            leave free, reported at the root cause (a view that only moves with its \
            superview is not listed), with what to add.
              misplaced   recorded frames more than 0.5 pt from the solved ones (in superview \
            coordinates; ambiguous items are skipped).

            A UIKit conflict log is checked message by message: each conflict is solved \
            again from the constraints its message lists (frames unknown, sizes never \
            negative), with the constraint UIKit broke beside the one draft-inspect would \
            break and the classic causes (autoresizing masks, encapsulated cell sizes, \
            UISV-hiding, _UITemporaryLayout sizes, required sizes fighting). A log shows only \
            the conflict, so ambiguity and frames are not checked. For _autolayoutTrace \
            output, the ambiguity UIKit recorded is reported.

            Colour is used on a terminal unless NO_COLOR is set.

            Examples:
              draft-inspect check screen.json
              draft-inspect check screen.json --format json | jq .summary
              draft-inspect check console.txt

            Exit status: 0 when there is no conflict and no ambiguity, 1 when there is, 65 \
            when the dump cannot be read, 2 when the file cannot be opened or the command line is wrong.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The dump, conflict log or trace to check (`-` reads standard input).", completion: .file())
    var file: String

    @Option(help: "text: a report for people; json: the analysis report of the dump format spec.")
    var format: Format = .text

    @Option(name: .customLong("dump-system"), help: ArgumentHelp(
        "Also write the linear system (variables, equations, priorities) as JSON to this file, for comparing solvers.",
        valueName: "file"), completion: .file())
    var dumpSystem: String?

    @Flag(help: "Print how long each phase took to standard error.")
    var timings = false

    @Flag(help: "Check again whenever the file changes and print only what changed; Ctrl-C stops.")
    var watch = false

    func run() throws {
        if watch {
            CheckWatch(files: [file], checkArguments: CommandLine.arguments.dropFirst().filter { $0 != "--watch" }).run()
        }
        let clock = ContinuousClock()
        var phases: [(String, Duration)] = []
        var start = clock.now
        func lap(_ name: String) {
            let now = clock.now
            phases.append((name, now - start))
            start = now
        }
        let loaded = try InputFile.load(file)
        lap("read")
        let isClean: Bool
        var conflictExplanationTime: Duration = .zero
        let system: LayoutSystem
        func emit(json: () -> String, text: (Bool) -> String) {
            switch format {
            case .json: print(json(), terminator: "")
            case .text: print(text(Self.useColor), terminator: "")
            }
        }
        switch loaded.format {
        case .uikitLog:
            // Each message on its own, from the constraints it lists.
            let reproductions = Reproduction.reproduce(loaded)
            lap("reproduce conflicts")
            let report = LogCheckReport(input: file, document: loaded.document, reproductions: reproductions)
            emit(json: report.json, text: report.text)
            isClean = report.isClean
            conflictExplanationTime = reproductions.reduce(.zero) { $0 + $1.session.conflictExplanationTime }
            system = LayoutBuilder.build(loaded.document, framesAreKnown: false)
        case .autolayoutTrace:
            let report = TraceCheckReport(input: file, document: loaded.document, recorded: loaded.recorded)
            emit(json: report.json, text: report.text)
            isClean = report.isClean
            system = LayoutBuilder.build(loaded.document, framesAreKnown: false)
        case .dump, .recursiveDescription:
            let session = LayoutSession(document: loaded.document, framesAreKnown: loaded.framesAreKnown)
            lap("layout+solve+conflicts")
            let analysis = session.analyze()
            lap("ambiguity+misplaced")
            let report = CheckReport(input: file, format: loaded.format, session: session, analysis: analysis)
            emit(json: report.json, text: report.text)
            isClean = analysis.isClean
            conflictExplanationTime = session.conflictExplanationTime
            system = session.system
        }
        lap("report")
        if let dumpSystem {
            do throws(OutputFile.Failure) {
                try OutputFile.write(SystemDump.json(system), to: dumpSystem, force: true)
            } catch {
                printError("error: \(error.message)")
                throw ExitCode(error.exitCode)
            }
        }
        if timings {
            phases.append(("of which conflict explanation", conflictExplanationTime))
            for (name, duration) in phases {
                let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
                printError("\(name): \(formatNumber((milliseconds * 10).rounded() / 10)) ms")
            }
        }
        if !isClean { throw ExitCode(1) }
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
