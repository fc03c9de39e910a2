import UIKit

/// The `NSLayoutConstraint` subclass SnapKit creates; `label` is the identifier.
public final class LayoutConstraint: NSLayoutConstraint {
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }
}

/// One `make` line's constraints, made as SnapKit's `Constraint.init` makes them.
public final class Constraint {
    public let layoutConstraints: [LayoutConstraint]

    init(_ description: ConstraintDescription) {
        let from = description.attributes
        let to = description.related ?? ConstraintItem(target: nil, attributes: .none)
        var made: [LayoutConstraint] = []
        for fromAttribute in from.layoutAttributes {
            let toAttribute = Self.toAttribute(fromAttribute, from: from, to: to)
            let constant = constantValue(description.constant, for: toAttribute)
            var toItem = to.target
            // With no second item, anything but a width or height is related to the superview.
            if toItem == nil, toAttribute != .width, toAttribute != .height {
                toItem = description.item.superview
            }
            let constraint = LayoutConstraint(
                item: description.item.target as Any, attribute: fromAttribute, relatedBy: description.relation,
                toItem: toItem, attribute: toItem == nil ? .notAnAttribute : toAttribute,
                multiplier: description.multiplier, constant: constant)
            constraint.label = description.label
            constraint.priority = UILayoutPriority(rawValue: description.priority)
            made.append(constraint)
        }
        layoutConstraints = made
    }

    /// The second attribute for one first attribute (SnapKit's rules): the margins of
    /// `edges.equalTo(other.snp.margins)` and back, the same attribute for a target without
    /// attributes or with the same ones, the target's first attribute otherwise; with no
    /// target, a center becomes left or top (of the superview).
    private static func toAttribute(
        _ fromAttribute: NSLayoutConstraint.Attribute, from: ConstraintAttributes, to: ConstraintItem
    ) -> NSLayoutConstraint.Attribute {
        let toAttributes = to.attributes.layoutAttributes
        guard !toAttributes.isEmpty else {
            if to.target == nil, fromAttribute == .centerX || fromAttribute == .centerY {
                return fromAttribute == .centerX ? .left : .top
            }
            return fromAttribute
        }
        let margins: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
            .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin,
            .leading: .leadingMargin, .trailing: .trailingMargin,
        ]
        if from == .edges && to.attributes == .margins || from == .directionalEdges && to.attributes == .directionalMargins {
            return margins[fromAttribute] ?? fromAttribute
        }
        if from == .margins && to.attributes == .edges || from == .directionalMargins && to.attributes == .directionalEdges {
            return margins.first { $0.value == fromAttribute }?.key ?? fromAttribute
        }
        return from == to.attributes ? fromAttribute : toAttributes[0]
    }

    public func activate() { NSLayoutConstraint.activate(layoutConstraints) }
    public func deactivate() { NSLayoutConstraint.deactivate(layoutConstraints) }

    public var isActive: Bool {
        get { layoutConstraints.contains(where: \.isActive) }
        set { newValue ? activate() : deactivate() }
    }
}
