import LayoutModel
import Readers
import Report
import Testing
import TestSupport

/// The report's renderers on layouts checked in memory: the text a user reads, the JSON of the
/// dump format spec, SARIF for code scanning, GitHub's annotations.
@Suite struct RendererTests {
    @Test func textReportOfACleanLayoutIsItsHeadline() {
        let text = TextReport.render(Checked.report(SmallLayouts.clean, input: "clean.json"), color: false)
        #expect(text == "clean.json: ok: 0 conflicts, 0 ambiguous items, 0 misplaced frames (2 views, 4 constraints)\n")
    }

    @Test func textReportListsTheConflictsMembersWithTheirCode() {
        let text = TextReport.render(Checked.report(SmallLayouts.conflict, input: "conflict.json"), color: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "conflict.json: problems: 1 conflict, 0 ambiguous items, 0 misplaced frames (2 views, 5 constraints)")
        #expect(Array(lines[2...6]) == [
            "conflict 1: these constraints cannot all hold together",
            "  1. card.width == 200  [wide] (broken)",
            "     code(wide)",
            "  2. card.width == 100  [narrow]",
            "     code(narrow)",
        ])
        #expect(text.contains("  diagnosis: required sizes fight: card.width == 200 and card.width == 100"))
    }

    @Test func textReportNamesAmbiguousAndMisplacedItems() {
        let ambiguous = TextReport.render(Checked.report(SmallLayouts.ambiguous, input: "ambiguous.json"), color: false)
        #expect(ambiguous.contains("ambiguous: the constraints do not pin these down\n  badge [badge] free: minX, minY\n"))
        let misplaced = TextReport.render(Checked.report(SmallLayouts.misplaced, input: "misplaced.json"), color: false)
        #expect(misplaced.hasPrefix("misplaced.json: ok: 0 conflicts, 0 ambiguous items, 1 misplaced frame"))
        #expect(misplaced.contains("  card [card] recorded (0, 0, 100, 50), solved (20, 40, 100, 50)\n"))
    }

    @Test func colorIsOnlyWrittenWhenAsked() {
        let report = Checked.report(SmallLayouts.conflict, input: "conflict.json")
        #expect(!TextReport.render(report, color: false).contains("\u{1B}["))
        #expect(TextReport.render(report, color: true).contains("\u{1B}["))
    }

    @Test func jsonReportHasTheSpecsKeys() throws {
        let text = JSONReport.render(Checked.report(SmallLayouts.conflict, input: "conflict.json"))
        #expect(text.hasSuffix("\n}\n"))
        let value = try JSONParser.parse(text)
        #expect(value.keys == ["input", "format", "summary", "conflicts", "ambiguous", "misplaced"])
        #expect(value["input"] == .string("conflict.json"))
        #expect(value["format"] == .string("dump"))
        let summary = try #require(value["summary"])
        #expect(summary.keys == ["views", "constraints", "conflicts", "ambiguous", "misplaced"])
        #expect(summary["views"] == .number(2) && summary["constraints"] == .number(5) && summary["conflicts"] == .number(1))
        let conflict = try #require(value["conflicts"]?[0])
        #expect(conflict.keys == ["constraints", "derived", "broken", "message", "diagnoses"])
        #expect(conflict["constraints"] == .array([.string("wide"), .string("narrow")]))
        #expect(conflict["broken"] == .string("wide"))
        #expect(conflict["diagnoses"]?[0]?["cause"] == .string("competingSizes"))
        // Written as it goes, the text is what the same value serializes to.
        #expect(text == value.serialized(indent: 2) + "\n")
    }

    @Test func jsonReportGivesBothFramesOfAMisplacedView() throws {
        let value = try JSONParser.parse(JSONReport.render(Checked.report(SmallLayouts.misplaced, input: "misplaced.json")))
        let misplaced = try #require(value["misplaced"]?[0])
        #expect(misplaced["item"] == .string("card"))
        #expect(misplaced["recorded"] == .object([("x", .number(0)), ("y", .number(0)), ("width", .number(100)), ("height", .number(50))]))
        #expect(misplaced["solved"] == .object([("x", .number(20)), ("y", .number(40)), ("width", .number(100)), ("height", .number(50))]))
    }

    @Test func sarifListsEveryRuleAndEachResultWithItsLevelAndFingerprint() throws {
        let run = Checked.run(SmallLayouts.conflict, input: "conflict.json")
        let sarif = try JSONParser.parse(SARIFReport.render(run, toolVersion: "1.2.3", rootURI: nil))
        #expect(sarif["version"] == .string("2.1.0"))
        #expect(sarif["$schema"] == .string(SARIFReport.schema))
        let only = try #require(sarif["runs"]?[0])
        #expect(only["originalUriBaseIds"] == nil)
        let driver = try #require(only["tool"]?["driver"])
        #expect(driver["version"] == .string("1.2.3"))
        let rules = driver["rules"]?.elements ?? []
        #expect(rules.map { $0["id"] } == FindingRule.all.map { .string($0.id) })
        #expect(rules.first?["defaultConfiguration"]?["level"] == .string("error"))
        let results = only["results"]?.elements ?? []
        #expect(results.map { $0["ruleId"] } == [.string("conflict"), .string("diagnosis/competingSizes")])
        #expect(results.map { $0["level"] } == [.string("error"), .string("note")])
        #expect(results[0]["ruleIndex"] == .number(0))
        #expect(results[0]["partialFingerprints"]?[SARIFReport.fingerprintKey.description] == .string("b542201562383c7c"))
        #expect(results[0]["baselineState"] == nil)
        let location = try #require(results[0]["locations"]?[0]?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"] == .string("conflict.json"))
        #expect(location["region"]?["startLine"] == .number(1))
    }

    @Test func sarifSaysWhichResultsTheBaselineKnows() throws {
        let fingerprints = Checked.run(SmallLayouts.conflict, input: "conflict.json").findings.map(\.fingerprint)
        let run = Checked.run(SmallLayouts.conflict, input: "conflict.json", baseline: [fingerprints[0]])
        let sarif = try JSONParser.parse(SARIFReport.render(run, toolVersion: "1", rootURI: "file:///project/"))
        let only = sarif["runs"]?[0]
        #expect(only?["originalUriBaseIds"]?["%SRCROOT%"]?["uri"] == .string("file:///project/"))
        #expect((only?["results"]?.elements ?? []).map { $0["baselineState"] } == [.string("unchanged"), .string("new")])
    }

    @Test func githubAnnotationsFollowTheLevels() {
        let annotations = [SmallLayouts.conflict, SmallLayouts.ambiguous, SmallLayouts.misplaced].map {
            GitHubAnnotations.render(Checked.run($0, input: "layout.json"))
        }
        #expect(annotations[0].hasPrefix("::error file=layout.json,line=1,col=1,title=draft-inspect conflict::card.width == 200 and card.width == 100 cannot all hold"))
        #expect(annotations[0].contains("\n::notice file=layout.json,line=1,col=1,title=draft-inspect diagnosis/competingSizes::"))
        #expect(annotations[1].hasPrefix("::warning file=layout.json,line=1,col=1,title=draft-inspect ambiguous::badge has no horizontal position"))
        #expect(annotations[2] == "::notice file=layout.json,line=1,col=1,title=draft-inspect misplaced::card [card] is recorded at (0, 0, 100, 50) but the constraints put it at (20, 40, 100, 50)\n")
    }

    @Test func runSummaryCountsTheFindings() {
        #expect(TextRunReport.summaryLine(Checked.run(SmallLayouts.conflict, input: "a.json")) == "1 file checked: 1 conflict, 0 ambiguous items, 0 misplaced frames")
        #expect(TextRunReport.summaryLine(Checked.run(SmallLayouts.ambiguous, input: "a.json")) == "1 file checked: 0 conflicts, 1 ambiguous item, 0 misplaced frames")
        let summary = RunSummary(Checked.run(SmallLayouts.misplaced, input: "a.json"))
        #expect(summary.inputs == 1 && summary.checked == 1 && summary.misplaced == 1 && summary.conflicts == 0)
    }
}
