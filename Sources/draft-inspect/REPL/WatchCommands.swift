import CommandSupport
import Foundation
import LayoutModel
import TextDiff

/// `watch`: load the file again whenever it changes (a storyboard being edited, a dump the
/// app rewrites) and say what changed in the conflicts and ambiguity.
enum WatchCommands {
    static let all: [Command] = [watch]

    static let watch = Command(
        name: "watch", parameters: [Parameter(kind: .file, label: "FILE", isOptional: true)],
        options: [CommandOption(name: "--changes", valueLabel: "N")],
        summary: "Load FILE again whenever it changes and show what changed in the analysis.",
        details: """
            Watches FILE (the loaded file when left out) until Ctrl-C, or until it has changed \\
            N times with --changes N (for scripts). Each time the file changes it is loaded, as \\
            load does, and only the lines of conflicts and ambiguous that went (-) or came (+) \\
            are shown. The last version stays loaded. Unsaved edits are dropped, so watch \\
            asks first (watch again, or watch!, goes ahead).
            """,
        canForce: true, onInterrupt: .stopsItself
    ) { workspace, arguments throws(CommandError) in
        guard let path = arguments[0] ?? workspace.file else {
            throw CommandError("watch needs a file: watch FILE, or load FILE first")
        }
        var limit = Int.max
        if let text = arguments.options["--changes"] {
            guard let number = Int(text), number > 0 else {
                throw CommandError("--changes takes a number of changes, such as --changes 1, not \"\(text)\"")
            }
            limit = number
        }
        guard workspace.mayDropEdits("watch", forced: arguments.isForced) else {
            return workspace.unsavedEditsWarning("watch again (or watch!)")
        }
        // Watched from before the first look, so that no change slips in between.
        var files = FileWatch(paths: [path])
        var previous: [String]
        if path == workspace.file, workspace.document != nil {
            previous = try findings(workspace)
        } else {
            Console.write(try reload(path, into: &workspace) + "\n")
            previous = try findings(workspace)
            Console.write(previous.joined(separator: "\n") + "\n")
        }
        Console.write("Watching \(path) for changes; \(limit == .max ? "Ctrl-C stops" : "stopping after \(limit)").\n")
        var changes = 0
        while changes < limit {
            guard !files.waitForChange(shouldStop: { Interrupt.isRequested }).isEmpty else { break }
            changes += 1
            Console.write("\(CheckWatch.clock()) \(path) changed:\n")
            do throws(CommandError) {
                _ = try reload(path, into: &workspace)
            } catch {
                Console.write(indented(["error: " + error.message]) + "\n")
                continue
            }
            let current = try findings(workspace)
            let difference = LineChanges.changes(from: previous, to: current)
            Console.write(indented(difference.isEmpty ? ["no change in conflicts or ambiguity"] : difference) + "\n")
            previous = current
        }
        return "Stopped watching \(path)."
    }

    /// What `conflicts` and `ambiguous` say of the workspace, line by line.
    private static func findings(_ workspace: Workspace) throws(CommandError) -> [String] {
        var copy = workspace
        var text = try AnalysisCommands.conflicts.run(&copy, ParsedArguments([], for: AnalysisCommands.conflicts))
        if try !workspace.requireSession().document.isPartial {
            text += "\n" + (try AnalysisCommands.ambiguous.run(&copy, ParsedArguments([], for: AnalysisCommands.ambiguous)))
        }
        return text.components(separatedBy: "\n")
    }

    private static func reload(_ path: String, into workspace: inout Workspace) throws(CommandError) -> String {
        try DocumentCommands.load.run(&workspace, ParsedArguments([path], for: DocumentCommands.load).forced())
    }

    private static func indented(_ lines: [String]) -> String {
        lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
