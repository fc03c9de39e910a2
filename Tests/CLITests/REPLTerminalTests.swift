import Foundation
import Testing
import TestSupport

/// Drives the REPL in a real terminal: a tmux server on its own socket, the REPL in a pane,
/// keys sent with `send-keys` and the screen read with `capture-pane`. Every wait polls the
/// screen up to a generous deadline, so a loaded machine makes the test slower, not flaky.
/// HOME and XDG_STATE_HOME point into a temporary folder, so the user's history is never
/// touched.
private struct Terminal {
    let socket = "draft-inspect-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    /// The REPL's HOME; its history is in `state/` inside.
    let folder: URL
    static let deadline: TimeInterval = 60

    /// A fresh temporary folder to be a REPL's HOME.
    static func makeHome() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draft-inspect-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Starts the REPL in a detached 120×40 session that stays on screen after it exits.
    init(arguments: [String], home: URL) throws {
        folder = home
        let configuration = folder.appendingPathComponent("tmux.conf")
        try "set -g remain-on-exit on\nset -g history-limit 5000\n".write(to: configuration, atomically: true, encoding: .utf8)
        let command = ["env", "HOME=\(folder.path)", "XDG_STATE_HOME=\(folder.path)/state", "TERM=xterm-256color",
                       CLI.executable.path] + arguments
        try startServer(["-f", configuration.path, "new-session", "-d", "-x", "120", "-y", "40", "-c", Repository.root.path,
                         command.map(Self.shellQuoted).joined(separator: " ")])
    }

    var historyFile: URL { folder.appendingPathComponent("state/draft-inspect/history") }

    func stop() {
        _ = try? tmux(["kill-server"])
    }

    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// Types a line and Enter.
    func enter(_ line: String) throws {
        try type(line)
        try send("Enter")
    }

