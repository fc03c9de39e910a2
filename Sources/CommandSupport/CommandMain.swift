import ArgumentParser
import Foundation
import LayoutModel

extension ParsableCommand {
    /// Runs the command as ArgumentParser does, except that a usage error exits 2 rather than
    /// 64, as the analysis report's contract (dump-format-v1.md) says, and alike for every
    /// command (and both executables) so scripts need to know one convention.
    public static func runAsMain(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        AllocatorTuning.apply()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            finishStandardOutput()
            Foundation.exit(0)
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
