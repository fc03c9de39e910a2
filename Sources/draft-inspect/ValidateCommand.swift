import ArgumentParser
import Inspector

/// `draft-inspect validate FILE`: reads a file and reports every problem in it.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that a file is a readable dump and report every problem in it.",
        discussion: "Exits 0 when the file reads cleanly and 65 when it does not, listing each problem with its JSON path."
    )

    @Argument(help: "The dump to read.", completion: .file())
    var file: String

    func run() throws {
        let loaded = try InputFile.load(file)
        let document = loaded.document
        print("\(file): \(loaded.format.displayName) with \(document.views.count) views, \(document.guides.count) layout guides, \(document.constraints.count) constraints")
    }
}
