import ArgumentParser
import CommandSupport
import Foundation
import LayoutModel
import Readers

/// `draft-inspect validate [FILE|FOLDER …]`: reads each file and reports every problem in it.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that files are readable input and report every problem in them.",
        discussion: """
            Reads a draft-inspect JSON dump, a UIKit constraint log ("Unable to simultaneously \
            satisfy constraints"), _autolayoutTrace output, recursiveDescription output or an \
            Interface Builder storyboard or XIB (each layout in it listed); the format is told \
            from the content. Folders are searched (hidden files left out; files that hold no \
            layout and special files such as FIFOs are skipped, --verbose names them); with no \
            file named, standard input is read when it is not a terminal. Exits 0 when every \
            file reads (warnings about damaged pastes go to standard error), 65 when one does \
            not, listing each problem with its JSON path or line:column, after reading all the \
            others, and 2 when a named file cannot be opened.
            """
    )

    @Argument(help: ArgumentHelp("The files and folders to read.", valueName: "file-or-folder"), completion: .file())
    var inputs: [String] = []

    @Flag(name: .shortAndLong, help: "Name the files skipped because they hold no layout or are no regular file.")
    var verbose = false

    @OptionGroup var selection: LayoutSelection

    func run() throws {
        let set = try InputSet.gather(inputs)
        let choice = try selection.choice
        let outcomes = parallelMap(set.entries, jobs: ProcessInfo.processInfo.activeProcessorCount) { LoadOutcome.load($0, selection: choice) }
        var status: Int32 = 0
        for (entry, outcome) in zip(set.entries, outcomes) {
            switch outcome {
            case let .loaded(input):
                for layout in input.layouts {
                    for warning in layout.loaded.warnings { printError(warning.formatted(file: entry.path)) }
                }
                print(TerminalText.escaped(Self.summary(of: input, file: entry.path)))
            case .skipped(.notALayout):
                if verbose { print(TerminalText.escaped("\(entry.path): skipped: not a layout draft-inspect reads")) }
            case let .skipped(.notRegularFile(kind)):
                if verbose { print(TerminalText.escaped("\(entry.path): skipped: \(kind), not a regular file")) }
            case let .cannotOpen(reason):
                printError("\(entry.path): error: \(reason)")
                status = 2
            case let .unreadable(_, errors):
                for error in errors { printError(error.formatted(file: entry.path)) }
                if status == 0 { status = 65 }
            }
        }
        // What was read is not freed view by view: the process ends here and the system takes
        // its memory back at once, where tearing down a 10,000-view document walks all of it
        // again, missing the cache on the way.
        ProcessLifetime.keep(outcomes)
        if status != 0 { throw ExitCode(status) }
    }

    /// `file: draft-inspect dump with 8 views, …` (each layout of an Interface Builder file)
    /// and what UIKit or Interface Builder reported in it.
    static func summary(of input: LoadedInput, file: String) -> String {
        var lines: [String] = []
        let isInterfaceBuilder = input.format == .interfaceBuilder
        // An Interface Builder file, or a paste of several hierarchies: each layout under its heading.
        let byLayout = isInterfaceBuilder || input.layouts.count > 1
        if byLayout {
            lines.append("\(file): \(input.format.displayName) with \(input.layouts.count) layout\(input.layouts.count == 1 ? "" : "s")")
        }
        for layout in input.layouts {
            let loaded = layout.loaded
            let document = loaded.document
            let counts = "\(counted(document.inputViewCount, "view")), \(counted(document.guides.count, "layout guide")), \(counted(document.constraints.count, "constraint"))"
            lines.append(byLayout ? "  \(layout.heading): \(counts)" : "\(file): \(loaded.format.displayName) with \(counts)")
            let indent = byLayout ? "    " : "  "
            let recorded = loaded.recorded
            if !recorded.conflicts.isEmpty {
                let broken = recorded.conflicts.filter { $0.broken != nil }.count
                lines.append("\(indent)UIKit reported \(counted(recorded.conflicts.count, "unsatisfiable-constraint message")) (\(broken) \(broken == 1 ? "names" : "name") the constraint it broke)")
            }
            if !recorded.ambiguities.isEmpty {
                let who = isInterfaceBuilder ? "Interface Builder flagged" : "UIKit reported"
                lines.append("\(indent)\(who) ambiguous layout for \(counted(recorded.ambiguities.count, "item"))")
            }
            if !recorded.misplaced.isEmpty {
                lines.append("\(indent)Interface Builder flagged \(counted(recorded.misplaced.count, "misplaced view"))")
            }
            let warnings = loaded.warnings.filter { $0.severity == .warning }.count
            if warnings > 0 {
                lines.append("\(indent)\(counted(warnings, "warning"))")
            }
        }
        return lines.map(\.oneLine).joined(separator: "\n")
    }
}
