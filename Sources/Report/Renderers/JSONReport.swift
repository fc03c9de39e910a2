import LayoutModel
import Readers

/// A check report as JSON: the analysis report of the dump format spec
/// (`docs/dump-format.md`), with the fields of conflict lists and UIKit's record added where
/// the input has them.
public enum JSONReport {
    public static func render(_ report: CheckReport) -> String {
        value(of: report).serialized(indent: 2) + "\n"
    }

    public static func value(of report: CheckReport) -> JSONValue {
        var summary: [(key: String, value: JSONValue)] = [
            ("views", count(report.viewCount)),
            ("constraints", count(report.constraintCount)),
            ("conflicts", count(report.conflicts.count)),
            ("ambiguous", count(report.ambiguities.count)),
            ("misplaced", count(report.misplacements.count)),
        ]
        if report.scope == .reproducedLists {
            summary.append(("recordedConflicts", count(report.recordedListCount)))
            summary.append(("reproduced", count(report.reproducedListCount)))
        }
        var fields: [(key: String, value: JSONValue)] = [
            ("input", .string(report.input)),
            ("format", .string(report.format.reportName)),
            ("summary", .object(summary)),
            ("conflicts", .array(report.conflicts.map(conflict))),
            ("ambiguous", .array(report.ambiguities.map(ambiguity))),
            ("misplaced", .array(report.misplacements.map(misplacement))),
        ]
        switch report.scope {
        case .solvedLayout: break
        case .reproducedLists: fields.append(("lists", .array(report.lists.map(list))))
        case .recordedByUIKit: fields.append(("missingHostConstraints", .array(report.hostsMissingConstraints.map(host))))
        }
        let notes = [report.limitation, report.breakingRule].compactMap { $0 }
        if !notes.isEmpty { fields.append(("notes", .array(notes.map(JSONValue.string)))) }
        if let layout = report.layout {
            fields.insert(("layout", .object([
                ("id", .string(layout.id)), ("name", .string(layout.name)), ("kind", .string(layout.kind)),
            ])), at: 2)
        }
        return .object(fields)
    }

    /// Where the input states an item, when it says.
    private static func placed(_ fields: consuming [(key: String, value: JSONValue)], _ position: SourcePosition?) -> JSONValue {
        guard let position else { return .object(fields) }
        fields.append(("line", count(position.line)))
        fields.append(("column", count(position.column)))
        return .object(fields)
    }

    private static func conflict(_ conflict: ConflictFinding) -> JSONValue {
        let diagnoses = JSONValue.array(conflict.diagnoses.map {
            .object([("cause", .string($0.cause)), ("message", .string($0.message))])
        })
        guard let reproduction = conflict.reproduction else {
            var fields: [(key: String, value: JSONValue)] = [
                ("constraints", .array(conflict.members.map { .string($0.reference) })),
                ("derived", .array(conflict.members.filter(\.isDerived).map { .string($0.reference) })),
                ("broken", .string(conflict.broken.reference)),
                ("message", .string(conflict.message)),
                ("diagnoses", diagnoses),
            ]
            if conflict.members.contains(where: { $0.position != nil }) {
                fields.append(("positions", .array(conflict.members.map { member in
                    member.position.map { .object([("line", count($0.line)), ("column", count($0.column))]) } ?? .null
                })))
            }
            return .object(fields)
        }
        // A mask, not a search of the implicit members per member: a log's long cycle has a
        // hundred thousand of each.
        var isImplicit = [Bool](repeating: false, count: conflict.members.count)
        for member in reproduction.implicitMembers { isImplicit[member] = true }
        let listed = conflict.members.indices.filter { !isImplicit[$0] }
        return .object([
            ("constraints", .array(listed.map { .string(conflict.members[$0].reference) })),
            ("broken", .string(conflict.broken.reference)),
            ("message", .string(conflict.message)),
            ("uikitBroke", reproduction.uikitBroke.map(JSONValue.string) ?? .null),
            ("recordedLine", reproduction.recordedLine.map(count) ?? .null),
            ("implicit", .array(reproduction.implicitMembers.map { .string(conflict.members[$0].reference) })),
            ("diagnoses", diagnoses),
            ("assumptions", .array(reproduction.assumptions.map(JSONValue.string))),
            ("follows", reproduction.follows.map(count) ?? .null),
        ])
    }

