import Inspector

/// A constraint written from the side of the view whose `drf` chain creates it:
/// `owner.attribute  relation  target.targetAttribute × multiplier + constant`.
struct OwnedConstraint: Sendable {
    /// The constraint's index in the document.
    var index: Int
    var owner: ItemID
    var attribute: Attribute
    /// The relation UIKit ends up with (after Draftsman's sign conversion).
    var relation: Relation
    /// `nil` for a constant (`width == 40`).
    var target: ItemID?
    var targetAttribute: Attribute
    var multiplier: Double
    var constant: Double
    var priority: Priority
    var identifier: String?
    var usesSystemSpacing: Bool
    /// The owner's position in the document's views; `nil` when the owner is a layout guide.
    var ownerView: Int?

    init(index: Int, _ constraint: Constraint, ownerView: Int?) {
        self.index = index
        self.ownerView = ownerView
        owner = constraint.first
        attribute = constraint.firstAttribute
        relation = constraint.relation
        target = constraint.second
        targetAttribute = constraint.secondAttribute
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority
        identifier = constraint.identifier
        usesSystemSpacing = constraint.usesSystemSpacing
    }

    /// The constraint at `index`, as written or turned round (``Constraint/flipped``, which
    /// needs a second item and a multiplier of 1), read in place.
    init(index: Int, of constraints: [Constraint], flipped: Bool, ownerView: Int?) {
        self.index = index
        self.ownerView = ownerView
        if flipped {
            owner = constraints[index].second!
            attribute = constraints[index].secondAttribute
            relation = constraints[index].relation.mirrored
            target = constraints[index].first
            targetAttribute = constraints[index].firstAttribute
            constant = constraints[index].constant == 0 ? 0 : -constraints[index].constant
        } else {
            owner = constraints[index].first
            attribute = constraints[index].firstAttribute
            relation = constraints[index].relation
            target = constraints[index].second
            targetAttribute = constraints[index].secondAttribute
            constant = constraints[index].constant
        }
        multiplier = constraints[index].multiplier
        priority = constraints[index].priority
        identifier = constraints[index].identifier
        usesSystemSpacing = constraints[index].usesSystemSpacing
    }

    /// The sign Draftsman gives the anchor (reference §1.1): −1 for bottom, right and
    /// trailing, which mirrors the relation and negates the constant; +1 otherwise.
    var sign: Double { Self.sign(of: attribute) }

    static func sign(of attribute: Attribute) -> Double {
        switch attribute {
        case .bottom, .right, .trailing: -1
        default: 1
        }
    }

    /// The relation to write in the DSL so that Draftsman produces ``relation``.
    var dslRelation: Relation { sign < 0 ? relation.mirrored : relation }

    /// The value Draftsman stores before applying the sign: final constant = sign × stored.
    var storedConstant: Double { sign < 0 ? -constant : constant }
}

extension Attribute {
    /// The attributes a `drf` chain can start with (reference §1.2–1.4).
    var hasDraftsmanAnchor: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .width, .height: true
        default: false
        }
    }

    /// Whether UIKit has an anchor property for the attribute (`topAnchor`,
    /// `firstBaselineAnchor`); margin attributes have none.
    var hasUIKitAnchor: Bool { hasDraftsmanAnchor || isBaseline }
}
