import LayoutModel

/// The `UISV-*` constraints UIKit makes for a `UIStackView` whose dump did not record them,
/// following uikit-generated-constraints.md §1 (current UIKit): canvas connections, spacing,
/// hiding, the distribution's constraints along the axis and the alignment's across it, with
/// UIKit's identifiers and priorities (999.999 hiding, 999.5 spanning edges, 51 spanning
/// fit, 50 hidden spacing, 49 canvas fit, 25 ambiguity suppression).
///
/// Guides UIKit makes inside the stack (the alignment spanner, the gap guides of
/// equal spacing and centering, and the margins guide of a margins-relative arrangement when
/// the dump has none) become ``LayoutItem/Kind/stackGuide`` items. Not modelled:
/// `customSpacing(after:)` (a dump does not record it), system spacing, and
/// `UISV-text-width-disambiguation` (it needs to know which labels wrap).
struct StackArrangement {
    let stack: View
    let properties: StackProperties
    let document: LayoutDocument
    /// How many constraints of each identifier this stack has made so far.
    private var counters = [Int](repeating: 0, count: Identifier.allCases.count)
    /// The constraints made, in order: they become equations once all are made, sharing
    /// records (``GeneratedConstraint/StackConstraints``) rather than one each.
    private var made: [GeneratedConstraint.StackConstraints.Member] = []

    init(stack: View, properties: StackProperties, document: LayoutDocument) {
        self.stack = stack
        self.properties = properties
        self.document = document
    }

    /// Along-axis attributes: leading/trailing (never left/right, so they flip in
    /// right-to-left layouts) or top/bottom.
    private var minEdge: Attribute { properties.axis == .horizontal ? .leading : .top }
    private var maxEdge: Attribute { properties.axis == .horizontal ? .trailing : .bottom }
    private var size: Attribute { properties.axis == .horizontal ? .width : .height }
    private var center: Attribute { properties.axis == .horizontal ? .centerX : .centerY }
    private var crossMin: Attribute { properties.axis == .horizontal ? .top : .leading }
    private var crossMax: Attribute { properties.axis == .horizontal ? .bottom : .trailing }
    private var crossSize: Attribute { properties.axis == .horizontal ? .height : .width }
    private var crossCenter: Attribute { properties.axis == .horizontal ? .centerY : .centerX }

    private static let hidingPriority: Priority = 999.999
    private static let spanningEdgePriority: Priority = 999.5
    static let spanningFitPriority: Priority = 51
    private static let hiddenSpacingPriority: Priority = 50
    private static let canvasFitPriority: Priority = 49
    private static let ambiguitySuppressionPriority: Priority = 25

    mutating func append(to system: inout LayoutSystem) {
        // The arranged subviews themselves, not a filtered copy, when every one is known, as
        // nearly all are; and the visible ones the same list when none is hidden.
        let all = properties.arrangedSubviews
        let arranged = all.allSatisfy { system.index(of: $0) != nil } ? all : all.filter { system.index(of: $0) != nil }
        guard !arranged.isEmpty else { return }
        let visible = arranged.contains(where: isHidden) ? arranged.filter { !isHidden($0) } : arranged
        made.reserveCapacity(Self.constraintBound(arrangedCount: arranged.count))
        let canvas = canvasItem(in: &system)
        alongAxis(arranged, visible, canvas: canvas, in: &system)
        acrossAxis(arranged, visible, canvas: canvas, in: &system)
        appendEquations(to: &system)
    }

    /// At least as many constraints as a stack of `arrangedCount` subviews makes.
    static func constraintBound(arrangedCount: Int) -> Int { 4 + 6 * arrangedCount }

    /// At least as many items as a stack of `arrangedCount` subviews adds: its margins guide,
    /// its alignment spanner and a guide per gap.
    static func guideBound(arrangedCount: Int) -> Int { 2 + arrangedCount }

    /// The equations of the constraints made, in the order they were made, their terms in the
    /// builder's array. Nothing between making a constraint and this adds equations to the
    /// system, so the order is as if each went in as it was made.
    private func appendEquations(to system: inout LayoutSystem) {
        let capacity = GeneratedConstraint.StackConstraints.capacity
        for start in stride(from: 0, to: made.count, by: capacity) {
            let end = min(start + capacity, made.count)
            let record = GeneratedConstraint.StackConstraints(
                stack: stack.id, members: start == 0 && end == made.count ? made : Array(made[start ..< end]))
            for (index, member) in record.members.enumerated() {
                let position = system.equations.count
                system.appendEquation(for: member.constraint, origin: .generated(GeneratedConstraint.stackView(record, member: index)))
                if system.equations.count > position && member.identifier == Identifier.ambiguitySuppression.name {
                    system.ambiguitySuppressions.append(position)
                }
            }
        }
    }