    private static func ambiguity(_ ambiguity: AmbiguityFinding) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("item", .string(ambiguity.item.rawValue)),
            ("name", .string(ambiguity.name)),
            ("attributes", .array(ambiguity.attributes.map(JSONValue.string))),
            ("message", .string(ambiguity.message)),
            ("followers", .array(ambiguity.followers.map { .string($0.rawValue) })),
            ("tied", .array(ambiguity.tied.map { .string($0.rawValue) })),
        ]
        if let recorded = ambiguity.recorded {
            fields.append(("recordedLine", count(recorded.line)))
            fields.append(("variableIDs", .array(recorded.variableIDs.map(count))))
            return .object(fields)
        }
        return placed(fields, ambiguity.position)
    }

    private static func misplacement(_ misplaced: MisplacementFinding) -> JSONValue {
        placed([
            ("item", .string(misplaced.item.rawValue)),
            ("name", .string(misplaced.name)),
            ("recorded", rect(misplaced.recorded)),
            ("solved", rect(misplaced.solved, rounding: solvedValue)),
        ] + (misplaced.flaggedByInterfaceBuilder ? [("flaggedByInterfaceBuilder", .bool(true))] : []), misplaced.position)
    }

    private static func list(_ list: CheckedList) -> JSONValue {
        .object([
            ("line", list.recordedLine.map(count) ?? .null),
            ("uikitMessage", .bool(list.recordedLine != nil)),
            ("constraints", .array(list.constraints.map(JSONValue.string))),
            ("uikitBroke", list.uikitBroke.map { .string($0.reference) } ?? .null),
            ("predictedBreak", list.predictedBreak.map(JSONValue.string) ?? .null),
            ("reproduced", .bool(!list.conflicts.isEmpty)),
            ("reason", list.unreproducedReason.map(JSONValue.string) ?? .null),
        ])
    }

    private static func host(_ host: MissingHostFinding) -> JSONValue {
        .object([("item", .string(host.item.rawValue)), ("name", .string(host.name)), ("message", .string(host.message))])
    }

    private static func rect(_ rect: Rect, rounding value: (Double) -> Double = { $0 }) -> JSONValue {
        .object([("x", .number(value(rect.x))), ("y", .number(value(rect.y))), ("width", .number(value(rect.width))), ("height", .number(value(rect.height)))])
    }

    private static func count(_ value: Int) -> JSONValue { .number(Double(value)) }
}

extension JSONReport {
    /// A run over several inputs: `{"inputs": [report, …], "summary": …}`. An input that
    /// could not be read is `{"input", "format", "errors"}`; one with several layouts is
    /// `{"input", "format", "summary", "layouts": [report, …]}`.
    public static func render(_ run: CheckRun) -> String {
        let summary = RunSummary(run)
        var totals: [(key: String, value: JSONValue)] = [
            ("inputs", count(summary.inputs)), ("checked", count(summary.checked)),
            ("unreadable", count(summary.unreadable)), ("skipped", count(summary.skipped)),
            ("views", count(summary.views)), ("constraints", count(summary.constraints)),
            ("conflicts", count(summary.conflicts)), ("ambiguous", count(summary.ambiguous)),
            ("misplaced", count(summary.misplaced)),
        ]
        if !run.baseline.isEmpty {
            totals.append(("baselined", count(summary.baselined)))
            totals.append(("new", count(run.newFindings.count)))
        }
        let value: JSONValue = .object([("inputs", .array(run.inputs.map(value))), ("summary", .object(totals))])
        return value.serialized(indent: 2) + "\n"
    }

    /// One input: its report, its layouts' reports, or why it could not be read.
    public static func value(of input: InputCheck) -> JSONValue {
        let format: JSONValue = input.format.map { .string($0.reportName) } ?? .null
        if let failure = input.failure {
            let errors: [JSONValue] = switch failure {
            case let .cannotOpen(reason): [.object([("message", .string(reason))])]
            case let .unreadable(diagnostics): diagnostics.map(error)
            }
            return .object([("input", .string(input.input)), ("format", format), ("errors", .array(errors))])
        }
        if input.reports.count == 1, let report = input.reports.first { return value(of: report) }
        let reports = input.reports
        return .object([
            ("input", .string(input.input)),
            ("format", format),
            ("summary", .object([
                ("layouts", count(reports.count)),
                ("views", count(reports.reduce(0) { $0 + $1.viewCount })),
                ("constraints", count(reports.reduce(0) { $0 + $1.constraintCount })),
                ("conflicts", count(reports.reduce(0) { $0 + $1.conflicts.count })),
                ("ambiguous", count(reports.reduce(0) { $0 + $1.ambiguities.count })),
                ("misplaced", count(reports.reduce(0) { $0 + $1.misplacements.count })),
            ])),
            ("layouts", .array(reports.map(value))),
        ])
    }

    /// A reading problem: its message and where (line and column, or JSON path).
    public static func error(_ diagnostic: Diagnostic) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("message", .string(diagnostic.message))]
        switch diagnostic.location {
        case let .line(line, column): fields += [("line", count(line)), ("column", count(column))]
        case let .path(path):
            fields.append(("path", .string(path)))
            if let position = diagnostic.pathPosition { fields += [("line", count(position.line)), ("column", count(position.column))] }
        case .file: break
        }
        if let id = diagnostic.itemID { fields.append(("id", .string(id))) }
        return .object(fields)
    }
}