    /// Types text literally (no key names).
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "0", "-l", text])
    }

    var screen: String {
        (try? tmux(["capture-pane", "-p", "-J", "-t", "0"])) ?? ""
    }

    /// The last line of the screen that is not blank, without trailing blanks.
    var lastLine: String {
        let line = screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return String(line.reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The last `count` lines of the screen that are not blank, without trailing blanks.
    func lastLines(_ count: Int) -> [String] {
        let lines = screen.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        return lines.suffix(count).map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
    }

    /// Waits until `condition` holds for the screen; fails the test and returns false when
    /// the deadline passes.
    @discardableResult
    func wait(
        for description: String, showingProcess: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (Terminal) -> Bool
    ) -> Bool {
        let end = Date().addingTimeInterval(Self.deadline)
        while Date() < end {
            if condition(self) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let process = showingProcess ? "\nthe REPL's threads were:\n\(threadStates)" : ""
        Issue.record("timed out waiting for \(description); the screen was:\n\(screen)\(process)", sourceLocation: sourceLocation)
        return false
    }

    /// Sends `key` every two seconds until `condition` holds, for a key that is harmless to
    /// repeat: one sent while the terminal is between two `readline` calls (still in cooked
    /// mode) can be lost. Fails the test and returns false at the deadline.
    @discardableResult
    func press(
        _ key: String, until description: String, showingProcess: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (Terminal) -> Bool
    ) -> Bool {
        let end = Date().addingTimeInterval(Self.deadline)
        while Date() < end {
            try? send(key)
            let retry = Date().addingTimeInterval(2)
            while Date() < retry {
                if condition(self) { return true }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        let process = showingProcess ? "\nthe REPL's threads were:\n\(threadStates)" : ""
        Issue.record("timed out waiting for \(description); the screen was:\n\(screen)\(process)", sourceLocation: sourceLocation)
        return false
    }

    /// Each thread of the pane's process with its state and where the kernel has it waiting
    /// (`/proc`), for a failure that the REPL did not leave: a rare one, not reproduced at will.
    var threadStates: String {
        guard let pid = try? tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines), !pid.isEmpty
        else { return "(no pane process)" }
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        guard !tasks.isEmpty else { return "(process \(pid) is gone)" }
        return tasks.sorted().map { task in
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/stat", encoding: .utf8)) ?? ""
            let state = stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).prefix(1) ?? "?"
            let waiting = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/wchan", encoding: .utf8)) ?? "?"
            return "  \(task): \(state) in \(waiting)"
        }.joined(separator: "\n")
    }

    /// Sends Ctrl-D until the REPL has exited, and returns whether it did before the deadline.
    /// A Ctrl-D that arrives while the terminal is between two `readline` calls (still in
    /// cooked mode) is the line discipline's end-of-file, not a key, and is lost; sending it
    /// again at an empty prompt is harmless.
    func leave(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        press("C-d", until: "Ctrl-D to leave", showingProcess: true, sourceLocation: sourceLocation) { $0.hasExited }
    }

    /// Whether the REPL has exited: tmux says its pane is dead, or its process is a zombie
    /// tmux has not reaped yet (tmux 3.3 on a loaded machine sometimes takes its time).
    var hasExited: Bool {
        let state = paneState
        if state.dead && !state.status.isEmpty { return true }
        guard let pid = try? tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines), !pid.isEmpty
        else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        // The state follows the parenthesised command name: `1234 (draft-inspect) Z …`.
        return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? false
    }

    /// `(dead, status)` of the pane's process.
    var paneState: (dead: Bool, status: String) {
        let text = (try? tmux(["display-message", "-p", "-t", "0", "#{pane_dead} #{pane_dead_status}"])) ?? ""
        let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
        return (parts.first == "1", parts.count > 1 ? parts[1] : "")
    }

    /// Runs the tmux client that starts the server, through Python so the server starts
    /// clean: every descriptor above standard error closed (the server would inherit the
    /// socket `Process` watches for its child's exit, and that wait would never end) and no
    /// signal blocked (test runners block some; the server and the REPL need them).
    private func startServer(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
                + "os.closerange(3, 65536); os.execvp(sys.argv[1], sys.argv[1:])",
            "tmux", "-L", socket,
        ] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TmuxFailure(arguments: arguments, status: process.terminationStatus)
        }
    }

    /// Runs a tmux client against the running server and returns what it printed.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TmuxFailure(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct TmuxFailure: Error {
        var arguments: [String]
        var status: Int32
    }

    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static var isAvailable: Bool {
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/tmux")
        } ?? false
    }
}

@Suite(.serialized) struct REPLTerminalTests {
    @Test func promptCompletionHistoryInterruptAndEnd() throws {
        try #require(Terminal.isAvailable, "tmux is needed; scripts/install-deps installs it")
        let home = try Terminal.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try Terminal(arguments: ["repl", "Examples/sign-in.json"], home: home)
        defer { terminal.stop() }

        guard terminal.wait(for: "the prompt", { $0.lastLine == "sign-in.json>" }) else { return }

        try terminal.type("confl")
        try terminal.send("Tab")
        guard terminal.wait(for: "confl + Tab to complete to conflicts", { $0.lastLine == "sign-in.json> conflicts" }) else { return }
        try terminal.send("Enter")
        guard terminal.wait(for: "the answer", { $0.screen.contains("No conflicts.") && $0.lastLine == "sign-in.json>" }) else { return }

        try terminal.type("constr")
        try terminal.send("Tab")
        try terminal.type("lo")
        try terminal.send("Tab")
        guard terminal.wait(for: "constr + Tab, lo + Tab to complete to constraints logo", { $0.lastLine == "sign-in.json> constraints logo" }) else { return }
        try terminal.send("Enter")
        guard terminal.wait(for: "the list", { $0.screen.contains("0x600003f4c0a0  logo.width == 72") && $0.lastLine == "sign-in.json>" }) else { return }

        try terminal.send("Up")
        guard terminal.wait(for: "Up to recall the last command", { $0.lastLine == "sign-in.json> constraints logo" }) else { return }
        try terminal.send("Up")
        guard terminal.wait(for: "Up again to recall the one before", { $0.lastLine == "sign-in.json> conflicts" }) else { return }

        // Ctrl-C throws the line away and prompts again; the REPL keeps running.
        try terminal.send("C-c")
        guard terminal.wait(for: "Ctrl-C to give a fresh prompt", { $0.lastLine == "sign-in.json>" }) else { return }
        #expect(terminal.paneState.dead == false)

        guard terminal.leave() else { return }
        // tmux records the exit status a moment after the pane dies, and not at all while it
        // has not reaped the process; when it has one, it is 0.
        let end = Date().addingTimeInterval(5)
        var status = terminal.paneState.status
        while status.isEmpty, Date() < end {
            Thread.sleep(forTimeInterval: 0.1)
            status = terminal.paneState.status
        }
        #expect(status.isEmpty || status == "0")
        let history = try String(contentsOf: terminal.historyFile, encoding: .utf8)
        #expect(history.contains("conflicts"))
        #expect(history.contains("constraints"))
    }

