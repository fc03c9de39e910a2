import UIKit

/// What one `make.…` line describes, filled in as the chain goes on.
final class ConstraintDescription {
    let item: ConstraintItem
    var attributes: ConstraintAttributes
    var relation: NSLayoutConstraint.Relation = .equal
    var related: ConstraintItem?
    var multiplier: CGFloat = 1
    var constant: ConstraintConstantTarget = 0.0
    var priority: Float = 1000
    var label: String?

    init(item: ConstraintItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }
}

/// `make` in `makeConstraints { make in … }`: each attribute starts a new line.
public final class ConstraintMaker {
    let item: ConstraintItem
    var descriptions: [ConstraintDescription] = []

    init(item: ConstraintItem) {
        self.item = item
    }

    private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    public var left: ConstraintMakerExtendable { start(.left) }
    public var top: ConstraintMakerExtendable { start(.top) }
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    public var right: ConstraintMakerExtendable { start(.right) }
    public var leading: ConstraintMakerExtendable { start(.leading) }
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    public var width: ConstraintMakerExtendable { start(.width) }
    public var height: ConstraintMakerExtendable { start(.height) }
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { start(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { start(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { start(.size) }
    public var center: ConstraintMakerExtendable { start(.center) }
    public var margins: ConstraintMakerExtendable { start(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }
}

/// `labeled(_:)`: the identifier of every constraint of the line.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }
}

/// `priority(_:)`.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = amount.number
        return self
    }
}

/// `offset`, `inset`, `multipliedBy`, `dividedBy`: they replace the constant or multiplier.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.number
        return self
    }

    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount.number
        return self
    }

    /// The same constant in every constraint of the line.
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.number
        return self
    }

    /// Insets: a number is the same inset on all four edges (SnapKit's
    /// `constraintInsetTargetValue`), signed per attribute when the constraint is made.
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        if let insets = amount as? UIEdgeInsets {
            description.constant = insets
        } else if let value = amount as? ConstraintOffsetTarget {
            let v = value.number
            description.constant = UIEdgeInsets(top: v, left: v, bottom: v, right: v)
        }
        return self
    }
}

/// `equalTo`, `equalToSuperview`, and the inequalities.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    private func related(_ other: ConstraintRelatableTarget?, _ relation: NSLayoutConstraint.Relation) -> ConstraintMakerEditable {
        description.relation = relation
        switch other {
        case let item as ConstraintItem:
            let toAttributes = item.attributes.layoutAttributes
            let fromAttributes = description.attributes
            if !(item.attributes == .none || toAttributes.count <= 1 || toAttributes == fromAttributes.layoutAttributes
                || item.attributes == .edges && fromAttributes == .margins || item.attributes == .margins && fromAttributes == .edges
                || item.attributes == .directionalEdges && fromAttributes == .directionalMargins
                || item.attributes == .directionalMargins && fromAttributes == .directionalEdges) {
                ConstraintRecorder.current.record(error: "SnapKit: Cannot constraint to multiple non identical attributes.")
            }
            description.related = item
            description.constant = 0.0
        case let view as UIView:
            description.related = ConstraintItem(target: view, attributes: .none)
            description.constant = 0.0
        case let guide as UILayoutGuide:
            description.related = ConstraintItem(target: guide, attributes: .none)
            description.constant = 0.0
        case let constant as ConstraintConstantTarget:
            description.related = ConstraintItem(target: nil, attributes: .none)
            description.constant = constant
        default:
            ConstraintRecorder.current.record(error: "SnapKit: Expected superview but found nil when attempting make constraint `equalToSuperview`.")
            description.related = ConstraintItem(target: nil, attributes: .none)
        }
        return ConstraintMakerEditable(description)
    }

    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { related(other, .equal) }

    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { related(other, .lessThanOrEqual) }

    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { related(other, .greaterThanOrEqual) }

    @discardableResult
    public func equalToSuperview() -> ConstraintMakerEditable { related(description.item.superview, .equal) }

    @discardableResult
    public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { related(description.item.superview, .lessThanOrEqual) }

    @discardableResult
    public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable { related(description.item.superview, .greaterThanOrEqual) }
}

/// An attribute chain (`make.top.leading`) that can take more attributes or a relation.
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }
}
