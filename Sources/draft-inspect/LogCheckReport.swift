import Inspector

/// The report of `check` for a UIKit conflict log: each message's conflict reproduced from
/// the constraints it lists, the constraint UIKit broke beside the one draft-inspect would
/// break, and the classic causes. Same JSON shape as for a dump, with added fields.
struct LogCheckReport {
    var input: String
    var document: LayoutDocument
    var reproductions: [Reproduction]
    /// One report per reproduction, for its session's names and constraint forms.
    private var parts: [CheckReport]

    init(input: String, document: LayoutDocument, reproductions: [Reproduction]) {
        self.input = input
        self.document = document
        self.reproductions = reproductions
        self.parts = reproductions.map { reproduction in
            CheckReport(
                input: input, format: .uikitLog, session: reproduction.session,
                analysis: reproduction.session.analyze())
        }
    }

    /// Why the report says nothing about ambiguity or frames.
    static let scopeNote = "ambiguity and misplaced frames are not checked for a log: it lists only the constraints of the "
        + "conflict, so the rest of the layout, and what pins it down, is unknown"

    /// How draft-inspect picks the constraint to break (``Conflict/breakingRule``).
    static let breakingRuleNote = "draft-inspect gives up a constraint the app made before one UIKit made (UISV-*, "
        + "encapsulated sizes, autoresizing masks, …), and of those the one that comes last in the log; UIKit does not document its choice"

    var conflictCount: Int { reproductions.reduce(0) { $0 + $1.conflicts.count } }

    /// No conflict reproduced and none recorded (a `po view.constraints` paste that holds).
    var isClean: Bool { conflictCount == 0 && reproductions.allSatisfy { $0.recorded == nil } }

    private var recordedCount: Int { reproductions.filter { $0.recorded != nil }.count }

    private func constraintReference(_ index: Int?) -> String? {
        index.map { document.reference(ofConstraintAt: $0) }
    }

    // MARK: - Text

