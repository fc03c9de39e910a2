import UIKit

/// All four edges, built [left/leading, right/trailing, top, bottom].
public protocol QuadKind {
    static var attributes: [NSLayoutConstraint.Attribute] { get }
}

extension AnchorPosition {
    public enum Edges: QuadKind {
        public static var attributes: [NSLayoutConstraint.Attribute] { [.left, .right, .top, .bottom] }
    }

    public enum LocalizedEdges: QuadKind {
        public static var attributes: [NSLayoutConstraint.Attribute] { [.leading, .trailing, .top, .bottom] }
    }
}

public struct QuadAnchor<Root: LayoutAnchor, Kind: QuadKind> {
    let root: Root
}

extension QuadAnchor where Root: ViewDraft {
    func relate(_ relation: NSLayoutConstraint.Relation, _ targets: [PartTarget]) -> QuadAnchorRelation<Root> {
        let signs: [AnchorOffsetSign] = [.positive, .negative, .positive, .negative]
        let parts = zip(Kind.attributes, zip(signs, targets)).map { attribute, signAndTarget in
            ConstraintPart(attribute, signAndTarget.0, relation, signAndTarget.1)
        }
        return QuadAnchorRelation(root: root, parts: parts)
    }

    // Another drf quad anchor.
    public func equal<R, K>(to anchor: QuadAnchor<R, K>) -> QuadAnchorRelation<Root> { relate(.equal, K.attributes.map { .item(anchor.root.anchorLayout, $0) }) }
    public func moreThan<R, K>(to anchor: QuadAnchor<R, K>) -> QuadAnchorRelation<Root> { relate(.greaterThanOrEqual, K.attributes.map { .item(anchor.root.anchorLayout, $0) }) }
    public func lessThan<R, K>(to anchor: QuadAnchor<R, K>) -> QuadAnchorRelation<Root> { relate(.lessThanOrEqual, K.attributes.map { .item(anchor.root.anchorLayout, $0) }) }
    // The same edges of a view or guide.
    public func equal(to layout: LayoutWithAnchors) -> QuadAnchorRelation<Root> { relate(.equal, Kind.attributes.map { .item(layout, $0) }) }
    public func moreThan(to layout: LayoutWithAnchors) -> QuadAnchorRelation<Root> { relate(.greaterThanOrEqual, Kind.attributes.map { .item(layout, $0) }) }
    public func lessThan(to layout: LayoutWithAnchors) -> QuadAnchorRelation<Root> { relate(.lessThanOrEqual, Kind.attributes.map { .item(layout, $0) }) }
    // The same edges of an anonymous layout.
    public func equal(with anonymous: AnonymousLayout) -> QuadAnchorRelation<Root> { relate(.equal, Kind.attributes.map { .anonymous(anonymous, $0) }) }
    public func moreThan(with anonymous: AnonymousLayout) -> QuadAnchorRelation<Root> { relate(.greaterThanOrEqual, Kind.attributes.map { .anonymous(anonymous, $0) }) }
    public func lessThan(with anonymous: AnonymousLayout) -> QuadAnchorRelation<Root> { relate(.lessThanOrEqual, Kind.attributes.map { .anonymous(anonymous, $0) }) }
}
