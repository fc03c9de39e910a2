import UIKit

/// Something with anchors: a draft (which can start relations) or a guide's `drf` (a target only).
public protocol LayoutAnchor: AnyObject {
    /// The view or guide the anchors belong to.
    var anchorLayout: LayoutWithAnchors { get }
}

extension LayoutAnchor {
    public var top: SingleAnchor<Self, AnchorPosition.Top> { .init(root: self) }
    public var bottom: SingleAnchor<Self, AnchorPosition.Bottom> { .init(root: self) }
    public var centerY: SingleAnchor<Self, AnchorPosition.CenterY> { .init(root: self) }
    public var left: SingleAnchor<Self, AnchorPosition.Left> { .init(root: self) }
    public var right: SingleAnchor<Self, AnchorPosition.Right> { .init(root: self) }
    public var leading: SingleAnchor<Self, AnchorPosition.Leading> { .init(root: self) }
    public var trailing: SingleAnchor<Self, AnchorPosition.Trailing> { .init(root: self) }
    public var centerX: SingleAnchor<Self, AnchorPosition.CenterX> { .init(root: self) }
    public var width: DimensionAnchor<Self, AnchorPosition.Width> { .init(root: self) }
    public var height: DimensionAnchor<Self, AnchorPosition.Height> { .init(root: self) }
    /// Same as `height.width`; builds [width, height].
    public var size: SizeAnchor<Self> { .init(root: self) }
    /// left.right
    public var horizontal: PairAnchor<Self, AnchorPosition.Horizontal> { .init(root: self) }
    /// leading.trailing
    public var localizedHorizontal: PairAnchor<Self, AnchorPosition.LocalizedHorizontal> { .init(root: self) }
    /// top.bottom
    public var vertical: PairAnchor<Self, AnchorPosition.Vertical> { .init(root: self) }
    /// horizontal.vertical
    public var edges: QuadAnchor<Self, AnchorPosition.Edges> { .init(root: self) }
    /// localizedHorizontal.vertical
    public var localizedEdges: QuadAnchor<Self, AnchorPosition.LocalizedEdges> { .init(root: self) }
    /// centerX.centerY
    public var center: AxisAnchor<Self, AnchorPosition.CenterX, AnchorPosition.CenterY> { .init(root: self) }
}
