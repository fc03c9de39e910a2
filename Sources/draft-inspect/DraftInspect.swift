import ArgumentParser
import Foundation
import LayoutModel

/// The `draft-inspect` command: reads a captured UIKit view hierarchy and explains or prints
/// its Auto Layout constraints.
@main
struct DraftInspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draft-inspect",
        abstract: "Explain and convert the Auto Layout constraints of a captured UIKit view hierarchy.",
        discussion: """
            Reads a draft-inspect JSON dump (format v1), a UIKit console log ("Unable to \
            simultaneously satisfy constraints"), _autolayoutTrace or recursiveDescription \
            output — recognised by content — and prints it as Draftsman code or checks it for \
            conflicting and ambiguous constraints.

            Exit status: 0 all well, 1 check found a problem, 2 usage error or a file that \
            cannot be opened, 65 unreadable input, 73 an output file that exists or cannot be \
            written, 74 standard output cannot be written.
            """,
        version: "0.1.0",
        subcommands: [ValidateCommand.self, PrintCommand.self, CheckCommand.self, ConvertCommand.self, MigrateCommand.self, FramesCommand.self, DrawCommand.self, REPLCommand.self]
    )

    /// On a terminal, a bare `draft-inspect` starts the REPL; otherwise it prints the help.
    func run() throws {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
            throw CleanExit.helpRequest(self)
        }
        try REPLCommand.parse([]).run()
    }

    /// Runs the command as ArgumentParser does, except that a usage error exits 2 rather than
    /// 64, as the analysis report's contract (dump-format-v1.md) says, and alike for every
    /// command so scripts need to know one convention.
    static func main() {
        AllocatorTuning.apply()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            finishStandardOutput()
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                if asksForJSON(arguments) {
                    // A script reading JSON gets JSON, even for a command line it got wrong.
                    let usage: JSONValue = .object([("error", .object([("kind", .string("usage")), ("message", .string(message(for: error)))]))])
                    print(usage.serialized(indent: 2))
                }
                Foundation.exit(2)
            }
            finishStandardOutput()
            exit(withError: error)
        }
    }

    /// Flushes standard output, and exits 74 (`EX_IOERR`) saying why when it could not all be
    /// written: on a full disk, CI must not take a truncated report for a whole one.
    private static func finishStandardOutput() {
        let failure = StandardOutput.finish()
        guard failure != 0 else { return }
        printError("error: standard output: cannot write: \(String(cString: strerror(failure)))")
        Foundation.exit(74)
    }

    /// Whether the command line asks for `--format json`, as far as it can be read.
    private static func asksForJSON(_ arguments: [String]) -> Bool {
        zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "json" } || arguments.contains("--format=json")
    }
}