    /// Read in place: `document.view(_:)` would copy the whole view (and retain its strings)
    /// for one flag, several times per arranged subview.
    private func isHidden(_ id: ItemID) -> Bool {
        document.indexOfView(id).map { document.views[$0].isHidden } ?? false
    }

    /// UIKit's identifiers of the constraints a stack view makes; the raw value indexes
    /// `counters`.
    private enum Identifier: Int, CaseIterable {
        case canvasConnection, spacing, hiding, spacingHidden, canvasFit, fillEqually, fillProportionally
        case distributingEdge, alignment, ambiguitySuppression, spanningBoundary, spanningFit

        var name: String {
            switch self {
            case .canvasConnection: "UISV-canvas-connection"
            case .spacing: "UISV-spacing"
            case .hiding: "UISV-hiding"
            case .spacingHidden: "UISV-spacing-hidden"
            case .canvasFit: "UISV-canvas-fit"
            case .fillEqually: "UISV-fill-equally"
            case .fillProportionally: "UISV-fill-proportionally"
            case .distributingEdge: "UISV-distributing-edge"
            case .alignment: "UISV-alignment"
            case .ambiguitySuppression: "UISV-ambiguity-suppression"
            case .spanningBoundary: "UISV-spanning-boundary"
            case .spanningFit: "UISV-spanning-fit"
            }
        }

        /// The role of its `count`th constraint in a stack, `UISV-spacing.2`: made once for the
        /// counts most stacks reach and shared, not formatted again for every constraint.
        func role(_ count: Int) -> String {
            count <= Self.commonCount ? Self.commonRoles[rawValue][count - 1] : "\(name).\(count)"
        }

        private static let commonCount = 16
        private static let commonRoles: [[String]] = allCases.map { identifier in
            (1...commonCount).map { "\(identifier.name).\($0)" }
        }
    }

    /// The stack itself, or its layout-margins guide for a margins-relative arrangement (the
    /// dump's, else one made here and tied to the stack's `layoutMargins`).
    private func canvasItem(in system: inout LayoutSystem) -> ItemID {
        guard properties.isLayoutMarginsRelativeArrangement else { return stack.id }
        if let guide = document.guides(ownedBy: stack.id).first(where: { $0.kind == .layoutMargins }) {
            return guide.id
        }
        let guide = Guide(id: ItemID("\(stack.id).UIViewLayoutMarginsGuide"), owner: stack.id, kind: .layoutMargins,
                          identifier: "UIViewLayoutMarginsGuide")
        system.addItem(LayoutItem(id: guide.id, kind: .stackGuide))
        system.equations += GuideDefinition.equations(for: guide, owner: stack, in: system)
        return guide.id
    }

    private func stackGuide(_ name: String, in system: inout LayoutSystem) -> ItemID {
        let id = ItemID("\(stack.id).\(name)")
        system.addItem(LayoutItem(id: id, kind: .stackGuide))
        return id
    }

    /// Makes `first.a (relation) second.b × multiplier + constant` with a UIKit identifier; its
    /// generated id numbers the stack's constraints of that identifier from 1.
    private mutating func emit(
        _ identifier: Identifier, _ first: ItemID, _ firstAttribute: Attribute, _ relation: Relation = .equal,
        _ second: ItemID? = nil, _ secondAttribute: Attribute = .notAnAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: Priority = .required
    ) {
        counters[identifier.rawValue] += 1
        let constraint = Constraint(
            first: first, firstAttribute: firstAttribute, relation: relation, second: second,
            secondAttribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority)
        made.append(.init(constraint: constraint, identifier: identifier.name, role: identifier.role(counters[identifier.rawValue])))
    }

    // MARK: - Along the axis

