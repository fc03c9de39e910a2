import UIKit

/// NotAutoLayout 3 as its README documents it (reference flowconstraint-and-notautolayout.md):
/// `parent.nal.layout(subview) { $0 … }` computes the subview's frame now from a maker chain and
/// sets it. In `by:` closures `$0` is the parent's geometry (its bounds; `layoutMarginsGuide`
/// and `safeAreaGuide` inset by its layout margins and safe-area insets); in
/// `pin…(to: view, with:)` closures `$0` is that view's frame in the parent's coordinates.
///
/// A frame takes two determinations per axis, in NotAutoLayout's order: line positions before
/// sizes, horizontal lines before vertical ones. NotAutoLayout's types enforce both at compile
/// time; this stand-in checks them when the chain runs and records an error instead. Names of
/// the lines: `left`, `center`, `right` horizontally and `top`, `middle`, `bottom` vertically
/// (the README shows `setMiddle` and `vertical(at:)`; `setCenter` and `horizontal(at:)` are
/// the horizontal counterparts, read by symmetry). `fitSize()`, `fitWidth()`, `fitHeight()`
/// take the view's `sizeThatFits(_:)`.
public struct NotAutoLayoutDSL {
    let parent: UIView

    /// Computes the subview's frame with the maker chain and sets it.
    public func layout(_ subview: UIView, _ make: (LayoutMaker) -> LayoutMaker) {
        guard subview.superview === parent else {
            ConstraintRecorder.current.record(error: "NotAutoLayout: layout(_:) of a view that is not a subview")
            return
        }
        let maker = make(LayoutMaker(parent: parent, view: subview))
        guard let frame = maker.frame() else { return }
        subview.frame = frame
    }
}

extension UIView {
    public var nal: NotAutoLayoutDSL { NotAutoLayoutDSL(parent: self) }
}

/// A rectangle's lines and size, as `$0` in maker closures reads them.
public struct LayoutGeometry {
    let rect: CGRect

    public var left: CGFloat { rect.minX }
    public var right: CGFloat { rect.maxX }
    public var top: CGFloat { rect.minY }
    public var bottom: CGFloat { rect.maxY }
    public var width: CGFloat { rect.width }
    public var height: CGFloat { rect.height }
    /// The x at a fraction of the width from the left.
    public func horizontal(at fraction: CGFloat) -> CGFloat { rect.minX + rect.width * fraction }
    /// The y at a fraction of the height from the top.
    public func vertical(at fraction: CGFloat) -> CGFloat { rect.minY + rect.height * fraction }
}

/// The parent's geometry in `by:` closures: its bounds, and its guides.
public struct ParentGeometry {
    let bounds: CGRect
    let margins: UIEdgeInsets
    let safeArea: UIEdgeInsets

    private var geometry: LayoutGeometry { LayoutGeometry(rect: bounds) }
    public var left: CGFloat { geometry.left }
    public var right: CGFloat { geometry.right }
    public var top: CGFloat { geometry.top }
    public var bottom: CGFloat { geometry.bottom }
    public var width: CGFloat { geometry.width }
    public var height: CGFloat { geometry.height }
    public func horizontal(at fraction: CGFloat) -> CGFloat { geometry.horizontal(at: fraction) }
    public func vertical(at fraction: CGFloat) -> CGFloat { geometry.vertical(at: fraction) }

    public var layoutMarginsGuide: LayoutGeometry { LayoutGeometry(rect: Self.inset(bounds, margins)) }
    public var safeAreaGuide: LayoutGeometry { LayoutGeometry(rect: Self.inset(bounds, safeArea)) }

    private static func inset(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
        CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top,
               width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }
}

/// The maker chain: each call evaluates its closure now and records one determination.
public final class LayoutMaker {
    enum Line: Int, Comparable {
        case start, center, end, size
        static func < (a: Line, b: Line) -> Bool { a.rawValue < b.rawValue }
    }

    /// Line positions (0), then vertical line positions (1), then sizes (2).
    private var stage = 0
    private var horizontal: [Line: CGFloat] = [:]
    private var vertical: [Line: CGFloat] = [:]
    let parent: UIView
    let view: UIView

    init(parent: UIView, view: UIView) {
        self.parent = parent
        self.view = view
    }

    private var geometry: ParentGeometry {
        ParentGeometry(bounds: parent.bounds, margins: parent.layoutMargins, safeArea: parent.safeAreaInsets)
    }

