import UIKit

/// A relation registered on a draft: the constraints it will build, and the way back to the
/// draft so a chain can continue (`…equal(with: .parent).bottom.equal(…)`).
///
/// Chaining forwards the draft's key-path properties (anchors, `builder`) and the methods
/// below; other LayoutDraft methods are not reachable after a relation, as in Draftsman.
@dynamicMemberLookup
open class AnchorRelation<Root: ViewDraft>: ConstraintBuilder, PlanComponent {
    let root: Root
    var parts: [ConstraintPart]

    init(root: Root, parts: [ConstraintPart]) {
        self.root = root
        self.parts = parts
        root.register(self)
    }

    func build(in context: PlanContext) -> [NSLayoutConstraint] {
        parts.compactMap { $0.build(for: root.view, in: context) }
    }

    public subscript<Property>(dynamicMember keyPath: KeyPath<Root, Property>) -> Property {
        root[keyPath: keyPath]
    }

    public var insertablePlans: [ViewDraft] { root.insertablePlans }

    public func build() -> [NSLayoutConstraint] { root.build() }

    @discardableResult
    public func apply() -> [NSLayoutConstraint] { root.apply() }

    public func insert(@LayoutPlan _ layouter: () -> ViewPlan) -> Root { root.insert(layouter) }

    /// Sets the priority of every constraint of this relation (and of no earlier one).
    public func priority(_ priority: UILayoutPriority) -> DecoratedAnchorRelation<Root> {
        DecoratedAnchorRelation(parent: self, priority: priority, identifier: nil)
    }

    /// `priority(UILayoutPriority(rawValue:))`.
    public func priority(_ priority: Float) -> DecoratedAnchorRelation<Root> {
        self.priority(UILayoutPriority(rawValue: priority))
    }

    /// Sets the identifier of every constraint of this relation (and of no earlier one).
    public func identifier(_ identifier: String) -> DecoratedAnchorRelation<Root> {
        DecoratedAnchorRelation(parent: self, priority: nil, identifier: identifier)
    }

    public func resistVerticalExpansion(_ priority: UILayoutPriority) -> Root { root.resistVerticalExpansion(priority) }
    public func resistHorizontalExpansion(_ priority: UILayoutPriority) -> Root { root.resistHorizontalExpansion(priority) }
    public func resistVerticalCompression(_ priority: UILayoutPriority) -> Root { root.resistVerticalCompression(priority) }
    public func resistHorizontalCompression(_ priority: UILayoutPriority) -> Root { root.resistHorizontalCompression(priority) }

    /// Replaces the stored (pre-sign) constants, one per part.
    func setConstants(_ constants: [CGFloat]) -> Self {
        for (index, constant) in zip(parts.indices, constants) {
            parts[index].constant = constant
        }
        return self
    }
}

extension AnchorRelation where Root: StackDraft {
    public func insertStacked(@LayoutPlan _ layouter: () -> ViewPlan) -> Root { root.insertStacked(layouter) }
}

/// A relation after `priority(_:)` or `identifier(_:)`. The plain relation stays registered
/// too; both build, and de-duplication keeps this one because it is registered last.
public final class DecoratedAnchorRelation<Root: ViewDraft>: AnchorRelation<Root> {
    private let parent: AnchorRelation<Root>
    private let priorityValue: UILayoutPriority?
    private let identifierValue: String?

    init(parent: AnchorRelation<Root>, priority: UILayoutPriority?, identifier: String?) {
        self.parent = parent
        let decorated = parent as? DecoratedAnchorRelation<Root>
        priorityValue = priority ?? decorated?.priorityValue
        identifierValue = identifier ?? decorated?.identifierValue
        super.init(root: parent.root, parts: [])
    }

    override func build(in context: PlanContext) -> [NSLayoutConstraint] {
        let constraints = parent.build(in: context)
        for constraint in constraints {
            if let priorityValue { constraint.priority = priorityValue }
            if let identifierValue { constraint.identifier = identifierValue }
        }
        return constraints
    }
}

