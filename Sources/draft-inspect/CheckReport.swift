import Inspector
import Printer

/// The report of `check`: text for a person, JSON for a machine (the spec's "analysis
/// report" contract), made from one analysis of a session.
struct CheckReport {
    var input: String
    var format: InputFormat
    var session: LayoutSession
    var analysis: LayoutAnalysis
    /// What UIKit itself reported in a log or trace, shown beside the analysis.
    var recorded: RecordedFindings
    /// Names for the views a report mentions; a clean report mentions none, and naming every
    /// view of a large document is not free.
    let names: NameTable

    init(input: String, loaded: LoadedDocument, session: LayoutSession, analysis: LayoutAnalysis) {
        self.input = input
        self.format = loaded.format
        self.recorded = loaded.recorded
        self.session = session
        self.analysis = analysis
        let mentionsItems = !analysis.conflicts.isEmpty || !analysis.ambiguities.isEmpty || !analysis.misplacements.isEmpty
            || !loaded.recorded.isEmpty
        self.names = NameTable(document: mentionsItems ? session.document : LayoutDocument(rootID: session.document.rootID, views: []))
    }

    private var document: LayoutDocument { session.document }

    // MARK: - Pieces

    /// The constraint an equation comes from, when one `NSLayoutConstraint` says it.
    private func constraint(ofEquation index: Int) -> Constraint? {
        switch session.system.equations[index].origin {
        case let .document(constraint): document.constraints[constraint]
        case let .generated(generated): generated.constraint
        }
    }

    /// UIKit's debug form with the report's names: `doneButton.height == 44`.
    func uikitForm(ofEquation index: Int) -> String {
        if let constraint = constraint(ofEquation: index) {
            return DraftsmanPrinter.debugDescription(of: constraint, names: names)
        }
        return equationText(session.system.equations[index])
    }

    /// `box.minX - view.minX - 0.5 * view.width == 3`, for generated constraints no single
    /// `NSLayoutConstraint` expresses.
    private func equationText(_ equation: LayoutEquation) -> String {
        var text = ""
        for (position, term) in equation.terms.enumerated() {
            let item = session.system.items[LayoutSystem.item(ofVariable: term.variable)].id
            let name = "\(names.name(of: item) ?? item.rawValue).\(LayoutSystem.component(ofVariable: term.variable).name)"
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? name : "\(formatNumber(magnitude)) * \(name)"
            if position == 0 {
                text += term.coefficient < 0 ? "-\(factor)" : factor
            } else {
                text += term.coefficient < 0 ? " - \(factor)" : " + \(factor)"
            }
        }
        text += " \(equation.relation.symbol) \(formatNumber(-equation.constant))"
        if !equation.priority.isRequired { text += " @\(formatNumber(equation.priority.rawValue))" }
        return text
    }

    /// The Draftsman code that creates an equation's constraint, or what made it when UIKit
    /// (or the tool, standing in for UIKit) did.
    func code(ofEquation index: Int) -> String {
        switch session.system.equations[index].origin {
        case let .document(position):
            let constraint = document.constraints[position]
            if let kind = constraint.systemKind { return "made by UIKit: \(kind.summary)" }
            return DraftsmanPrinter.code(for: constraint, in: document, names: names)
        case let .generated(generated):
            var source = generated.source.summary
            if generated.source == .autoresizingMask, let mask = document.view(generated.item)?.autoresizingMask {
                source += " \(mask.notation)"
            }
            return "made by UIKit: \(source) (derived by draft-inspect)"
        }
    }

    func reference(ofEquation index: Int) -> String { session.reference(ofEquation: index) }

    private func name(_ id: ItemID) -> String { names.name(of: id) ?? id.rawValue }

