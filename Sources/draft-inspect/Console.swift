import Foundation

/// Unbuffered output, so answers and errors keep their order when both go to one file.
enum Console {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(TerminalText.escaped(text, keepingStyles: true).utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(TerminalText.escaped(text).utf8))
    }
}
