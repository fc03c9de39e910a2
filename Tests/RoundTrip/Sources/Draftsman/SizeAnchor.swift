import UIKit

/// Width and height together; always builds [width, height].
public struct SizeAnchor<Root: LayoutAnchor> {
    let root: Root
}

extension SizeAnchor where Root: ViewDraft {
    func relate(_ relation: NSLayoutConstraint.Relation, _ targets: [PartTarget]) -> SizeAnchorRelation<Root> {
        SizeAnchorRelation(root: root, parts: [
            ConstraintPart(.width, .positive, relation, targets[0]),
            ConstraintPart(.height, .positive, relation, targets[1]),
        ])
    }

    /// Constant width and height; no modifiers follow it.
    func relate(_ relation: NSLayoutConstraint.Relation, size: CGSize) -> AnchorRelation<Root> {
        var width = ConstraintPart(.width, .positive, relation, .nothing)
        width.constant = size.width
        var height = ConstraintPart(.height, .positive, relation, .nothing)
        height.constant = size.height
        return AnchorRelation(root: root, parts: [width, height])
    }

    // Another drf size.
    public func equal<R>(to anchor: SizeAnchor<R>) -> SizeAnchorRelation<Root> { relate(.equal, [.item(anchor.root.anchorLayout, .width), .item(anchor.root.anchorLayout, .height)]) }
    public func moreThan<R>(to anchor: SizeAnchor<R>) -> SizeAnchorRelation<Root> { relate(.greaterThanOrEqual, [.item(anchor.root.anchorLayout, .width), .item(anchor.root.anchorLayout, .height)]) }
    public func lessThan<R>(to anchor: SizeAnchor<R>) -> SizeAnchorRelation<Root> { relate(.lessThanOrEqual, [.item(anchor.root.anchorLayout, .width), .item(anchor.root.anchorLayout, .height)]) }
    // The size of a view or guide.
    public func equal(to layout: LayoutWithAnchors) -> SizeAnchorRelation<Root> { relate(.equal, [.item(layout, .width), .item(layout, .height)]) }
    public func moreThan(to layout: LayoutWithAnchors) -> SizeAnchorRelation<Root> { relate(.greaterThanOrEqual, [.item(layout, .width), .item(layout, .height)]) }
    public func lessThan(to layout: LayoutWithAnchors) -> SizeAnchorRelation<Root> { relate(.lessThanOrEqual, [.item(layout, .width), .item(layout, .height)]) }
    // The size of an anonymous layout.
    public func equal(with anonymous: AnonymousLayout) -> SizeAnchorRelation<Root> { relate(.equal, [.anonymous(anonymous, .width), .anonymous(anonymous, .height)]) }
    public func moreThan(with anonymous: AnonymousLayout) -> SizeAnchorRelation<Root> { relate(.greaterThanOrEqual, [.anonymous(anonymous, .width), .anonymous(anonymous, .height)]) }
    public func lessThan(with anonymous: AnonymousLayout) -> SizeAnchorRelation<Root> { relate(.lessThanOrEqual, [.anonymous(anonymous, .width), .anonymous(anonymous, .height)]) }
    // A constant size (`with:`, not `to:`, in 3.2.5).
    public func equal(with size: CGSize) -> AnchorRelation<Root> { relate(.equal, size: size) }
    public func moreThan(with size: CGSize) -> AnchorRelation<Root> { relate(.greaterThanOrEqual, size: size) }
    public func lessThan(with size: CGSize) -> AnchorRelation<Root> { relate(.lessThanOrEqual, size: size) }
}
