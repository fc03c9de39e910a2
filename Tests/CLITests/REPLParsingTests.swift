@testable import draft_inspect
import Testing

@Suite struct CommandLineWordsTests {
    @Test func splitsOnBlanksAndKeepsQuotedBlanks() throws {
        #expect(try CommandLineWords(parsing: "  tag  'sign in'  \"big \\\"one\\\"\"  ").words == ["tag", "sign in", "big \"one\""])
        #expect(try CommandLineWords(parsing: #"load my\ file.json"#).words == ["load", "my file.json"])
        #expect(try CommandLineWords(parsing: "tag a ''").words == ["tag", "a", ""])
        #expect(try CommandLineWords(parsing: "   ").command == nil)
    }

    @Test func rejectsAnUnterminatedQuote() {
        #expect(throws: CommandLineWords.UnterminatedQuote(quote: "'")) { try CommandLineWords(parsing: "tag 'sign in") }
    }

    @Test(arguments: ["plain", "two words", "it's", "say \"hi\"", "back\\slash", ""])
    func quotingRoundTrips(word: String) throws {
        #expect(try CommandLineWords(parsing: "x " + CommandLineWords.quoted(word)).arguments == [word])
    }
}

@Suite struct ParsedArgumentsTests {
    let print = Command(
        name: "print", parameters: [.view(optional: true)],
        options: [CommandOption(name: "--style", valueLabel: "STYLE"), CommandOption(name: "--auto-identifier")],
        summary: "") { _, _ in "" }

    @Test func sortsOptionsFromPositionals() throws {
        let arguments = try ParsedArguments(["--style", "plan", "logo", "--auto-identifier"], for: print)
        #expect(arguments.positional == ["logo"])
        #expect(arguments.options == ["--style": "plan", "--auto-identifier": ""])
        #expect(arguments.flag("--auto-identifier"))
        #expect(print.usage == "print [VIEW] [--style STYLE] [--auto-identifier]")
    }

    @Test func checksCountsAndOptions() {
        #expect(throws: CommandError("usage: print [VIEW] [--style STYLE] [--auto-identifier]")) {
            try ParsedArguments(["a", "b"], for: print)
        }
        #expect(throws: CommandError("print has no option --color; usage: print [VIEW] [--style STYLE] [--auto-identifier]")) {
            try ParsedArguments(["--color"], for: print)
        }
        #expect(throws: CommandError("--style needs a value; usage: print [VIEW] [--style STYLE] [--auto-identifier]")) {
            try ParsedArguments(["--style"], for: print)
        }
    }

    @Test func anEquationTakesTheRestOfTheLine() throws {
        let arguments = try ParsedArguments(["a.top", "==", "b.bottom", "-", "8"], for: EditCommands.add)
        #expect(arguments.positional == ["a.top == b.bottom - 8"])
    }
}

@Suite struct CommandTableTests {
    @Test(arguments: [("constraint", "constraints"), ("shwo", "show"), ("undoo", "undo"), ("sav", "save"), ("ext", "exit")])
    func suggestsTheNearestCommand(typed: String, expected: String) {
        #expect(CommandTable.suggestion(for: typed) == expected)
    }

    @Test func suggestsNothingForNonsense() throws {
        #expect(CommandTable.suggestion(for: "xylophone") == nil)
        var workspace = Workspace()
        #expect(throws: CommandError("unknown command \"xylophone\"; help lists the commands")) {
            try CommandTable.run("xylophone", in: &workspace)
        }
        #expect(throws: CommandError("unknown command \"shwo\"; did you mean show?")) {
            try CommandTable.run("shwo logo", in: &workspace)
        }
    }

    /// `check`, typed out of the command line's habit, points at the REPL's two commands.
    @Test func theCommandLinesCheckPointsAtItsCommandsHere() throws {
        var workspace = Workspace()
        #expect(throws: CommandError("\"check\" is a command line subcommand; here conflicts and ambiguous say what it says of the layout as edited")) {
            try CommandTable.run("check", in: &workspace)
        }
    }

    @Test func everyCommandHasHelp() throws {
        var workspace = Workspace()
        for command in CommandTable.all {
            let help = try CommandTable.run("help \(command.name)", in: &workspace)
            let opening = HelpColumns.wrapped("usage: \(command.usage)\n\(command.summary)", width: HelpColumns.width)
            #expect(help.hasPrefix(opening.joined(separator: "\n")))
        }
    }

    /// Ctrl-C reaches the commands that can take long: reading, printing, the analysis and
    /// `watch`; every other command is an incremental edit or a lookup.
    @Test func theLongCommandsAreInterruptible() {
        let interruptible = CommandTable.all.filter { $0.onInterrupt != .waits }.map(\.name).sorted()
        #expect(interruptible == ["ambiguous", "conflicts", "frame", "load", "print", "watch", "why"])
        #expect(CommandTable.command(named: "watch")?.onInterrupt == .stopsItself)
        #expect(CommandTable.command(named: "load")?.onInterrupt == .discards)
    }

    /// `NAME!` is NAME forced, for the commands that stop to keep edits or files.
    @Test func aBangForcesTheCommandsThatAsk() throws {
        #expect(CommandTable.all.filter(\.canForce).map(\.name).sorted() == ["draw", "layout", "load", "quit", "save", "watch"])
        let (command, arguments) = try #require(try CommandTable.parse("save! out.json"))
        #expect(command.name == "save")
        #expect(arguments.isForced)
        #expect(try CommandTable.parse("save out.json")?.1.isForced == false)
        var workspace = Workspace()
        #expect(throws: CommandError("unknown command \"tree!\"; did you mean tree?")) {
            try CommandTable.run("tree!", in: &workspace)
        }
    }

    @Test func blankLinesAndCommentsDoNothing() throws {
        var workspace = Workspace()
        #expect(try CommandTable.run("   ", in: &workspace) == "")
        #expect(try CommandTable.run("  # don't load anything", in: &workspace) == "")
    }
}
