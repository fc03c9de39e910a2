/// Every REPL command, and how a line becomes a command run.
enum CommandTable {
    static let all: [Command] = DocumentCommands.all + AnalysisCommands.all + EditCommands.all + PrintingCommands.all + DrawCommands.all + [help, quit]

    static func command(named name: String) -> Command? {
        all.first { $0.names.contains(name) }
    }

    /// Runs one input line and returns what to print. A blank line or a `#` comment does
    /// nothing.
    static func run(_ line: String, in workspace: inout Workspace) throws(CommandError) -> String {
        if line.drop(while: \.isWhitespace).hasPrefix("#") { return "" }
        let words: CommandLineWords
        do {
            words = try CommandLineWords(parsing: line)
        } catch {
            throw CommandError("unterminated \(error.quote) quote")
        }
        guard let name = words.command else { return "" }
        guard let command = command(named: name) else { throw unknown(name) }
        let arguments = try ParsedArguments(words.arguments, for: command)
        return try command.run(&workspace, arguments)
    }

    static func unknown(_ name: String) -> CommandError {
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
        let scored = names.map { (name: $0, distance: editDistance(name, $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        return best.distance <= max(2, best.name.count / 3) ? best.name : nil
    }

    /// Levenshtein distance, counting a swap of two neighbours as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    static let help = Command(
        name: "help", parameters: [Parameter(kind: .command, label: "COMMAND", isOptional: true)],
        summary: "List the commands, or explain one."
    ) { _, arguments throws(CommandError) in
        guard let name = arguments[0] else {
            let width = all.map(\.usage.count).max() ?? 0
            let lines = all.map { $0.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary }
            return (["Commands:"] + lines.map { "  " + $0 } + [
                "",
                "VIEW is an id, a tag, a printed name, an accessibilityIdentifier or a unique prefix of one.",
                "help COMMAND explains a command.",
            ]).joined(separator: "\n")
        }
        guard let command = command(named: name) else { throw unknown(name) }
        var lines = ["usage: \(command.usage)", command.summary]
        if !command.aliases.isEmpty { lines.append("Also: \(command.aliases.joined(separator: ", ")).") }
        if !command.details.isEmpty { lines += ["", command.details] }
        return lines.joined(separator: "\n")
    }

    static let quit = Command(
        name: "quit", aliases: ["exit"], summary: "Leave draft-inspect (Ctrl-D does too)."
    ) { workspace, _ throws(CommandError) in
        workspace.wantsToQuit = true
        return ""
    }
}
