import Foundation
import Testing
import TestSupport

/// `--layout` works on every command, as the README says: each picks the layout it names
/// and refuses a name the file does not hold; `frames` solves the layout chosen, never
/// silently the first.
@Suite struct LayoutOptionTests {
    static let storyboard = "Tests/Fixtures/Corpus/interface-builder/10-MrAlek-FuckingScrollViewAutoLayout-Examples-Main.storyboard"

    @Test func framesSolvesTheChosenLayout() throws {
        let first = try CLI.run(["frames", Self.storyboard, "--layout", "Bar-jY-4Mh"])
        let second = try CLI.run(["frames", Self.storyboard, "--layout", "IB Stack View"])
        #expect(first.status == 0)
        #expect(second.status == 0)
        #expect(!first.stdout.isEmpty && !second.stdout.isEmpty)
        #expect(first.stdout != second.stdout)
    }

    @Test func framesOfSeveralLayoutsWithoutLayoutNamesThem() throws {
        let result = try CLI.run(["frames", Self.storyboard])
        #expect(result.status == 2)
        #expect(result.stderr.contains("pick one with --layout: IB Pure Autolayout (Bar-jY-4Mh), IB Stack View (ani-J6-7ze)"))
    }

    /// The notes a reader leaves on the layouts not chosen say nothing of the one shown.
    @Test(arguments: ["frames", "draw", "check"])
    func aCommandOnOneLayoutNotesThatLayoutAlone(command: String) throws {
        let storyboard = "Tests/Fixtures/InterfaceBuilder/simulated-bars.storyboard"
        let all = try CLI.run(["check", storyboard])
        let one = try CLI.run([command, storyboard, "--layout", "ListViewController"] + (command == "draw" ? ["--format", "text"] : []))
        let notes = { (text: String) in text.split(separator: "\n").filter { $0.contains(": note: ") } }
        #expect(notes(all.stderr).count > notes(one.stderr).count)
        #expect(!notes(one.stderr).isEmpty && notes(one.stderr).allSatisfy { all.stderr.contains($0) })
    }

    @Test(arguments: ["validate", "print", "check", "convert", "frames", "draw", "repl"])
    func everyCommandRefusesALayoutTheFileDoesNotHold(command: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let extra = command == "convert" ? ["-o", output] : []
        let result = try CLI.run([command, Self.storyboard, "--layout", "NoSuchScene"] + extra)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--layout: no layout named or with id 'NoSuchScene'"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
