@preconcurrency import CLineEdit
import Foundation

/// Reads lines from a terminal through libedit's readline interface: emacs-style editing,
/// history kept in a file across runs, and Tab completion from a ``Completion``.
///
/// libedit keeps its state in globals, and its completion hook is a C function pointer
/// that cannot capture, so the editor is a single shared state reached through statics.
enum LineEditor {
    /// What reading a line gave.
    enum Input: Equatable {
        case line(String)
        /// Ctrl-C: the line was thrown away.
        case interrupted
        /// Ctrl-D on an empty line, or the terminal went away.
        case end
    }

    /// Where the history lives: `$XDG_STATE_HOME/draft-inspect/history`, else
    /// `~/.local/state/draft-inspect/history`; `nil` without either variable.
    static func historyPath(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/draft-inspect/history"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/draft-inspect/history"
    }

    /// The most lines the history file keeps.
    static let historyLimit: Int32 = 1000

    nonisolated(unsafe) private static var historyFile: String?
    nonisolated(unsafe) private static var completion: ((_ before: String, _ word: String) -> [String])?
    nonisolated(unsafe) private static var matches: [String] = []
    nonisolated(unsafe) private static var nextMatch = 0

    /// Sets libedit up: history from the file, the completion hook, Ctrl-C handling.
    static func start(environment: [String: String], completion: @escaping (_ before: String, _ word: String) -> [String]) {
        self.completion = completion
        draft_inspect_set_readline_name("draft-inspect")
        rl_initialize()
        using_history()
        stifle_history(historyLimit)
        if let path = historyPath(environment: environment) {
            let folder = (path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            historyFile = path
            if FileManager.default.fileExists(atPath: path) { read_history(path) }
        }
        // Quotes and blanks end a word; `=`, `<`, `>`, `@` and `(` do not, as equations and
        // names contain them.
        draft_inspect_set_word_breaks(" \t\n\"'")
        rl_attempted_completion_function = { text, start, _ in
            LineEditor.complete(text: text.map { String(cString: $0) } ?? "", start: Int(start))
        }
        // libedit hands a Ctrl-C on to the program's handler and then gives up the line;
        // while a command runs, the REPL sees the same flag and stops waiting for it.
        signal(SIGINT) { _ in Interrupt.request() }
        // A parent may have left signals blocked (test runners do); Ctrl-C, Ctrl-Z, a window
        // resize and a closed terminal must reach the REPL.
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }

    /// Shows the prompt and reads one line, adding it to the history.
    static func readLine(prompt: String) -> Input {
        Interrupt.clear()
        guard let pointer = readline(prompt) else {
            if Interrupt.isRequested {
                FileHandle.standardOutput.write(Data("\n".utf8))
                return .interrupted
            }
            return .end
        }
        let line = String(cString: pointer)
        free(pointer)
        if !line.allSatisfy(\.isWhitespace) {
            add_history(line)
            if let historyFile { write_history(historyFile) }
        }
        return .line(line)
    }

    /// libedit's completion hook: works out the candidates and hands them to
    /// `rl_completion_matches`, which finds their common prefix.
    private static func complete(text: String, start: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        rl_attempted_completion_over = 1
        let buffer = rl_line_buffer.map { String(cString: $0) } ?? ""
        let before = String(decoding: buffer.utf8.prefix(start), as: UTF8.self)
        matches = completion?(before, text) ?? []
        nextMatch = 0
        // A folder or an unfinished item.attribute goes on; anything else ends the word.
        let continues = matches.count == 1 && (matches[0].hasSuffix("/") || matches[0].hasSuffix("."))
        rl_completion_append_character = continues ? 0 : Int32(UInt8(ascii: " "))
        guard !matches.isEmpty else { return nil }
        return rl_completion_matches(text) { _, _ in
            guard LineEditor.nextMatch < LineEditor.matches.count else { return nil }
            defer { LineEditor.nextMatch += 1 }
            return strdup(LineEditor.matches[LineEditor.nextMatch])
        }
    }
}
