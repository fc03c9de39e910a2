import Inspector

/// A check report as JSON: the analysis report of the dump format spec
/// (`docs/dump-format.md`), with the fields of conflict lists and UIKit's record added where
/// the input has them.
public enum JSONReport {
    public static func render(_ report: CheckReport) -> String {
        value(of: report).serialized(indent: 2) + "\n"
    }

    public static func value(of report: CheckReport) -> JSONValue {
        var summary: [(String, JSONValue)] = [
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
        var fields: [(String, JSONValue)] = [
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

    /// The reports of a file with several layouts (an Interface Builder storyboard):
    /// `{"input", "format", "summary" (totals), "layouts": [report, …]}`, each report naming
    /// its layout.
    public static func render(layouts reports: [CheckReport], input: String, format: InputFormat) -> String {
        func total(_ value: (CheckReport) -> Int) -> JSONValue { count(reports.reduce(0) { $0 + value($1) }) }
        let summary: [(String, JSONValue)] = [
            ("layouts", count(reports.count)),
            ("views", total(\.viewCount)),
            ("constraints", total(\.constraintCount)),
            ("conflicts", total { $0.conflicts.count }),
            ("ambiguous", total { $0.ambiguities.count }),
            ("misplaced", total { $0.misplacements.count }),
        ]
        let envelope = JSONValue.object([
            ("input", .string(input)),
            ("format", .string(format.reportName)),
            ("summary", .object(summary)),
            ("layouts", .array(reports.map(value))),
        ])
        return envelope.serialized(indent: 2) + "\n"
    }

    /// Where the input states an item, when it says.
    private static func placed(_ fields: [(String, JSONValue)], _ position: SourcePosition?) -> JSONValue {
        guard let position else { return .object(fields) }
        return .object(fields + [("line", count(position.line)), ("column", count(position.column))])
    }

    private static func conflict(_ conflict: ConflictFinding) -> JSONValue {
        let diagnoses = JSONValue.array(conflict.diagnoses.map {
            .object([("cause", .string($0.cause)), ("message", .string($0.message))])
        })
        guard let reproduction = conflict.reproduction else {
            var fields: [(String, JSONValue)] = [
                ("constraints", .array(conflict.members.map { .string($0.reference) })),
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
        let listed = conflict.members.indices.filter { !reproduction.implicitMembers.contains($0) }
        return .object([
            ("constraints", .array(listed.map { .string(conflict.members[$0].reference) })),
            ("broken", .string(conflict.broken.reference)),
            ("message", .string(conflict.message)),
            ("uikitBroke", reproduction.uikitBroke.map(JSONValue.string) ?? .null),
            ("recordedLine", reproduction.recordedLine.map(count) ?? .null),
            ("implicit", .array(reproduction.implicitMembers.map { .string(conflict.members[$0].reference) })),
            ("diagnoses", diagnoses),
            ("assumptions", .array(reproduction.assumptions.map(JSONValue.string))),
        ])
    }

    private static func ambiguity(_ ambiguity: AmbiguityFinding) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("item", .string(ambiguity.item.rawValue)),
            ("name", .string(ambiguity.name)),
            ("attributes", .array(ambiguity.attributes.map(JSONValue.string))),
            ("message", .string(ambiguity.message)),
            ("followers", .array(ambiguity.followers.map { .string($0.rawValue) })),
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
            ("solved", rect(misplaced.solved)),
        ], misplaced.position)
    }

    private static func list(_ list: CheckedList) -> JSONValue {
        .object([
            ("line", list.recordedLine.map(count) ?? .null),
            ("uikitMessage", .bool(list.recordedLine != nil)),
            ("constraints", .array(list.constraints.map(JSONValue.string))),
            ("uikitBroke", list.uikitBroke.map { .string($0.reference) } ?? .null),
            ("reproduced", .bool(!list.conflicts.isEmpty)),
            ("reason", list.unreproducedReason.map(JSONValue.string) ?? .null),
        ])
    }

    private static func host(_ host: MissingHostFinding) -> JSONValue {
        .object([("item", .string(host.item.rawValue)), ("name", .string(host.name)), ("message", .string(host.message))])
    }

    private static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    private static func count(_ value: Int) -> JSONValue { .number(Double(value)) }
}
