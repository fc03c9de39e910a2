import LayoutModel

/// Every REPL command, and how a line becomes a command run.
enum CommandTable {
    static let all: [Command] = DocumentCommands.all + AnalysisCommands.all + EditCommands.all + PrintingCommands.all + DrawCommands.all + WatchCommands.all + [help, quit]

    /// The command a name means; `NAME!` means NAME for a command that can be forced.
    static func command(named name: String) -> Command? {
        if let command = all.first(where: { $0.names.contains(name) }) { return command }
        guard name.hasSuffix("!"), let command = all.first(where: { $0.names.contains(String(name.dropLast())) }),
            command.canForce
        else { return nil }
        return command
    }

    /// Runs one input line and returns what to print. A blank line or a `#` comment does
    /// nothing.
    static func run(_ line: String, in workspace: inout Workspace) throws(CommandError) -> String {
        guard let (command, arguments) = try parse(line) else { return "" }
        return try run(command, arguments, in: &workspace)
    }

    /// The command a line asks for, with its arguments; `nil` for a blank line or a comment.
    static func parse(_ line: String) throws(CommandError) -> (Command, ParsedArguments)? {
        if line.drop(while: \.isWhitespace).hasPrefix("#") { return nil }
        let words: CommandLineWords
        do {
            words = try CommandLineWords(parsing: line)
        } catch {
            throw CommandError("unterminated \(error.quote) quote; close it, or put a backslash before it")
        }
        guard let name = words.command else { return nil }
        guard let command = command(named: name) else { throw unknown(name) }
        var arguments = try ParsedArguments(words.arguments, for: command)
        // A constraint is taken as typed: quotes in it are UIKit's (`'Sign in'`), not ours.
        if command.parameters.count == 1, command.parameters[0].kind == .equation {
            let characters = Array(line)
            var index = characters.firstIndex { !$0.isWhitespace } ?? characters.count
            while index < characters.count, !characters[index].isWhitespace { index += 1 }
            while index < characters.count, characters[index].isWhitespace { index += 1 }
            arguments.positional = [String(characters[index...])]
        }
        arguments.isForced = name.hasSuffix("!") && !command.names.contains(name)
        return (command, arguments)
    }

    /// Runs a parsed command. A warning about unsaved edits holds for the next command only.
    static func run(_ command: Command, _ arguments: ParsedArguments, in workspace: inout Workspace) throws(CommandError) -> String {
        let warning = workspace.warnedAbout
        defer { if workspace.warnedAbout == warning { workspace.warnedAbout = nil } }
        return try command.run(&workspace, arguments)
    }

    /// The REPL's commands for a command line subcommand a user types out of habit.
    static let commandLineEquivalents = ["check": "conflicts and ambiguous say what it says of the layout as edited"]

    static func unknown(_ name: String) -> CommandError {
        if let equivalent = commandLineEquivalents[name] {
            return CommandError("\"\(name)\" is a command line subcommand; here \(equivalent)")
        }
        if let suggestion = suggestion(for: name) {
            return CommandError("unknown command \"\(name)\"; did you mean \(suggestion)?")
        }
        return CommandError("unknown command \"\(name)\"; help lists the commands")
    }

    /// The command name nearest to a mistyped one: one that starts with it, else the one
    /// fewest edits away, if that is close enough to be what was meant.
    static func suggestion(for name: String) -> String? {
        let names = all.flatMap(\.names)
        if let extended = names.first(where: { $0.hasPrefix(name) }), !name.isEmpty { return extended }
        return nearest(to: name, among: names)
    }

    /// The candidate fewest edits away from `word`, if it is close enough to be what was
    /// meant.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - word.count) <= 3 {
            let distance = editDistance(word, candidate)
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= max(2, best.name.count / 3) ? best.name : nil
    }

    static let help = Command(
        name: "help", parameters: [Parameter(kind: .command, label: "COMMAND", isOptional: true)],
        summary: "List the commands, or explain one."
    ) { workspace, arguments throws(CommandError) in
        guard let name = arguments[0] else {
            let lines = HelpColumns.table(all.map { ($0.usage, $0.summary) })
            let notes = HelpColumns.wrapped("""
                VIEW is an id, a tag, a printed name, an accessibilityIdentifier, UIKit's Class:0x… or a \
                unique prefix of one; CONSTRAINT an id, #N, an identifier or a unique prefix of one, \
                or #CONFLICT.MEMBER as conflicts numbers them (#1.2).
                NAME! goes ahead where NAME would stop to keep unsaved edits or a file.
                help COMMAND explains a command.
                """, width: HelpColumns.width)
            return (Tour.text(for: workspace) + ["", "Commands:"] + lines + [""] + notes).joined(separator: "\n")
        }
        guard let command = command(named: name) else { throw unknown(name) }
        var text = "usage: \(command.usage)\n\(command.summary)"
        if !command.aliases.isEmpty { text += "\nAlso: \(command.aliases.joined(separator: ", "))." }
        if !command.details.isEmpty { text += "\n\n" + command.details }
        return HelpColumns.wrapped(text, width: HelpColumns.width).joined(separator: "\n")
    }

    static let quit = Command(
        name: "quit", aliases: ["exit"], summary: "Leave draft-inspect (Ctrl-D does too).",
        details: "With unsaved edits it asks first: quit again (or Ctrl-D again, or quit!) leaves without them.",
        canForce: true
    ) { workspace, arguments throws(CommandError) in
        guard workspace.mayDropEdits("quit", forced: arguments.isForced) else {
            return workspace.unsavedEditsWarning("quit again (or quit!)")
        }
        workspace.wantsToQuit = true
        return ""
    }
}
