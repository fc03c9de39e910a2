import LayoutModel

/// What a log's `UISV-*` constraints show of a stack view's arrangement: the axis its
/// spacing, equal sizes, hiding or alignment constraints lie on, its subviews as arranged
/// (in the order its spacing and canvas connections put them), its spacing where every
/// spacing constraint listed agrees, its distribution (equal or proportional sizes; `>=` gaps
/// for equal spacing, or equal centering where a gap guide's edge is a center), its alignment
/// (the edges its alignment constraints tie), and an arrangement relative to its layout
/// margins where a canvas connection ties its margins guide (uikit-generated-constraints.md
/// §1.2–1.4). Printed code adds those subviews as arranged ones and sets the axis; the
/// document stays partial, so no stack constraint is derived from it
/// (``LayoutDocument/isPartial``). A stack whose constraints
/// disagree on the axis, or show none, is left without an arrangement.
enum LoggedStackArrangement {
    /// Records each stack's arrangement, its subviews put in that order (a log's order of
    /// them is only the order it names them in); whether any subviews were reordered.
    static func apply(to views: inout [View], guides: [Guide], constraints: [Constraint]) -> Bool {
        // Most logs have no stack's constraint; a class is looked up only for views with subviews.
        guard constraints.contains(where: { $0.identifier?.utf8HasPrefix("UISV-") == true }) else { return false }
        let stackIndexes = views.indices.filter { !views[$0].subviews.isEmpty && UIKitClasses.kind(ofClass: views[$0].className) == .stackView }
        guard !stackIndexes.isEmpty else { return false }
        var stackNamed: [ItemID: Int] = [:]
        var stackHolding: [ItemID: Int] = [:]
        for index in stackIndexes {
            stackNamed[views[index].id] = index
            for subview in views[index].subviews { stackHolding[subview] = index }
        }
        var marginsOwner: [ItemID: Int] = [:]
        for guide in guides where guide.kind == .layoutMargins {
            if let stack = stackNamed[guide.owner] { marginsOwner[guide.id] = stack }
        }
        var shown: [Int: [Constraint]] = [:]
        var relativeToMargins: Set<Int> = []
        var centering: Set<Int> = []
        for constraint in constraints {
            guard let identifier = constraint.identifier, identifier.hasPrefix("UISV-") else { continue }
            let items = constraint.items
            if identifier == "UISV-canvas-connection", let stack = items.lazy.compactMap({ marginsOwner[$0] }).first {
                relativeToMargins.insert(stack)
                continue
            }
            // A gap guide spans from one arranged view's center to the next one's when the
            // stack centers them (its edge from the view's far edge when it spaces them).
            if identifier == "UISV-distributing-edge" {
                if let stack = items.lazy.compactMap({ stackHolding[$0] }).first,
                    constraint.firstAttribute.isCenter || constraint.secondAttribute.isCenter
                {
                    centering.insert(stack)
                }
                continue
            }
            // A constraint is a stack's when each of its items is the stack or one of its
            // subviews (a nested stack is its outer stack's subview and a stack of its own); a
            // hidden view's zero size is its stack's, whether or not the view is a stack.
            let candidates = identifier == "UISV-hiding" ? items.compactMap { stackHolding[$0] }
                : items.flatMap { [stackNamed[$0], stackHolding[$0]].compactMap { $0 } }
            guard let stack = candidates.first(where: { index in
                items.allSatisfy { $0 == views[index].id || stackHolding[$0] == index }
            }) else { continue }
            shown[stack, default: []].append(constraint)
        }
        var reordered = false
        for (index, listed) in shown {
            guard let axis = axis(shownBy: listed) else { continue }
            let arranged = order(views[index].subviews, stack: views[index].id, axis: axis, listed: listed)
            if arranged != views[index].subviews {
                views[index].subviews = arranged
                reordered = true
            }
            views[index].stack = StackProperties(
                axis: axis, arrangedSubviews: arranged,
                distribution: distribution(shownBy: listed, centering: centering.contains(index)),
                alignment: alignment(shownBy: listed, axis: axis) ?? .fill,
                spacing: spacing(shownBy: listed) ?? 0, isLayoutMarginsRelativeArrangement: relativeToMargins.contains(index))
        }
        return reordered
    }

    /// The axis every constraint that tells one lies on; `nil` when none tells or they disagree.
    static func axis(shownBy listed: [Constraint]) -> Axis? {
        var found: Axis?
        for constraint in listed {
            let attribute = constraint.firstAttribute
            let told: Axis?
            switch constraint.identifier {
            case "UISV-spacing", "UISV-fill-equally", "UISV-fill-proportionally", "UISV-hiding":
                told = attribute.axis
            case "UISV-alignment":
                // Alignment ties the arranged views across the axis.
                told = attribute.axis.map { $0 == .horizontal ? .vertical : .horizontal }
            default:
                told = nil
            }
            guard let told else { continue }
            if let found, found != told { return nil }
            found = told
        }
        return found
    }

