import LayoutModel

/// What Interface Builder lays out with but does not write down: the safe-area insets, the
/// layout margins and the old top/bottom layout guides. Each is inferred from the recorded
/// frames of the views constrained to it (the reference's advice: more robust than a device
/// table), else taken from the reference's tables.
struct InterfaceBuilderEnvironment {
    let rootID: ItemID
    let layoutDirection: LayoutDirection
    let constraints: [Constraint]
    /// The views' places in the layout's views, by id; and the guides' ids.
    let viewIndex: [ItemID: Int]
    let guideIDs: Set<ItemID>
    let absoluteFrames: [ItemID: Rect]
    /// Views IB flagged misplaced or ambiguous: their frames prove nothing.
    let unreliable: Set<ItemID>
    let explicitMargins: Set<ItemID>
    /// Views with `preservesSuperviewLayoutMargins`.
    let preservingSuperviewMargins: Set<ItemID>
    /// Placeholder constraints: inactive at run time, but IB laid the frames out with them.
    let placeholders: Set<String>
    let context: InterfaceBuilderContext
    /// The layout's root, and the controller or cell around it.
    let root: InterfaceBuilderLayoutRoot
    /// What was inferred, for the report.
    private(set) var notes: [String] = []

    init(
        rootID: ItemID, layoutDirection: LayoutDirection, constraints: [Constraint], viewIndex: [ItemID: Int],
        guideIDs: Set<ItemID>, absoluteFrames: [ItemID: Rect], unreliable: Set<ItemID>, explicitMargins: Set<ItemID>,
        preservingSuperviewMargins: Set<ItemID>, placeholders: Set<String>, context: InterfaceBuilderContext, root: InterfaceBuilderLayoutRoot
    ) {
        self.rootID = rootID
        self.layoutDirection = layoutDirection
        self.constraints = constraints
        self.viewIndex = viewIndex
        self.guideIDs = guideIDs
        self.placeholders = placeholders
        self.absoluteFrames = absoluteFrames
        self.unreliable = unreliable
        self.explicitMargins = explicitMargins
        self.preservingSuperviewMargins = preservingSuperviewMargins
        self.context = context
        self.root = root
    }

