import CommandSupport
import Foundation
import TextDiff

/// `draft-inspect check --watch FILE…`: checks once, then again whenever a file changes,
/// printing only the lines of the report that went (`- `) or came (`+ `). Runs until Ctrl-C.
///
/// Each check is `draft-inspect check` itself, run again with the same arguments less
/// `--watch`, so the report is exactly the one `check` prints (its format, its inputs), and
/// a file that cannot be read is reported as `check` reports it, without ending the watch.
struct CheckWatch {
    var files: [String]
    /// The command line of one check: this executable's arguments without `--watch`.
    var checkArguments: [String]

    func run() -> Never {
        // It runs until stopped, so the signals that stop it must get through: a parent may
        // have left them blocked (test runners and some launchers do), and a mask survives exec.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopping, signal) }
        sigprocmask(SIG_UNBLOCK, &stopping, nil)
        // Watched from before the first check, so that no change slips in between.
        var watch = FileWatch(paths: files)
        var report = check()
        Console.write(report.joined(separator: "\n") + "\n")
        Console.write("Watching \(files.joined(separator: ", ")) for changes; Ctrl-C stops.\n")
        while true {
            let changed = watch.waitForChange { false }
            let current = check()
            let difference = LineChanges.changes(from: report, to: current)
            Console.write("\(Self.clock()) \(changed.joined(separator: ", ")) changed:\n")
            let lines = difference.isEmpty ? ["no change in the report"] : difference
            Console.write(lines.map { "  " + $0 }.joined(separator: "\n") + "\n")
            report = current
        }
    }

    /// The report's lines, errors included, without colour.
    private func check() -> [String] {
        let process = Process()
        process.executableURL = Bundle.main.executableURL
        process.arguments = checkArguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            return ["error: cannot run the check: \(error.localizedDescription)"]
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `10:31:02`, local time: when a change was seen.
    static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
