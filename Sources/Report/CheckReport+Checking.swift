import Inspector
import LayoutModel
import Naming
import Readers

extension CheckReport {
    /// Why a report of conflict lists says nothing about ambiguity or frames.
    public static let conflictListsLimitation = "ambiguity and misplaced frames are not checked for a log: it lists only "
        + "the constraints of the conflict, so the rest of the layout, and what pins it down, is unknown"

    /// Why a report of conflict lists beside a trace's marks checks no ambiguity of its own.
    public static let conflictListsWithTraceLimitation = "draft-inspect checks no ambiguity or frames for a log: it lists "
        + "only the constraints of the conflict; the ambiguity above is UIKit's own record, from the trace in the paste"

    /// Why a report of UIKit's record solves nothing.
    public static let recordedFindingsLimitation = "a trace lists no constraints: the ambiguity is UIKit's own record, "
        + "and draft-inspect's solver has nothing to check"

    /// Why a report of a trace or description that records no ambiguity finds none.
    public static let nothingRecordedLimitation = "the input lists no constraints and UIKit marked nothing ambiguous "
        + "in it, so draft-inspect's solver has nothing to check"

    /// How draft-inspect picks the constraint to break (``Conflict/breakingRule``) where
    /// UIKit's choice is shown beside it.
    public static let breakingRuleNote = "draft-inspect gives up the constraint installed deepest in the hierarchy (a constant "
        + "on its view, any other on its items' nearest common ancestor), as UIKit's engine adds a view's constraints after "
        + "its superview's; of two on the same anchors, the earlier; where a size cannot go below 0, the constraint that "
        + "gives it (a view's bottom or trailing pin, or the gap after it), the first view's along the chain; else the one "
        + "added last; this matches UIKit's choice in 13 of the corpus's 14 messages and in 43 of 54 public logs set "
        + "aside before any rule was chosen"

    /// Checks a loaded document as far as it shows its layout: solved whole, each conflict
    /// list solved on its own, or UIKit's record reported. `detail` is what the report says of
    /// each constraint it mentions besides its reference: what the format it is for shows.
    public init(checking loaded: LoadedDocument, input: String, detail: MentionDetail) {
        var timings = PhaseTimings()
        self.init(checking: loaded, input: input, timings: &timings, detail: detail)
    }

    /// As ``init(checking:input:detail:)``, timing each phase.
    public init(checking loaded: LoadedDocument, input: String, timings: inout PhaseTimings, detail: MentionDetail) {
        let document = loaded.document
        self.init(
            input: input, format: loaded.format, scope: .solvedLayout, viewCount: document.inputViewCount,
            constraintCount: document.constraints.count)
        locatesFindings = loaded.positions.isEditedSource
        switch loaded.extent {
        case .wholeLayout:
            let session = LayoutSession(document: document)
            timings.lap("layout+solve+conflicts")
            let analysis = session.analyze()
            timings.lap("ambiguity+misplaced")
            let wording = SessionWording(session: session, mentionsItems: !analysis.isClean || !analysis.misplacements.isEmpty, positions: loaded.positions, detail: detail)
            conflicts = analysis.conflicts.map(wording.conflict)
            ambiguities = analysis.ambiguities.map(wording.ambiguity)
            misplacements = analysis.misplacements.map { misplaced in
                var finding = wording.misplacement(misplaced)
                finding.flaggedByInterfaceBuilder = Self.isFlaggedByInterfaceBuilder(misplaced.item, in: loaded)
                finding.showsSymbol = Self.showsSymbol(misplaced.item, in: loaded.document)
                return finding
            }
            timings.conflictExplanation += session.conflictExplanationTime
        case .conflictLists:
            scope = .reproducedLists
            let reproductions = Reproduction.reproduce(loaded.document)
            timings.lap("reproduce conflicts")
            for reproduction in reproductions {
                addList(reproduction, loaded, detail: detail)
                timings.conflictExplanation += reproduction.session.conflictExplanationTime
            }
            // A paste that also holds the run's trace keeps what UIKit marked in it.
            addRecorded(loaded)
            limitation = ambiguities.isEmpty ? Self.conflictListsLimitation : Self.conflictListsWithTraceLimitation
            breakingRule = Self.breakingRuleNote
        case .recordedFindings:
            scope = .recordedByUIKit
            addRecorded(loaded)
            limitation = ambiguities.isEmpty && hostsMissingConstraints.isEmpty
                ? Self.nothingRecordedLimitation : Self.recordedFindingsLimitation
        }
    }

