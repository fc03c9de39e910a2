/// The REPL's help laid out for an 80-column terminal: commands in a column, what they do
/// beside them, every line broken between words so that none is wider than the terminal.
enum HelpColumns {
    /// The terminal width help is laid out for: the narrowest in common use.
    static let width = 80
    /// The widest command the left column holds; a longer one has its meaning on the lines
    /// after it, so that one long usage does not push every meaning to the right edge.
    static let commandColumn = 28

    /// Commands indented two spaces in a column, each meaning beside its command (or below
    /// it, when the command is wider than the column) and wrapped under itself.
    static func table(_ rows: [(command: String, meaning: String)]) -> [String] {
        let column = min(rows.map(\.command.count).max() ?? 0, commandColumn)
        let indent = column + 4
        var lines: [String] = []
        for (command, meaning) in rows {
            let meaningLines = wrapped(meaning, width: width - indent)
            var first = meaningLines.first ?? ""
            if command.count > column {
                lines += wrapped(command, width: width - 4).enumerated().map { ($0 == 0 ? "  " : "    ") + $1 }
                first = String(repeating: " ", count: indent) + first
            } else {
                first = "  " + command.padding(toLength: column, withPad: " ", startingAt: 0) + "  " + first
            }
            lines.append(first)
            lines += meaningLines.dropFirst().map { String(repeating: " ", count: indent) + $0 }
        }
        return lines.map(trimmingTrailingSpaces)
    }

    /// `text` broken into lines of at most `width` characters, between words; a word longer
    /// than a line has a line of its own. Line breaks in `text` are kept, a line that fits
    /// is kept as it is, and an indented line's continuations keep its indent.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if paragraph.count <= width {
                lines.append(String(paragraph))
                continue
            }
            let indent = String(paragraph.prefix { $0 == " " })
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty {
                    line = indent + word
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = indent + word
                }
            }
            lines.append(line)
        }
        return lines
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
