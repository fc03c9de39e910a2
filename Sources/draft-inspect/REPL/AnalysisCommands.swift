import Inspector
import LayoutModel
import Printer
import Readers
import Report

/// `conflicts`, `ambiguous`, `frame` and `why`: what the live solver makes of the edited
/// document, in the same words as `check`.
enum AnalysisCommands {
    static let all: [Command] = [conflicts, ambiguous, frame, why]

    static let conflicts = Command(
        name: "conflicts",
        summary: "List the sets of constraints that cannot all hold, as check does.",
        details: """
            Each conflict is a minimal set: deactivating any one member resolves it. The broken \
            member is the one the layout gives up. #CONFLICT.MEMBER names a member wherever a \
            constraint is taken: deactivate #1.4 turns off the fourth member of the first \
            conflict (the numbers are those conflicts prints now; they change with the edits).
            """,
        onInterrupt: .discardsAndRebuildsSession
    ) { workspace, _ throws(CommandError) in
        let session = try workspace.requireSession()
        guard !session.conflicts.isEmpty else { return "No conflicts." }
        let wording = sessionWording(workspace, session)
        let findings = session.conflicts.map(wording.conflict)
        let sections = findings.enumerated()
            .map { TextReport.conflictSection($1, number: $0 + 1, style: TextStyle(enabled: false)).joined(separator: "\n") }
        let broken = findings[0].brokenMember + 1
        let hint = "A member is #CONFLICT.MEMBER: deactivate #1.\(broken) turns off the one conflict 1 breaks."
        return (sections + [hint]).joined(separator: "\n\n")
    }

    static let ambiguous = Command(
        name: "ambiguous",
        summary: "List the views whose frames the constraints do not pin down, as check does.",
        onInterrupt: .discardsAndRebuildsSession
    ) { workspace, _ throws(CommandError) in
        let session = try workspace.requireSession()
        guard !session.document.isPartial else {
            let what = session.document.extent == .recordedFindings
                ? "lists views without their constraints" : "lists only the constraints of its conflicts"
            throw CommandError("""
                this \(workspace.format.displayName) \(what), not the whole layout: ambiguity needs every \
                constraint, as a dump taken from the running app or an Interface Builder file has; \
                conflicts works on this one
                """)
        }
        let analysis = session.analyze()
        guard !analysis.ambiguities.isEmpty else { return "No ambiguous views." }
        let ambiguities = analysis.ambiguities.map(sessionWording(workspace, session).ambiguity)
        return TextReport.ambiguitySection(ambiguities, style: TextStyle(enabled: false)).joined(separator: "\n")
    }

    static let frame = Command(
        name: "frame", parameters: [.view()],
        options: [
            CommandOption(name: "--in", valueLabel: "COORDINATES", values: ["superview", "root"]),
            CommandOption(name: "--format", valueLabel: "FORMAT", values: ["text", "json"]),
        ],
        summary: "Show the frame the solver gives a view, beside the recorded one.",
        details: """
            Both frames are in the same coordinates: the superview's (a guide's owner's), as \
            the dump records them, or the root view's with --in root. Numbers are rounded to \
            1/100 pt for reading; --format json gives them in full.
            """,
        onInterrupt: .discardsAndRebuildsSession
    ) { workspace, arguments throws(CommandError) in
        let session = try workspace.requireSession()
        let id = try workspace.resolveItem(arguments[0] ?? "")
        guard let index = session.system.index(of: id) else {
            throw CommandError("\(workspace.name(of: id)) is not in the layout; tree lists the views that are")
        }
        let inRoot: Bool
        switch arguments.options["--in"] {
        case nil, "superview": inRoot = false
        case "root": inRoot = true
        case let other?: throw CommandError("--in takes superview or root, not \"\(other)\"")
        }
        let document = session.document
        let parent = document.superview(of: id) ?? document.guide(id)?.owner
        // The solver places alignment rects; frames reach beyond them by the views' insets.
        func solvedFrame(_ id: ItemID, _ index: Int) -> Rect {
            session.solvedFrame(ofItem: index).outset(by: document.view(id)?.alignmentRectInsets ?? .zero)
        }
        var solved = solvedFrame(id, index)
        if !inRoot, let parent, let parentIndex = session.system.index(of: parent) {
            let origin = solvedFrame(parent, parentIndex)
            solved.x -= origin.x
            solved.y -= origin.y
        }
        var recorded = document.view(id)?.frame ?? document.guide(id)?.frame
        if inRoot, var ancestor = parent {
            // Up to the root, whose frame is its own coordinates; a missing frame on the way
            // leaves the recorded one unknown there.
            while let next = document.superview(of: ancestor) {
                guard let frame = document.view(ancestor)?.frame else {
                    recorded = nil
                    break
                }
                recorded?.x += frame.x
                recorded?.y += frame.y
                ancestor = next
            }
        }
        let coordinates = inRoot || parent == nil ? "root" : "superview"
        switch arguments.options["--format"] {
        case nil, "text":
            let space = coordinates == "root" ? "the root's" : "\(workspace.name(of: parent!))'s"
            var lines = ["\(workspace.name(of: id)) (\(id)) in \(space) coordinates:", "  solved:   \(readable(solved))"]
            if let recorded { lines.append("  recorded: \(readable(recorded))") }
            return lines.map(\.oneLine).joined(separator: "\n")
        case "json":
            func json(_ rect: Rect) -> JSONValue {
                .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
            }
            var members: [(key: String, value: JSONValue)] = [
                ("item", .string(id.rawValue)), ("name", .string(workspace.name(of: id))),
                ("coordinates", .string(coordinates)), ("solved", json(solved)),
            ]
            if let recorded { members.append(("recorded", json(recorded))) }
            return JSONValue.object(members).serialized(indent: 2)
        case let other?:
            throw CommandError("--format takes text or json, not \"\(other)\"")
        }
    }

