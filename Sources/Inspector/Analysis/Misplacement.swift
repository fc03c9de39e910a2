import LayoutModel

/// A view or guide whose recorded frame differs from the solved one by more than half a point.
public struct Misplacement: Hashable, Sendable {
    public var item: ItemID
    /// The frame the document recorded, in the superview's (for a guide, the owner's) coordinates.
    public var recorded: Rect
    /// The solved frame, in the same coordinates.
    public var solved: Rect

    public init(item: ItemID, recorded: Rect, solved: Rect) {
        self.item = item
        self.recorded = recorded
        self.solved = solved
    }

    /// Differences up to this many points are rounding (UIKit rounds to pixels).
    public static let tolerance = 0.5
}

extension LayoutSession {
    /// Views and guides whose recorded frame is not where the constraints put them. Frames are
    /// compared in superview (owner) coordinates, so a misplaced view is reported once, not
    /// with every subview that moves with it. Items whose frame or whose superview's frame is
    /// ambiguous are skipped: any value there is one of many.
    public func misplacements(unpinned: Set<Int>) -> [Misplacement] {
        let parents = parentIndexes()
        func isPinned(_ item: Int) -> Bool {
            // Nearly always nothing is free: no lookups then.
            unpinned.isEmpty || FrameComponent.allCases.allSatisfy { !unpinned.contains(LayoutSystem.variable(item, $0)) }
        }
        var result: [Misplacement] = []
        // Items are read field by field in place: a copy of each costs more than the walk.
        for index in system.items.indices {
            let id = system.items[index].id
            let recorded: Rect?
            switch system.items[index].kind {
            // The frame alone, not a copy of the whole view or guide.
            case .view:
                // A view's item comes at its position in the document unless an id repeats
                // (an id compare is cheaper than the lookup it saves).
                let isAtItsPosition = document.views.indices.contains(index) && document.views[index].id == id
                recorded = (isAtItsPosition ? index : document.indexOfView(id)).flatMap { document.views[$0].frame }
            case .guide: recorded = document.indexOfGuide(id).flatMap { document.guides[$0].frame }
            case .stackGuide: recorded = nil
            }
            guard let recorded, isPinned(index) else { continue }
            var solved = solvedFrame(ofItem: index)
            if let parent = parents[index] {
                guard isPinned(parent) else { continue }
                let origin = solvedFrame(ofItem: parent)
                solved.x -= origin.x
                solved.y -= origin.y
            }
            let differs = abs(solved.x - recorded.x) > Misplacement.tolerance
                || abs(solved.y - recorded.y) > Misplacement.tolerance
                || abs(solved.width - recorded.width) > Misplacement.tolerance
                || abs(solved.height - recorded.height) > Misplacement.tolerance
            if differs {
                result.append(Misplacement(item: id, recorded: recorded, solved: solved.rounded()))
            }
        }
        return result
    }
}

extension Rect {
    /// Rounded to 1/1000 pt, so reports do not print float noise.
    func rounded() -> Rect {
        func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        return Rect(x: round(x), y: round(y), width: round(width), height: round(height))
    }
}