    @Test func historyIsKeptAcrossRuns() throws {
        try #require(Terminal.isAvailable, "tmux is needed; scripts/install-deps installs it")
        let home = try Terminal.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try Terminal(arguments: ["repl"], home: home)
        defer { first.stop() }
        guard first.wait(for: "the prompt", { $0.lastLine == "draft-inspect>" }) else { return }
        try first.type("help tree")
        try first.send("Enter")
        guard first.wait(for: "the help", { $0.screen.contains("usage: tree [VIEW]") }) else { return }
        // The prompt again: libedit prints it once the terminal is raw, where Ctrl-D is a key.
        guard first.wait(for: "the prompt after the help", { $0.lastLine == "draft-inspect>" }) else { return }
        guard first.leave() else { return }

        // A second REPL with the same HOME recalls the first one's command.
        let second = try Terminal(arguments: ["repl"], home: home)
        defer { second.stop() }
        guard second.wait(for: "the prompt", { $0.lastLine == "draft-inspect>" }) else { return }
        // One command in the history: Up again, if the first was lost, recalls the same one.
        second.press("Up", until: "Up to recall the first run's command") { $0.lastLine == "draft-inspect> help tree" }
    }
}

/// The keys of a day's work: the unsaved marker, Ctrl-D with unsaved edits, Ctrl-C during a
/// long command, and `watch`.
@Suite(.serialized) struct REPLEverydayTerminalTests {
    @Test func theUnsavedMarkerFollowsUndoAndCtrlDAsksOnce() throws {
        try #require(Terminal.isAvailable, "tmux is needed; scripts/install-deps installs it")
        let home = try Terminal.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try Terminal(arguments: ["repl", "Examples/sign-in.json"], home: home)
        defer { terminal.stop() }
        guard terminal.wait(for: "the prompt", { $0.lastLine == "sign-in.json>" }) else { return }

        try terminal.enter("deactivate 0x600003f4c0a0")
        guard terminal.wait(for: "the unsaved marker", { $0.lastLine == "sign-in.json*>" }) else { return }
        // Undo back to the state as loaded: nothing is unsaved, so no marker.
        try terminal.enter("undo")
        guard terminal.wait(for: "the marker to go", { $0.lastLine == "sign-in.json>" }) else { return }
        try terminal.enter("redo")
        guard terminal.wait(for: "the marker again", { $0.lastLine == "sign-in.json*>" }) else { return }

        // Ctrl-D asks once...
        try terminal.send("C-d")
        guard terminal.wait(for: "the question", showingProcess: true, {
            $0.screen.contains("save FILE keeps them; Ctrl-D again (or quit!) drops them.") && $0.lastLine == "sign-in.json*>"
        }) else { return }
        #expect(terminal.paneState.dead == false)
        // ...and the second leaves.
        guard terminal.leave() else { return }
    }