    func conflictMessage(_ conflict: Conflict) -> String {
        let forms = conflict.equations.map(uikitForm(ofEquation:))
        let list = forms.count <= 1 ? forms.joined()
            : forms.dropLast().joined(separator: ", ") + " and " + (forms.last ?? "")
        let verb = forms.count == 1 ? "cannot hold" : "cannot all hold"
        return "\(list) \(verb); breaking \(uikitForm(ofEquation: conflict.broken)) (\(breakingReason(conflict)))"
    }

    /// Why the rule picked the broken member, in a few words.
    private func breakingReason(_ conflict: Conflict) -> String {
        if case let .document(position) = session.system.equations[conflict.broken].origin,
            document.constraints[position].systemKind == nil
        {
            return "the last one the app made"
        }
        return "the last one; UIKit made them all"
    }

    func ambiguityMessage(_ ambiguity: Ambiguity) -> String {
        ambiguity.message(name: name(ambiguity.item)) { session.isConstrained(ambiguity.item, $0) }
    }

    // MARK: - Text

    func text(color: Bool) -> String {
        let style = TextStyle(enabled: color)
        var lines: [String] = []
        let counts = [
            count(analysis.conflicts.count, "conflict"), count(analysis.ambiguities.count, "ambiguous item"),
            count(analysis.misplacements.count, "misplaced frame"),
        ]
        let verdict = analysis.isClean ? style.green("ok") : style.red("problems")
        lines.append("\(input): \(verdict): \(counts.joined(separator: ", ")) (\(count(document.views.count, "view")), \(count(document.constraints.count, "constraint")))")
        for (number, conflict) in analysis.conflicts.enumerated() {
            lines.append("")
            lines.append(style.bold(style.red("conflict \(number + 1)")) + ": these constraints cannot all hold together")
            for (position, equation) in conflict.equations.enumerated() {
                let marker = equation == conflict.broken ? style.red(" (broken)") : ""
                lines.append("  \(position + 1). \(uikitForm(ofEquation: equation))  \(style.dim("[\(reference(ofEquation: equation))]"))\(marker)")
                lines.append("     \(style.dim(code(ofEquation: equation)))")
            }
            lines.append("  breaking \(uikitForm(ofEquation: conflict.broken)): \(breakingReason(conflict)); it is kept as close as possible, just below required, as UIKit does")
        }
        if !analysis.ambiguities.isEmpty {
            lines.append("")
            lines.append(style.bold(style.yellow("ambiguous")) + ": the constraints do not pin these down")
            for ambiguity in analysis.ambiguities {
                let components = ambiguity.components.map(\.name).joined(separator: ", ")
                lines.append("  \(name(ambiguity.item)) \(style.dim("[\(ambiguity.item)]")) free: \(components)")
                lines.append("     \(ambiguityMessage(ambiguity))")
            }
        }
        if !analysis.misplacements.isEmpty {
            lines.append("")
            lines.append(style.bold("misplaced") + ": recorded frames that differ from the solved ones by more than 0.5 pt")
            for misplaced in analysis.misplacements {
                lines.append("  \(name(misplaced.item)) \(style.dim("[\(misplaced.item)]")) recorded \(rectText(misplaced.recorded)), solved \(rectText(misplaced.solved))")
            }
        }
        if !recorded.isEmpty {
            lines.append("")
            lines.append(style.bold("recorded by UIKit") + " in the input")
            for conflict in recorded.conflicts {
                let verdict = matches(conflict) ? "draft-inspect finds the same set" : "draft-inspect finds no conflict of exactly these"
                let broke = conflict.broken.map { ", broke \($0)" } ?? ""
                lines.append("  line \(conflict.line): conflict of \(count(conflict.constraints.count, "constraint"))\(broke); \(verdict)")
            }
            for ambiguity in recorded.ambiguities {
                let attributes = ambiguity.attributes.isEmpty ? "" : " (\(ambiguity.attributes.joined(separator: ", ")))"
                let found = analysis.ambiguities.contains { $0.item == ambiguity.item } ? "draft-inspect agrees" : "draft-inspect does not report it"
                lines.append("  line \(ambiguity.line): AMBIGUOUS LAYOUT for \(name(ambiguity.item))\(attributes); \(found)")
            }
            if !recorded.hostsMissingConstraints.isEmpty {
                lines.append("  MISSING HOST CONSTRAINTS: \(recorded.hostsMissingConstraints.map(name).joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether the analysis found exactly the constraints a logged conflict lists (UIKit
    /// does not list the non-negative sizes its engine keeps).
    private func matches(_ conflict: RecordedConflict) -> Bool {
        let logged = Set(conflict.constraints)
        return analysis.conflicts.contains { found in
            let listed = found.equations.filter { equation in
                if case let .generated(generated) = session.system.equations[equation].origin {
                    return generated.source != .nonNegativeSize
                }
                return true
            }
            return Set(listed.map(reference(ofEquation:))) == logged
        }
    }

    private func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    private func rectText(_ rect: Rect) -> String {
        "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }

    // MARK: - JSON

    func json() -> String {
        let summary: JSONValue = .object([
            ("views", .number(Double(document.views.count))),
            ("constraints", .number(Double(document.constraints.count))),
            ("conflicts", .number(Double(analysis.conflicts.count))),
            ("ambiguous", .number(Double(analysis.ambiguities.count))),
            ("misplaced", .number(Double(analysis.misplacements.count))),
        ])
        let conflicts: [JSONValue] = analysis.conflicts.map { conflict in
            .object([
                ("constraints", .array(conflict.equations.map { .string(reference(ofEquation: $0)) })),
                ("broken", .string(reference(ofEquation: conflict.broken))),
                ("message", .string(conflictMessage(conflict))),
            ])
        }
        let ambiguous: [JSONValue] = analysis.ambiguities.map { ambiguity in
            .object([
                ("item", .string(ambiguity.item.rawValue)),
                ("name", .string(name(ambiguity.item))),
                ("attributes", .array(ambiguity.components.map { .string($0.name) })),
                ("message", .string(ambiguityMessage(ambiguity))),
                ("followers", .array(ambiguity.followers.map { .string($0.rawValue) })),
            ])
        }
        let misplaced: [JSONValue] = analysis.misplacements.map { misplaced in
            .object([
                ("item", .string(misplaced.item.rawValue)),
                ("name", .string(name(misplaced.item))),
                ("recorded", rectJSON(misplaced.recorded)),
                ("solved", rectJSON(misplaced.solved)),
            ])
        }
        var members: [(key: String, value: JSONValue)] = [
            ("input", .string(input)),
            ("format", .string(format.reportName)),
            ("summary", summary),
            ("conflicts", .array(conflicts)),
            ("ambiguous", .array(ambiguous)),
            ("misplaced", .array(misplaced)),
        ]
        if !recorded.isEmpty { members.append(("recorded", recordedJSON())) }
        let report: JSONValue = .object(members)
        return report.serialized(indent: 2) + "\n"
    }

    /// What the input's own UIKit output reported (logs and traces only).
    private func recordedJSON() -> JSONValue {
        .object([
            ("conflicts", .array(recorded.conflicts.map { conflict in
                .object([
                    ("line", .number(Double(conflict.line))),
                    ("constraints", .array(conflict.constraints.map { .string($0) })),
                    ("broken", conflict.broken.map { .string($0) } ?? .null),
                    ("found", .bool(matches(conflict))),
                ])
            })),
            ("ambiguous", .array(recorded.ambiguities.map { ambiguity in
                .object([
                    ("line", .number(Double(ambiguity.line))),
                    ("item", .string(ambiguity.item.rawValue)),
                    ("attributes", .array(ambiguity.attributes.map { .string($0) })),
                ])
            })),
            ("missingHostConstraints", .array(recorded.hostsMissingConstraints.map { .string($0.rawValue) })),
        ])
    }

    private func rectJSON(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}

/// ANSI styling for a terminal; plain text when disabled.
struct TextStyle {
    var enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
}