    private mutating func alongAxis(_ arranged: [ItemID], _ visible: [ItemID], canvas: ItemID, in system: inout LayoutSystem) {
        let spacing = properties.spacing
        let distribution = properties.distribution
        let spacingRelation: Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        if let first = visible.first, let last = visible.last {
            emit(.canvasConnection, canvas, minEdge, .equal, first, minEdge)
            emit(.canvasConnection, last, maxEdge, .equal, canvas, maxEdge)
        }
        let baselineRelative = properties.isBaselineRelativeArrangement && properties.axis == .vertical
        for (previous, next) in zip(visible, visible.dropFirst()) {
            if baselineRelative {
                emit(.spacing, next, .firstBaseline, spacingRelation, previous, .lastBaseline, constant: spacing)
            } else {
                emit(.spacing, next, minEdge, spacingRelation, previous, maxEdge, constant: spacing)
            }
        }
        for (index, item) in arranged.enumerated() where isHidden(item) {
            emit(.hiding, item, size, priority: Self.hidingPriority)
            if let previous = arranged[..<index].last(where: { !isHidden($0) }) {
                let followed = arranged[(index + 1)...].contains { !isHidden($0) }
                emit(.spacingHidden, item, minEdge, spacingRelation, previous, maxEdge,
                     constant: followed ? spacing / 2 : 0, priority: Self.hiddenSpacingPriority)
            } else if let firstVisible = visible.first {
                emit(.spacingHidden, firstVisible, minEdge, spacingRelation, item, maxEdge,
                     priority: Self.hiddenSpacingPriority)
            } else {
                emit(.spacingHidden, item, minEdge, .equal, canvas, minEdge, priority: Self.hiddenSpacingPriority)
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            fillEqually(visible)
        case .fillProportionally:
            fillProportionally(arranged, visible, canvas: canvas)
        case .equalSpacing, .equalCentering:
            gapGuides(arranged, visible, in: &system)
            emit(.canvasFit, stack.id, size, priority: Self.canvasFitPriority)
        }
    }

    private mutating func fillEqually(_ visible: [ItemID]) {
        guard let first = visible.first else { return }
        for item in visible.dropFirst() {
            emit(.fillEqually, item, size, .equal, first, size)
        }
    }

    /// `item.size == m·canvas.size`, m = length / (Σ lengths + spacing·(n−1)), at
    /// max(999 − index, 751) (1000 when m is 1); fill-equally when the lengths are too small.
    private mutating func fillProportionally(_ arranged: [ItemID], _ visible: [ItemID], canvas: ItemID) {
        let axis = properties.axis
        // An item with no intrinsic length (a nested stack view) takes part at the length it
        // has, its fitting length: the recorded one where the document knows it.
        let lengths = visible.map { item in
            let view = document.view(item)
            let length = view?.intrinsicContentSize?.value(for: axis) ?? view?.alignmentRect.map { axis == .horizontal ? $0.width : $0.height }
            return max(length ?? 0, 0)
        }
        let spacing = properties.spacing
        let denominator = lengths.reduce(0, +) + spacing * Double(max(visible.count - 1, 0))
        guard denominator > max(spacing * Double(arranged.count - 1), 1) else {
            fillEqually(visible)
            return
        }
        for (item, length) in zip(visible, lengths) {
            let index = arranged.firstIndex(of: item) ?? 0
            if length <= 0 {
                emit(.fillProportionally, item, size)
                continue
            }
            let multiplier = length / denominator
            let priority = multiplier == 1 ? Priority.required : Priority(Double(max(999 - index, 751)))
            emit(.fillProportionally, item, size, .equal, canvas, size, multiplier: multiplier, priority: priority)
        }
    }

    /// One `UISV-distributing` guide per gap between visible items, edge to edge (equal
    /// spacing) or center to center (equal centering), all as long as the first: required for
    /// equal spacing, at max(150 − index, 50) for equal centering.
    private mutating func gapGuides(_ arranged: [ItemID], _ visible: [ItemID], in system: inout LayoutSystem) {
        let centering = properties.distribution == .equalCentering
        var firstGuide: ItemID?
        for (gap, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = stackGuide("UISV-distributing.\(gap + 1)", in: &system)
            emit(.distributingEdge, guide, minEdge, .equal, previous, centering ? center : maxEdge)
            emit(.distributingEdge, guide, maxEdge, .equal, next, centering ? center : minEdge)
            if let firstGuide {
                let index = arranged.firstIndex(of: previous) ?? 0
                let priority = centering ? Priority(Double(max(150 - index, 50))) : .required
                emit(.fillEqually, guide, size, .equal, firstGuide, size, priority: priority)
            } else {
                firstGuide = guide
            }
        }
    }

    // MARK: - Across the axis

    private mutating func acrossAxis(_ arranged: [ItemID], _ visible: [ItemID], canvas: ItemID, in system: inout LayoutSystem) {
        guard let reference = visible.first ?? arranged.first else { return }
        let alignment = properties.alignment
        if alignment == .fill {
            for item in arranged where item != reference {
                emit(.alignment, reference, crossMin, .equal, item, crossMin)
                emit(.alignment, reference, crossMax, .equal, item, crossMax)
            }
            emit(.canvasConnection, canvas, crossMin, .equal, reference, crossMin)
            emit(.canvasConnection, reference, crossMax, .equal, canvas, crossMax)
            return
        }
        if arranged.count == 1 {
            singleItem(reference, alignment, canvas: canvas)
        } else {
            spanned(arranged, visible, reference, alignment, canvas: canvas, in: &system)
        }
        for item in arranged {
            emit(.ambiguitySuppression, item, crossSize, priority: Self.ambiguitySuppressionPriority)
        }
    }

    /// Alignment names folded to what they mean on this stack's cross axis.
    private enum CrossAlignment { case start, center, end, firstBaseline, lastBaseline }

    private func crossAlignment(_ alignment: StackProperties.Alignment) -> CrossAlignment {
        switch alignment {
        case .fill, .leading, .top: .start
        case .center: .center
        case .trailing, .bottom: .end
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    /// One arranged subview: no spanner; the edges the alignment does not pin become
    /// inequalities, and the stack hugs the item (`UISV-canvas-fit` @49).
    private mutating func singleItem(_ item: ItemID, _ alignment: StackProperties.Alignment, canvas: ItemID) {
        let kind = crossAlignment(alignment)
        let startPinned = kind == .start
        let endPinned = kind == .end
        emit(.canvasConnection, canvas, crossMin, startPinned ? .equal : .lessThanOrEqual, item, crossMin)
        emit(.canvasConnection, item, crossMax, endPinned ? .equal : .lessThanOrEqual, canvas, crossMax)
        if kind == .center {
            emit(.canvasConnection, canvas, crossCenter, .equal, item, crossCenter)
        }
        emit(.canvasFit, stack.id, crossSize, priority: Self.canvasFitPriority)
    }

    /// Two or more arranged subviews and an alignment other than fill: the items are aligned
    /// to the first visible one, and a spanner guide wraps the visible ones and is tied to
    /// the canvas.
    private mutating func spanned(
        _ arranged: [ItemID], _ visible: [ItemID], _ reference: ItemID, _ alignment: StackProperties.Alignment,
        canvas: ItemID, in system: inout LayoutSystem
    ) {
        let kind = crossAlignment(alignment)
        let baselineOnVertical = properties.axis == .vertical && (kind == .firstBaseline || kind == .lastBaseline)
        let aligned: Attribute? = switch kind {
        case .start: crossMin
        case .center: crossCenter
        case .end: crossMax
        case .firstBaseline: baselineOnVertical ? nil : .firstBaseline
        case .lastBaseline: baselineOnVertical ? nil : .lastBaseline
        }
        if let aligned {
            for item in arranged where item != reference {
                emit(.alignment, reference, aligned, .equal, item, aligned)
            }
        }
        let spanner = stackGuide("UISV-alignment-spanner", in: &system)
        // Canvas connections: the start edge to the reference item or the spanner, the end edge likewise.
        switch kind {
        case .start:
            emit(.canvasConnection, canvas, crossMin, .equal, reference, crossMin)
            emit(.canvasConnection, spanner, crossMax, .equal, canvas, crossMax)
        case .center:
            emit(.canvasConnection, canvas, crossMin, .equal, spanner, crossMin)
            emit(.canvasConnection, spanner, crossMax, .equal, canvas, crossMax)
            emit(.canvasConnection, canvas, crossCenter, .equal, reference, crossCenter)
        case .end:
            emit(.canvasConnection, canvas, crossMin, .equal, spanner, crossMin)
            emit(.canvasConnection, reference, crossMax, .equal, canvas, crossMax)
        case .firstBaseline, .lastBaseline:
            if baselineOnVertical {
                emit(.canvasConnection, canvas, crossMin, .equal, spanner, crossMin)
                emit(.canvasConnection, spanner, crossMax, .equal, canvas, crossMax)
            } else if kind == .firstBaseline {
                emit(.canvasConnection, canvas, crossMin, .lessThanOrEqual, reference, crossMin)
                emit(.canvasConnection, spanner, crossMax, .equal, canvas, crossMax)
                emit(.canvasFit, stack.id, crossSize, priority: Self.canvasFitPriority)
            } else {
                emit(.canvasConnection, canvas, crossMin, .equal, spanner, crossMin)
                emit(.canvasConnection, reference, crossMax, .lessThanOrEqual, canvas, crossMax)
                emit(.canvasFit, stack.id, crossSize, priority: Self.canvasFitPriority)
            }
        }
        // Spanning boundaries, visible items only: an edge the alignment pins is an equality
        // at 999.5, the others inequalities.
        for item in visible {
            if kind == .start {
                emit(.spanningBoundary, spanner, crossMin, .equal, item, crossMin, priority: Self.spanningEdgePriority)
            } else {
                emit(.spanningBoundary, spanner, crossMin, .lessThanOrEqual, item, crossMin)
            }
            if kind == .end {
                emit(.spanningBoundary, spanner, crossMax, .equal, item, crossMax, priority: Self.spanningEdgePriority)
            } else {
                emit(.spanningBoundary, spanner, crossMax, .greaterThanOrEqual, item, crossMax)
            }
        }
        let fitPriority: Priority = visible.isEmpty ? 0.001 : Self.spanningFitPriority
        emit(.spanningFit, spanner, crossSize, priority: fitPriority)
    }
}
