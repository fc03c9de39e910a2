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
        return .object(fields)
    }

    private static func conflict(_ conflict: ConflictFinding) -> JSONValue {
        let diagnoses = JSONValue.array(conflict.diagnoses.map {
            .object([("cause", .string($0.cause)), ("message", .string($0.message))])
        })
        guard let reproduction = conflict.reproduction else {
            return .object([
                ("constraints", .array(conflict.members.map { .string($0.reference) })),
                ("broken", .string(conflict.broken.reference)),
                ("message", .string(conflict.message)),
                ("diagnoses", diagnoses),
            ])
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
        }
        return .object(fields)
    }

    private static func misplacement(_ misplaced: MisplacementFinding) -> JSONValue {
        .object([
            ("item", .string(misplaced.item.rawValue)),
            ("name", .string(misplaced.name)),
            ("recorded", rect(misplaced.recorded)),
            ("solved", rect(misplaced.solved)),
        ])
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
