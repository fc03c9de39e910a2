import ArgumentParser
import CommandSupport
import Foundation

/// `draft-inspect repl [FILE]`: explore and edit a document interactively.
struct REPLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Explore a document interactively: look at views and constraints, try edits, save.",
        discussion: """
            On a terminal it shows a prompt with line editing, history and Tab completion. \
            With standard input from a file or pipe it runs the commands line by line and \
            prints each answer; errors are reported and the next line runs, and the status is 1 \
            when any command failed (--strict stops at the first). Type help for the commands.
            """
    )

    @Argument(help: "A dump to load first.", completion: .file())
    var file: String?

    @Flag(help: "With commands from a file or pipe, stop at the first error (the status is 1 after any error either way).")
    var strict = false

    @Flag(help: "Print how long each command took to standard error.")
    var timings = false

    @OptionGroup var selection: LayoutSelection

    func run() throws {
        var repl = REPL(timings: timings)
        if let file {
            let input = try selection.load(file)
            repl.workspace.open(input, file: file)
        }
        if isatty(STDIN_FILENO) != 0 {
            repl.runInteractive()
        } else {
            let status = repl.runScript(strict: strict)
            if status != 0 { throw ExitCode(status) }
        }
    }
}
