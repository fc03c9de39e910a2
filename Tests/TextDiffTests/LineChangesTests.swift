import TextDiff
import Testing

/// `check --watch` prints only the lines of a report that went or came, in report order.
@Suite struct LineChangesTests {
    @Test func linesThatWentAndCame() {
        let before = [
            "card.xib: 2 problems",
            "conflict: titleLabel.width == 120, titleLabel.width == 200",
            "",
            "ambiguous: badgeView (x)",
        ]
        let after = [
            "card.xib: 1 problem",
            "",
            "ambiguous: badgeView (x)",
            "ambiguous: iconView (y)",
        ]
        #expect(LineChanges.changes(from: before, to: after) == [
            "- card.xib: 2 problems",
            "- conflict: titleLabel.width == 120, titleLabel.width == 200",
            "+ card.xib: 1 problem",
            "+ ambiguous: iconView (y)",
        ])
    }

    @Test func emptyLinesKeepNoTrailingSpace() {
        #expect(LineChanges.changes(from: ["a", ""], to: ["a"]) == ["-"])
        #expect(LineChanges.changes(from: ["a"], to: ["", "a"]) == ["+"])
    }

    @Test func equalReportsHaveNoChanges() {
        #expect(LineChanges.changes(from: ["x", "y"], to: ["x", "y"]).isEmpty)
    }

    /// Myers' script is a shortest one: as many steps kept as the longest common subsequence.
    @Test func scriptKeepsTheLongestCommonSubsequence() {
        let a = Array("ABCABBA")
        let b = Array("CBABAC")
        let steps = EditScript.steps(from: a, to: b)
        #expect(steps.filter { $0 == .same }.count == 4)
        #expect(steps.filter { $0 != .insert }.count == a.count)
        #expect(steps.filter { $0 != .delete }.count == b.count)
    }
}