    /// `print` and the analysis commands stop the same way (``OnInterrupt``); a load from a
    /// FIFO that never ends is one that surely still runs when Ctrl-C comes.
    @Test func ctrlCStopsALongLoadAndChangesNothing() throws {
        try #require(Terminal.isAvailable, "tmux is needed; scripts/install-deps installs it")
        let home = try Terminal.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // A load that cannot finish: a FIFO whose writer sends the start of a dump and then
        // holds it open until the test closes the writer's input. The writer marks when the
        // REPL has opened the FIFO, so Ctrl-C surely comes while the load runs, however fast
        // the machine.
        let fifo = home.appendingPathComponent("feed.json")
        let opened = home.appendingPathComponent("opened")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", #"exec 3> "$1"; printf '{"format": "draft-inspect-dump", "views": [' >&3; : > "$2"; exec cat > /dev/null"#,
                            "sh", fifo.path, opened.path]
        let hold = Pipe()
        writer.standardInput = hold
        try writer.run()
        defer {
            try? hold.fileHandleForWriting.close()
            writer.waitUntilExit()
        }

        let terminal = try Terminal(arguments: ["repl", "Examples/sign-in.json"], home: home)
        defer { terminal.stop() }
        guard terminal.wait(for: "the prompt", { $0.lastLine == "sign-in.json>" }) else { return }

        try terminal.enter("load \(fifo.path)")
        let deadline = Date().addingTimeInterval(Terminal.deadline)
        while !FileManager.default.fileExists(atPath: opened.path), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        try #require(FileManager.default.fileExists(atPath: opened.path), "the REPL never opened the FIFO")
        try terminal.send("C-c")
        guard terminal.wait(for: "the load to stop", {
            $0.screen.contains("Interrupted: load stopped, and nothing changed.") && $0.lastLine == "sign-in.json>"
        }) else { return }
        #expect(!terminal.screen.contains("Loaded"))
        // The session is the one before: the sign-in screen answers.
        try terminal.enter("frame logo")
        guard terminal.wait(for: "logo's frame", { $0.screen.contains("solved:   (159, 79, 72, 72)") }) else { return }

        guard terminal.leave() else { return }
    }

    @Test func watchShowsWhatChangedUntilCtrlC() throws {
        try #require(Terminal.isAvailable, "tmux is needed; scripts/install-deps installs it")
        let home = try Terminal.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("photo.json")
        let original = try String(contentsOf: Repository.url("Examples/photo-conflict-ambiguous.json"), encoding: .utf8)
        try original.write(to: file, atomically: true, encoding: .utf8)

        let terminal = try Terminal(arguments: ["repl", file.path], home: home)
        defer { terminal.stop() }
        guard terminal.wait(for: "the prompt", { $0.lastLine == "photo.json>" }) else { return }
        try terminal.enter("watch")
        guard terminal.wait(for: "watch to start", { $0.screen.contains("Ctrl-C stops.") }) else { return }

        // The app writes the dump again with the tap height optional: the conflict goes.
        let fixed = original.replacingOccurrences(of: "\"identifier\": \"minimumTapHeight\"", with: "\"identifier\": \"minimumTapHeight\", \"priority\": 999")
        #expect(fixed != original)
        try fixed.write(to: file, atomically: true, encoding: .utf8)
        guard terminal.wait(for: "the change", {
            $0.screen.contains("photo.json changed:") && $0.screen.contains("  - conflict 1: these constraints cannot all hold together")
                && $0.screen.contains("  + No conflicts.")
        }) else { return }
        // Only what changed: the ambiguity, the same before and after, is not shown again.
        #expect(!terminal.screen.contains("free: minX"))

        try terminal.send("C-c")
        guard terminal.wait(for: "watch to stop", {
            $0.screen.contains("Stopped watching") && $0.lastLine == "photo.json>"
        }) else { return }
        // The last version stays loaded.
        try terminal.enter("conflicts")
        guard terminal.wait(for: "the conflicts", { $0.lastLines(2) == ["No conflicts.", "photo.json>"] }) else { return }
        guard terminal.leave() else { return }
    }
}
