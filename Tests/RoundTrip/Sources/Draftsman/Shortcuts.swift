import UIKit

/// The corners `cornered(at:)` accepts.
public enum CornerPosition {
    case topLeft, topLeading, topRight, topTrailing
    case bottomLeft, bottomLeading, bottomRight, bottomTrailing
}

// Shortcuts on `view.drf` (reference §2). All target `.parent` unless they say otherwise.
extension LayoutAnchor where Self: ViewDraft {
    public func fillParent() -> QuadAnchorRelation<Self> { edges.equal(with: .parent) }
    public func fillSafeArea() -> QuadAnchorRelation<Self> { edges.equal(with: .safeArea) }
    public func matchParentH() -> PairAnchorRelation<Self> { horizontal.equal(with: .parent) }
    public func matchParentV() -> PairAnchorRelation<Self> { vertical.equal(with: .parent) }
    public func matchSafeAreaH() -> PairAnchorRelation<Self> { horizontal.equal(with: .safeArea) }
    public func matchSafeAreaV() -> PairAnchorRelation<Self> { vertical.equal(with: .safeArea) }
    /// Only on `drf` itself: 3.2.5 forgot `public` on the mid-chain version.
    public func matchParentSize() -> SizeAnchorRelation<Self> { size.equal(with: .parent) }
    public func centered() -> AxisAnchorRelation<Self> { center.equal(with: .parent) }
    public func centeredH() -> SingleAnchorRelation<Self> { centerX.equal(with: .parent) }
    public func centeredV() -> SingleAnchorRelation<Self> { centerY.equal(with: .parent) }
    public func onTopOfKeyboard() -> SingleAnchorRelation<Self> { bottom.equal(with: .top(of: .keyboard)) }
    public func widthMatchHeight() -> DimensionAnchorRelation<Self> { width.equal(with: .height(of: .mySelf)) }
    public func heightMatchWidth() -> DimensionAnchorRelation<Self> { height.equal(with: .width(of: .mySelf)) }
    public func sized(_ size: CGSize) -> AnchorRelation<Self> { self.size.equal(with: size) }

    public func cornered(at corner: CornerPosition) -> AxisAnchorRelation<Self> {
        switch corner {
        case .topLeft: top.left.equal(with: .parent)
        case .topLeading: top.leading.equal(with: .parent)
        case .topRight: top.right.equal(with: .parent)
        case .topTrailing: top.trailing.equal(with: .parent)
        case .bottomLeft: bottom.left.equal(with: .parent)
        case .bottomLeading: bottom.leading.equal(with: .parent)
        case .bottomRight: bottom.right.equal(with: .parent)
        case .bottomTrailing: bottom.trailing.equal(with: .parent)
        }
    }
}

// The same shortcuts after a relation, except matchParentSize (not public there in 3.2.5).
extension AnchorRelation where Root: LayoutAnchor {
    public func fillParent() -> QuadAnchorRelation<Root> { root.fillParent() }
    public func fillSafeArea() -> QuadAnchorRelation<Root> { root.fillSafeArea() }
    public func matchParentH() -> PairAnchorRelation<Root> { root.matchParentH() }
    public func matchParentV() -> PairAnchorRelation<Root> { root.matchParentV() }
    public func matchSafeAreaH() -> PairAnchorRelation<Root> { root.matchSafeAreaH() }
    public func matchSafeAreaV() -> PairAnchorRelation<Root> { root.matchSafeAreaV() }
    public func centered() -> AxisAnchorRelation<Root> { root.centered() }
    public func centeredH() -> SingleAnchorRelation<Root> { root.centeredH() }
    public func centeredV() -> SingleAnchorRelation<Root> { root.centeredV() }
    public func onTopOfKeyboard() -> SingleAnchorRelation<Root> { root.onTopOfKeyboard() }
    public func widthMatchHeight() -> DimensionAnchorRelation<Root> { root.widthMatchHeight() }
    public func heightMatchWidth() -> DimensionAnchorRelation<Root> { root.heightMatchWidth() }
    public func sized(_ size: CGSize) -> AnchorRelation<Root> { root.sized(size) }
    public func cornered(at corner: CornerPosition) -> AxisAnchorRelation<Root> { root.cornered(at: corner) }
}
