/// The totals of a run, as the summary line, the table and the JSON summary give them.
public struct RunSummary: Hashable, Sendable {
    public var inputs = 0
    public var checked = 0
    public var unreadable = 0
    public var skipped = 0
    public var views = 0
    public var constraints = 0
    public var conflicts = 0
    public var ambiguous = 0
    public var misplaced = 0
    /// Findings a baseline accepts.
    public var baselined = 0

    public init(_ run: CheckRun) {
        inputs = run.inputs.count
        unreadable = run.unreadableCount
        checked = inputs - unreadable
        skipped = run.skipped.count
        for report in run.reports {
            views += report.viewCount
            constraints += report.constraintCount
            conflicts += report.conflicts.count
            ambiguous += report.ambiguities.count
            misplaced += report.misplacements.count
        }
        if !run.baseline.isEmpty {
            baselined = run.findings.filter { run.baseline.contains($0.fingerprint) }.count
        }
    }
}
