import LayoutModel

/// Turns a ``LayoutDocument`` into a ``LayoutSystem``: the document's active constraints plus
/// the ones UIKit makes behind the scenes (the root's fixed frame, layout-guide ties,
/// autoresizing masks, intrinsic content size, `UIStackView` arrangements), each generated
/// one only when the document did not record it.
///
/// Constraints between a scroll view's edges and its content attach to the content
/// (``ScrollViewContent``).
///
/// Equations come in this order: sizes ≥ 0, root frame, guide ties, autoresizing, intrinsic size, stack
/// arrangements, then the document's constraints in input order.
///
/// Nothing is derived from a frame the input does not give (a conflict log, a trace:
/// ``View/frame`` is `nil`): no root frame, no autoresizing constraints for a view whose
/// frame or whose superview's frame is unknown, no guide ties from an owner's invented insets.
/// What the engine itself guarantees, that no size is negative, holds for every input
/// (``NonNegativeSizes``): a log's conflicts often hold only because of it
/// (`H:|-(8)-[v]-(8)-|` in a view of width 0), and a dump must not solve to a width of −20.
public enum LayoutBuilder {
    public static func build(_ document: LayoutDocument, holdsRootAtRecordedSize: Bool = false) -> LayoutSystem {
        var system = LayoutSystem(layoutDirection: document.layoutDirection, idNumbers: document.idNumbers)
        // Room for the guides stacks add too: growing the items once they are in copies them all.
        var stackGuides = 0
        for index in document.views.indices {
            guard let count = document.views[index].stack?.arrangedSubviews.count else { continue }
            stackGuides += StackArrangement.guideBound(arrangedCount: count)
        }
        system.reserveItems(document.views.count + document.guides.count + stackGuides)
        // One pass over the constraints for what the builder needs before it writes equations
        // (each pass over a large layout's constraints, tens of megabytes, reads them from
        // memory again): those UIKit's own were recorded for, and the terms the
        // active ones' equations can have.
        var recorded = RecordedSystemConstraints()
        var constraintTermBound = 0
        for index in document.constraints.indices {
            recorded.note(constraintAt: index, in: document)
            guard document.constraints[index].isActive else { continue }
            constraintTermBound += LayoutSystem.termCountBound(
                document.constraints[index].firstAttribute,
                document.constraints[index].second == nil ? nil : document.constraints[index].secondAttribute,
                multiplier: document.constraints[index].multiplier, in: document.layoutDirection)
        }
        var generating = GeneratingViews()
        for index in document.views.indices {
            // Field by field: a copy of the whole view would retain each of its strings.
            let item = system.addItem(
                LayoutItem(
                    id: document.views[index].id, kind: .view, margins: document.views[index].layoutMargins,
                    baselineOffsets: document.views[index].baselineOffsets),
                numbered: document.number(ofViewAt: index))
            generating.note(viewAt: index, item: item, in: document, recorded: recorded)
        }
        for guide in document.guides {
            system.addItem(LayoutItem(id: guide.id, kind: .guide))
        }
        let scrollContent = ScrollViewContent(document)
        for guide in scrollContent.madeGuides {
            system.addItem(LayoutItem(id: guide.id, kind: .guide))
        }
        for (scrollView, content) in scrollContent.contentItems {
            if let index = system.index(of: content) { system.scrollContentAreas[index] = scrollView }
        }
        system.baselineVendors = baselineVendors(of: generating.stacks, document, system)
        let equationCount = equationCountBound(
            document, guides: document.guides.count + scrollContent.madeGuides.count, generating: generating,
            constraintTerms: constraintTermBound)
        system.equations.reserveCapacity(equationCount.equations)
        system.reserveBulkTerms(equationCount.bulkTerms)
        // The records of the intrinsic-size constraints to make, made before the floors so
        // that an item's floors share its record.
        var intrinsicSizes = [GeneratedConstraint.IntrinsicSizeConstraints?](repeating: nil, count: system.items.count)
        for (index, isOwnItem) in generating.intrinsicSizes where isOwnItem {
            intrinsicSizes[index] = intrinsicSizeOrigins(of: document.views[index])
        }
        NonNegativeSizes.append(to: &system, intrinsicSizes: intrinsicSizes)
        if let root = document.root, let frame = root.alignmentRect, let rootIndex = system.index(of: root.id) {
            // UIKit fits a table view cell to its content; IB's canvas holds it at its row height.
            // A recorded encapsulated height is UIKit's own fit, held by its constraint.
            let encapsulated = encapsulatedAxes(of: document)
            let sizesItself = document.rootKind == .tableViewCell && !holdsRootAtRecordedSize && !encapsulated.contains(.vertical)
            let start = system.equations.count
            system.equations += rootFrame(
                root.id, frame, rootIndex, sizedBy: encapsulated, heightPriority: sizesItself ? .fittingSizeLevel : .required)
            system.rootFrameEquations = start..<system.equations.count
            system.rootSizesItself = sizesItself
        }
        for guide in document.guides + scrollContent.madeGuides where !recorded.guides.contains(guide.id) {
            // An owner whose frame the input does not give has no insets it gives either; a
            // scroll view's content and frame guides take none (Xcode 4.5 saves no frame for a
            // scroll view placed by constraints).
            if let owner = document.view(guide.owner),
                owner.frame != nil || guide.kind == .contentLayout || guide.kind == .frameLayout
            {
                system.equations += GuideDefinition.equations(for: guide, owner: owner, in: system)
            }
        }
        // Views are copied only when they make equations: a copy of a view retains each of its strings.
        let rootIsCell = document.rootKind.isCell
        for index in generating.autoresizing {
            let view = document.views[index]
            guard view.id != document.rootID && !recorded.autoresizing.contains(view.id) else { continue }
            if let frame = view.alignmentRect, let superviewID = document.superview(of: view.id),
                let superview = document.view(superviewID), let superFrame = superview.alignmentRect
            {
                // A cell lays its content view out to its bounds, whatever the mask says.
                let followsBounds = rootIsCell && superviewID == document.rootID
                    && document.kind(of: view.id) == .cellContentView
                system.equations += AutoresizingConstraints.equations(
                    for: view, mask: followsBounds ? [.flexibleWidth, .flexibleHeight] : view.autoresizingMask,
                    frame: frame, superview: superview, superviewFrame: superFrame, in: system)
            }
        }
        for (index, isOwnItem) in generating.intrinsicSizes {
            appendIntrinsicSize(
                document.views[index], item: isOwnItem ? index : nil,
                origins: index < intrinsicSizes.count ? intrinsicSizes[index] : nil, to: &system)
        }
        for index in generating.stacks {
            let view = document.views[index]
            if let stack = view.stack, !recorded.stacks.contains(view.id) {
                var arrangement = StackArrangement(stack: view, properties: stack, document: document)
                arrangement.append(to: &system)
            }
        }
        // By index, and resolved only when there is scroll content: each copy of a constraint
        // retains its strings, once for every constraint of the document.
        for index in document.constraints.indices where document.constraints[index].isActive {
            let container = document.constraints[index].dependsOnBoundsOrigin
                ? document.coordinateContainer(of: document.constraints[index]).flatMap { system.index(of: $0) } : nil
            if scrollContent.contentItems.isEmpty {
                system.appendEquation(
                    for: document.constraints[index], itemNumbers: document.itemNumbers(ofConstraintAt: index),
                    container: container, origin: .document(index))
            } else {
                system.appendEquation(
                    for: scrollContent.resolved(document.constraints[index], in: document), container: container,
                    origin: .document(index))
            }
        }
        system.shareBulkTerms()
        return system
    }

