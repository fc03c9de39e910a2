import ArgumentParser
import Inspector

/// `draft-inspect validate FILE`: reads a file and reports every problem in it.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that a file is readable input and report every problem in it.",
        discussion: """
            Reads a draft-inspect JSON dump, a UIKit constraint log ("Unable to simultaneously \
            satisfy constraints"), _autolayoutTrace output, recursiveDescription output or an \
            Interface Builder storyboard or XIB (each layout in it listed); the format is told \
            from the content. Exits 0 when the file reads (warnings about damaged \
            pastes go to standard error) and 65 when it does not, listing each problem with its \
            JSON path or line:column.
            """
    )

    @Argument(help: "The file to read.", completion: .file())
    var file: String

    @OptionGroup var selection: LayoutSelection

    func run() throws {
        let input = try selection.load(file)
        if input.format == .interfaceBuilder {
            print("\(file): \(input.format.displayName) with \(input.layouts.count) layout\(input.layouts.count == 1 ? "" : "s")")
        }
        for layout in input.layouts {
            let loaded = layout.loaded
            let document = loaded.document
            let counts = "\(document.views.count) views, \(document.guides.count) layout guides, \(document.constraints.count) constraints"
            if input.format == .interfaceBuilder {
                print("  \(layout.heading): \(counts)")
            } else {
                print("\(file): \(loaded.format.displayName) with \(counts)")
            }
            let indent = input.format == .interfaceBuilder ? "    " : "  "
            let recorded = loaded.recorded
            if !recorded.conflicts.isEmpty {
                let broken = recorded.conflicts.filter { $0.broken != nil }.count
                print("\(indent)UIKit reported \(recorded.conflicts.count) unsatisfiable-constraint messages (\(broken) name the constraint it broke)")
            }
            if !recorded.ambiguities.isEmpty {
                let who = input.format == .interfaceBuilder ? "Interface Builder flagged" : "UIKit reported"
                print("\(indent)\(who) ambiguous layout for \(recorded.ambiguities.count) items")
            }
            if !recorded.misplaced.isEmpty {
                print("\(indent)Interface Builder flagged \(recorded.misplaced.count) misplaced views")
            }
            let warnings = loaded.warnings.filter { $0.severity == .warning }.count
            if warnings > 0 {
                print("\(indent)\(warnings) warnings")
            }
        }
    }
}
