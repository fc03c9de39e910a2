import ArgumentParser
import Foundation
import CommandSupport
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
            output, or an Interface Builder storyboard or XIB — recognised by content — checks \
            it for conflicting and ambiguous constraints and misplaced frames, and prints it as \
            Draftsman code (or SwiftLayout, SnapKit, anchors, FlowConstraint, NotAutoLayout).

            Exit status: 0 all well, 1 check found a problem, 2 usage error or a file that \
            cannot be opened, 65 unreadable input, 73 an output file that exists or cannot be \
            written, 74 standard output cannot be written.
            """,
        version: "0.1.0",
        subcommands: [ValidateCommand.self, PrintCommand.self, CheckCommand.self, ConvertCommand.self, MigrateForwarder.self, FramesCommand.self, DrawCommand.self, REPLCommand.self]
    )

    /// On a terminal, a bare `draft-inspect` starts the REPL; otherwise it prints the help.
    func run() throws {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
            throw CleanExit.helpRequest(self)
        }
        try REPLCommand.parse([]).run()
    }

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // migrate is its own executable, so that the others do not carry swift-syntax.
        if let forwarded = MigrateForwarder.forwardedArguments(arguments) { MigrateForwarder.execute(forwarded) }
        runAsMain(arguments)
    }
}