    /// The views that make generated equations of their own (autoresizing, intrinsic size,
    /// stack arrangement), noted in the one pass over the views that makes their items:
    /// the steps that make those equations walk these short lists. Each pass over a large
    /// hierarchy's views, larger than the cache, reads them from memory again.
    private struct GeneratingViews {
        /// Views that translate their autoresizing mask into constraints, by index.
        var autoresizing: [Int] = []
        /// Views with an intrinsic size whose constraints the document did not record, and
        /// whether the view's item has the view's index (it does unless an id repeats).
        var intrinsicSizes: [(view: Int, isOwnItem: Bool)] = []
        /// Stack views.
        var stacks: [Int] = []
        /// The equations these views make at most (see ``LayoutBuilder/equationCountBound(_:guides:generating:constraintTerms:)``).
        var equationBound = 0
        /// The terms the stacks' equations write to ``LayoutSystem/bulkTerms`` at most.
        var stackTermBound = 0

        mutating func note(viewAt index: Int, item: Int, in document: LayoutDocument, recorded: RecordedSystemConstraints) {
            if document.views[index].translatesAutoresizingMaskIntoConstraints {
                autoresizing.append(index)
                equationBound += 4
            }
            // The view's own size read in place: a non-stored property of a view in the array
            // copied it, with its references, for every view of a large input.
            let own = document.views[index].intrinsicContentSize
            let isComplete = own.map { $0.width != nil && $0.height != nil } ?? false
            let unmeasured = isComplete ? [] : document.views[index].unmeasuredContentSize
            if let size = LayoutBuilder.laidOutIntrinsicSize(own, unmeasured: unmeasured) {
                equationBound += Axis.allCases.count { size.value(for: $0) != nil } * 2
                if !recorded.contentSize.contains(document.views[index].id) { intrinsicSizes.append((index, item == index)) }
            }
            // A partial document's stack constraints are the ones it lists (a log's arrangement
            // is there for printing): none is derived.
            if !document.isPartial, let stack = document.views[index].stack {
                stacks.append(index)
                let bound = StackArrangement.constraintBound(arrangedCount: stack.arrangedSubviews.count)
                equationBound += bound
                // Two attributes of at most two terms each: no stack constraint is measured from
                // a bounds origin.
                stackTermBound += 4 * bound
            }
        }
    }

