import Foundation
import Testing
import TestSupport

/// A `draft-inspect` that keeps running, read while it runs: its output so far, and a way to
/// stop it.
private final class RunningCLI: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var collected = Data()
    /// Set when the output pipe reaches its end: everything the process wrote has been read.
    private var ended = false

    init(_ arguments: [String], input: String? = nil) throws {
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let standardInput = Pipe()
        process.standardInput = standardInput
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock {
                if data.isEmpty {
                    self.ended = true
                    handle.readabilityHandler = nil
                } else {
                    self.collected.append(data)
                }
            }
        }
        try process.run()
        if let input {
            standardInput.fileHandleForWriting.write(Data(input.utf8))
        }
        try standardInput.fileHandleForWriting.close()
    }

    var output: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }

    /// Waits until the output satisfies `condition`, up to a generous deadline.
    @discardableResult
    func wait(for description: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool) -> Bool {
        let end = Date().addingTimeInterval(60)
        while Date() < end {
            if condition(output) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("timed out waiting for \(description); the output was:\n\(output)", sourceLocation: sourceLocation)
        return false
    }

    /// Waits for the process to end by itself and for the last of its output to be read
    /// (the pipe's handler runs on its own queue and may lag behind the exit); returns its
    /// status.
    func waitForExit() -> Int32 {
        process.waitUntilExit()
        let end = Date().addingTimeInterval(10)
        while !lock.withLock({ ended }), Date() < end {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return process.terminationStatus
    }

    /// Stops it as a user's Ctrl-C would, with SIGTERM: test runners start their children
    /// with SIGINT ignored, and an ignored signal stays ignored across exec.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// `check --watch` and the REPL's `watch`: a file rewritten while they run is checked again
/// and only what changed is shown.
@Suite(.serialized) struct WatchTests {
    private func temporaryCopy(of example: String) throws -> (folder: URL, file: URL, text: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draft-inspect-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = try String(contentsOf: Repository.url(example), encoding: .utf8)
        let file = folder.appendingPathComponent((example as NSString).lastPathComponent)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (folder, file, text)
    }

    /// The photo screen with its tap height made optional: the conflict goes, the ambiguity stays.
    private func withoutTheConflict(_ text: String) -> String {
        text.replacingOccurrences(of: "\"identifier\": \"minimumTapHeight\"", with: "\"identifier\": \"minimumTapHeight\", \"priority\": 999")
    }

    @Test func checkWatchReportsOnlyWhatChanged() throws {
        let (folder, file, text) = try temporaryCopy(of: "Examples/photo-conflict-ambiguous.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let running = try RunningCLI(["check", "--watch", file.path])
        defer { running.stop() }
        guard running.wait(for: "the first report", { $0.contains("Ctrl-C stops.") }) else { return }
        let first = running.output
        #expect(first.hasPrefix("\(file.path): problems: 1 conflict, 1 ambiguous item"))
        #expect(first.contains("photoOfTheWeekLabel [0x7b1000013000] free: minX"))

        try withoutTheConflict(text).write(to: file, atomically: true, encoding: .utf8)
        guard running.wait(for: "the change", { $0.contains("changed:") && $0.hasSuffix("\n") && $0.contains("+ ") }) else { return }
        let change = String(running.output.dropFirst(first.count))
        let lines = change.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(" \(file.path) changed:") == true)
        #expect(lines.contains("  - \(file.path): problems: 1 conflict, 1 ambiguous item, 0 misplaced frames (5 views, 13 constraints)"))
        #expect(lines.contains("  + \(file.path): problems: 0 conflicts, 1 ambiguous item, 0 misplaced frames (5 views, 13 constraints)"))
        #expect(lines.contains("  - conflict 1: these constraints cannot all hold together"))
        // Only what changed: the ambiguity, in both reports, is not shown again.
        #expect(!change.contains("free: minX"))

        // A damaged file is reported as check reports it, and watching goes on.
        let before = running.output.count
        try "{ \"format\": ".write(to: file, atomically: true, encoding: .utf8)
        guard running.wait(for: "the error", { $0.count > before && $0.contains("error") }) else { return }
        try text.write(to: file, atomically: true, encoding: .utf8)
        guard running.wait(for: "the conflict to come back", {
            $0.dropFirst(before).contains("  + conflict 1: these constraints cannot all hold together")
        }) else { return }
    }

    /// In a script, `watch --changes N` stops after N changes; the last version stays loaded.
    @Test func replWatchReloadsAndStopsAfterTheChangesAsked() throws {
        let (folder, file, text) = try temporaryCopy(of: "Examples/photo-conflict-ambiguous.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let running = try RunningCLI(["repl", file.path], input: "watch --changes 1\nconflicts\n")
        defer { running.stop() }
        guard running.wait(for: "watch to start", { $0.contains("stopping after 1") }) else { return }
        try withoutTheConflict(text).write(to: file, atomically: true, encoding: .utf8)
        #expect(running.waitForExit() == 0)
        let lines = running.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Watching \(file.path) for changes; stopping after 1.")
        #expect(lines[1].hasSuffix(" \(file.path) changed:"))
        #expect(lines.contains("  - conflict 1: these constraints cannot all hold together"))
        #expect(lines.contains("  + No conflicts."))
        #expect(!lines.contains { $0.contains("free: minX") })
        #expect(Array(lines.suffix(3)) == ["Stopped watching \(file.path).", "No conflicts.", ""])
    }
}
