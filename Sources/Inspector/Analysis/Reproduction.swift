import LayoutModel

/// One conflict UIKit logged, solved again by draft-inspect from the constraints its message
/// lists, and nothing else: a log shows only those, so the rest of the layout is unknown.
///
/// Each message gets its own session, in which only its listed constraints are active; the
/// frames are unknown (no root frame, no autoresizing or guide ties derived; sizes are
/// never negative, as in UIKit's engine). Any minimal set found there lies within the listed
/// constraints, apart from that implicit floor on sizes.
public struct Reproduction {
    /// The message; `nil` for a list pasted without UIKit's header (`po view.constraints`, or
    /// a conflict list copied on its own), which stands for all the document's constraints.
    public var recorded: RecordedConflict?
    /// The listed constraints, as indexes into the document's constraints, in list order.
    public var listed: [Int]
    /// The constraint UIKit broke, as an index into the document's constraints, when the
    /// message says (and it was read).
    public var uikitBroke: Int?
    /// The solver state with only the listed constraints active.
    public let session: LayoutSession

    /// The listed constraint that draft-inspect's breaking rule (``Conflict/breakingRule``)
    /// picks among all the listed ones, as UIKit picks among the constraints its message lists;
    /// an index into the document's constraints. UIKit's choice need not lie in a minimal set
    /// (it breaks more when one is not enough), so this is what to compare with
    /// ``uikitBroke``.
    public var predictedBreak: Int? {
        // Read once, and marked by index rather than hashed into sets: a long cycle's message
        // lists ten thousand constraints, and its conflict holds as many floors.
        let system = session.system
        var isListed = [Bool](repeating: false, count: session.document.constraints.count)
        for index in listed where isListed.indices.contains(index) { isListed[index] = true }
        let equations = system.equations.indices.filter { index in
            if case let .document(constraint) = system.equations[index].origin { return isListed.indices.contains(constraint) && isListed[constraint] }
            return false
        }
        guard !equations.isEmpty else { return nil }
        // The size floors the conflicts need come along: they say which sizes cannot hold.
        var isFloor = [Bool](repeating: false, count: system.equations.count)
        for conflict in session.conflicts {
            for index in conflict.equations {
                if case let .generated(generated) = system.equations[index].origin, generated.source == .nonNegativeSize { isFloor[index] = true }
            }
        }
        let candidates = equations + isFloor.indices.filter { isFloor[$0] }
        // The rule depends on the set alone, and a conflict's broken member is the rule's
        // choice among its members: a message that is one conflict (a long cycle) is ranked once.
        var isCandidate = [Bool](repeating: false, count: system.equations.count)
        for index in candidates { isCandidate[index] = true }
        let known = session.conflicts.first { conflict in
            guard conflict.equations.count == candidates.count else { return false }
            // Each member crosses off a candidate of its own: the same set, not merely within it.
            var uncrossed = isCandidate
            return conflict.equations.allSatisfy { index in
                guard uncrossed[index] else { return false }
                uncrossed[index] = false
                return true
            }
        }
        let chosen = known?.broken ?? Conflict.breakingRule(candidates, in: system, document: session.document)
        if case let .document(constraint) = system.equations[chosen].origin { return constraint }
        return nil
    }

    /// The minimal sets found, as in ``LayoutSession/conflicts``.
    public var conflicts: [Conflict] { session.conflicts }

    public var isReproduced: Bool { !conflicts.isEmpty }