    /// At least as many equations as ``build(_:)`` makes, and close to it, and at least as
    /// many terms as it writes to ``LayoutSystem/bulkTerms``: a large layout's arrays of
    /// equations and terms are reserved once, since growing one by one past its capacity
    /// would double it. Sizes two per item (a term each), root frame four, guide ties and
    /// autoresizing at most four each, intrinsic sizes two per axis, a stack's arrangement at
    /// most six per arranged subview and four of its own (`generating` counts those of the
    /// views), and the document's constraints (`constraintTerms`, the terms of the active
    /// ones' attributes, counted: a bound of four each would reserve megabytes of terms that
    /// are never written).
    private static func equationCountBound(
        _ document: LayoutDocument, guides: Int, generating: GeneratingViews, constraintTerms: Int
    ) -> (equations: Int, bulkTerms: Int) {
        let floors = (document.views.count + guides) * 2
        let count = floors + 4 + guides * 4 + document.constraints.count + generating.equationBound
        return (count, floors + constraintTerms + generating.stackTermBound)
    }

    /// The window holds the root where it is: four required equations.
    /// A size the dump recorded as UIKit's `UIView-Encapsulated-Layout-*` (a cell's or a
    /// controller's view's) is not held again: a conflict cites the recorded constraint.
    /// A self-sizing root (a table view cell, which UIKit sizes to fit its content since iOS 11)
    /// keeps its recorded height only where its constraints leave it free: its height is held
    /// at UIKit's fitting level, as `systemLayoutSizeFitting` holds the height it is asked for.
    static func rootFrame(
        _ root: ItemID, _ frame: Rect, _ index: Int, sizedBy encapsulated: Set<Axis> = [], heightPriority: Priority = .required
    ) -> [LayoutEquation] {
        FrameComponent.allCases.filter { $0.isPosition || !encapsulated.contains($0.axis) }.map { component in
            rootFrameEquation(root, component, of: frame, index, priority: component == .height ? heightPriority : .required)
        }
    }

    /// The equation that holds one component of the root's frame.
    static func rootFrameEquation(_ root: ItemID, _ component: FrameComponent, of frame: Rect, _ index: Int, priority: Priority) -> LayoutEquation {
        let value = switch component {
        case .minX: frame.x
        case .minY: frame.y
        case .width: frame.width
        case .height: frame.height
        }
        let constraint: Constraint? = component.isPosition ? nil
            : Constraint(first: root, firstAttribute: component == .width ? .width : .height, constant: value)
        return LayoutEquation(
            terms: [LinearTerm(variable: LayoutSystem.variable(index, component), coefficient: 1)],
            constant: -value, relation: .equal, priority: priority,
            origin: .generated(GeneratedConstraint(item: root, source: .rootFrame, role: component.name, constraint: constraint)))
    }

