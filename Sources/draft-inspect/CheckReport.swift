import Inspector
import Printer

/// The report of `check`: text for a person, JSON for a machine (the spec's "analysis
/// report" contract), made from one analysis of a session.
struct CheckReport {
    var input: String
    var format: InputFormat
    var session: LayoutSession
    var analysis: LayoutAnalysis
    var names: NameTable

    /// `names` defaults to the printer's names without tags (the REPL passes its tagged ones).
    init(input: String, format: InputFormat, session: LayoutSession, analysis: LayoutAnalysis, names: NameTable? = nil) {
        self.input = input
        self.format = format
        self.session = session
        self.analysis = analysis
        // A clean report names no view, and naming every view of a large document is not free.
        let mentionsItems = !analysis.conflicts.isEmpty || !analysis.ambiguities.isEmpty || !analysis.misplacements.isEmpty
        self.names = names
            ?? NameTable(document: mentionsItems ? session.document : LayoutDocument(rootID: session.document.rootID, views: []))
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

    func name(_ id: ItemID) -> String { names.name(of: id) ?? id.rawValue }

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
            Self.count(analysis.conflicts.count, "conflict"), Self.count(analysis.ambiguities.count, "ambiguous item"),
            Self.count(analysis.misplacements.count, "misplaced frame"),
        ]
        let verdict = analysis.isClean ? style.green("ok") : style.red("problems")
        lines.append("\(input): \(verdict): \(counts.joined(separator: ", ")) (\(Self.count(document.views.count, "view")), \(Self.count(document.constraints.count, "constraint")))")
        for (number, conflict) in analysis.conflicts.enumerated() {
            lines.append("")
            lines += conflictSection(conflict, number: number + 1, style: style)
        }
        if !analysis.ambiguities.isEmpty {
            lines.append("")
            lines += ambiguitySection(style: style)
        }
        if !analysis.misplacements.isEmpty {
            lines.append("")
            lines.append(style.bold("misplaced") + ": recorded frames that differ from the solved ones by more than 0.5 pt")
            for misplaced in analysis.misplacements {
                lines.append("  \(name(misplaced.item)) \(style.dim("[\(misplaced.item)]")) recorded \(rectText(misplaced.recorded)), solved \(rectText(misplaced.solved))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A conflict as the text report shows it: its members, the one broken and why, and the
    /// diagnoses.
    func conflictSection(_ conflict: Conflict, number: Int, style: TextStyle) -> [String] {
        conflictLines(conflict, number: number, style: style)
            + ["  breaking \(uikitForm(ofEquation: conflict.broken)): \(breakingReason(conflict)); it is kept as close as possible, just below required, as UIKit does"]
            + diagnoses(conflict).map { "  \(style.bold("diagnosis")): \($0.message)" }
    }

    /// The ambiguous items as the text report shows them.
    func ambiguitySection(style: TextStyle) -> [String] {
        var lines = [style.bold(style.yellow("ambiguous")) + ": the constraints do not pin these down"]
        for ambiguity in analysis.ambiguities {
            let components = ambiguity.components.map(\.name).joined(separator: ", ")
            lines.append("  \(name(ambiguity.item)) \(style.dim("[\(ambiguity.item)]")) free: \(components)")
            lines.append("     \(ambiguityMessage(ambiguity))")
        }
        return lines
    }

    /// The heading and the numbered members of a conflict, the broken one marked.
    func conflictLines(_ conflict: Conflict, number: Int, style: TextStyle) -> [String] {
        // A conflict too large to search (see LayoutSession.conflictSearchBudget) says so.
        let heading = conflict.isMinimal
            ? "these constraints cannot all hold together"
            : "these \(conflict.equations.count) constraints cannot all hold together (too many to reduce to a minimal set; some may not be needed for the conflict)"
        var lines = [style.bold(style.red("conflict \(number)")) + ": " + heading]
        for (position, equation) in conflict.equations.enumerated() {
            let marker = equation == conflict.broken ? style.red(" (broken)") : ""
            lines.append("  \(position + 1). \(uikitForm(ofEquation: equation))  \(style.dim("[\(reference(ofEquation: equation))]"))\(marker)")
            lines.append("     \(style.dim(code(ofEquation: equation)))")
        }
        return lines
    }

    /// The classic causes of a conflict with their fixes, in the report's names.
    func diagnoses(_ conflict: Conflict) -> [(cause: Diagnosis.Cause, message: String)] {
        session.diagnoses(of: conflict).map { diagnosis in
            let message = diagnosis.message(name: name, describe: uikitForm(ofEquation:)) { document.view($0)?.className }
            return (diagnosis.cause, message)
        }
    }

    func diagnosesJSON(_ conflict: Conflict) -> JSONValue {
        .array(diagnoses(conflict).map { .object([("cause", .string($0.cause.rawValue)), ("message", .string($0.message))]) })
    }

    static func count(_ value: Int, _ noun: String) -> String {
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
                ("diagnoses", diagnosesJSON(conflict)),
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
        let report: JSONValue = .object([
            ("input", .string(input)),
            ("format", .string(format.reportName)),
            ("summary", summary),
            ("conflicts", .array(conflicts)),
            ("ambiguous", .array(ambiguous)),
            ("misplaced", .array(misplaced)),
        ])
        return report.serialized(indent: 2) + "\n"
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
