import Foundation
import LayoutModel
import Readers
import Report
import Testing
import TestSupport

/// What `check` finds in a layout, as the report's model holds it: the conflict's members and
/// the one given up, the free attributes of an ambiguous item, the two frames of a misplaced one.
@Suite struct CheckReportTests {
    @Test func aCleanLayoutHasNothingToReport() {
        let report = Checked.report(SmallLayouts.clean, input: "clean.json")
        #expect(report.isClean)
        #expect(!report.hasWarnings)
        #expect(report.viewCount == 2)
        #expect(report.constraintCount == 4)
        #expect(report.conflicts.isEmpty && report.ambiguities.isEmpty && report.misplacements.isEmpty)
        #expect(Checked.run(SmallLayouts.clean, input: "clean.json").findings.isEmpty)
    }

    /// Whether a run fails is decided from the findings' rules alone, without wording them:
    /// it must agree with the worded findings at every threshold, with and without a baseline.
    @Test func theFailingDecisionAgreesWithTheWordedFindings() {
        let layouts = [SmallLayouts.clean, SmallLayouts.conflict, SmallLayouts.ambiguous, SmallLayouts.misplaced]
        for (index, loaded) in layouts.enumerated() {
            let run = Checked.run(loaded, input: "layout\(index).json")
            var accepting = run
            accepting.baseline = Set(run.findings.prefix(1).map(\.fingerprint))
            for severity in FindingRule.Severity.allCases {
                #expect(run.hasNewFinding(atLeast: severity) == run.findings.contains { $0.rule.severity >= severity })
                #expect(accepting.hasNewFinding(atLeast: severity) == accepting.newFindings.contains { $0.rule.severity >= severity })
            }
            #expect(run.inputs[0].findingRules == run.findings.map(\.rule))
        }
    }

