import LayoutModel
import Solver

/// A view or guide whose recorded frame has an edge more than half a point from the solved one.
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

    /// Whether `recorded` is where `solved` is: each edge within ``tolerance``. Edges, not
    /// sizes: Interface Builder rounds each edge to the pixel grid, so a view between two
    /// rounded edges is recorded up to twice the rounding longer or shorter than it solves.
    public static func agrees(_ recorded: Rect, _ solved: Rect) -> Bool {
        abs(solved.x - recorded.x) <= tolerance && abs(solved.y - recorded.y) <= tolerance
            && abs(solved.maxX - recorded.maxX) <= tolerance && abs(solved.maxY - recorded.maxY) <= tolerance
    }
}

extension LayoutSession {
    /// Views and guides whose recorded frame is not where the constraints put them, as
    /// Interface Builder's canvas lays them out (``CanvasLayout``). Frames are
    /// compared in superview (owner) coordinates, so a misplaced view is reported once, not
    /// with every subview that moves with it. Items whose frame or whose superview's frame is
    /// ambiguous are skipped: any value there is one of many.
    public func misplacements(unpinned: BitSet<Int>) -> [Misplacement] {
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
            if !Misplacement.agrees(recorded, solved) {
                result.append(Misplacement(item: id, recorded: recorded.outset(by: insets), solved: solved.rounded().outset(by: insets)))
            }
        }
        return result
    }
}

extension LayoutSession {
    /// The layout as Interface Builder's canvas draws it, when that differs from run time.
    /// The canvas keeps an arranged view at the length it was drawn at where nothing of its
    /// own gives one:
    /// - across the axis, where UIKit collapses it (the priority-25
    ///   `UISV-ambiguity-suppression`, size == 0), held above the stack's own fitting ties (51
    ///   and below), so the stack spans it;
    /// - along the axis, where run time stretches or shrinks it (a content view's height held
    ///   at 250, an equal-spacing stack's `UISV-canvas-fit` at 49), held just above default
    ///   compression resistance.
    /// Nil when no such view is in the layout.
    func canvasValues() -> [Double]? {
        var copies: SolverCopies?
        func hold(_ form: LinearForm, at length: Double, priority: Double, removing handle: Handle? = nil) {
            // A removed tie's terms are those of its own solver; a new hold's must all be in one.
            var component = handle?.component
            var terms: [LinearExpression.Term] = []
            for term in form.terms {
                guard let slot = components.slot(of: term.variable) else { continue }
                if component == nil { component = slot.component }
                guard slot.component == component else {
                    if handle == nil { return } else { continue }
                }
                terms.append(LinearExpression.Term(slot.variable, term.coefficient))
            }
            guard let component, !terms.isEmpty || handle != nil else { return }
            let solvers = copies ?? SolverCopies(components.solvers)
            copies = solvers
            let solver = solvers.writable(component)
            if let handle { try? solver.remove(handle.handle) }
            let held = LinearExpression(terms: terms, constant: form.constant - length)
            _ = try? solver.add(LinearConstraint(expression: held, relation: .equal, strength: Strength(priority)))
        }
        for equation in system.ambiguitySuppressions {
            guard let handle = handles[equation], let size = system.equations[equation].terms.first?.variable,
                let drawn = recordedFrame(ofItem: LayoutSystem.item(ofVariable: size))
            else { continue }
            let length = LayoutSystem.component(ofVariable: size) == .width ? drawn.width : drawn.height
            hold(substitutedForm(equation), at: length, priority: StackArrangement.spanningFitPriority.rawValue + 1, removing: handle)
        }
        for (size, length) in unsizedArrangedLengths() {
            hold(forest.substitute(.variable(size)), at: length, priority: Self.drawnLengthPriority)
        }
        guard let copies else { return nil }
        var result = (0..<system.variableCount).map { variable in
            components.slot(of: variable).map { copies.current($0.component).value(of: $0.variable) } ?? 0
        }
        forest.complete(&result)
        return result
    }

    /// Above default compression resistance (750), so the content around a view does not
    /// squeeze it from its drawn length, and below what the app requires.
    static let drawnLengthPriority = 751.0

    /// The size variable and drawn length of each shown arranged view with no intrinsic
    /// length along its stack's axis, of a stack that lays its views at their own lengths
    /// (fill, equal spacing or centering), whose run-time length is not the drawn one.
    private func unsizedArrangedLengths() -> [(size: Int, length: Double)] {
        var result: [(size: Int, length: Double)] = []
        // Read once: a class's struct property is copied at each use, and a copy of the
        // document or the system for each view costs more than the walk.
        let document = self.document, system = self.system, views = document.views
        for stackIndex in views.indices {
            guard let stack = views[stackIndex].stack, stack.distribution != .fillEqually,
                stack.distribution != .fillProportionally
            else { continue }
            let component: FrameComponent = stack.axis == .horizontal ? .width : .height
            for id in stack.arrangedSubviews {
                guard let index = document.indexOfView(id), !views[index].isHidden,
                    views[index].intrinsicContentSize?.value(for: stack.axis) == nil,
                    let drawn = views[index].alignmentRect, let item = system.index(of: id)
                else { continue }
                let size = LayoutSystem.variable(item, component)
                let length = component == .width ? drawn.width : drawn.height
                if abs(value(ofVariable: size) - length) > Misplacement.tolerance { result.append((size, length)) }
            }
        }
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
