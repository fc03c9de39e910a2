import UIKit

/// Width or height of a draft or guide. Dimensions have no sign: moreThan is ≥, lessThan is ≤.
public struct DimensionAnchor<Root: LayoutAnchor, Position: SinglePosition> where Position.Axis == NSLayoutDimension {
    let root: Root
}

extension DimensionAnchor where Root: ViewDraft {
    func relate(_ relation: NSLayoutConstraint.Relation, _ target: PartTarget) -> DimensionAnchorRelation<Root> {
        DimensionAnchorRelation(root: root, parts: [ConstraintPart(Position.attribute, .positive, relation, target)])
    }

    /// A constant constraint; no modifiers follow it.
    func relate(_ relation: NSLayoutConstraint.Relation, constant: CGFloat) -> AnchorRelation<Root> {
        var part = ConstraintPart(Position.attribute, .positive, relation, .nothing)
        part.constant = constant
        return AnchorRelation(root: root, parts: [part])
    }

    // A UIKit dimension.
    public func equal(to anchor: NSLayoutDimension) -> DimensionAnchorRelation<Root> { relate(.equal, .anchor(anchor)) }
    public func moreThan(to anchor: NSLayoutDimension) -> DimensionAnchorRelation<Root> { relate(.greaterThanOrEqual, .anchor(anchor)) }
    public func lessThan(to anchor: NSLayoutDimension) -> DimensionAnchorRelation<Root> { relate(.lessThanOrEqual, .anchor(anchor)) }
    // Another drf width or height.
    public func equal<R, P>(to anchor: DimensionAnchor<R, P>) -> DimensionAnchorRelation<Root> { relate(.equal, .item(anchor.root.anchorLayout, P.attribute)) }
    public func moreThan<R, P>(to anchor: DimensionAnchor<R, P>) -> DimensionAnchorRelation<Root> { relate(.greaterThanOrEqual, .item(anchor.root.anchorLayout, P.attribute)) }
    public func lessThan<R, P>(to anchor: DimensionAnchor<R, P>) -> DimensionAnchorRelation<Root> { relate(.lessThanOrEqual, .item(anchor.root.anchorLayout, P.attribute)) }
    // A constant: no second item.
    public func equal(to constant: CGFloat) -> AnchorRelation<Root> { relate(.equal, constant: constant) }
    public func moreThan(to constant: CGFloat) -> AnchorRelation<Root> { relate(.greaterThanOrEqual, constant: constant) }
    public func lessThan(to constant: CGFloat) -> AnchorRelation<Root> { relate(.lessThanOrEqual, constant: constant) }
    // The same dimension of a view or guide.
    public func equal(to layout: LayoutWithAnchors) -> DimensionAnchorRelation<Root> { relate(.equal, .item(layout, Position.attribute)) }
    public func moreThan(to layout: LayoutWithAnchors) -> DimensionAnchorRelation<Root> { relate(.greaterThanOrEqual, .item(layout, Position.attribute)) }
    public func lessThan(to layout: LayoutWithAnchors) -> DimensionAnchorRelation<Root> { relate(.lessThanOrEqual, .item(layout, Position.attribute)) }
    // The same dimension of an anonymous layout.
    public func equal(with anonymous: AnonymousLayout) -> DimensionAnchorRelation<Root> { relate(.equal, .anonymous(anonymous, Position.attribute)) }
    public func moreThan(with anonymous: AnonymousLayout) -> DimensionAnchorRelation<Root> { relate(.greaterThanOrEqual, .anonymous(anonymous, Position.attribute)) }
    public func lessThan(with anonymous: AnonymousLayout) -> DimensionAnchorRelation<Root> { relate(.lessThanOrEqual, .anonymous(anonymous, Position.attribute)) }
    // A dimension of an anonymous layout.
    public func equal(with anchor: DimensionAnonymousAnchor) -> DimensionAnchorRelation<Root> { relate(.equal, .anonymous(anchor.target.0, anchor.target.1)) }
    public func moreThan(with anchor: DimensionAnonymousAnchor) -> DimensionAnchorRelation<Root> { relate(.greaterThanOrEqual, .anonymous(anchor.target.0, anchor.target.1)) }
    public func lessThan(with anchor: DimensionAnonymousAnchor) -> DimensionAnchorRelation<Root> { relate(.lessThanOrEqual, .anonymous(anchor.target.0, anchor.target.1)) }
}