    /// Sets the views' safe-area insets and layout margins and the old guides' frames, before
    /// the layout is made of them.
    mutating func apply(views: inout [View], guides: inout [Guide]) {
        let inferred = inferPositions()
        let bars = context.simulatedBars(of: root)
        let covered = context.coveredScreenEdges(under: bars)
        // How far the covered edges reach into a view at this frame: none into a root laid out
        // below opaque bars.
        func coveredInsets(_ frame: Rect) -> (top: Double, bottom: Double) {
            let belowFrame = context.deviceSize().map { $0.height - frame.maxY } ?? 0
            return (max(0, covered.top - frame.y), max(0, covered.bottom - belowFrame))
        }
        var safeAreaInsets: [ItemID: EdgeInsets] = [:]
        // A subview's safe area is where it overlaps the root's unsafe edges: the root's first.
        let rootGuidesFirst = guides.indices.sorted { (guides[$0].owner == rootID ? 0 : 1, $0) < (guides[$1].owner == rootID ? 0 : 1, $1) }
        var overlaps: [ItemID: EdgeInsets]?

        for index in rootGuidesFirst {
            let guide = guides[index]
            guard let owner = absoluteFrames[guide.owner] else { continue }
            let found = inferred[guide.id] ?? [:]
            switch guide.kind {
            case .safeArea where guide.owner != rootID:
                if overlaps == nil { overlaps = safeAreaOverlaps(views, guides: guides, screen: safeAreaInsets[rootID]) }
                let derived = insetsFrom(found, owner: owner, default: overlaps?[guide.owner] ?? .zero)
                safeAreaInsets[guide.owner] = derived.insets
                if derived.wasInferred { notes.append("safe-area insets of \(guide.owner) inferred from recorded frames: \(describe(derived.insets))") }
            case .safeArea:
                // IB's canvas shows a XIB's top-level view of no simulated size as the whole
                // screen, whatever its size (a 279-pt cell pinned to its safe area gets the
                // device's 59 and 34); a freeform one at the screen's top (a 650-pt view, none
                // at the bottom).
                let isScreen = root.kind == .viewController || fillsDevice(owner)
                let isCanvasScreen = isScreen || !context.isStoryboard && constraints.contains { $0.first == guide.id || $0.second == guide.id }
                let isFreeform = context.tree.child(of: root.element, named: "freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
                let screen = isScreen || isFreeform ? coveredInsets(owner) : context.coveredScreenEdges(under: bars)
                let insets = isCanvasScreen ? EdgeInsets(top: min(screen.top, owner.height), left: 0, bottom: min(screen.bottom, owner.height), right: 0) : .zero
                let derived = insetsFrom(found, owner: owner, default: insets)
                safeAreaInsets[guide.owner] = derived.insets
                if derived.wasInferred {
                    notes.append("safe-area insets of \(guide.owner) inferred from recorded frames: \(describe(derived.insets))")
                } else if !isScreen, insets != .zero {
                    let canvas = isFreeform
                        ? "where it overlaps the device's: Interface Builder's canvas places a freeform XIB view at the top of the screen"
                        : "the device's: Interface Builder's canvas lays a XIB's top-level view out as the screen, whatever its size"
                    notes.append("safe-area insets of \(guide.owner) are \(canvas) (\(describe(derived.insets))); at run time they are where it overlaps its superview's safe area")
                } else if isScreen, !bars.description.isEmpty {
                    notes.append("safe-area insets of \(guide.owner) take in \(bars.description), which Interface Builder draws over the scene: \(describe(derived.insets))")
                }
            case .topLayoutGuide:
                var length = coveredInsets(owner).top
                if let bottom = found[.bottom] { length = bottom - owner.y; notes.append("top layout guide length inferred from recorded frames: \(formatNumber(length))") }
                guides[index].frame = Rect(x: 0, y: 0, width: owner.width, height: max(length, 0))
            case .bottomLayoutGuide:
                var length = coveredInsets(owner).bottom
                if let top = found[.top] { length = owner.maxY - top; notes.append("bottom layout guide length inferred from recorded frames: \(formatNumber(length))") }
                guides[index].frame = Rect(x: 0, y: owner.height - max(length, 0), width: owner.width, height: max(length, 0))
            default:
                break
            }
        }

        let viewOverlaps = overlaps ?? safeAreaOverlaps(views, guides: guides, screen: safeAreaInsets[rootID])
        // A controller's view has a safe area whether or not the document has its guide, and
        // its margins reach past it; an Xcode from before safe areas drew the canvas without.
        if safeAreaInsets[rootID] == nil, root.kind == .viewController, context.canvasHasSafeAreas, let frame = absoluteFrames[rootID] {
            let screen = coveredInsets(frame)
            safeAreaInsets[rootID] = EdgeInsets(top: screen.top, left: 0, bottom: screen.bottom, right: 0)
        }
        var inferredMargins = Set<ItemID>()
        for index in views.indices {
            let id = views[index].id
            if let insets = safeAreaInsets[id] ?? viewOverlaps[id] { views[index].safeAreaInsets = insets }
            // UIKit adds the safe-area insets to the margins the view was given.
            let added = views[index].insetsLayoutMarginsFromSafeArea ? views[index].safeAreaInsets : .zero
            if explicitMargins.contains(id) {
                if added != .zero { views[index].layoutMargins = views[index].layoutMargins.adding(added) }
                continue
            }
            guard let frame = absoluteFrames[id] else { continue }
            let found = inferred[id] ?? [:]
            let defaults = id == rootID && root.kind == .viewController
                ? EdgeInsets.controllerViewMargins(width: frame.width, safeArea: added)
                : EdgeInsets.defaultLayoutMargins.adding(added)
            let margins = found.isEmpty ? (defaults, false) : insetsFrom(found, owner: frame, default: defaults, margins: true)
            // Set only when it changes: each set remakes the view's box of layout properties.
            if views[index].layoutMargins != margins.0 { views[index].layoutMargins = margins.0 }
            if margins.1 {
                inferredMargins.insert(id)
                notes.append("layout margins of \(id) inferred from recorded frames: \(describe(margins.0))")
            }
        }
        preserveSuperviewMargins(&views, inferred: inferredMargins)
    }

    /// UIKit's `preservesSuperviewLayoutMargins`: a view's margins grow by the smallest amount
    /// that keeps its content inside its superview's margins where the two overlap, down the
    /// tree. Margins inferred from recorded frames already are the result; margins nothing uses
    /// are passed down but left as they are, so printed code does not set them.
    private mutating func preserveSuperviewMargins(_ views: inout [View], inferred: Set<ItemID>) {
        guard !preservingSuperviewMargins.isEmpty else { return }
        let used = viewsUsingMargins(views)
        var passedDown: [ItemID: EdgeInsets] = [:]
        var grown: [ItemID] = []
        var pending = [rootID]
        while let id = pending.popLast(), let index = viewIndex[id] {
            let subviews = views[index].subviews
            pending += subviews
            guard let frame = absoluteFrames[id] else { continue }
            let margins = passedDown[id] ?? marginsPassedDown(views[index], frame: frame, inferred: inferred)
            for child in subviews where preservingSuperviewMargins.contains(child) && !inferred.contains(child) {
                guard let childIndex = viewIndex[child], let inner = absoluteFrames[child] else { continue }
                let own = views[childIndex].layoutMargins
                let preserved = EdgeInsets(
                    top: max(own.top, margins.top - (inner.y - frame.y)),
                    left: max(own.left, margins.left - (inner.x - frame.x)),
                    bottom: max(own.bottom, margins.bottom - (frame.maxY - inner.maxY)),
                    right: max(own.right, margins.right - (frame.maxX - inner.maxX)))
                passedDown[child] = preserved
                if preserved != own, explicitMargins.contains(child) || used.contains(child) {
                    views[childIndex].layoutMargins = preserved
                    grown.append(child)
                }
            }
        }
        if !grown.isEmpty {
            let ids = grown.map(\.rawValue).joined(separator: ", ")
            notes.append(grown.count == 1
                ? "1 view that preserves its superview's layout margins (\(ids)) takes them where they are larger, as UIKit does"
                : "\(grown.count) views that preserve their superview's layout margins (\(ids)) take them where they are larger, as UIKit does")
        }
    }

    /// The margins a view passes to subviews that preserve them. A table view cell whose margins
    /// the file neither sets nor shows has the ones its table gives it, not UIView's 8.
    private func marginsPassedDown(_ view: View, frame: Rect, inferred: Set<ItemID>) -> EdgeInsets {
        let isBareCell = view.id == rootID && root.kind == .tableViewCell
            && !explicitMargins.contains(view.id) && !inferred.contains(view.id)
        return isBareCell ? .tableViewCellMargins(width: frame.width) : view.layoutMargins
    }

    /// How far each view whose margins or safe-area guide something uses reaches into the
    /// screen's unsafe edges (UIKit's `safeAreaInsets` of a view: its overlap with its
    /// superview's safe area). Views in a scroll view are left out: their safe area follows the
    /// scroll position.
    private func safeAreaOverlaps(_ views: [View], guides: [Guide], screen: EdgeInsets?) -> [ItemID: EdgeInsets] {
        guard let screen, screen != .zero, let root = absoluteFrames[rootID] else { return [:] }
        let safe = root.inset(by: screen)
        var usesMargins = viewsUsingMargins(views).union(guides.lazy.filter { $0.kind == .safeArea }.map(\.owner))
        usesMargins.remove(rootID)
        if usesMargins.isEmpty { return [:] }
        var result: [ItemID: EdgeInsets] = [:]
        var pending = [rootID]
        while let id = pending.popLast(), let index = viewIndex[id] {
            let view = views[index]
            if usesMargins.contains(id), let frame = absoluteFrames[id] {
                let overlap = EdgeInsets(
                    top: min(max(safe.y - frame.y, 0), frame.height), left: min(max(safe.x - frame.x, 0), frame.width),
                    bottom: min(max(frame.maxY - safe.maxY, 0), frame.height), right: min(max(frame.maxX - safe.maxX, 0), frame.width))
                if overlap != .zero { result[id] = overlap }
            }
            // The class is asked last: its lookup costs more than the rest of the walk.
            if !view.subviews.isEmpty, UIKitClasses.kind(ofClass: view.className) != .scrollView { pending += view.subviews }
        }
        return result
    }

    /// Views whose margins a constraint or an arrangement uses: the only ones whose margins
    /// change a layout.
    private func viewsUsingMargins(_ views: [View]) -> Set<ItemID> {
        var result = Set<ItemID>()
        for constraint in constraints where constraint.isActive {
            if constraint.firstAttribute.isMargin { result.insert(constraint.first) }
            if constraint.secondAttribute.isMargin, let second = constraint.second { result.insert(second) }
        }
        for view in views where view.stack?.isLayoutMarginsRelativeArrangement == true { result.insert(view.id) }
        return result
    }

    private func fillsDevice(_ frame: Rect) -> Bool {
        guard let size = context.deviceSize() else { return false }
        return abs(frame.width - size.width) < 1 && abs(frame.height - size.height) < 1
    }

    private func describe(_ insets: EdgeInsets) -> String {
        "top \(formatNumber(insets.top)), left \(formatNumber(insets.left)), bottom \(formatNumber(insets.bottom)), right \(formatNumber(insets.right))"
    }

    /// Insets of `owner` from the absolute edge positions found (plain edges for a guide, the
    /// margin attributes for margins), the default on the sides nothing says.
    private func insetsFrom(
        _ found: [Attribute: Double], owner: Rect, default insets: EdgeInsets, margins: Bool = false
    ) -> (insets: EdgeInsets, wasInferred: Bool) {
        var result = insets
        var wasInferred = false
        let rightToLeft = layoutDirection == .rightToLeft
        func edge(_ plain: Attribute, _ margin: Attribute) -> Double? { found[margins ? margin : plain] }
        func take(_ value: Double?, _ limit: Double, _ apply: (inout EdgeInsets, Double) -> Void) {
            guard let value else { return }
            let rounded = (value * 1000).rounded() / 1000
            guard rounded >= 0, rounded <= limit else { return }
            apply(&result, rounded)
            wasInferred = true
        }
        take(edge(.top, .topMargin).map { $0 - owner.y }, owner.height) { $0.top = $1 }
        take(edge(.bottom, .bottomMargin).map { owner.maxY - $0 }, owner.height) { $0.bottom = $1 }
        let leftPosition = edge(.left, .leftMargin) ?? edge(rightToLeft ? .trailing : .leading, rightToLeft ? .trailingMargin : .leadingMargin)
        let rightPosition = edge(.right, .rightMargin) ?? edge(rightToLeft ? .leading : .trailing, rightToLeft ? .leadingMargin : .trailingMargin)
        take(leftPosition.map { $0 - owner.x }, owner.width) { $0.left = $1 }
        take(rightPosition.map { owner.maxX - $0 }, owner.width) { $0.right = $1 }
        return (result, wasInferred)
    }

    /// For each item and attribute that a constraint relates, by equality, to a view with a
    /// trustworthy recorded frame: the absolute position the attribute must have. Required
    /// constraints first; the first finding for an attribute wins.
    private func inferPositions() -> [ItemID: [Attribute: Double]] {
        var result: [ItemID: [Attribute: Double]] = [:]
        let ordered = constraints.enumerated()
            .filter { $0.element.isActive || $0.element.id.map(placeholders.contains) == true }
            .sorted { a, b in
                a.element.priority != b.element.priority ? a.element.priority > b.element.priority : a.offset < b.offset
            }
        for (_, constraint) in ordered where constraint.relation == .equal && constraint.multiplier != 0 {
            guard let second = constraint.second else { continue }
            // `first.a = second.b × m + c`: learn the side whose frame is not the evidence.
            if let value = position(second, constraint.secondAttribute) {
                let target = value * constraint.multiplier + constraint.constant
                learn(constraint.first, constraint.firstAttribute, target, into: &result)
            }
            if let value = position(constraint.first, constraint.firstAttribute) {
                let target = (value - constraint.constant) / constraint.multiplier
                learn(second, constraint.secondAttribute, target, into: &result)
            }
        }
        return result
    }

    /// Only what is unknown is learnt: a guide's edges, a view's margin attributes.
    private func learn(_ item: ItemID, _ attribute: Attribute, _ value: Double, into result: inout [ItemID: [Attribute: Double]]) {
        let isGuide = guideIDs.contains(item)
        guard isGuide ? !attribute.isMargin && attribute.isLocation && !attribute.isBaseline : attribute.isMargin else { return }
        if result[item]?[attribute] == nil { result[item, default: [:]][attribute] = value }
    }

    /// The absolute position of a plain attribute of a view whose frame is trustworthy.
    private func position(_ item: ItemID, _ attribute: Attribute) -> Double? {
        guard viewIndex[item] != nil, !unreliable.contains(item), let frame = absoluteFrames[item] else { return nil }
        let rightToLeft = layoutDirection == .rightToLeft
        switch attribute {
        case .left: return frame.x
        case .right: return frame.maxX
        case .leading: return rightToLeft ? frame.maxX : frame.x
        case .trailing: return rightToLeft ? frame.x : frame.maxX
        case .top: return frame.y
        case .bottom: return frame.maxY
        case .centerX: return frame.x + frame.width / 2
        case .centerY: return frame.y + frame.height / 2
        default: return nil
        }
    }
}
