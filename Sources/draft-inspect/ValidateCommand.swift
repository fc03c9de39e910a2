import ArgumentParser
import Foundation
import Inspector

/// `draft-inspect validate [FILE|FOLDER …]`: reads each file and reports every problem in it.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that files are readable input and report every problem in them.",
        discussion: """
            Reads a draft-inspect JSON dump, a UIKit constraint log ("Unable to simultaneously \
            satisfy constraints"), _autolayoutTrace output or recursiveDescription output; the \
            format is told from the content. Folders are searched (hidden files left out; files \
            that hold no layout are skipped, --verbose names them); with no file named, standard \
            input is read when it is not a terminal. Exits 0 when every file reads (warnings \
            about damaged pastes go to standard error), 65 when one does not, listing each \
            problem with its JSON path or line:column, after reading all the others, and 2 when \
            a named file cannot be opened.
            """
    )

    @Argument(help: ArgumentHelp("The files and folders to read.", valueName: "file-or-folder"), completion: .file())
    var inputs: [String] = []

    @Flag(name: .shortAndLong, help: "Name the files skipped because they hold no layout.")
    var verbose = false

    func run() throws {
        let set = try InputSet.gather(inputs)
        let outcomes = parallelMap(set.entries, jobs: ProcessInfo.processInfo.activeProcessorCount, LoadOutcome.load)
        var status: Int32 = 0
        for (entry, outcome) in zip(set.entries, outcomes) {
            switch outcome {
            case let .loaded(loaded):
                for warning in loaded.warnings { printError(warning.formatted(file: entry.path)) }
                print(Self.summary(of: loaded, file: entry.path))
            case .skipped:
                if verbose { print("\(entry.path): skipped: not a layout draft-inspect reads") }
            case let .cannotOpen(reason):
                printError("\(entry.path): error: \(reason)")
                status = 2
            case let .unreadable(_, errors):
                for error in errors { printError(error.formatted(file: entry.path)) }
                if status == 0 { status = 65 }
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// `file: draft-inspect dump with 8 views, …` and what UIKit reported in it.
    static func summary(of loaded: LoadedDocument, file: String) -> String {
        let document = loaded.document
        var lines = ["\(file): \(loaded.format.displayName) with \(document.views.count) views, \(document.guides.count) layout guides, \(document.constraints.count) constraints"]
        let recorded = loaded.recorded
        if !recorded.conflicts.isEmpty {
            let broken = recorded.conflicts.filter { $0.broken != nil }.count
            lines.append("  UIKit reported \(recorded.conflicts.count) unsatisfiable-constraint messages (\(broken) name the constraint it broke)")
        }
        if !recorded.ambiguities.isEmpty {
            lines.append("  UIKit reported ambiguous layout for \(recorded.ambiguities.count) items")
        }
        if !loaded.warnings.isEmpty {
            lines.append("  \(loaded.warnings.count) warnings")
        }
        return lines.joined(separator: "\n")
    }
}