    /// Why no conflict came out, when none did; a person reads it next to the log.
    public var unreproducedReason: String? {
        guard !isReproduced else { return nil }
        if listed.isEmpty {
            if let recorded, recorded.constraints.isEmpty {
                guard uikitBroke == nil else {
                    return "the paste holds no list: only UIKit's header and the constraint it broke were copied, not the constraints that conflict"
                }
                // The list may be there but unreadable: elided, emptied by a page, another library's form.
                return "the paste holds no list draft-inspect can read: of UIKit's message, only the header is whole"
            }
            return "none of the listed constraints could be read"
        }
        if listed.count == 1 {
            return "the paste holds a single constraint, which cannot conflict on its own: the rest of the list was not copied"
        }
        let holds = "the \(listed.count) listed constraints can all hold together in draft-inspect's solver"
        if let broke = uikitBroke, !listed.contains(broke) {
            return holds + ", and the constraint UIKit broke is not among them: the list was cut or edited before it was pasted"
        }
        guard recorded != nil else {
            return holds + " (the paste has no UIKit message, so it need not be a conflict)"
        }
        return holds + ": the conflict rests on something the log does not show (a constraint left out of the paste, "
            + "an intrinsic content size, a real margin or baseline)"
    }

    /// Solves each conflict message of a log on its own; a log without UIKit's header is
    /// solved as one list. Beside messages, other descriptions in the file (a `po` paste, a
    /// "view hierarchy is not prepared" line) are read into the document but not solved.
    public static func reproduce(_ document: LayoutDocument) -> [Reproduction] {
        guard !document.recorded.conflicts.isEmpty else {
            return [Reproduction(recorded: nil, listed: Array(document.constraints.indices), document: document)]
        }
        let indexOfConstraint = document.constraintIndexLookup()
        return document.recorded.conflicts.map { message in
            Reproduction(
                recorded: message, listed: message.constraints.compactMap(indexOfConstraint),
                uikitBroke: message.broken.flatMap(indexOfConstraint), document: document)
        }
    }

    private init(recorded: RecordedConflict?, listed: [Int], uikitBroke: Int? = nil, document: LayoutDocument) {
        self.recorded = recorded
        self.listed = listed
        self.uikitBroke = uikitBroke
        var scoped = document
        let isListed = Set(listed)
        for index in scoped.constraints.indices where !isListed.contains(index) && scoped.constraints[index].isActive {
            scoped.setActive(false, constraintAt: index)
        }
        self.session = LayoutSession(document: scoped)
    }

    /// The equations of a conflict that come from listed constraints (the rest are the
    /// implicit floor on sizes).
    public func listedMembers(of conflict: Conflict) -> [Int] {
        conflict.equations.filter {
            if case .document = session.system.equations[$0].origin { return true }
            return false
        }
    }

    /// What the reproduction of a conflict takes for granted that the log does not show:
    /// margins (`*Margin` attributes are measured with UIKit's default 8 pt) and baselines
    /// (at the top and bottom edges, without the font's metrics). `name` names an item.
    public func assumptions(of conflict: Conflict, name: (ItemID) -> String) -> [String] {
        // A view whose margin guide constraints the log lists has the margins they give.
        let givenMargins = Set(session.document.constraints.filter { $0.marginGuideSide != nil }.flatMap(\.items))
        var margins: [ItemID] = []
        var baselines: [ItemID] = []
        func note(_ item: ItemID, _ attribute: Attribute) {
            if attribute.isMargin, !givenMargins.contains(item), !margins.contains(item) {
                margins.append(item)
            }
            if attribute.isBaseline, !baselines.contains(item) {
                baselines.append(item)
            }
        }
        // Each side noted in place: an array of the two made for each member of a long cycle
        // cost more than the rest.
        let (system, constraints) = (session.system, session.document.constraints)
        for equation in listedMembers(of: conflict) {
            guard case let .document(index) = system.equations[equation].origin else { continue }
            // Read in place: a copy of each member retains its strings.
            note(constraints[index].first, constraints[index].firstAttribute)
            if let second = constraints[index].second { note(second, constraints[index].secondAttribute) }
        }
        return margins.map { "\(name($0))'s margins are taken as UIKit's default 8 pt (the log does not give them)" }
            + baselines.map { "\(name($0))'s baselines are taken at its top and bottom edges (the log does not give the font's metrics)" }
    }
}