    /// `(16, 310, 139.33, 20.33)`: rounded to 1/100 pt, as a person reads a frame.
    static func readable(_ rect: Rect) -> String {
        "(\(formatReadableNumber(rect.x)), \(formatReadableNumber(rect.y)), \(formatReadableNumber(rect.width)), \(formatReadableNumber(rect.height)))"
    }

    static let why = Command(
        name: "why", parameters: [.view(), Parameter(kind: .attribute, label: "ATTRIBUTE", isOptional: true)],
        summary: "Show the constraints that decide a view's attribute (or its whole frame).",
        details: """
            Lists a minimal set of the active constraints that hold exactly at the solution and \
            together allow no other value, nearest first, or says the value is not pinned down \
            (and, for a view ambiguous lists under another, which free view it follows). \
            A long chain is cut off after \(LayoutSession.explanationLimit) constraints. \
            ATTRIBUTE is one of \(attributeNames.joined(separator: ", ")) (all of the frame when \
            left out); minX, minY, maxX, maxY, midX and midY are the frame's edges and centre, as \
            check prints them.
            """,
        onInterrupt: .discardsAndRebuildsSession
    ) { workspace, arguments throws(CommandError) in
        let session = try workspace.requireSession()
        let id = try workspace.resolveItem(arguments[0] ?? "")
        var attribute = Attribute.notAnAttribute
        if let name = arguments[1] {
            guard let named = Self.attribute(named: name) else {
                let nearest = CommandTable.nearest(to: name, among: attributeNames).map { "did you mean \($0)? " } ?? ""
                throw CommandError("unknown attribute \"\(name)\"; \(nearest)ATTRIBUTE is one UIKit names (top, leading, width, centerY…) or a frame component check prints (minX, maxY…); help why lists them")
            }
            attribute = named
        }
        let explanation = session.explain(id, attribute)
        let subject = arguments[1].map { "\(workspace.name(of: id)).\($0)" } ?? workspace.name(of: id)
        guard explanation.isDetermined else {
            var answer = "\(subject) is not pinned down: the constraints that hold at the solution allow other values."
            // `ambiguous` lists a view placed from a free one, or inside it, under that one only.
            if !session.document.isPartial,
                let leader = session.analyze().ambiguities.first(where: { $0.tied.contains(id) || $0.followers.contains(id) })
            {
                let name = workspace.name(of: leader.item)
                answer += leader.tied.contains(id)
                    ? " It is placed from \(name), which is free: ambiguous names it under \(name)."
                    : " It moves with \(name), the view it is inside, which is free: ambiguous counts it under \(name)."
            }
            return answer
        }
        guard !explanation.steps.isEmpty else { return "No active constraint decides \(subject)." }
        let wording = sessionWording(workspace, session)
        var lines = explanation.steps.map { step in
            "  \(wording.uikitForm(ofEquation: step.equation))  [\(wording.reference(ofEquation: step.equation))]"
        }
        if explanation.omitted > 0 {
            lines.append("  and \(explanation.omitted) more constraints up the chain")
        }
        let measured = explanation.isFromRootOrigin
            ? " (measured from \(workspace.name(of: session.document.rootID))'s origin, which the input does not give)" : ""
        return (["\(subject) is decided by\(measured):"] + lines).map(\.oneLine).joined(separator: "\n")
    }

    /// The frame components `check` prints (`free: minX`), as the edges they are.
    static let frameComponents: [(name: String, attribute: Attribute)] = [
        ("minX", .left), ("minY", .top), ("maxX", .right), ("maxY", .bottom), ("midX", .centerX), ("midY", .centerY),
    ]

    /// What `why` takes: UIKit's attribute names and the frame components `check` prints.
    static let attributeNames = Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.name) + frameComponents.map(\.name)

    static func attribute(named name: String) -> Attribute? {
        EquationNotation.attribute(named: name) ?? frameComponents.first { $0.name == name }?.attribute
    }

    private static func sessionWording(_ workspace: Workspace, _ session: LayoutSession) -> SessionWording {
        SessionWording(session: session, names: workspace.nameTable, detail: .words(code: DraftsmanPrinter.code))
    }
}
