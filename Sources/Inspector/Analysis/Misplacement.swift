import LayoutModel
import Solver

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
    /// Views and guides whose recorded frame is not where the constraints put them, as
    /// Interface Builder's canvas lays them out (``CanvasLayout``). Frames are
    /// compared in superview (owner) coordinates, so a misplaced view is reported once, not
    /// with every subview that moves with it. Items whose frame or whose superview's frame is
    /// ambiguous are skipped: any value there is one of many.
    public func misplacements(unpinned: Set<Int>) -> [Misplacement] {
        let parents = parentIndexes()
        let canvas = CanvasLayout(self)
        func isPinned(_ item: Int) -> Bool {
            // Nearly always nothing is free: no lookups then.
            unpinned.isEmpty || FrameComponent.allCases.allSatisfy { !unpinned.contains(LayoutSystem.variable(item, $0)) }
        }
        var result: [Misplacement] = []
        // Items are read field by field in place: a copy of each costs more than the walk.
        for index in system.items.indices {
            let id = system.items[index].id
            let recorded: Rect?
            // Constraints place the alignment rect; the report gives frames, as recorded.
            var insets = EdgeInsets.zero
            switch system.items[index].kind {
            // The frame alone, not a copy of the whole view or guide.
            case .view:
                // A view's item comes at its position in the document unless an id repeats
                // (an id compare is cheaper than the lookup it saves).
                let isAtItsPosition = document.views.indices.contains(index) && document.views[index].id == id
                let viewIndex = isAtItsPosition ? index : document.indexOfView(id)
                recorded = viewIndex.flatMap { document.views[$0].alignmentRect }
                if let viewIndex { insets = document.views[viewIndex].alignmentRectInsets }
            case .guide: recorded = document.indexOfGuide(id).flatMap { document.guides[$0].frame }
            case .stackGuide: recorded = nil
            }
            guard let recorded, isPinned(index) else { continue }
            var solved = canvas.frame(ofItem: index)
            if let parent = parents[index] {
                guard isPinned(parent) else { continue }
                let origin = canvas.frame(ofItem: parent)
                solved.x -= origin.x
                solved.y -= origin.y
            }
            let differs = abs(solved.x - recorded.x) > Misplacement.tolerance
                || abs(solved.y - recorded.y) > Misplacement.tolerance
                || abs(solved.width - recorded.width) > Misplacement.tolerance
                || abs(solved.height - recorded.height) > Misplacement.tolerance
            if differs {
                result.append(Misplacement(item: id, recorded: recorded.outset(by: insets), solved: solved.rounded().outset(by: insets)))
            }
        }
        return result
    }
}

extension LayoutSession {
    /// The layout as Interface Builder's canvas draws it, when that differs from run time:
    /// the canvas does not collapse a stack's arranged view that nothing sizes across the
    /// axis (UIKit's priority-25 `UISV-ambiguity-suppression`, size == 0) but keeps it at the
    /// size it was drawn at, and the stack spans it. Nil when no such tie is in the layout.
    func canvasValues() -> [Double]? {
        // Above the stack's own fitting ties (51 and below): the stack grows to the view as
        // drawn, as every such stack in the never-seen storyboards was recorded.
        let drawnSizePriority = Strength(StackArrangement.spanningFitPriority.rawValue + 1)
        var copies: SolverCopies?
        for equation in system.ambiguitySuppressions {
            guard let handle = handles[equation], let size = system.equations[equation].terms.first?.variable else { continue }
            let item = LayoutSystem.item(ofVariable: size)
            guard let drawn = recordedFrame(ofItem: item) else { continue }
            let length = LayoutSystem.component(ofVariable: size) == .width ? drawn.width : drawn.height
            let form = substitutedForm(equation)
            var terms: [LinearExpression.Term] = []
            for term in form.terms {
                guard let slot = components.slot(of: term.variable), slot.component == handle.component else { continue }
                terms.append(LinearExpression.Term(slot.variable, term.coefficient))
            }
            let solvers = copies ?? SolverCopies(components.solvers)
            copies = solvers
            let solver = solvers.writable(handle.component)
            try? solver.remove(handle.handle)
            let held = LinearExpression(terms: terms, constant: form.constant - length)
            _ = try? solver.add(LinearConstraint(expression: held, relation: .equal, strength: drawnSizePriority))
        }
        guard let copies else { return nil }
        var result = (0..<system.variableCount).map { variable in
            components.slot(of: variable).map { copies.current($0.component).value(of: $0.variable) } ?? 0
        }
        forest.complete(&result)
        return result
    }

    /// The alignment rect the document recorded for an item, if any.
    private func recordedFrame(ofItem index: Int) -> Rect? {
        let id = system.items[index].id
        switch system.items[index].kind {
        case .view: return document.indexOfView(id).flatMap { document.views[$0].alignmentRect }
        case .guide: return document.indexOfGuide(id).flatMap { document.guides[$0].frame }
        case .stackGuide: return nil
        }
    }
}

extension Rect {
    /// Rounded to 1/1000 pt, so reports do not print float noise.
    func rounded() -> Rect {
        func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        return Rect(x: round(x), y: round(y), width: round(width), height: round(height))
    }
}
