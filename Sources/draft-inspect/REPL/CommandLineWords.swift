/// A REPL input line split into words the way a shell splits them: runs of non-blank
/// characters, where single or double quotes keep blanks inside a word
/// (`tag "sign in" button`) and a backslash takes the next character as it is.
struct CommandLineWords: Equatable {
    var words: [String]

    /// The command name, `nil` on a blank line.
    var command: String? { words.first }
    /// The words after the command name.
    var arguments: [String] { Array(words.dropFirst()) }

    struct UnterminatedQuote: Error, Equatable {
        var quote: Character
    }

    init(words: [String]) { self.words = words }

    init(parsing line: String) throws(UnterminatedQuote) {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw UnterminatedQuote(quote: quote) }
        if escaped { current.append("\\") }
        if inWord { words.append(current) }
        self.words = words
    }

    /// Quotes a word so that parsing gives it back unchanged: as it is when it has no blanks,
    /// quotes or backslashes, else in quotes.
    static func quoted(_ word: String) -> String {
        let special = word.isEmpty || word.contains { $0.isWhitespace || $0 == "'" || $0 == "\"" || $0 == "\\" }
        guard special else { return word }
        if !word.contains("'") { return "'\(word)'" }
        var result = "\""
        for character in word {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
