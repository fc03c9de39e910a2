/// How much of a layout an input shows. Readers differ; what comes after them asks this, not
/// which format the input was in.
public enum LayoutExtent: Hashable, Sendable {
    /// Every view and constraint: the layout can be solved as a whole (a dump, a recursive
    /// description).
    case wholeLayout
    /// Only the constraints that some conflicts list, each list standing alone (a console
    /// log): each list is solved on its own, and nothing else about the layout is known.
    case conflictLists
    /// The views and what UIKit recorded about them, without constraints (a trace): there is
    /// nothing to solve, only UIKit's own findings to report.
    case recordedFindings
}

extension LayoutDocument {
    /// How much of the layout the document shows: a whole layout unless it is partial; a
    /// partial one with constraints (or UIKit's conflict messages) is a set of conflict lists,
    /// one without (a trace) only UIKit's record. A log or trace saved as a dump is the same.
    public var extent: LayoutExtent {
        guard isPartial else { return .wholeLayout }
        return recorded.conflicts.isEmpty && constraints.isEmpty ? .recordedFindings : .conflictLists
    }
}