    /// A view free along an axis whose constraints on that axis the input holds inactive (an
    /// Interface Builder placeholder, removed at build time; one the code turns on) is free
    /// only until the app supplies them: the message says which they are.
    @Test func anAmbiguousViewNamesItsInactiveConstraints() throws {
        let report = Checked.report(SmallLayouts.card(inactive: ["left", "top"]), input: "card.json")
        let ambiguity = try #require(report.ambiguities.first)
        #expect(ambiguity.attributes == ["minX", "minY"])
        #expect(ambiguity.message.hasSuffix(
            "; its constraints left and top are inactive in the input (a placeholder, one for other size classes, or one the "
                + "code turns on): if the app activates them or adds its own at run time, card is pinned then"))
        // One axis free: the note says which.
        let vertical = Checked.report(SmallLayouts.card(inactive: ["top"]), input: "card.json")
        #expect(vertical.ambiguities.first?.message.hasSuffix(
            "; its vertical constraint top is inactive in the input (a placeholder, one for other size classes, or one the "
                + "code turns on): if the app activates it or adds its own at run time, card is pinned then") == true)
    }

    @Test func aConflictNamesItsMembersAndGivesUpTheOneALaterOneRestates() throws {
        let report = Checked.report(SmallLayouts.conflict, input: "conflict.json")
        #expect(!report.isClean)
        let conflict = try #require(report.conflicts.first)
        #expect(report.conflicts.count == 1)
        #expect(conflict.members.map(\.reference) == ["wide", "narrow"])
        #expect(conflict.members.map(\.form) == ["card.width == 200", "card.width == 100"])
        #expect(conflict.members.map(\.code) == ["code(wide)", "code(narrow)"])
        #expect(conflict.broken.reference == "wide")
        #expect(conflict.message == "card.width == 200 and card.width == 100 cannot all hold; breaking card.width == 200 (a later constraint restates it on the same anchors; which of the two UIKit keeps depends on the order it added them)")
        #expect(conflict.diagnoses.map(\.cause) == ["competingSizes"])
        #expect(conflict.isMinimal)
    }

    /// The members are all listed; the one-line message and the diagnosis name the first
    /// nine, or a cycle of ten thousand would make lines of a third of a megabyte.
    @Test func aLongConflictIsSummedUpInALineOfTenNames() throws {
        let report = Checked.report(SmallLayouts.widthCycle(12), input: "cycle.json")
        let conflict = try #require(report.conflicts.first)
        #expect(conflict.members.count == 12)
        let firstNine = (1...9).map { "v\($0).width == v\($0 + 1).width + 1" }.joined(separator: ", ")
        #expect(conflict.message.hasPrefix(firstNine + " and 3 more cannot all hold; breaking "))
        let diagnosis = try #require(conflict.diagnoses.first)
        #expect(diagnosis.cause == "competingSizes")
        #expect(diagnosis.message.hasPrefix("required sizes fight: " + firstNine + " and 3 more cannot all hold"))

        let short = try #require(Checked.report(SmallLayouts.widthCycle(10), input: "cycle.json").conflicts.first)
        #expect(short.message.hasPrefix(firstNine + " and v10.width == v1.width + 1 cannot all hold"))
    }

    /// A report for a format that shows no code (`--format json`, SARIF) is made without it:
    /// writing it cost as much as the rest of the wording for a long conflict.
    @Test func aReportMadeWithoutCodeShowsNone() throws {
        let withCode = Checked.report(SmallLayouts.conflict, input: "conflict.json")
        let withoutCode = CheckReport(checking: SmallLayouts.conflict, input: "conflict.json", detail: .words(code: nil))
        #expect(try #require(withoutCode.conflicts.first).members.map(\.code) == [nil, nil])
        let lines = TextReport.render(withCode, color: false).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.contains("code(") }.count == 2)
        let linesWithoutCode = TextReport.render(withoutCode, color: false).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(linesWithoutCode == lines.filter { !$0.contains("code(") })
    }

    /// `--format json` shows each mention by its reference alone, and its report is made
    /// without forms, which a long conflict spelled for nothing: the JSON is the same, message
    /// and all, on every log of the corpus and a long cycle.
    @Test func aReportOfReferencesWritesTheSameJSON() throws {
        var checked = 0
        for path in Corpus.files(in: "uikit-logs") {
            let loaded = try #require(try Corpus.load(path))
            let referenced = CheckReport(checking: loaded, input: path, detail: .references)
            #expect(referenced.conflicts.allSatisfy { $0.members.allSatisfy { $0.form == nil } }, "\(path)")
            #expect(JSONReport.render(referenced) == JSONReport.render(Checked.report(loaded, input: path)), "\(path)")
            checked += referenced.conflicts.count
        }
        #expect(checked > 20)
        let cycle = SmallLayouts.widthCycle(40)
        let referenced = CheckReport(checking: cycle, input: "cycle.json", detail: .references)
        #expect(referenced.conflicts.first?.message.hasPrefix("v1.width == v2.width + 1, ") == true)
        #expect(JSONReport.render(referenced) == JSONReport.render(Checked.report(cycle, input: "cycle.json")))
    }

    @Test func anAmbiguousItemNamesItsFreeAttributes() throws {
        let report = Checked.report(SmallLayouts.ambiguous, input: "ambiguous.json")
        let ambiguity = try #require(report.ambiguities.first)
        #expect(report.ambiguities.count == 1)
        #expect(ambiguity.item == SmallLayouts.badge)
        #expect(ambiguity.attributes == ["minX", "minY"])
        #expect(ambiguity.message == "badge has no horizontal position: add leading, trailing or centerX; and no vertical position: add top, bottom or centerY")
        #expect(report.conflicts.isEmpty)
    }

    @Test func aMisplacedFrameKeepsTheRecordedAndTheSolvedRect() throws {
        let report = Checked.report(SmallLayouts.misplaced, input: "misplaced.json")
        let misplaced = try #require(report.misplacements.first)
        #expect(misplaced.item == SmallLayouts.card)
        #expect(misplaced.recorded == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(misplaced.solved == Rect(x: 20, y: 40, width: 100, height: 50))
        // A misplaced frame is not a problem: the layout is clean, the run passes by default.
        #expect(report.isClean)
        #expect(!report.hasWarnings)
    }

    /// IB's own `misplaced="YES"` says a frame is not what the constraints give (Apple's Auto
    /// Layout Guide, "Resolving View Misplacement"): the finding says so, for the flagged root's
    /// views too, laid out in a frame the file does not record; a stale frame IB did not flag
    /// stays unmarked.
    @Test func aFrameInterfaceBuilderFlagsIsMarked() throws {
        let path = Repository.fixtures("InterfaceBuilder").path + "/misplaced-root.xib"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let layouts = try DocumentLoader.loadAll(Array(bytes)).layouts
        #expect(layouts.map(\.name) == ["Feedback", "Card"])
        let stale = Checked.report(layouts[0].loaded, input: "misplaced-root.xib")
        #expect(stale.misplacements.map(\.item) == ["Scr-bb-002", "Cnt-cc-003"])
        #expect(stale.misplacements.map(\.recorded.height) == [672, 672])
        #expect(stale.misplacements.map(\.solved.height) == [666, 666])
        #expect(stale.misplacements.map(\.flaggedByInterfaceBuilder) == [true, true])
        let finding = try #require(Checked.run(layouts[0].loaded, input: "misplaced-root.xib").findings.first)
        #expect(finding.message.hasSuffix("(Interface Builder flags this frame as not laid out from the constraints)"))
        #expect(TextReport.render(stale, color: false).contains("solved (0, 0, 414, 666) (Interface Builder flags it too)"))
        let card = Checked.report(layouts[1].loaded, input: "misplaced-root.xib")
        #expect(card.misplacements.map(\.item) == ["Ttl-ee-005"])
        #expect(card.misplacements.map(\.flaggedByInterfaceBuilder) == [false])
        #expect(!TextReport.render(card, color: false).contains("flags it"))
    }

    /// A view showing an SF Symbol is placed by the symbol's alignment rect, whose insets no file
    /// records: a misplaced frame of one says so, in the text, the JSON and the annotations.
    @Test func aMisplacedSymbolSaysItsInsetsAreUnknown() throws {
        let path = Repository.fixtures("InterfaceBuilder").path + "/sf-symbol.xib"
        let fixture = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        // Held 22 high where IB drew the symbol's 19, as vitemadose's cells record theirs.
        let held = fixture.replacingOccurrences(
            of: #"<constraint firstItem="Sym-bb-002" firstAttribute="centerY""#,
            with: #"<constraint firstItem="Sym-bb-002" firstAttribute="height" constant="22" id="c03-aa-003"/><constraint firstItem="Sym-bb-002" firstAttribute="centerY""#)
        let loaded = try #require(try DocumentLoader.loadAll(Array(held.utf8)).layouts.first).loaded
        let report = Checked.report(loaded, input: "sf-symbol.xib")
        #expect(report.misplacements.map(\.item) == ["Sym-bb-002"])
        #expect(report.misplacements.map(\.showsSymbol) == [true])
        #expect(TextReport.render(report, color: false).contains("(an SF Symbol: its alignment insets, not known here, may account for a few points)"))
        #expect(JSONReport.render(report).contains(#""showsSymbol": true"#))
        let finding = try #require(Checked.run(loaded, input: "sf-symbol.xib").findings.first)
        #expect(finding.message.hasSuffix("(an SF Symbol: its alignment insets, not known here, may account for a few points)"))
        // An asset's image is no symbol.
        let asset = held.replacingOccurrences(of: #" catalog="system""#, with: "")
        let assetReport = Checked.report(try #require(try DocumentLoader.loadAll(Array(asset.utf8)).layouts.first).loaded, input: "x")
        #expect(assetReport.misplacements.map(\.showsSymbol) == [false])
    }

    /// Each finding carries its rule and a fingerprint a baseline keeps; the fingerprint is a
    /// hash of rule, path and what the finding is about, so it must not change between versions.
    @Test func findingsHaveRulesAndStableFingerprints() {
        let findings = Checked.run(SmallLayouts.conflict, input: "conflict.json").findings
        #expect(findings.map(\.rule.id) == ["conflict", "diagnosis/competingSizes"])
        #expect(findings.map(\.fingerprint) == ["b542201562383c7c", "6b8e34c03c56883c"])
        #expect(findings.map(\.path) == ["conflict.json", "conflict.json"])
        let again = Checked.run(SmallLayouts.conflict, input: "conflict.json").findings
        #expect(again.map(\.fingerprint) == findings.map(\.fingerprint))
        let elsewhere = Checked.run(SmallLayouts.conflict, input: "other.json").findings
        #expect(elsewhere[0].fingerprint != findings[0].fingerprint)
    }

    @Test func rulesHaveTheirSeverityAndLevel() {
        let findings = [SmallLayouts.conflict, SmallLayouts.ambiguous, SmallLayouts.misplaced].flatMap {
            Checked.run($0, input: "layout.json").findings
        }
        #expect(findings.map(\.rule.id) == ["conflict", "diagnosis/competingSizes", "ambiguous", "misplaced"])
        #expect(findings.map(\.rule.level.rawValue) == ["error", "note", "warning", "note"])
        #expect(FindingRule.conflict.severity > FindingRule.ambiguous.severity)
    }

    /// A baseline of the findings read back marks them all as known: no new finding remains.
    @Test func aBaselineReadBackKnowsEveryFinding() throws {
        let findings = Checked.run(SmallLayouts.conflict, input: "conflict.json").findings
        let baseline = try Baseline.read(Array(Baseline.serialized(findings).utf8))
        #expect(baseline.fingerprints == Set(findings.map(\.fingerprint)))
        let known = Checked.run(SmallLayouts.conflict, input: "conflict.json", baseline: baseline.fingerprints)
        #expect(known.newFindings.isEmpty)
        let partly = Checked.run(SmallLayouts.conflict, input: "conflict.json", baseline: [findings[1].fingerprint])
        #expect(partly.newFindings.map(\.rule.id) == ["conflict"])
    }
}