/// A relation whose constants can be set with `offset(by:)` and `inset(by:)`; each part's
/// sign is applied at build time.
open class OffsetAnchorRelation<Root: ViewDraft>: AnchorRelation<Root> {
    /// Moves the edge toward the view's inside (padding against the same edge, a gap against the opposite one).
    public func offset(by offset: CGFloat) -> Self {
        setConstants(Array(repeating: offset, count: parts.count))
    }

    /// The opposite of `offset(by:)`.
    public func inset(by inset: CGFloat) -> Self {
        setConstants(Array(repeating: -inset, count: parts.count))
    }
}

/// A relation of one position anchor.
public final class SingleAnchorRelation<Root: ViewDraft>: OffsetAnchorRelation<Root> {
    /// Sign-converted exactly like `offset(by:)`.
    public func constant(_ constant: CGFloat) -> Self {
        offset(by: constant)
    }
}

/// A relation of width or height to another dimension.
public final class DimensionAnchorRelation<Root: ViewDraft>: AnchorRelation<Root> {
    public func added(by addition: CGFloat) -> Self {
        setConstants([addition])
    }

    /// Misspelled as in Draftsman.
    public func substracted(by subtraction: CGFloat) -> Self {
        setConstants([-subtraction])
    }

    /// Sets the multiplier; the constant is not scaled.
    public func multiplied(by multiplier: CGFloat) -> Self {
        parts[0].multiplier = multiplier
        return self
    }
}

/// A relation of the size (always [width, height]) to another size.
public final class SizeAnchorRelation<Root: ViewDraft>: AnchorRelation<Root> {
    public func added(by addition: CGSize) -> Self {
        setConstants([addition.width, addition.height])
    }

    public func substracted(by subtraction: CGSize) -> Self {
        setConstants([-subtraction.width, -subtraction.height])
    }

    public func multiplied(by multiplier: CGFloat) -> Self {
        for index in parts.indices { parts[index].multiplier = multiplier }
        return self
    }
}

/// A relation of a pair (vertical, horizontal, localizedHorizontal), built [first, second].
public final class PairAnchorRelation<Root: ViewDraft>: OffsetAnchorRelation<Root> {
    /// The first value goes to the first member (top, left or leading).
    public func offsetted(using offsets: HorizontalConstant) -> Self {
        setConstants([offsets.first, offsets.second])
    }

    /// Negates both values before the signs apply.
    public func insetted(using insets: HorizontalConstant) -> Self {
        setConstants([-insets.first, -insets.second])
    }
}

/// A relation of a corner or the center, built [x, y].
public final class AxisAnchorRelation<Root: ViewDraft>: OffsetAnchorRelation<Root> {
    public func offsetted(using offsets: AxisOffsets) -> Self {
        setConstants([offsets.x, offsets.y])
    }

    public func insetted(using insets: AxisInsets) -> Self {
        setConstants([-insets.x, -insets.y])
    }
}

/// A relation of three edges, built [uni, firstBi, secondBi].
public final class TriAnchorRelation<Root: ViewDraft>: OffsetAnchorRelation<Root> {
    private let fields: (UIEdgeInsets) -> [CGFloat]

    init(root: Root, parts: [ConstraintPart], fields: @escaping (UIEdgeInsets) -> [CGFloat]) {
        self.fields = fields
        super.init(root: root, parts: parts)
    }

    public func offsetted(using offsets: EdgeOffsets) -> Self {
        setConstants(fields(offsets))
    }

    public func insetted(using insets: EdgeInsets) -> Self {
        setConstants(fields(insets).map { -$0 })
    }
}

/// A relation of four edges, built [left/leading, right/trailing, top, bottom].
public final class QuadAnchorRelation<Root: ViewDraft>: OffsetAnchorRelation<Root> {
    /// `.left` drives left or leading, `.right` drives right or trailing.
    public func offsetted(using offsets: EdgeOffsets) -> Self {
        setConstants([offsets.left, offsets.right, offsets.top, offsets.bottom])
    }

    public func insetted(using insets: EdgeInsets) -> Self {
        setConstants([-insets.left, -insets.right, -insets.top, -insets.bottom])
    }
}
