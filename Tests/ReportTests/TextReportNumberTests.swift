import LayoutModel
import Report
import Testing
import TestSupport

/// The text report prints frames as `frame` and `frames` do, rounded to 1/100 pt; the JSON
/// report, read by programs, keeps the solver's value to a millionth of a point, without the
/// noise its arithmetic leaves in the last digits.
@Suite struct TextReportNumberTests {
    private var report: CheckReport {
        var report = Checked.report(SmallLayouts.misplaced, input: "misplaced.json")
        report.misplacements[0].solved = Rect(x: 139.33333333333334, y: 24.422, width: 100.006, height: 50)
        return report
    }

    @Test func theTextReportRoundsFramesTo1Over100() {
        let text = TextReport.render(report, color: false)
        #expect(text.contains("solved (139.33, 24.42, 100.01, 50)"))
        #expect(!text.contains("139.333"))
    }

    @Test func theJSONReportKeepsTheValueToAMillionth() {
        let json = JSONReport.render(report)
        #expect(json.contains("139.333333,"))
        #expect(json.contains("24.422,"))
        #expect(!json.contains("139.3333333"))
    }
}
