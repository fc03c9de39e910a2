import Inspector
import Report

/// `conflicts`, `ambiguous`, `frame` and `why`: what the live solver makes of the edited
/// document, in the same words as `check`.
enum AnalysisCommands {
    static let all: [Command] = [conflicts, ambiguous, frame, why]

    static let conflicts = Command(
        name: "conflicts",
        summary: "List the sets of constraints that cannot all hold, as check does.",
        details: "Each conflict is a minimal set: deactivating any one member resolves it. The broken member is the one the layout gives up."
    ) { workspace, _ throws(CommandError) in
        let session = try workspace.requireSession()
        guard !session.conflicts.isEmpty else { return "No conflicts." }
        let wording = sessionWording(workspace, session)
        return session.conflicts.enumerated()
            .map { TextReport.conflictSection(wording.conflict($1), number: $0 + 1, style: TextStyle(enabled: false)).joined(separator: "\n") }
            .joined(separator: "\n\n")
    }

    static let ambiguous = Command(
        name: "ambiguous",
        summary: "List the views whose frames the constraints do not pin down, as check does."
    ) { workspace, _ throws(CommandError) in
        let session = try workspace.requireSession()
        guard !session.document.isPartial else {
            throw CommandError("a \(workspace.format.displayName) shows only part of a layout; ambiguity needs a dump")
        }
        let analysis = session.analyze()
        guard !analysis.ambiguities.isEmpty else { return "No ambiguous views." }
        let ambiguities = analysis.ambiguities.map(sessionWording(workspace, session).ambiguity)
        return TextReport.ambiguitySection(ambiguities, style: TextStyle(enabled: false)).joined(separator: "\n")
    }

    static let frame = Command(
        name: "frame", parameters: [.view()],
        summary: "Show the frame the solver gives a view, beside the recorded one.",
        details: "Frames are in the root view's coordinates, as the solver works; the recorded frame is in the superview's, as the dump has it."
    ) { workspace, arguments throws(CommandError) in
        let session = try workspace.requireSession()
        let id = try workspace.resolveItem(arguments[0] ?? "")
        guard let index = session.system.index(of: id) else {
            throw CommandError("\(workspace.name(of: id)) is not in the layout")
        }
        var lines = ["\(workspace.name(of: id)) (\(id))", "  solved:   \(DocumentCommands.text(session.solvedFrame(ofItem: index)))"]
        if let frame = session.document.view(id)?.frame {
            lines.append("  recorded: \(DocumentCommands.text(frame)) in its superview")
        }
        return lines.joined(separator: "\n")
    }

    static let why = Command(
        name: "why", parameters: [.view(), Parameter(kind: .attribute, label: "ATTRIBUTE", isOptional: true)],
        summary: "Show the constraints that decide a view's attribute (or its whole frame).",
        details: """
            Lists a minimal set of the active constraints that hold exactly at the solution and \
            together allow no other value, nearest first, or says the value is not pinned down. \
            A long chain is cut off after \(LayoutSession.explanationLimit) constraints. \
            ATTRIBUTE is top, leading, width, centerY… (all of the frame when left out).
            """
    ) { workspace, arguments throws(CommandError) in
        let session = try workspace.requireSession()
        let id = try workspace.resolveItem(arguments[0] ?? "")
        var attribute = Attribute.notAnAttribute
        if let name = arguments[1] {
            guard let named = EquationNotation.attribute(named: name) else {
                throw CommandError("unknown attribute \"\(name)\"")
            }
            attribute = named
        }
        let explanation = session.explain(id, attribute)
        let subject = attribute == .notAnAttribute ? workspace.name(of: id) : "\(workspace.name(of: id)).\(attribute.name)"
        guard explanation.isDetermined else {
            return "\(subject) is not pinned down: the constraints that hold at the solution allow other values."
        }
        guard !explanation.steps.isEmpty else { return "No active constraint decides \(subject)." }
        let wording = sessionWording(workspace, session)
        var lines = explanation.steps.map { step in
            "  \(wording.uikitForm(ofEquation: step.equation))  [\(wording.reference(ofEquation: step.equation))]"
        }
        if explanation.omitted > 0 {
            lines.append("  and \(explanation.omitted) more constraints up the chain")
        }
        return (["\(subject) is decided by:"] + lines).joined(separator: "\n")
    }

    private static func sessionWording(_ workspace: Workspace, _ session: LayoutSession) -> SessionWording {
        SessionWording(session: session, names: workspace.nameTable)
    }
}
