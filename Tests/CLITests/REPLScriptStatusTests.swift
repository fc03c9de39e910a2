import Foundation
import Testing
import TestSupport

/// A scripted REPL tells a CI step whether it went well: status 1 when any command failed,
/// even when later ones succeed; `--strict` stops at the first failure.
@Suite struct REPLScriptStatusTests {
    @Test func anyFailedCommandGivesStatus1() throws {
        let result = try CLI.run(["repl", "Examples/sign-in.json"], input: "show nothing\nconflicts\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("error:"))
        #expect(result.stdout.contains("No conflicts."), "the next line still runs")
    }

    @Test func aScriptWithoutErrorsGivesStatus0() throws {
        let result = try CLI.run(["repl", "Examples/sign-in.json"], input: "conflicts\nambiguous\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test func strictStillStopsAtTheFirst() throws {
        let result = try CLI.run(["repl", "--strict", "Examples/sign-in.json"], input: "show nothing\nconflicts\n")
        #expect(result.status == 1)
        #expect(!result.stdout.contains("No conflicts."))
    }

    @Test func quitAfterAnErrorKeepsStatus1() throws {
        let result = try CLI.run(["repl", "Examples/sign-in.json"], input: "show nothing\nquit\n")
        #expect(result.status == 1)
    }
}
