/// One REPL command: its name, what it takes, its help, and what it does.
///
/// The parameters drive three things at once: argument checking, the usage line of
/// `help`, and what Tab completes at each position.
struct Command: Sendable {
    var name: String
    /// Other names that run the same command (`exit` for `quit`).
    var aliases: [String] = []
    var parameters: [Parameter] = []
    var options: [CommandOption] = []
    /// One line for the `help` list.
    var summary: String
    /// More for `help NAME`, when the summary does not say it all.
    var details: String = ""
    /// Whether `NAME!` runs it too, going ahead where it would stop to keep unsaved edits
    /// or an existing file.
    var canForce = false
    /// What Ctrl-C does while it runs.
    var onInterrupt = OnInterrupt.waits
    var run: @Sendable (inout Workspace, ParsedArguments) throws(CommandError) -> String

    /// `why VIEW [ATTRIBUTE]`, `print [VIEW] [--style STYLE] [--auto-identifier]`.
    var usage: String {
        var parts = [canForce ? name + "[!]" : name]
        for parameter in parameters {
            parts.append(parameter.isOptional ? "[\(parameter.label)]" : parameter.label)
        }
        for option in options {
            parts.append(option.valueLabel.map { "[\(option.name) \($0)]" } ?? "[\(option.name)]")
        }
        return parts.joined(separator: " ")
    }

    /// All the names the command answers to.
    var names: [String] { [name] + aliases }
}

/// What Ctrl-C does to a command that is running on a terminal. Whatever it does, the
/// session is left as it was before the command.
enum OnInterrupt: Sendable, Equatable {
    /// Nothing: the command is quick (an edit goes to the live solver incrementally).
    case waits
    /// The command's answer and changes are thrown away at once; it finishes unseen on its
    /// own copy of the workspace (`load` and `print` build what they need afresh).
    case discards
    /// As `discards`, and the live session it may have been working on is replaced by a
    /// new one built from the document, so that nothing it does later can be seen.
    case discardsAndRebuildsSession
    /// The command watches ``Interrupt/isRequested`` and stops itself, keeping what it did
    /// (`watch`).
    case stopsItself
}

/// A positional argument of a command.
struct Parameter: Sendable {
    var kind: Kind
    var label: String
    var isOptional = false

    /// What the argument refers to; decides its completion.
    enum Kind: Sendable, Equatable {
        /// A view or layout guide reference.
        case view
        /// A constraint reference.
        case constraint
        /// A path in the file system.
        case file
        /// A layout attribute name.
        case attribute
        /// A REPL command name.
        case command
        /// A setting name of `set`.
        case setting
        /// A value of the setting named by the previous argument.
        case settingValue
        /// A name the user makes up; nothing to complete.
        case freeText
        /// The rest of the line, an equation in UIKit's notation.
        case equation
    }

    static func view(_ label: String = "VIEW", optional: Bool = false) -> Parameter {
        Parameter(kind: .view, label: label, isOptional: optional)
    }
}

/// A `--name` option of a command, with or without a value.
struct CommandOption: Sendable {
    var name: String
    /// The value's label in the usage line; `nil` for a flag.
    var valueLabel: String?
    /// The values Tab offers for it.
    var values: [String] = []
}

/// A command's arguments, checked against its parameters and options.
struct ParsedArguments: Sendable {
    var positional: [String]
    /// Given options by name; a flag's value is the empty string.
    var options: [String: String]
    /// Whether the command was typed as `NAME!`.
    var isForced = false

    subscript(index: Int) -> String? {
        positional.indices.contains(index) ? positional[index] : nil
    }

    func flag(_ name: String) -> Bool { options[name] != nil }

    /// The same arguments as if the command had been typed as `NAME!`.
    func forced() -> ParsedArguments {
        var copy = self
        copy.isForced = true
        return copy
    }

    /// Sorts the words after the command name into options and positional arguments and
    /// checks their number. An equation parameter takes the rest of the line as one argument.
    init(_ words: [String], for command: Command) throws(CommandError) {
        var positional: [String] = []
        var options: [String: String] = [:]
        var index = 0
        let takesRest = command.parameters.last?.kind == .equation
        while index < words.count {
            let word = words[index]
            if takesRest, positional.count == command.parameters.count - 1 {
                positional.append(words[index...].joined(separator: " "))
                break
            }
            if word.hasPrefix("--"), word.count > 2 {
                guard let option = command.options.first(where: { $0.name == word }) else {
                    throw CommandError("\(command.name) has no option \(word); usage: \(command.usage)")
                }
                if option.valueLabel != nil {
                    guard index + 1 < words.count else {
                        throw CommandError("\(word) needs a value; usage: \(command.usage)")
                    }
                    options[word] = words[index + 1]
                    index += 2
                } else {
                    options[word] = ""
                    index += 1
                }
                continue
            }
            positional.append(word)
            index += 1
        }
        let required = command.parameters.filter { !$0.isOptional }.count
        guard positional.count >= required, positional.count <= command.parameters.count else {
            throw CommandError("usage: \(command.usage)")
        }
        self.positional = positional
        self.options = options
    }
}

/// A command that could not do what was asked; the message says why.
struct CommandError: Error, Equatable, CustomStringConvertible {
    var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }

    static let noDocument = CommandError("no document loaded; load FILE reads one (a dump, a UIKit log, _autolayoutTrace or recursiveDescription output)")
}