    private func set(_ line: Line, vertical isVertical: Bool, _ value: CGFloat) -> LayoutMaker {
        let stage = line == .size ? 2 : (isVertical ? 1 : 0)
        if stage < self.stage {
            ConstraintRecorder.current.record(error: "NotAutoLayout: out of order (lines before sizes, horizontal lines before vertical)")
        }
        self.stage = max(self.stage, stage)
        if isVertical {
            if vertical[line] != nil || vertical.count == 2 { ConstraintRecorder.current.record(error: "NotAutoLayout: the vertical layout is already determined") }
            vertical[line] = value
        } else {
            if horizontal[line] != nil || horizontal.count == 2 { ConstraintRecorder.current.record(error: "NotAutoLayout: the horizontal layout is already determined") }
            horizontal[line] = value
        }
        return self
    }

    private func pinned(_ other: UIView) -> LayoutGeometry {
        if other.superview !== parent {
            ConstraintRecorder.current.record(error: "NotAutoLayout: pinned to a view that is not a sibling")
        }
        return LayoutGeometry(rect: other.frame)
    }

    public func setLeft(by value: (ParentGeometry) -> CGFloat) -> LayoutMaker { set(.start, vertical: false, value(geometry)) }
    public func setCenter(by value: (ParentGeometry) -> CGFloat) -> LayoutMaker { set(.center, vertical: false, value(geometry)) }
    public func setRight(by value: (ParentGeometry) -> CGFloat) -> LayoutMaker { set(.end, vertical: false, value(geometry)) }
    public func setTop(by value: (ParentGeometry) -> CGFloat) -> LayoutMaker { set(.start, vertical: true, value(geometry)) }
    public func setMiddle(by value: (ParentGeometry) -> CGFloat) -> LayoutMaker { set(.center, vertical: true, value(geometry)) }
    public func setBottom(by value: (ParentGeometry) -> CGFloat) -> LayoutMaker { set(.end, vertical: true, value(geometry)) }
    public func setWidth(by value: (ParentGeometry) -> CGFloat) -> LayoutMaker { set(.size, vertical: false, value(geometry)) }
    public func setHeight(by value: (ParentGeometry) -> CGFloat) -> LayoutMaker { set(.size, vertical: true, value(geometry)) }
    public func setWidth(to value: CGFloat) -> LayoutMaker { set(.size, vertical: false, value) }
    public func setHeight(to value: CGFloat) -> LayoutMaker { set(.size, vertical: true, value) }

    public func pinLeft(to other: UIView, with value: (LayoutGeometry) -> CGFloat) -> LayoutMaker { set(.start, vertical: false, value(pinned(other))) }
    public func pinCenter(to other: UIView, with value: (LayoutGeometry) -> CGFloat) -> LayoutMaker { set(.center, vertical: false, value(pinned(other))) }
    public func pinRight(to other: UIView, with value: (LayoutGeometry) -> CGFloat) -> LayoutMaker { set(.end, vertical: false, value(pinned(other))) }
    public func pinTop(to other: UIView, with value: (LayoutGeometry) -> CGFloat) -> LayoutMaker { set(.start, vertical: true, value(pinned(other))) }
    public func pinMiddle(to other: UIView, with value: (LayoutGeometry) -> CGFloat) -> LayoutMaker { set(.center, vertical: true, value(pinned(other))) }
    public func pinBottom(to other: UIView, with value: (LayoutGeometry) -> CGFloat) -> LayoutMaker { set(.end, vertical: true, value(pinned(other))) }

    public func fitWidth() -> LayoutMaker { set(.size, vertical: false, view.sizeThatFits(parent.bounds.size).width) }
    public func fitHeight() -> LayoutMaker { set(.size, vertical: true, view.sizeThatFits(parent.bounds.size).height) }
    public func fitSize() -> LayoutMaker {
        let size = view.sizeThatFits(parent.bounds.size)
        return set(.size, vertical: false, size.width).set(.size, vertical: true, size.height)
    }

    /// The frame the two determinations per axis give; `nil` (and an error) when an axis has fewer.
    func frame() -> CGRect? {
        guard let x = Self.resolve(horizontal), let y = Self.resolve(vertical) else {
            ConstraintRecorder.current.record(error: "NotAutoLayout: the layout needs two determinations per axis")
            return nil
        }
        return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }

    private static func resolve(_ values: [Line: CGFloat]) -> (origin: CGFloat, length: CGFloat)? {
        guard values.count == 2 else { return nil }
        if let size = values[.size] {
            if let start = values[.start] { return (start, size) }
            if let center = values[.center] { return (center - size / 2, size) }
            if let end = values[.end] { return (end - size, size) }
        }
        if let start = values[.start] {
            if let end = values[.end] { return (start, end - start) }
            if let center = values[.center] { return (start, 2 * (center - start)) }
        }
        if let center = values[.center], let end = values[.end] { return (2 * center - end, 2 * (end - center)) }
        return nil
    }
}