    /// The axes on which the root's size is UIKit's encapsulated size: an active
    /// `UIView-Encapsulated-Layout-Width/Height` on the root, or on the content view of a root
    /// cell (which sizes the cell through its autoresizing mask).
    static func encapsulatedAxes(of document: LayoutDocument) -> Set<Axis> {
        var sized: Set<ItemID> = [document.rootID]
        if document.rootKind.isCell, let root = document.root {
            sized.formUnion(root.subviews.filter { document.kind(of: $0) == .cellContentView })
        }
        var axes: Set<Axis> = []
        for item in sized {
            for index in document.constraintIndexes(involving: item) {
                let constraint = document.constraints[index]
                guard constraint.isActive, constraint.systemKind == .encapsulatedLayout, constraint.first == item,
                    constraint.second == nil, constraint.firstAttribute.isDimension, let axis = constraint.firstAttribute.axis
                else { continue }
                axes.insert(axis)
            }
        }
        return axes
    }

    /// `NSContentSizeLayoutConstraint`: per axis with an intrinsic metric, `size <= intrinsic`
    /// at the hugging priority and `size >= intrinsic` at the compression resistance.
    ///
    /// `item` is the view's item when known (found by its id otherwise). `origins`, the
    /// view's record (``intrinsicSizeOrigins(of:)``) if made already.
    static func appendIntrinsicSize(
        _ view: View, item: Int?, origins: GeneratedConstraint.IntrinsicSizeConstraints? = nil, to system: inout LayoutSystem
    ) {
        guard let size = view.laidOutIntrinsicSize else { return }
        guard let item = item ?? system.index(of: view.id) else { return }
        let hugging = view.contentHuggingPriority
        let compressionResistance = view.contentCompressionResistancePriority
        guard let origins = origins ?? intrinsicSizeOrigins(of: view) else { return }
        for axis in Axis.allCases {
            guard let value = size.value(for: axis) else { continue }
            let variable = LayoutSystem.variable(item, axis == .horizontal ? .width : .height)
            let terms = system.unitTerms(of: variable)
            // What `equation(for:)` makes of `size (relation) value`, written directly: the
            // size's one term, and the constant as it computes it (`0 - value`, never -0).
            func append(isHugging: Bool) {
                let relation: Relation = isHugging ? .lessThanOrEqual : .greaterThanOrEqual
                let priority = isHugging ? hugging[axis] : compressionResistance[axis]
                system.equations.append(LayoutEquation(
                    terms: terms, constant: 0 - value, relation: relation,
                    priority: priority, origin: .generated(origins.constraint(axis, isHugging: isHugging))))
            }
            append(isHugging: true)
            append(isHugging: false)
        }
    }

    /// The intrinsic size a view is solved with: its own, and on a side whose content the
    /// input did not measure (``View/unmeasuredContentSize``) a stand-in of 0, so that the side
    /// is sized by its content, as UIKit sizes it, and is not ambiguous. The stand-in is never
    /// written out; frames that depend on it are not measured.
    static func laidOutIntrinsicSize(_ size: IntrinsicSize?, unmeasured: SizeSides) -> IntrinsicSize? {
        guard !unmeasured.isEmpty else { return size }
        return IntrinsicSize(
            width: size?.width ?? (unmeasured.contains(.width) ? 0 : nil),
            height: size?.height ?? (unmeasured.contains(.height) ? 0 : nil))
    }

    /// The record of a view's intrinsic-size constraints, `nil` for a view without an intrinsic size.
    static func intrinsicSizeOrigins(of view: View) -> GeneratedConstraint.IntrinsicSizeConstraints? {
        view.laidOutIntrinsicSize.map { size in
            GeneratedConstraint.intrinsicSize(
                of: view.id, size, hugging: view.contentHuggingPriority, compressionResistance: view.contentCompressionResistancePriority)
        }
    }

    /// Which view each stack view's baselines come from: on a vertical stack the first (last)
    /// visible arranged subview, on a horizontal one the tallest visible one (by its recorded
    /// frame), recursing into nested stacks. `stacks` are the stack views' indexes in the document.
    static func baselineVendors(of stacks: [Int], _ document: LayoutDocument, _ system: LayoutSystem) -> [Int: (first: Int, last: Int)] {
        var result: [Int: (first: Int, last: Int)] = [:]
        result.reserveCapacity(stacks.count)
        for index in stacks {
            let id = document.views[index].id
            guard let item = system.index(of: id),
                let first = system.index(of: baselineVendor(of: id, first: true, in: document)),
                let last = system.index(of: baselineVendor(of: id, first: false, in: document))
            else { continue }
            result[item] = (first, last)
        }
        return result
    }

