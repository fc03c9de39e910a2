import LayoutModel

/// Builds superview links from nodes listed depth-first with their depth, as
/// `_autolayoutTrace` and `recursiveDescription` print them (`|   ` or `   |    ` per level).
///
/// Pasted excerpts often start deep inside the tree or skip lines (`[snip]`): a node goes
/// under the nearest shallower node before it, and nodes with none are top level.
struct IndentedHierarchy {
    // Ids, not strings: each node is looked up and filed a few times, and an id hashes its
    // text once.
    private var stack: [(depth: Int, id: ItemID)] = []
    private(set) var children: [ItemID: [ItemID]] = [:]
    /// Nodes with no shallower node before them, in order.
    private(set) var topLevel: [ItemID] = []
    private var notes: [Diagnostic] = []
    /// Where the second top-level node is, told differently when no node holds another.
    private var secondTopLevel: (id: ItemID, line: Int, column: Int)?
    private var holdsAny = false
    /// Where each node's line is, for findings about it.
    private(set) var positions = SourcePositions()
    private var reportedJump = false

    /// Adds a node that can hold others (a view).
    mutating func add(_ id: ItemID, depth: Int, line: Int, column: Int) {
        attach(id, depth: depth, line: line, column: column)
        stack.append((depth, id))
    }

    /// Adds a node that holds nothing (a layout guide) and returns its parent.
    mutating func addLeaf(_ id: ItemID, depth: Int, line: Int, column: Int) -> ItemID? {
        attach(id, depth: depth, line: line, column: column, isLeaf: true)
    }

    @discardableResult
    private mutating func attach(_ id: ItemID, depth: Int, line: Int, column: Int, isLeaf: Bool = false) -> ItemID? {
        if positions.items[id] == nil { positions.items[id] = SourcePosition(line: line, column: column) }
        while let last = stack.last, last.depth >= depth { stack.removeLast() }
        guard let parent = stack.last else {
            if !isLeaf {
                topLevel.append(id)
                if topLevel.count == 2 { secondTopLevel = (id, line, column) }
            }
            return nil
        }
        holdsAny = true
        if parent.depth < depth - 1 && !reportedJump {
            reportedJump = true
            notes.append(Diagnostic(.warning, at: .line(line, column: column),
                "indentation jumps from depth \(parent.depth) to \(depth) (lines left out?); hung under the nearest view above"))
        }
        if !isLeaf {
            children[parent.id, default: []].append(id)
        }
        return parent.id
    }

    /// What the indentation left unsure: several top-level nodes (a synthetic root holds them;
    /// none indented under another is a flat list, an array's description, not a hierarchy)
    /// and a jump of more than a level.
    var warnings: [Diagnostic] {
        guard let second = secondTopLevel else { return notes }
        let message = holdsAny || topLevel.count < 3
            ? "\(second.id) has no view above it in the excerpt, like \(topLevel[0]) before it; a synthetic root holds them"
            : "no view is indented under another: a flat list (an array's description), not a hierarchy, so how the "
                + "\(topLevel.count) views nest is unknown; a synthetic root holds them"
        return [Diagnostic(.warning, at: .line(second.line, column: second.column), message)] + notes
    }

    /// The root: the one top-level node, or `nil` when a synthetic root must hold several.
    var singleRoot: ItemID? { topLevel.count == 1 ? topLevel[0] : nil }

    /// The frame a view holding these would have: from its origin to their far edges, when
    /// every one of them has a frame.
    static func extent(of ids: [ItemID], in views: [View]) -> Rect? {
        let wanted = Set(ids)
        let frames = views.filter { wanted.contains($0.id) }.compactMap(\.frame)
        guard !frames.isEmpty, frames.count == ids.count else { return nil }
        return Rect(x: 0, y: 0, width: max(frames.map(\.maxX).max() ?? 0, 0), height: max(frames.map(\.maxY).max() ?? 0, 0))
    }

    /// The views in order with their subviews, the synthetic root first when the excerpt has
    /// several top-level views. Returns the root id.
    func assemble(_ views: consuming [View]) -> (rootID: ItemID, views: [View]) {
        // In place: a copy of each view (its strings retained) cost more than filing them.
        var result = views
        for index in result.indices {
            result[index].subviews = children[result[index].id] ?? []
        }
        if let root = singleRoot { return (root, result) }
        // Views with frames (a recursive description's) are laid out in the view above the
        // excerpt: a root from their origin to their far edges, held there as any root is,
        // not a free one that set them all free.
        result.insert(UIKitTextConventions.syntheticRoot(holding: topLevel, frame: Self.extent(of: topLevel, in: result)), at: 0)
        return (ItemID(UIKitTextConventions.syntheticRootID), result)
    }
}
