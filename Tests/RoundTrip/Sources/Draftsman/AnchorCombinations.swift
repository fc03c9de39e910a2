import UIKit

// The chains Draftsman accepts (reference §1.4), in any order; nothing else type-checks.

extension SingleAnchor where Position == AnchorPosition.Top {
    public var left: AxisAnchor<Root, AnchorPosition.Left, AnchorPosition.Top> { .init(root: root) }
    public var right: AxisAnchor<Root, AnchorPosition.Right, AnchorPosition.Top> { .init(root: root) }
    public var leading: AxisAnchor<Root, AnchorPosition.Leading, AnchorPosition.Top> { .init(root: root) }
    public var trailing: AxisAnchor<Root, AnchorPosition.Trailing, AnchorPosition.Top> { .init(root: root) }
    public var bottom: PairAnchor<Root, AnchorPosition.Vertical> { .init(root: root) }
    public var horizontal: TriAnchor<Root, AnchorPosition.AllButBottom> { .init(root: root) }
    public var localizedHorizontal: TriAnchor<Root, AnchorPosition.AllLocalizedButBottom> { .init(root: root) }
}

extension SingleAnchor where Position == AnchorPosition.Bottom {
    public var left: AxisAnchor<Root, AnchorPosition.Left, AnchorPosition.Bottom> { .init(root: root) }
    public var right: AxisAnchor<Root, AnchorPosition.Right, AnchorPosition.Bottom> { .init(root: root) }
    public var leading: AxisAnchor<Root, AnchorPosition.Leading, AnchorPosition.Bottom> { .init(root: root) }
    public var trailing: AxisAnchor<Root, AnchorPosition.Trailing, AnchorPosition.Bottom> { .init(root: root) }
    public var top: PairAnchor<Root, AnchorPosition.Vertical> { .init(root: root) }
    public var horizontal: TriAnchor<Root, AnchorPosition.AllButTop> { .init(root: root) }
    public var localizedHorizontal: TriAnchor<Root, AnchorPosition.AllLocalizedButTop> { .init(root: root) }
}

extension SingleAnchor where Position == AnchorPosition.CenterY {
    public var centerX: AxisAnchor<Root, AnchorPosition.CenterX, AnchorPosition.CenterY> { .init(root: root) }
}

extension SingleAnchor where Position == AnchorPosition.Left {
    public var top: AxisAnchor<Root, AnchorPosition.Left, AnchorPosition.Top> { .init(root: root) }
    public var bottom: AxisAnchor<Root, AnchorPosition.Left, AnchorPosition.Bottom> { .init(root: root) }
    public var right: PairAnchor<Root, AnchorPosition.Horizontal> { .init(root: root) }
    public var vertical: TriAnchor<Root, AnchorPosition.AllButRight> { .init(root: root) }
}

extension SingleAnchor where Position == AnchorPosition.Right {
    public var top: AxisAnchor<Root, AnchorPosition.Right, AnchorPosition.Top> { .init(root: root) }
    public var bottom: AxisAnchor<Root, AnchorPosition.Right, AnchorPosition.Bottom> { .init(root: root) }
    public var left: PairAnchor<Root, AnchorPosition.Horizontal> { .init(root: root) }
    public var vertical: TriAnchor<Root, AnchorPosition.AllButLeft> { .init(root: root) }
}

extension SingleAnchor where Position == AnchorPosition.Leading {
    public var top: AxisAnchor<Root, AnchorPosition.Leading, AnchorPosition.Top> { .init(root: root) }
    public var bottom: AxisAnchor<Root, AnchorPosition.Leading, AnchorPosition.Bottom> { .init(root: root) }
    public var trailing: PairAnchor<Root, AnchorPosition.LocalizedHorizontal> { .init(root: root) }
    public var vertical: TriAnchor<Root, AnchorPosition.AllButTrailing> { .init(root: root) }
}

extension SingleAnchor where Position == AnchorPosition.Trailing {
    public var top: AxisAnchor<Root, AnchorPosition.Trailing, AnchorPosition.Top> { .init(root: root) }
    public var bottom: AxisAnchor<Root, AnchorPosition.Trailing, AnchorPosition.Bottom> { .init(root: root) }
    public var leading: PairAnchor<Root, AnchorPosition.LocalizedHorizontal> { .init(root: root) }
    public var vertical: TriAnchor<Root, AnchorPosition.AllButLeading> { .init(root: root) }
}

extension SingleAnchor where Position == AnchorPosition.CenterX {
    public var centerY: AxisAnchor<Root, AnchorPosition.CenterX, AnchorPosition.CenterY> { .init(root: root) }
}

extension DimensionAnchor where Position == AnchorPosition.Width {
    public var height: SizeAnchor<Root> { .init(root: root) }
}

extension DimensionAnchor where Position == AnchorPosition.Height {
    public var width: SizeAnchor<Root> { .init(root: root) }
}

extension PairAnchor where Kind == AnchorPosition.Horizontal {
    public var top: TriAnchor<Root, AnchorPosition.AllButBottom> { .init(root: root) }
    public var bottom: TriAnchor<Root, AnchorPosition.AllButTop> { .init(root: root) }
    public var vertical: QuadAnchor<Root, AnchorPosition.Edges> { .init(root: root) }
}

