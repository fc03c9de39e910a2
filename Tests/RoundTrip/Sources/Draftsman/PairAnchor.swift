import UIKit

/// Two opposite edges of one axis, built [first, second]: vertical (top, bottom),
/// horizontal (left, right), localizedHorizontal (leading, trailing).
public protocol PairKind {
    associatedtype First: SinglePosition
    associatedtype Second: SinglePosition where Second.Axis == First.Axis
}

extension AnchorPosition {
    public enum Vertical: PairKind {
        public typealias First = Top
        public typealias Second = Bottom
    }

    public enum Horizontal: PairKind {
        public typealias First = Left
        public typealias Second = Right
    }

    public enum LocalizedHorizontal: PairKind {
        public typealias First = Leading
        public typealias Second = Trailing
    }
}

public struct PairAnchor<Root: LayoutAnchor, Kind: PairKind> {
    let root: Root

    static var attributes: [NSLayoutConstraint.Attribute] { [Kind.First.attribute, Kind.Second.attribute] }
}

extension PairAnchor where Root: ViewDraft {
    func relate(_ relation: NSLayoutConstraint.Relation, _ targets: [PartTarget]) -> PairAnchorRelation<Root> {
        PairAnchorRelation(root: root, parts: [
            ConstraintPart(Kind.First.attribute, Kind.First.sign, relation, targets[0]),
            ConstraintPart(Kind.Second.attribute, Kind.Second.sign, relation, targets[1]),
        ])
    }

    // Another drf pair of the same axis.
    public func equal<R, K>(to anchor: PairAnchor<R, K>) -> PairAnchorRelation<Root> where K.First.Axis == Kind.First.Axis { relate(.equal, PairAnchor<R, K>.attributes.map { .item(anchor.root.anchorLayout, $0) }) }
    public func moreThan<R, K>(to anchor: PairAnchor<R, K>) -> PairAnchorRelation<Root> where K.First.Axis == Kind.First.Axis { relate(.greaterThanOrEqual, PairAnchor<R, K>.attributes.map { .item(anchor.root.anchorLayout, $0) }) }
    public func lessThan<R, K>(to anchor: PairAnchor<R, K>) -> PairAnchorRelation<Root> where K.First.Axis == Kind.First.Axis { relate(.lessThanOrEqual, PairAnchor<R, K>.attributes.map { .item(anchor.root.anchorLayout, $0) }) }
    // The same edges of a view or guide.
    public func equal(to layout: LayoutWithAnchors) -> PairAnchorRelation<Root> { relate(.equal, Self.attributes.map { .item(layout, $0) }) }
    public func moreThan(to layout: LayoutWithAnchors) -> PairAnchorRelation<Root> { relate(.greaterThanOrEqual, Self.attributes.map { .item(layout, $0) }) }
    public func lessThan(to layout: LayoutWithAnchors) -> PairAnchorRelation<Root> { relate(.lessThanOrEqual, Self.attributes.map { .item(layout, $0) }) }
    // The same edges of an anonymous layout.
    public func equal(with anonymous: AnonymousLayout) -> PairAnchorRelation<Root> { relate(.equal, Self.attributes.map { .anonymous(anonymous, $0) }) }
    public func moreThan(with anonymous: AnonymousLayout) -> PairAnchorRelation<Root> { relate(.greaterThanOrEqual, Self.attributes.map { .anonymous(anonymous, $0) }) }
    public func lessThan(with anonymous: AnonymousLayout) -> PairAnchorRelation<Root> { relate(.lessThanOrEqual, Self.attributes.map { .anonymous(anonymous, $0) }) }
}
