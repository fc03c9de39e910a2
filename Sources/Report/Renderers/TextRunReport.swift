import LayoutModel
import Readers

/// A run over several inputs as text: each input's report, a table of what each file holds,
/// and a summary line.
public enum TextRunReport {
    public static func render(_ run: CheckRun, color: Bool, verbose: Bool = false) -> String {
        let style = TextStyle(enabled: color)
        var sections: [String] = []
        for input in run.inputs {
            var text = input.reports.map { TextReport.render($0, color: color) }.joined(separator: "\n")
            if let failure = input.failure {
                text = failureText(input.input, failure, style: style)
            } else if input.reports.isEmpty {
                text = "\(input.input): \(style.green("ok")): no layout to check: \(LoadedInput.noLayoutReason)\n"
            }
            sections.append(text)
        }
        var tail = ""
        let notLayouts = run.skipped.filter { $0.reason == .notALayout }
        if verbose && !notLayouts.isEmpty {
            tail += "skipped (not a layout draft-inspect reads):\n" + notLayouts.map { "  \($0.path)\n" }.joined() + "\n"
        }
        let special = run.skipped.compactMap { file -> String? in
            guard case let .notRegularFile(kind) = file.reason else { return nil }
            return "  \(file.path) (\(kind))\n"
        }
        if verbose && !special.isEmpty {
            tail += "skipped (not a regular file):\n" + special.joined() + "\n"
        }
        tail += table(run) + "\n" + summaryLine(run, style: style) + "\n"
        return (sections + [tail]).joined(separator: "\n")
    }

    /// `path: unreadable` and each problem.
    static func failureText(_ input: String, _ failure: InputCheck.Failure, style: TextStyle) -> String {
        switch failure {
        case let .cannotOpen(reason):
            return "\(input): \(style.red("unreadable")): \(reason)\n"
        case let .unreadable(errors):
            return "\(input): \(style.red("unreadable")): \(counted(errors.count, "problem"))\n"
                + errors.map { "  \($0.description)\n" }.joined()
        }
    }

    /// Per file: conflicts, ambiguous and misplaced, then the totals.
    public static func table(_ run: CheckRun) -> String {
        let heading = ["file", "conflicts", "ambiguous", "misplaced"]
        var rows: [[String]] = run.inputs.map { input in
            guard input.failure == nil else { return [input.input, "unreadable", "", ""] }
            let reports = input.reports
            return [
                input.input, String(reports.reduce(0) { $0 + $1.conflicts.count }),
                String(reports.reduce(0) { $0 + $1.ambiguities.count }), String(reports.reduce(0) { $0 + $1.misplacements.count }),
            ]
        }
        let summary = RunSummary(run)
        rows.append(["total", String(summary.conflicts), String(summary.ambiguous), String(summary.misplaced)])
        let widths = heading.indices.map { column in ([heading] + rows).map { $0[column].count }.max() ?? 0 }
        func format(_ row: [String]) -> String {
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // The file name left-aligned, the counts right-aligned; a failure reads left to right.
                return column == 0 || Int(cell) == nil ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        return ([heading] + rows).map { format($0) + "\n" }.joined()
    }

    /// `12 files checked (2 skipped, 1 unreadable): 3 conflicts, 1 ambiguous item, 0 misplaced frames`.
    public static func summaryLine(_ run: CheckRun, style: TextStyle = TextStyle(enabled: false)) -> String {
        let summary = RunSummary(run)
        var extras: [String] = []
        if summary.skipped > 0 { extras.append("\(summary.skipped) skipped") }
        if summary.unreadable > 0 { extras.append(style.red("\(summary.unreadable) unreadable")) }
        var line = "\(counted(summary.checked, "file")) checked"
        if !extras.isEmpty { line += " (\(extras.joined(separator: ", ")))" }
        line += ": " + [
            counted(summary.conflicts, "conflict"), counted(summary.ambiguous, "ambiguous item"),
            counted(summary.misplaced, "misplaced frame"),
        ].joined(separator: ", ")
        if !run.baseline.isEmpty {
            let new = run.newFindings.filter { $0.rule.severity != .unreadable }.count
            line += "; \(counted(summary.baselined, "finding")) accepted by the baseline, \(new) new"
        }
        return line
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