extension PairAnchor where Kind == AnchorPosition.LocalizedHorizontal {
    public var top: TriAnchor<Root, AnchorPosition.AllLocalizedButBottom> { .init(root: root) }
    public var bottom: TriAnchor<Root, AnchorPosition.AllLocalizedButTop> { .init(root: root) }
    public var vertical: QuadAnchor<Root, AnchorPosition.LocalizedEdges> { .init(root: root) }
}

extension PairAnchor where Kind == AnchorPosition.Vertical {
    public var left: TriAnchor<Root, AnchorPosition.AllButRight> { .init(root: root) }
    public var right: TriAnchor<Root, AnchorPosition.AllButLeft> { .init(root: root) }
    public var leading: TriAnchor<Root, AnchorPosition.AllButTrailing> { .init(root: root) }
    public var trailing: TriAnchor<Root, AnchorPosition.AllButLeading> { .init(root: root) }
    public var horizontal: QuadAnchor<Root, AnchorPosition.Edges> { .init(root: root) }
    public var localizedHorizontal: QuadAnchor<Root, AnchorPosition.LocalizedEdges> { .init(root: root) }
}

extension AxisAnchor where X == AnchorPosition.Left, Y == AnchorPosition.Top {
    public var right: TriAnchor<Root, AnchorPosition.AllButBottom> { .init(root: root) }
    public var bottom: TriAnchor<Root, AnchorPosition.AllButRight> { .init(root: root) }
}

extension AxisAnchor where X == AnchorPosition.Right, Y == AnchorPosition.Top {
    public var left: TriAnchor<Root, AnchorPosition.AllButBottom> { .init(root: root) }
    public var bottom: TriAnchor<Root, AnchorPosition.AllButLeft> { .init(root: root) }
}

extension AxisAnchor where X == AnchorPosition.Leading, Y == AnchorPosition.Top {
    public var trailing: TriAnchor<Root, AnchorPosition.AllLocalizedButBottom> { .init(root: root) }
    public var bottom: TriAnchor<Root, AnchorPosition.AllButTrailing> { .init(root: root) }
}

extension AxisAnchor where X == AnchorPosition.Trailing, Y == AnchorPosition.Top {
    public var leading: TriAnchor<Root, AnchorPosition.AllLocalizedButBottom> { .init(root: root) }
    public var bottom: TriAnchor<Root, AnchorPosition.AllButLeading> { .init(root: root) }
}

extension AxisAnchor where X == AnchorPosition.Left, Y == AnchorPosition.Bottom {
    public var right: TriAnchor<Root, AnchorPosition.AllButTop> { .init(root: root) }
    public var top: TriAnchor<Root, AnchorPosition.AllButRight> { .init(root: root) }
}

extension AxisAnchor where X == AnchorPosition.Right, Y == AnchorPosition.Bottom {
    public var left: TriAnchor<Root, AnchorPosition.AllButTop> { .init(root: root) }
    public var top: TriAnchor<Root, AnchorPosition.AllButLeft> { .init(root: root) }
}

extension AxisAnchor where X == AnchorPosition.Leading, Y == AnchorPosition.Bottom {
    public var trailing: TriAnchor<Root, AnchorPosition.AllLocalizedButTop> { .init(root: root) }
    public var top: TriAnchor<Root, AnchorPosition.AllButTrailing> { .init(root: root) }
}

extension AxisAnchor where X == AnchorPosition.Trailing, Y == AnchorPosition.Bottom {
    public var leading: TriAnchor<Root, AnchorPosition.AllLocalizedButTop> { .init(root: root) }
    public var top: TriAnchor<Root, AnchorPosition.AllButLeading> { .init(root: root) }
}

extension TriAnchor where Kind == AnchorPosition.AllButBottom {
    public var bottom: QuadAnchor<Root, AnchorPosition.Edges> { .init(root: root) }
}

extension TriAnchor where Kind == AnchorPosition.AllButTop {
    public var top: QuadAnchor<Root, AnchorPosition.Edges> { .init(root: root) }
}

extension TriAnchor where Kind == AnchorPosition.AllButRight {
    public var right: QuadAnchor<Root, AnchorPosition.Edges> { .init(root: root) }
}

extension TriAnchor where Kind == AnchorPosition.AllButLeft {
    public var left: QuadAnchor<Root, AnchorPosition.Edges> { .init(root: root) }
}

extension TriAnchor where Kind == AnchorPosition.AllLocalizedButBottom {
    public var bottom: QuadAnchor<Root, AnchorPosition.LocalizedEdges> { .init(root: root) }
}

extension TriAnchor where Kind == AnchorPosition.AllLocalizedButTop {
    public var top: QuadAnchor<Root, AnchorPosition.LocalizedEdges> { .init(root: root) }
}

extension TriAnchor where Kind == AnchorPosition.AllButLeading {
    public var leading: QuadAnchor<Root, AnchorPosition.LocalizedEdges> { .init(root: root) }
}

extension TriAnchor where Kind == AnchorPosition.AllButTrailing {
    public var trailing: QuadAnchor<Root, AnchorPosition.LocalizedEdges> { .init(root: root) }
}
