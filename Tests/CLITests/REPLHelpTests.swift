import Foundation
import Testing
import TestSupport

/// REPL `help` fits an 80-column terminal and breaks lines between words only.
@Suite struct REPLHelpTests {
    static let commands = ["load", "layouts", "layout", "save", "tree", "show", "constraints", "conflicts", "ambiguous",
                           "frame", "why", "deactivate", "activate", "add", "undo", "redo", "print", "tag", "untag", "set",
                           "draw", "watch", "help", "quit"]

    @Test func everyLineFitsIn80Columns() throws {
        let script = (["help", "load Examples/photo-conflict-ambiguous.json", "help"] + Self.commands.map { "help \($0)" })
            .joined(separator: "\n") + "\n"
        let result = try CLI.run(["repl"], input: script)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 100)
        let loadAnswer = "Loaded Examples/photo-conflict-ambiguous.json"
        for line in lines where !line.hasPrefix(loadAnswer) {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test func summariesAreWrappedBetweenWords() throws {
        let result = try CLI.run(["repl"], input: "help\n")
        // The layouts summary is longer than the column beside it: its words go on, whole,
        // on the next line under the first.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  layouts ") })
        let words = (lines[start].dropFirst("  layouts".count) + " " + lines[start + 1]).split(separator: " ")
        #expect(words.joined(separator: " ").hasPrefix("List the layouts of the loaded file (a storyboard's scenes and cells),"))
        #expect(lines[start + 1].hasPrefix(String(repeating: " ", count: 10)))
    }
}
