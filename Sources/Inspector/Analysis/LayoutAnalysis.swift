/// Everything `check` reports about a layout.
public struct LayoutAnalysis: Hashable, Sendable {
    public var conflicts: [Conflict]
    public var ambiguities: [Ambiguity]
    public var misplacements: [Misplacement]

    public init(conflicts: [Conflict], ambiguities: [Ambiguity], misplacements: [Misplacement]) {
        self.conflicts = conflicts
        self.ambiguities = ambiguities
        self.misplacements = misplacements
    }

    /// No conflict and no ambiguity (misplaced frames alone do not make a layout wrong).
    public var isClean: Bool { conflicts.isEmpty && ambiguities.isEmpty }
}

extension LayoutSession {
    /// Conflicts found while solving, ambiguous items at their root cause, and misplaced frames.
    /// For a partial document (a log or a trace shows part of a layout), only the conflicts
    /// mean anything: ambiguity and misplacement are left out.
    /// Kept until the next edit.
    public func analyze() -> LayoutAnalysis {
        if let cachedAnalysis { return cachedAnalysis }
        guard !document.isPartial else { return LayoutAnalysis(conflicts: conflicts, ambiguities: [], misplacements: []) }
        let unpinned = unpinnedVariables()
        let analysis = LayoutAnalysis(
            conflicts: conflicts, ambiguities: ambiguities(unpinned: unpinned),
            misplacements: misplacements(unpinned: unpinned))
        cachedAnalysis = analysis
        return analysis
    }

    /// The name reports give an equation: the document constraint's id (else `#N`), or the
    /// generated constraint's id (`0x7f….autoresizing.width`).
    public func reference(ofEquation index: Int) -> String {
        switch system.equations[index].origin {
        // The constraint read in place: a method of the session's document copied it whole.
        case let .document(constraint): document.constraints[constraint].reference(at: constraint)
        case let .generated(generated): generated.id
        }
    }
}
