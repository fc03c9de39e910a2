import Foundation
import Inspector

/// The read-eval-print loop: on a terminal with a prompt, line editing and history; from a
/// pipe or file line by line, with no prompt, each answer printed in turn.
struct REPL {
    var workspace = Workspace()
    /// Report how long each command took on standard error (`LINE: 1.2 ms`), for benchmarks.
    var timings = false

    /// Runs one line: prints its answer, or its error on standard error. Returns whether it
    /// succeeded.
    mutating func execute(_ line: String) -> Bool {
        let started = ContinuousClock.now
        defer {
            if timings, !line.allSatisfy(\.isWhitespace) {
                let elapsed = (ContinuousClock.now - started).components
                let milliseconds = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
                Console.writeError("\(line): \(formatNumber((milliseconds * 100).rounded() / 100)) ms\n")
            }
        }
        do {
            let output = try CommandTable.run(line, in: &workspace)
            if !output.isEmpty { Console.write(output + "\n") }
            return true
        } catch {
            Console.writeError("error: \(error.message)\n")
            return false
        }
    }

    /// Reads commands from the terminal until `quit` or Ctrl-D.
    mutating func runInteractive() {
        let environment = ProcessInfo.processInfo.environment
        let snapshot = Snapshot()
        LineEditor.start(environment: environment) { before, word in
            Completion(workspace: snapshot.workspace).candidates(before: before, word: word)
        }
        Console.write("draft-inspect \(DraftInspect.configuration.version): help lists the commands, Ctrl-D leaves.\n")
        while !workspace.wantsToQuit {
            snapshot.workspace = workspace
            switch LineEditor.readLine(prompt: prompt) {
            case let .line(line): _ = execute(line)
            case .interrupted: continue
            case .end:
                Console.write("\n")
                return
            }
        }
    }

    /// Reads commands from standard input until it ends. Errors are reported and the next
    /// line runs, unless `strict`, where the first error stops with status 1.
    mutating func runScript(strict: Bool) -> Int32 {
        while !workspace.wantsToQuit, let line = readLine(strippingNewline: true) {
            if !execute(line), strict { return 1 }
        }
        return 0
    }

    /// `sign-in.json> `, with a `*` while there are unsaved edits.
    var prompt: String {
        guard let file = workspace.file else { return "draft-inspect> " }
        return (file as NSString).lastPathComponent + (workspace.isModified ? "*" : "") + "> "
    }

    /// The workspace as the completion hook sees it, updated before each prompt.
    private final class Snapshot: @unchecked Sendable {
        var workspace = Workspace()
    }
}

/// Unbuffered output, so answers and errors keep their order when both go to one file.
enum Console {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(TerminalText.escaped(text, keepingStyles: true).utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(TerminalText.escaped(text).utf8))
    }
}
