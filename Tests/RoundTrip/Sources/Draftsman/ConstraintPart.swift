import UIKit

/// What one constraint of a relation points at, resolved when the plan is built.
enum PartTarget {
    case item(AnyObject, NSLayoutConstraint.Attribute)
    /// A UIKit anchor passed directly.
    case anchor(LayoutAxisAnchor)
    case anonymous(AnonymousLayout, NSLayoutConstraint.Attribute)
    /// A dimension constant: no second item.
    case nothing
}

/// One constraint of a relation before it is built: the first item is always the drafted view.
struct ConstraintPart {
    let attribute: NSLayoutConstraint.Attribute
    let target: PartTarget
    /// Already converted by the sign.
    let relation: NSLayoutConstraint.Relation
    let sign: AnchorOffsetSign
    /// Stored before the sign is applied.
    var constant: CGFloat = 0
    var multiplier: CGFloat = 1

    init(_ attribute: NSLayoutConstraint.Attribute, _ sign: AnchorOffsetSign, _ relation: NSLayoutConstraint.Relation, _ target: PartTarget) {
        self.attribute = attribute
        self.sign = sign
        self.relation = sign.convert(relation)
        self.target = target
    }

    /// The constraint, or nil when an anonymous layout cannot be resolved (already recorded).
    func build(for view: UIView, in context: PlanContext) -> NSLayoutConstraint? {
        let second: (AnyObject?, NSLayoutConstraint.Attribute)
        switch target {
        case .item(let item, let attribute):
            second = (item, attribute)
        case .anchor(let anchor):
            second = (anchor.item, anchor.attribute)
        case .anonymous(let anonymous, let attribute):
            guard let layout = context.layout(of: anonymous) else { return nil }
            second = (layout, attribute)
        case .nothing:
            second = (nil, .notAnAttribute)
        }
        return NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation,
            toItem: second.0, attribute: second.1, multiplier: multiplier, constant: sign.apply(constant)
        )
    }
}

/// Draftsman's de-duplication key: both anchors and the converted relation; constant and
/// multiplier are not part of it (reference §4).
struct ConstraintKey: Hashable {
    let first: ObjectIdentifier?
    let firstAttribute: NSLayoutConstraint.Attribute
    let second: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation

    init(_ constraint: NSLayoutConstraint) {
        first = constraint.firstItem.map(ObjectIdentifier.init)
        firstAttribute = constraint.firstAttribute
        second = constraint.secondItem.map(ObjectIdentifier.init)
        secondAttribute = constraint.secondAttribute
        relation = constraint.relation
    }
}

extension Array where Element == NSLayoutConstraint {
    /// Drops constraints whose key repeats, keeping the last one of each key.
    var validUniques: [NSLayoutConstraint] {
        var lastIndex: [ConstraintKey: Int] = [:]
        for (index, constraint) in enumerated() {
            lastIndex[ConstraintKey(constraint)] = index
        }
        return enumerated().filter { lastIndex[ConstraintKey($0.element)] == $0.offset }.map(\.element)
    }
}
