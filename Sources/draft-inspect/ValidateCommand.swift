import ArgumentParser
import Inspector

/// `draft-inspect validate FILE`: reads a file and reports every problem in it.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that a file is readable input and report every problem in it.",
        discussion: """
            Reads a draft-inspect JSON dump, a UIKit constraint log ("Unable to simultaneously \
            satisfy constraints"), _autolayoutTrace output or recursiveDescription output; the \
            format is told from the content. Exits 0 when the file reads (warnings about damaged \
            pastes go to standard error) and 65 when it does not, listing each problem with its \
            JSON path or line:column.
            """
    )

    @Argument(help: "The file to read.", completion: .file())
    var file: String

    func run() throws {
        let loaded = try InputFile.load(file)
        let document = loaded.document
        print(TerminalText.escaped("\(file): \(loaded.format.displayName) with \(document.views.count) views, \(document.guides.count) layout guides, \(document.constraints.count) constraints"))
        let recorded = loaded.recorded
        if !recorded.conflicts.isEmpty {
            let broken = recorded.conflicts.filter { $0.broken != nil }.count
            print("  UIKit reported \(recorded.conflicts.count) unsatisfiable-constraint messages (\(broken) name the constraint it broke)")
        }
        if !recorded.ambiguities.isEmpty {
            print("  UIKit reported ambiguous layout for \(recorded.ambiguities.count) items")
        }
        if !loaded.warnings.isEmpty {
            print("  \(loaded.warnings.count) warnings")
        }
    }
}
