import UIKit

/// Draftsman's sign model (reference §1.1): anchors on the far side of a view (bottom, right,
/// trailing) are negative, which swaps ≥ and ≤ and negates the constant.
public enum AnchorOffsetSign {
    case positive
    case negative

    /// Converted once, when the relation is created (so `moreThan` on bottom is ≤ even without a constant).
    func convert(_ relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint.Relation {
        switch (self, relation) {
        case (.negative, .greaterThanOrEqual): .lessThanOrEqual
        case (.negative, .lessThanOrEqual): .greaterThanOrEqual
        default: relation
        }
    }

    /// Applied at build time to the stored constant.
    func apply(_ constant: CGFloat) -> CGFloat {
        self == .positive ? constant : -constant
    }
}