    /// The view a view's first (last) baseline comes from: itself unless it is a stack view,
    /// followed at most 64 stacks deep. A loop over views read in place: nested functions
    /// capturing the document copied it whole on every call.
    private static func baselineVendor(of id: ItemID, first: Bool, in document: LayoutDocument) -> ItemID {
        var vendor = id
        for _ in 0..<64 {
            guard let index = document.indexOfView(vendor), let stack = document.views[index].stack else { break }
            // The first or last visible arranged subview on a vertical stack, the tallest visible
            // one (the first of equals, by its recorded frame) on a horizontal one.
            var chosen: ItemID?
            var tallest = 0.0
            let arranged = stack.arrangedSubviews
            for position in arranged.indices {
                let candidate = arranged[stack.axis == .vertical && !first ? arranged.count - 1 - position : position]
                guard let candidateIndex = document.indexOfView(candidate), !document.views[candidateIndex].isHidden else { continue }
                if stack.axis == .vertical {
                    chosen = candidate
                    break
                }
                let height = document.views[candidateIndex].alignmentRect?.height ?? 0
                if chosen == nil || tallest < height { (chosen, tallest) = (candidate, height) }
            }
            guard let chosen else { break }
            vendor = chosen
        }
        return vendor
    }
}

/// The system constraints a dump recorded, so the builder does not make them twice.
struct RecordedSystemConstraints {
    /// Views with recorded `NSAutoresizingMaskLayoutConstraint`s.
    var autoresizing: Set<ItemID> = []
    /// Views with recorded `NSContentSizeLayoutConstraint`s.
    var contentSize: Set<ItemID> = []
    /// Guides with recorded definition constraints (`UIViewSafeAreaLayoutGuide-left`, …).
    var guides: Set<ItemID> = []
    /// Stack views with recorded `UISV-*` constraints.
    var stacks: Set<ItemID> = []

    /// Notes the document's constraint at `index` if UIKit made it. By index, read in place:
    /// a copy of each constraint would retain its strings.
    mutating func note(constraintAt index: Int, in document: LayoutDocument) {
        switch document.constraints[index].systemKind {
        case .autoresizingMask: autoresizing.insert(document.constraints[index].first)
        case .contentSize: contentSize.insert(document.constraints[index].first)
        case .guideDefinition:
            for item in document.constraints[index].items where document.guide(item) != nil { guides.insert(item) }
        case .stackView:
            if let stack = Self.owningStack(of: document.constraints[index], in: document) { stacks.insert(stack) }
        default: break
        }
    }

    /// The stack a `UISV-*` constraint belongs to: the stack (or a guide it owns) it mentions,
    /// whose other item, if any, is the stack, one of its guides or one of its arranged
    /// subviews. A nested stack mentioned as an arranged subview of its outer stack is not
    /// taken for the owner.
    static func owningStack(of constraint: Constraint, in document: LayoutDocument) -> ItemID? {
        func stackOf(_ item: ItemID) -> ItemID? {
            if document.view(item)?.stack != nil { return item }
            if let owner = document.guide(item)?.owner, document.view(owner)?.stack != nil { return owner }
            return nil
        }
        func belongs(_ item: ItemID, to stack: ItemID) -> Bool {
            item == stack || document.guide(item)?.owner == stack
                || document.view(stack)?.stack?.arrangedSubviews.contains(item) == true
        }
        for item in constraint.items {
            guard let stack = stackOf(item) else { continue }
            if constraint.items.allSatisfy({ belongs($0, to: stack) }) { return stack }
        }
        return nil
    }
}

extension View {
    /// The intrinsic size the layout is solved with (``LayoutBuilder/laidOutIntrinsicSize(_:unmeasured:)``).
    var laidOutIntrinsicSize: IntrinsicSize? {
        LayoutBuilder.laidOutIntrinsicSize(intrinsicContentSize, unmeasured: unmeasuredContentSize)
    }
}