    /// What a trace recorded: the items it marks ambiguous and the hosts it marks missing
    /// constraints, worded as the report words its own.
    private mutating func addRecorded(_ loaded: LoadedDocument) {
        let document = loaded.document
        guard !loaded.recorded.ambiguities.isEmpty || !loaded.recorded.hostsMissingConstraints.isEmpty else { return }
        let names = NameTable(document: document)
        func name(_ id: ItemID) -> String { names.name(of: id) ?? id.rawValue }
        ambiguities = loaded.recorded.ambiguities.map { recorded in
            AmbiguityFinding(
                item: recorded.item, name: name(recorded.item), attributes: recorded.attributes,
                message: Self.message(recorded, in: document, name: name), followers: [],
                recorded: RecordedMark(line: recorded.line, variableIDs: recorded.variableIDs),
                position: loaded.positions.items[recorded.item] ?? SourcePosition(line: recorded.line, column: 1))
        }
        hostsMissingConstraints = loaded.recorded.hostsMissingConstraints.map { item in
            MissingHostFinding(
                item: item, name: name(item),
                message: "\(name(item)) hosts a layout engine but has no constraints tying it to its superview (MISSING HOST CONSTRAINTS)",
                position: loaded.positions.items[item])
        }
    }

    /// Whether the view's image or background image is an SF Symbol.
    static func showsSymbol(_ item: ItemID, in document: LayoutDocument) -> Bool {
        guard let properties = document.view(item)?.properties else { return false }
        return properties.image?.isSymbol == true || properties.backgroundImage?.isSymbol == true
    }

    /// Whether Interface Builder itself says the item's recorded frame is not the constraints':
    /// it flagged the view misplaced or ambiguous, or flagged misplaced a view it lies in (laid
    /// out in a frame the file does not record).
    static func isFlaggedByInterfaceBuilder(_ item: ItemID, in loaded: LoadedDocument) -> Bool {
        let misplaced = loaded.recorded.misplaced
        if misplaced.contains(item) || loaded.recorded.ambiguities.contains(where: { $0.item == item }) { return true }
        guard !misplaced.isEmpty else { return false }
        var ancestor = loaded.document.superview(of: item)
        while let current = ancestor, !misplaced.contains(current) { ancestor = loaded.document.superview(of: current) }
        return ancestor != nil
    }

    /// iOS 7's bare `AMBIGUOUS LAYOUT` mark, on the items named: it does not say what is free.
    public static func unsaidAmbiguity(of names: [String]) -> String {
        "UIKit marks \(listedInWords(names, limit: 12)) ambiguous without saying which of minX, minY, width and height is free"
    }

    /// What is missing, as for a solved ambiguity; iOS 7's bare mark does not say what.
    private static func message(_ recorded: RecordedAmbiguity, in document: LayoutDocument, name: (ItemID) -> String) -> String {
        let item = name(recorded.item)
        let components = recorded.attributes.compactMap { attribute in FrameComponent.allCases.first { $0.name == attribute } }
        guard !components.isEmpty else { return unsaidAmbiguity(of: [item]) }
        // A trace lists no arranged subviews, but a stack view's subviews are its arranged
        // ones: it places them, so a pin of the view's own is not the fix.
        if let stack = document.superview(of: recorded.item), document.kind(of: stack) == .stackView {
            return Self.arrangedMessage(components, item: item, stack: name(stack))
        }
        // A stack view's own guides (its alignment spanner, the gaps it distributes) are
        // UIKit's: what leaves one free is the arranged subviews it spans.
        if let guide = document.guide(recorded.item), let identifier = guide.identifier, identifier.hasPrefix("UISV-"),
            document.kind(of: guide.owner) == .stackView
        {
            return Self.stackGuideMessage(components, item: item, identifier: identifier, stack: name(guide.owner))
        }
        return Ambiguity(item: recorded.item, components: components).message(name: item) { _ in false }
    }

    /// What UIKit found free on a guide a stack view makes itself, and where the fix lies.
    private static func stackGuideMessage(_ components: [FrameComponent], item: String, identifier: String, stack: String) -> String {
        "\(item) is \(stack)'s own guide ('\(identifier)'), which UIKit makes to lay out the arranged subviews: its "
            + "\(listedInWords(components.map(Self.word), limit: 4)) follow from them, so give \(stack)'s arranged subviews "
            + "(or \(stack)) the sizes or priorities that pin them down; the guide takes no constraint of the app's"
    }

    /// A frame component in words.
    private static func word(_ component: FrameComponent) -> String {
        switch component {
        case .minX: "horizontal position"
        case .minY: "vertical position"
        case .width: "width"
        case .height: "height"
        }
    }

