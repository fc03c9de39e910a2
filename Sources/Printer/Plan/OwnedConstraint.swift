import LayoutModel

/// A constraint written from the side of the view whose `drf` chain creates it:
/// `owner.attribute  relation  target.targetAttribute × multiplier + constant`.
///
/// Items are item numbers (``OwningViews``: a view's position in the document's views, a
/// guide's after them), not ids, and the identifier stays in the plan (``TargetPlan/identifiers``):
/// with no reference inside, a copy is a copy of bytes. A print groups and sorts tens of
/// thousands of these, so a copy must not retain and release ids and an identifier.
/// ``LayoutDocument/item(numbered:)`` gives an item's id back.
struct OwnedConstraint: Sendable {
    /// The constraint's index in the document.
    var index: Int
    /// The owner's item number.
    var owner: Int
    var attribute: Attribute
    /// The relation UIKit ends up with (after Draftsman's sign conversion).
    var relation: Relation
    /// The target's item number; `nil` for a constant (`width == 40`).
    var target: Int?
    var targetAttribute: Attribute
    var multiplier: Double
    var constant: Double
    var priority: Priority
    var usesSystemSpacing: Bool
    /// The owner's position in the document's views; `nil` when the owner is a layout guide.
    var ownerView: Int?

    /// The constraint at `index`, as written or turned round (``Constraint/flipped``, which
    /// needs a second item and a multiplier of 1), read in place: a copy of the constraint
    /// costs more than the fields read. `first` and `second` are its items' numbers,
    /// `viewCount` the document's number of views.
    init(index: Int, of constraints: [Constraint], flipped: Bool, first: Int, second: Int?, viewCount: Int) {
        self.index = index
        if flipped {
            owner = second!
            attribute = constraints[index].secondAttribute
            relation = constraints[index].relation.mirrored
            target = first
            targetAttribute = constraints[index].firstAttribute
            constant = constraints[index].constant == 0 ? 0 : -constraints[index].constant
        } else {
            owner = first
            attribute = constraints[index].firstAttribute
            relation = constraints[index].relation
            target = second
            targetAttribute = constraints[index].secondAttribute
            constant = constraints[index].constant
        }
        ownerView = owner < viewCount ? owner : nil
        multiplier = constraints[index].multiplier
        priority = constraints[index].priority
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