    func text(color: Bool) -> String {
        let style = TextStyle(enabled: color)
        var lines: [String] = []
        let verdict = isClean ? style.green("ok") : style.red("problems")
        let count = CheckReport.count
        let source = recordedCount == 0 ? "from the listed constraints" : "from \(count(recordedCount, "UIKit message"))"
        lines.append("\(input): \(verdict): \(count(conflictCount, "conflict")) reproduced \(source) (\(count(document.views.count, "view")), \(count(document.constraints.count, "constraint")))")
        var number = 0
        for (reproduction, part) in zip(reproductions, parts) {
            lines.append("")
            let heading = reproduction.recorded.map { "UIKit's message at line \($0.line)" } ?? "the pasted list"
            lines.append(style.bold(heading) + ": \(count(reproduction.listed.count, "constraint")) listed")
            if let reason = reproduction.unreproducedReason {
                lines.append("  \(reproduction.recorded == nil ? "no conflict" : "not reproduced"): \(reason)")
                if let broke = reproduction.uikitBroke {
                    lines.append("  UIKit broke: \(uikitForm(broke, part)) [\(document.reference(ofConstraintAt: broke))]")
                }
                continue
            }
            for conflict in reproduction.conflicts {
                number += 1
                lines.append("")
                lines += part.conflictLines(conflict, number: number, style: style).map { "  " + $0 }
                lines.append("    " + breakingComparison(reproduction, conflict, part))
                lines.append("       \(style.dim(Self.breakingRuleNote))")
                lines += part.diagnoses(conflict).map { "    \(style.bold("diagnosis")): \($0.message)" }
                lines += reproduction.assumptions(of: conflict, name: part.name).map { "    assumed: \($0)" }
            }
        }
        lines.append("")
        lines.append(style.dim("note: \(Self.scopeNote)."))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `UIKit broke: …; draft-inspect would break: …`.
    private func breakingComparison(_ reproduction: Reproduction, _ conflict: Conflict, _ part: CheckReport) -> String {
        let ours = "\(part.uikitForm(ofEquation: conflict.broken)) [\(part.reference(ofEquation: conflict.broken))]"
        guard let broke = reproduction.uikitBroke else {
            let why = reproduction.recorded == nil ? "the paste has no UIKit message" : "the paste lost that line"
            return "UIKit broke: not known (\(why)); draft-inspect would break: \(ours)"
        }
        let theirs = "\(uikitForm(broke, part)) [\(document.reference(ofConstraintAt: broke))]"
        let same = reproduction.session.equation(forConstraintAt: broke) == conflict.broken
        if same { return "UIKit broke: \(theirs); draft-inspect would break the same one" }
        let isMember = reproduction.session.equation(forConstraintAt: broke).map(conflict.equations.contains) ?? false
        return "UIKit broke: \(theirs)\(isMember ? "" : " (not in this minimal set)"); draft-inspect would break: \(ours)"
    }

    private func uikitForm(_ constraint: Int, _ part: CheckReport) -> String {
        if let equation = part.session.equation(forConstraintAt: constraint) { return part.uikitForm(ofEquation: equation) }
        return document.reference(ofConstraintAt: constraint)
    }

    // MARK: - JSON

    func json() -> String {
        var conflicts: [JSONValue] = []
        var lists: [JSONValue] = []
        for (reproduction, part) in zip(reproductions, parts) {
            for conflict in reproduction.conflicts {
                let implicit = conflict.equations.filter { !reproduction.listedMembers(of: conflict).contains($0) }
                conflicts.append(.object([
                    ("constraints", .array(reproduction.listedMembers(of: conflict).map { .string(part.reference(ofEquation: $0)) })),
                    ("broken", .string(part.reference(ofEquation: conflict.broken))),
                    ("message", .string(part.conflictMessage(conflict))),
                    ("uikitBroke", constraintReference(reproduction.uikitBroke).map(JSONValue.string) ?? .null),
                    ("recordedLine", reproduction.recorded.map { .number(Double($0.line)) } ?? .null),
                    ("implicit", .array(implicit.map { .string(part.reference(ofEquation: $0)) })),
                    ("diagnoses", part.diagnosesJSON(conflict)),
                    ("assumptions", .array(reproduction.assumptions(of: conflict, name: part.name).map(JSONValue.string))),
                ]))
            }
            lists.append(.object([
                ("line", reproduction.recorded.map { .number(Double($0.line)) } ?? .null),
                ("uikitMessage", .bool(reproduction.recorded != nil)),
                ("constraints", .array(reproduction.listed.map { .string(document.reference(ofConstraintAt: $0)) })),
                ("uikitBroke", constraintReference(reproduction.uikitBroke).map(JSONValue.string) ?? .null),
                ("reproduced", .bool(reproduction.isReproduced)),
                ("reason", reproduction.unreproducedReason.map(JSONValue.string) ?? .null),
            ]))
        }
        let summary: JSONValue = .object([
            ("views", .number(Double(document.views.count))),
            ("constraints", .number(Double(document.constraints.count))),
            ("conflicts", .number(Double(conflictCount))),
            ("ambiguous", .number(0)),
            ("misplaced", .number(0)),
            ("recordedConflicts", .number(Double(recordedCount))),
            ("reproduced", .number(Double(reproductions.filter { $0.recorded != nil && $0.isReproduced }.count))),
        ])
        let report: JSONValue = .object([
            ("input", .string(input)),
            ("format", .string(InputFormat.uikitLog.reportName)),
            ("summary", summary),
            ("conflicts", .array(conflicts)),
            ("ambiguous", .array([])),
            ("misplaced", .array([])),
            ("lists", .array(lists)),
            ("notes", .array([.string(Self.scopeNote), .string(Self.breakingRuleNote)])),
        ])
        return report.serialized(indent: 2) + "\n"
    }
}
