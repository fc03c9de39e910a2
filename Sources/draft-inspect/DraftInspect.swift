import ArgumentParser
import Foundation

/// The `draft-inspect` command: reads a captured UIKit view hierarchy and explains or prints
/// its Auto Layout constraints.
@main
struct DraftInspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draft-inspect",
        abstract: "Explain and convert the Auto Layout constraints of a captured UIKit view hierarchy.",
        discussion: """
            Reads a draft-inspect JSON dump (format v1) and prints it as Draftsman code or \
            checks it for conflicting and ambiguous constraints.
            """,
        version: "0.1.0",
        subcommands: [ValidateCommand.self, PrintCommand.self, CheckCommand.self, REPLCommand.self]
    )

    /// On a terminal, a bare `draft-inspect` starts the REPL; otherwise it prints the help.
    func run() throws {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
            throw CleanExit.helpRequest(self)
        }
        try REPLCommand.parse([]).run()
    }

    /// Runs the command as ArgumentParser does, except that `check` exits 2 on a usage error,
    /// as the analysis report's contract (dump-format-v1.md) says.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if arguments.first == CheckCommand.configuration.commandName, exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
