import UIKit

/// An item and some of its attributes: `other.snp.bottom`, or the item a maker constrains.
public final class ConstraintItem: ConstraintRelatableTarget {
    let target: AnyObject?
    let attributes: ConstraintAttributes

    init(target: AnyObject?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    /// The superview of a view, the owning view of a guide.
    var superview: UIView? {
        (target as? UIView)?.superview ?? (target as? UILayoutGuide)?.owningView
    }
}

/// `view.snp` and `guide.snp`: the attributes as `ConstraintItem`s, and `makeConstraints`.
public struct ConstraintDSL {
    let target: AnyObject

    private func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: target, attributes: attributes)
    }

    public var left: ConstraintItem { item(.left) }
    public var top: ConstraintItem { item(.top) }
    public var right: ConstraintItem { item(.right) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    public var edges: ConstraintItem { item(.edges) }
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { item(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { item(.directionalVerticalEdges) }
    public var size: ConstraintItem { item(.size) }
    public var center: ConstraintItem { item(.center) }
    public var margins: ConstraintItem { item(.margins) }
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }

    /// Creates and activates the constraints the closure describes. For a view, first turns
    /// its `translatesAutoresizingMaskIntoConstraints` off, as SnapKit's `prepare()` does.
    @discardableResult
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        (target as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(item: ConstraintItem(target: target, attributes: .none))
        closure(maker)
        let constraints = maker.descriptions.map(Constraint.init)
        constraints.forEach { $0.activate() }
        return constraints
    }

    /// Makes the constraints without activating them.
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: ConstraintItem(target: target, attributes: .none))
        closure(maker)
        return maker.descriptions.map(Constraint.init)
    }
}

extension UIView {
    public var snp: ConstraintDSL { ConstraintDSL(target: self) }
}

extension UILayoutGuide {
    public var snp: ConstraintDSL { ConstraintDSL(target: self) }
}