    /// The subviews in the order the spacing constraints put them (each gap runs from one
    /// view's far edge to the next one's near edge), the canvas connections' first and last
    /// at the ends; the log's order where nothing says.
    static func order(_ subviews: [ItemID], stack: ItemID, axis: Axis, listed: [Constraint]) -> [ItemID] {
        var before: [(ItemID, ItemID)] = []
        var first: ItemID?
        var last: ItemID?
        for constraint in listed where constraint.firstAttribute.axis == axis {
            guard let second = constraint.second else { continue }
            let (a, b) = (constraint.first, second)
            let (aAttribute, bAttribute) = (constraint.firstAttribute, constraint.secondAttribute)
            switch constraint.identifier {
            case "UISV-spacing":
                if aAttribute.isFarEdge || aAttribute == .lastBaseline, bAttribute.isNearEdge || bAttribute == .firstBaseline {
                    before.append((a, b))
                } else if bAttribute.isFarEdge || bAttribute == .lastBaseline, aAttribute.isNearEdge || aAttribute == .firstBaseline {
                    before.append((b, a))
                }
            case "UISV-canvas-connection":
                let (view, edge) = a == stack ? (b, aAttribute) : (a, bAttribute)
                if edge.isNearEdge { first = view } else if edge.isFarEdge { last = view }
            default:
                break
            }
        }
        // Each time, the first view in the log's order that no view left must come before
        // (the views of a gap that contradicts the others follow in the log's order).
        var position: [ItemID: Int] = [:]
        for (index, id) in subviews.enumerated() where position[id] == nil { position[id] = index }
        var successors = [[Int]](repeating: [], count: subviews.count)
        var waiting = [Int](repeating: 0, count: subviews.count)
        for (a, b) in before {
            guard let i = position[a], let j = position[b], i != j else { continue }
            successors[i].append(j)
            waiting[j] += 1
        }
        var ready = subviews.indices.filter { waiting[$0] == 0 }
        var placed = [Bool](repeating: false, count: subviews.count)
        var ordered: [ItemID] = []
        ordered.reserveCapacity(subviews.count)
        while !ready.isEmpty {
            let index = ready.removeFirst()
            placed[index] = true
            ordered.append(subviews[index])
            for next in successors[index] {
                waiting[next] -= 1
                if waiting[next] == 0 { ready.insert(next, at: ready.firstIndex { $0 > next } ?? ready.endIndex) }
            }
        }
        ordered += subviews.indices.filter { !placed[$0] }.map { subviews[$0] }
        // The canvas connections' ends are the stack's first and last views, whatever the gaps say.
        if let first, let index = ordered.firstIndex(of: first) { ordered.insert(ordered.remove(at: index), at: 0) }
        if let last, last != first, let index = ordered.firstIndex(of: last) { ordered.append(ordered.remove(at: index)) }
        return ordered
    }

    /// How the stack sizes its views along its axis: equal or proportional sizes, or, where its
    /// gaps are only at least the spacing, equal spacing (or equal centering); fill otherwise.
    static func distribution(shownBy listed: [Constraint], centering: Bool) -> StackProperties.Distribution {
        if listed.contains(where: { $0.identifier == "UISV-fill-proportionally" }) { return .fillProportionally }
        if listed.contains(where: { $0.identifier == "UISV-fill-equally" }) { return .fillEqually }
        if listed.contains(where: { $0.identifier == "UISV-spacing" && $0.relation == .greaterThanOrEqual }) {
            return centering ? .equalCentering : .equalSpacing
        }
        return .fill
    }

    /// How the stack aligns its views across its axis, from the anchors its alignment
    /// constraints tie (`first.top == other.top` and the bottoms for fill, the tops alone for
    /// top, the centers for center); `nil` when none is listed.
    static func alignment(shownBy listed: [Constraint], axis: Axis) -> StackProperties.Alignment? {
        let tied = listed.filter { $0.identifier == "UISV-alignment" }.map(\.firstAttribute)
        guard !tied.isEmpty else { return nil }
        if tied.contains(.firstBaseline) { return .firstBaseline }
        if tied.contains(.lastBaseline) { return .lastBaseline }
        if tied.contains(where: \.isCenter) { return .center }
        let (near, far) = (tied.contains(where: \.isNearEdge), tied.contains(where: \.isFarEdge))
        switch (near, far) {
        case (true, true): return .fill
        case (true, false): return axis == .horizontal ? .top : .leading
        case (false, true): return axis == .horizontal ? .bottom : .trailing
        case (false, false): return nil
        }
    }

    /// The gap every `UISV-spacing` listed keeps, when they agree and none is the system's
    /// (at least that gap, for equal spacing or centering).
    static func spacing(shownBy listed: [Constraint]) -> Double? {
        let gaps = listed.filter { $0.identifier == "UISV-spacing" }
        guard let relation = gaps.first?.relation, relation != .lessThanOrEqual,
            gaps.allSatisfy({ $0.relation == relation && !$0.usesSystemSpacing && $0.multiplier == 1 })
        else { return nil }
        // `next.near == previous.far + gap`, or written the other way round.
        let values = Set(gaps.map { $0.firstAttribute.isNearEdge || $0.firstAttribute == .firstBaseline ? $0.constant : -$0.constant })
        return values.count == 1 ? values.first : nil
    }
}
