import UIKit

/// A corner (e.g. top.left) or the center, built [x, y]; each part keeps its own anchor's sign.
public struct AxisAnchor<Root: LayoutAnchor, X: SinglePosition, Y: SinglePosition>
where X.Axis == NSLayoutXAxisAnchor, Y.Axis == NSLayoutYAxisAnchor {
    let root: Root
}

extension AxisAnchor where Root: ViewDraft {
    func relate(_ relation: NSLayoutConstraint.Relation, _ targets: [PartTarget]) -> AxisAnchorRelation<Root> {
        AxisAnchorRelation(root: root, parts: [
            ConstraintPart(X.attribute, X.sign, relation, targets[0]),
            ConstraintPart(Y.attribute, Y.sign, relation, targets[1]),
        ])
    }

    // Any other drf corner or center: x to its x, y to its y.
    public func equal<R, OtherX, OtherY>(to anchor: AxisAnchor<R, OtherX, OtherY>) -> AxisAnchorRelation<Root> { relate(.equal, [.item(anchor.root.anchorLayout, OtherX.attribute), .item(anchor.root.anchorLayout, OtherY.attribute)]) }
    public func moreThan<R, OtherX, OtherY>(to anchor: AxisAnchor<R, OtherX, OtherY>) -> AxisAnchorRelation<Root> { relate(.greaterThanOrEqual, [.item(anchor.root.anchorLayout, OtherX.attribute), .item(anchor.root.anchorLayout, OtherY.attribute)]) }
    public func lessThan<R, OtherX, OtherY>(to anchor: AxisAnchor<R, OtherX, OtherY>) -> AxisAnchorRelation<Root> { relate(.lessThanOrEqual, [.item(anchor.root.anchorLayout, OtherX.attribute), .item(anchor.root.anchorLayout, OtherY.attribute)]) }
    // The same corner of a view or guide.
    public func equal(to layout: LayoutWithAnchors) -> AxisAnchorRelation<Root> { relate(.equal, [.item(layout, X.attribute), .item(layout, Y.attribute)]) }
    public func moreThan(to layout: LayoutWithAnchors) -> AxisAnchorRelation<Root> { relate(.greaterThanOrEqual, [.item(layout, X.attribute), .item(layout, Y.attribute)]) }
    public func lessThan(to layout: LayoutWithAnchors) -> AxisAnchorRelation<Root> { relate(.lessThanOrEqual, [.item(layout, X.attribute), .item(layout, Y.attribute)]) }
    // The same corner of an anonymous layout.
    public func equal(with anonymous: AnonymousLayout) -> AxisAnchorRelation<Root> { relate(.equal, [.anonymous(anonymous, X.attribute), .anonymous(anonymous, Y.attribute)]) }
    public func moreThan(with anonymous: AnonymousLayout) -> AxisAnchorRelation<Root> { relate(.greaterThanOrEqual, [.anonymous(anonymous, X.attribute), .anonymous(anonymous, Y.attribute)]) }
    public func lessThan(with anonymous: AnonymousLayout) -> AxisAnchorRelation<Root> { relate(.lessThanOrEqual, [.anonymous(anonymous, X.attribute), .anonymous(anonymous, Y.attribute)]) }
    // A point of an anonymous layout.
    public func equal(with anchor: XYAnonymousAnchor) -> AxisAnchorRelation<Root> { relate(.equal, anchor.targets) }
    public func moreThan(with anchor: XYAnonymousAnchor) -> AxisAnchorRelation<Root> { relate(.greaterThanOrEqual, anchor.targets) }
    public func lessThan(with anchor: XYAnonymousAnchor) -> AxisAnchorRelation<Root> { relate(.lessThanOrEqual, anchor.targets) }
}
