import UIKit

/// Three edges, built [uni, firstBi, secondBi]. firstBi is positive and secondBi negative;
/// the uni attribute and sign come from the kind (reference §1.4, bugs included).
public protocol TriKind {
    associatedtype UniAxis: LayoutAxisAnchor
    associatedtype BiAxis: LayoutAxisAnchor
    static var uni: (NSLayoutConstraint.Attribute, AnchorOffsetSign) { get }
    static var firstBi: NSLayoutConstraint.Attribute { get }
    static var secondBi: NSLayoutConstraint.Attribute { get }
    /// Which UIEdgeInsets fields `offsetted(using:)` / `insetted(using:)` use, as [uni, firstBi, secondBi].
    static func fields(_ insets: UIEdgeInsets) -> [CGFloat]
}

public struct TriAnchor<Root: LayoutAnchor, Kind: TriKind> {
    let root: Root

    static var attributes: [NSLayoutConstraint.Attribute] { [Kind.uni.0, Kind.firstBi, Kind.secondBi] }
}

extension TriAnchor where Root: ViewDraft {
    func relate(_ relation: NSLayoutConstraint.Relation, _ targets: [PartTarget]) -> TriAnchorRelation<Root> {
        TriAnchorRelation(root: root, parts: [
            ConstraintPart(Kind.uni.0, Kind.uni.1, relation, targets[0]),
            ConstraintPart(Kind.firstBi, .positive, relation, targets[1]),
            ConstraintPart(Kind.secondBi, .negative, relation, targets[2]),
        ], fields: Kind.fields)
    }

    // Another drf tri anchor with the same axes (e.g. top.horizontal to bottom.horizontal).
    public func equal<R, K>(to anchor: TriAnchor<R, K>) -> TriAnchorRelation<Root> where K.UniAxis == Kind.UniAxis, K.BiAxis == Kind.BiAxis { relate(.equal, TriAnchor<R, K>.attributes.map { .item(anchor.root.anchorLayout, $0) }) }
    public func moreThan<R, K>(to anchor: TriAnchor<R, K>) -> TriAnchorRelation<Root> where K.UniAxis == Kind.UniAxis, K.BiAxis == Kind.BiAxis { relate(.greaterThanOrEqual, TriAnchor<R, K>.attributes.map { .item(anchor.root.anchorLayout, $0) }) }
    public func lessThan<R, K>(to anchor: TriAnchor<R, K>) -> TriAnchorRelation<Root> where K.UniAxis == Kind.UniAxis, K.BiAxis == Kind.BiAxis { relate(.lessThanOrEqual, TriAnchor<R, K>.attributes.map { .item(anchor.root.anchorLayout, $0) }) }
    // A view or guide. 3.2.5 bug (TriAnchor.swift L137): the target's second bi anchor is its first bi one.
    public func equal(to layout: LayoutWithAnchors) -> TriAnchorRelation<Root> { relate(.equal, [.item(layout, Kind.uni.0), .item(layout, Kind.firstBi), .item(layout, Kind.firstBi)]) }
    public func moreThan(to layout: LayoutWithAnchors) -> TriAnchorRelation<Root> { relate(.greaterThanOrEqual, [.item(layout, Kind.uni.0), .item(layout, Kind.firstBi), .item(layout, Kind.firstBi)]) }
    public func lessThan(to layout: LayoutWithAnchors) -> TriAnchorRelation<Root> { relate(.lessThanOrEqual, [.item(layout, Kind.uni.0), .item(layout, Kind.firstBi), .item(layout, Kind.firstBi)]) }
    // The same edges of an anonymous layout.
    public func equal(with anonymous: AnonymousLayout) -> TriAnchorRelation<Root> { relate(.equal, Self.attributes.map { .anonymous(anonymous, $0) }) }
    public func moreThan(with anonymous: AnonymousLayout) -> TriAnchorRelation<Root> { relate(.greaterThanOrEqual, Self.attributes.map { .anonymous(anonymous, $0) }) }
    public func lessThan(with anonymous: AnonymousLayout) -> TriAnchorRelation<Root> { relate(.lessThanOrEqual, Self.attributes.map { .anonymous(anonymous, $0) }) }
}
