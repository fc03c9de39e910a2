import UIKit

/// One position anchor of a draft or guide: top, bottom, centerY, left, right, leading,
/// trailing or centerX. Only a draft's anchors can start a relation; a guide's are targets.
public struct SingleAnchor<Root: LayoutAnchor, Position: SinglePosition> {
    let root: Root
}

extension SingleAnchor where Root: ViewDraft {
    func relate(_ relation: NSLayoutConstraint.Relation, _ target: PartTarget) -> SingleAnchorRelation<Root> {
        SingleAnchorRelation(root: root, parts: [ConstraintPart(Position.attribute, Position.sign, relation, target)])
    }

    // A UIKit anchor of the same axis.
    public func equal(to anchor: Position.Axis) -> SingleAnchorRelation<Root> { relate(.equal, .anchor(anchor)) }
    public func moreThan(to anchor: Position.Axis) -> SingleAnchorRelation<Root> { relate(.greaterThanOrEqual, .anchor(anchor)) }
    public func lessThan(to anchor: Position.Axis) -> SingleAnchorRelation<Root> { relate(.lessThanOrEqual, .anchor(anchor)) }
    // Another drf anchor of the same axis; only this anchor's sign is used.
    public func equal<R, P>(to anchor: SingleAnchor<R, P>) -> SingleAnchorRelation<Root> where P.Axis == Position.Axis { relate(.equal, .item(anchor.root.anchorLayout, P.attribute)) }
    public func moreThan<R, P>(to anchor: SingleAnchor<R, P>) -> SingleAnchorRelation<Root> where P.Axis == Position.Axis { relate(.greaterThanOrEqual, .item(anchor.root.anchorLayout, P.attribute)) }
    public func lessThan<R, P>(to anchor: SingleAnchor<R, P>) -> SingleAnchorRelation<Root> where P.Axis == Position.Axis { relate(.lessThanOrEqual, .item(anchor.root.anchorLayout, P.attribute)) }
    // The same attribute of a view or guide.
    public func equal(to layout: LayoutWithAnchors) -> SingleAnchorRelation<Root> { relate(.equal, .item(layout, Position.attribute)) }
    public func moreThan(to layout: LayoutWithAnchors) -> SingleAnchorRelation<Root> { relate(.greaterThanOrEqual, .item(layout, Position.attribute)) }
    public func lessThan(to layout: LayoutWithAnchors) -> SingleAnchorRelation<Root> { relate(.lessThanOrEqual, .item(layout, Position.attribute)) }
    // The same attribute of an anonymous layout.
    public func equal(with anonymous: AnonymousLayout) -> SingleAnchorRelation<Root> { relate(.equal, .anonymous(anonymous, Position.attribute)) }
    public func moreThan(with anonymous: AnonymousLayout) -> SingleAnchorRelation<Root> { relate(.greaterThanOrEqual, .anonymous(anonymous, Position.attribute)) }
    public func lessThan(with anonymous: AnonymousLayout) -> SingleAnchorRelation<Root> { relate(.lessThanOrEqual, .anonymous(anonymous, Position.attribute)) }
}

extension SingleAnchor where Root: ViewDraft, Position.Axis == NSLayoutYAxisAnchor {
    // A y anchor of an anonymous layout.
    public func equal(with anchor: YAnonymousAnchor) -> SingleAnchorRelation<Root> { relate(.equal, .anonymous(anchor.target.0, anchor.target.1)) }
    public func moreThan(with anchor: YAnonymousAnchor) -> SingleAnchorRelation<Root> { relate(.greaterThanOrEqual, .anonymous(anchor.target.0, anchor.target.1)) }
    public func lessThan(with anchor: YAnonymousAnchor) -> SingleAnchorRelation<Root> { relate(.lessThanOrEqual, .anonymous(anchor.target.0, anchor.target.1)) }
}

extension SingleAnchor where Root: ViewDraft, Position.Axis == NSLayoutXAxisAnchor {
    // An x anchor of an anonymous layout.
    public func equal(with anchor: XAnonymousAnchor) -> SingleAnchorRelation<Root> { relate(.equal, .anonymous(anchor.target.0, anchor.target.1)) }
    public func moreThan(with anchor: XAnonymousAnchor) -> SingleAnchorRelation<Root> { relate(.greaterThanOrEqual, .anonymous(anchor.target.0, anchor.target.1)) }
    public func lessThan(with anchor: XAnonymousAnchor) -> SingleAnchorRelation<Root> { relate(.lessThanOrEqual, .anonymous(anchor.target.0, anchor.target.1)) }
}
