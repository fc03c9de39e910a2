import LayoutModel

/// The relation calls of one view's `drf` chain, compacted, each with its leading `.`:
/// `.size.equal(with: .parent)` goes first as `.matchParentSize()`, which Draftsman 3.2.5
/// offers only right after `drf`.
///
/// The calls share one byte buffer, refilled from view to view: a print writes tens of
/// thousands of calls, and a string for each costs more than writing its text.
struct ChainCalls {
    private var text = CodeText()
    /// Where each call ends in `text`; each starts where the one before it ends.
    private var ends: [Int] = []
    private var compaction = Compaction()
    private var groups: [RelationGroup] = []

    private static let parentSize = ".size.equal(with: .parent)"
    private static let parentSizeBytes = Array(parentSize.utf8)

    var count: Int { ends.count }
    var isEmpty: Bool { ends.isEmpty }

    /// The call's UTF-8 text.
    subscript(index: Int) -> ArraySlice<UInt8> {
        text.bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// The call as a string, for the rare line written after the view's subviews.
    func string(_ index: Int) -> String { String(decoding: self[index], as: UTF8.self) }

    /// Replaces the calls with those that create `constraints`, a view's relations.
    /// - Parameters:
    ///   - superview: the view the owner is inserted into (`.parent`), by its number in the
    ///     document's views; `nil` for the printed root.
    ///   - matchParentSize: whether `.size.equal(with: .parent)` may become `.matchParentSize()`
    ///     (not in a stack the plan creates, whose chain follows its `VStacked { }`).
    mutating func fill(
        _ constraints: [OwnedConstraint], relations: RelationWriter, superview: Int?, matchParentSize: Bool
    ) {
        text.removeAll()
        ends.removeAll(keepingCapacity: true)
        guard !constraints.isEmpty else { return }
        compaction.groups(constraints, identifiers: relations.identifiers, into: &groups)
        for index in groups.indices {
            text.append(ascii: ".")
            relations.write(groups[index], of: constraints, superview: superview, into: &text)
            ends.append(text.count)
        }
        guard matchParentSize, let index = ends.indices.first(where: { self[$0].starts(with: Self.parentSizeBytes) }) else { return }
        var calls = ends.indices.map(string)
        let call = calls.remove(at: index)
        calls.insert(".matchParentSize()" + call.dropFirst(Self.parentSize.count), at: 0)
        text.removeAll()
        ends.removeAll(keepingCapacity: true)
        for call in calls {
            text += call
            ends.append(text.count)
        }
    }
}