    /// What UIKit found free on a view its stack view places, and where the fix lies.
    private static func arrangedMessage(_ components: [FrameComponent], item: String, stack: String) -> String {
        let free = listedInWords(components.map(Self.word), limit: 4)
        let horizontal = components.contains(.minX) || components.contains(.width)
        let vertical = components.contains(.minY) || components.contains(.height)
        let size = horizontal && vertical ? "a size" : horizontal ? "a width" : "a height"
        return "\(item) is placed by its stack view (\(stack)), which leaves its \(free) free: give the stack view \(size) "
            + "(or pin both its edges), or give \(item) \(size) or a higher hugging priority than its siblings; "
            + "a pin of \(item)'s own would fight the stack"
    }

    /// One conflict list solved on its own, and the conflicts found in it.
    private mutating func addList(_ reproduction: Reproduction, _ loaded: LoadedDocument, detail: MentionDetail) {
        let document = loaded.document
        let analysis = reproduction.session.analyze()
        // UIKit's broken constraint is worded even when nothing was reproduced.
        let wording = SessionWording(
            session: reproduction.session,
            mentionsItems: !analysis.isClean || !analysis.misplacements.isEmpty || reproduction.uikitBroke != nil,
            positions: loaded.positions, detail: detail)
        let uikitBroke = reproduction.uikitBroke.map { broke in
            ConstraintMention(
                form: detail.forms ? wording.uikitForm(ofConstraintAt: broke) : nil, reference: document.reference(ofConstraintAt: broke),
                code: nil, position: loaded.positions.constraints[broke])
        }
        var found: [Int] = []
        for conflict in reproduction.conflicts {
            let listed = Set(reproduction.listedMembers(of: conflict))
            var finding = wording.conflict(conflict)
            let follows = found.last
            finding.reproduction = ReproducedConflict(
                list: lists.count,
                implicitMembers: conflict.equations.indices.filter { !listed.contains(conflict.equations[$0]) },
                uikitBroke: uikitBroke?.reference, recordedLine: reproduction.recorded?.line,
                comparison: follows == nil
                    ? Self.breakingComparison(reproduction, conflict, wording, uikitBroke)
                    : "then draft-inspect would break: \(wording.uikitForm(ofEquation: conflict.broken)) [\(wording.reference(ofEquation: conflict.broken))]",
                assumptions: reproduction.assumptions(of: conflict, name: wording.name), follows: follows)
            found.append(conflicts.count)
            conflicts.append(finding)
        }
        lists.append(CheckedList(
            recordedLine: reproduction.recorded?.line,
            constraints: reproduction.listed.map { document.reference(ofConstraintAt: $0) },
            uikitBroke: uikitBroke, predictedBreak: reproduction.predictedBreak.map(document.reference(ofConstraintAt:)),
            conflicts: found, unreproducedReason: reproduction.unreproducedReason))
    }

    /// `UIKit broke: …; draft-inspect would break: …`.
    private static func breakingComparison(
        _ reproduction: Reproduction, _ conflict: Conflict, _ wording: SessionWording, _ uikitBroke: ConstraintMention?
    ) -> String {
        let ours = "\(wording.uikitForm(ofEquation: conflict.broken)) [\(wording.reference(ofEquation: conflict.broken))]"
        guard let broke = reproduction.uikitBroke, let uikitBroke else {
            let why = reproduction.recorded == nil ? "the paste has no UIKit message" : "the paste lost that line"
            return "UIKit broke: not known (\(why)); draft-inspect would break: \(ours)"
        }
        let theirs = "\(wording.uikitForm(ofConstraintAt: broke)) [\(uikitBroke.reference)]"
        let equation = reproduction.session.equation(forConstraintAt: broke)
        if equation == conflict.broken { return "UIKit broke: \(theirs); draft-inspect would break the same one" }
        let isMember = equation.map(conflict.equations.contains) ?? false
        return "UIKit broke: \(theirs)\(isMember ? "" : " (not in this minimal set)"); draft-inspect would break: \(ours)"
    }
}

/// How long each phase of a check took (`check --timings`).
public struct PhaseTimings: Sendable {
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant
    /// Each phase's name and duration, in order.
    public private(set) var phases: [(name: String, duration: Duration)] = []
    /// Of the solving, the time spent finding minimal conflict sets.
    public var conflictExplanation: Duration = .zero

    public init() { start = clock.now }

    /// Ends the phase running now under `name` and starts the next.
    public mutating func lap(_ name: String) {
        let now = clock.now
        phases.append((name, now - start))
        start = now
    }
}
