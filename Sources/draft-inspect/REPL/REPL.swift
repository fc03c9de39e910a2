import CommandSupport
import Foundation
import LayoutModel

/// The read-eval-print loop: on a terminal with a prompt, line editing and history; from a
/// pipe or file line by line, with no prompt, each answer printed in turn.
struct REPL {
    var workspace = Workspace()
    /// Report how long each command took on standard error (`LINE: 1.2 ms`), for benchmarks.
    var timings = false

    /// Whether commands run where Ctrl-C can stop them (on a terminal).
    var isInteractive = false

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
            guard let (command, arguments) = try CommandTable.parse(line) else { return true }
            let output: String
            if isInteractive, command.onInterrupt != .waits {
                guard let answer = try runInterruptibly(command, arguments) else {
                    Console.writeError("Interrupted: \(command.name) stopped, and nothing changed.\n")
                    return false
                }
                output = answer
            } else {
                output = try CommandTable.run(command, arguments, in: &workspace)
            }
            if !output.isEmpty { Console.write(output + "\n") }
            return true
        } catch {
            Console.writeError("error: \(error.message)\n")
            return false
        }
    }

    /// Runs a command on a thread of its own, on a copy of the workspace, while this one
    /// waits for it or for Ctrl-C. Returns `nil` when Ctrl-C came first: the workspace is
    /// then as it was (see ``OnInterrupt``), and the thread, if it goes on, works unseen.
    private mutating func runInterruptibly(_ command: Command, _ arguments: ParsedArguments) throws(CommandError) -> String? {
        let job = Job(workspace: workspace)
        Interrupt.clear()
        let thread = Thread {
            var copy = job.workspace
            let result = Result { () throws(CommandError) in try CommandTable.run(command, arguments, in: &copy) }
            job.workspace = copy
            job.result = result
            job.done.signal()
        }
        // The solver and the printer recurse over the hierarchy; give them the main thread's room.
        thread.stackSize = 8 << 20
        thread.start()
        while job.done.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
            guard Interrupt.isRequested else { continue }
            switch command.onInterrupt {
            case .stopsItself:
                job.done.wait()
            case .discardsAndRebuildsSession:
                workspace.rebuildSession()
                return nil
            case .discards, .waits:
                return nil
            }
            break
        }
        workspace = job.workspace
        return try job.result!.get()
    }

    /// A command running on its own thread: what it works on and what it gave.
    private final class Job: @unchecked Sendable {
        var workspace: Workspace
        var result: Result<String, CommandError>?
        let done = DispatchSemaphore(value: 0)

        init(workspace: Workspace) { self.workspace = workspace }
    }

    /// Reads commands from the terminal until `quit` or Ctrl-D.
    mutating func runInteractive() {
        isInteractive = true
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
                guard workspace.mayDropEdits("quit", forced: false) else {
                    Console.write(workspace.unsavedEditsWarning("Ctrl-D again (or quit!)") + "\n")
                    continue
                }
                return
            }
        }
    }

    /// Reads commands from standard input until it ends. Errors are reported and the next
    /// line runs, unless `strict`, where the first error stops with status 1; either way a
    /// script in which any command failed ends with status 1, so a CI step notices.
    mutating func runScript(strict: Bool) -> Int32 {
        var failed = false
        while !workspace.wantsToQuit, let line = readLine(strippingNewline: true) {
            if !execute(line) {
                if strict { return 1 }
                failed = true
            }
        }
        return failed ? 1 : 0
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
