import LayoutModel
import Naming

/// Decides, for every constraint of a document, how the Draftsman printer writes it: which
/// view's chain creates it (flipping `superview.bottom == child.bottom + 8` to the child when
/// that is exact), or why it is plain UIKit code, commented out or left out.
struct ConstraintPlan {
    /// The plan every target shares, with Draftsman's rules applied.
    private let plan: TargetPlan

    var dispositions: [ConstraintDisposition] { plan.dispositions }
    /// The relations each view's chain creates, in input order.
    var owned: [ItemID: [OwnedConstraint]] { plan.owned }
    /// Constraints printed as UIKit code, in input order, with the reason.
    var fallbacks: [(index: Int, reason: String)] { plan.fallbacks }
    /// The identifier each printed constraint ends up with (its own, or an automatic one).
    var identifiers: [Int: String] { plan.identifiers }
    /// Whether each constraint mentions a printed view or one of its guides.
    var mentionsPrinted: [Bool] { plan.mentionsPrinted }

    /// - Parameters:
    ///   - tree: the printed views.
    ///   - containerOwnsRelations: whether the view the code fills has a `drf` chain of its own
    ///     (the drf style); a plan is applied *to* it, so only the views inside have chains.
    ///   - autoIdentifier: give every printed constraint without an identifier a unique one.
    init(
        document: LayoutDocument, names: NameTable, owningViews: OwningViews, tree: PrintedTree, containerOwnsRelations: Bool,
        autoIdentifier: Bool
    ) {
        var hasChain = owningViews.mask(ofViews: tree.numbers)
        for id in tree.given where !(containerOwnsRelations && id == tree.container) {
            if let view = document.indexOfView(id) { hasChain[view] = false }
        }
        plan = TargetPlan(
            document: document, names: names, owningViews: owningViews, printed: tree.numbers, autoIdentifier: autoIdentifier,
            privateViews: tree.privateViews, cannotExpress: "Draftsman cannot express it",
            singleRelation: .init { earlier in
                "same anchors and relation as \(UIKitDebugForm.text(of: document.constraints[earlier], names: names)); Draftsman keeps only the last of two such relations"
            },
            whyNot: { owned in
                Self.whyNotExpressible(owned, document: document, hasChain: owned.ownerView.map { hasChain[$0] } ?? false, given: tree.given)
            })
    }

    /// The relations a view's chain creates, by its position in the document's views.
    func owned(byView number: Int) -> [OwnedConstraint] { plan.owned(byView: number) }

    /// Why a `drf` chain on the owner cannot create this constraint exactly, or `nil` when it can.
    /// - Parameter hasChain: whether the owner is a view the code gives a `drf` chain.
    static func whyNotExpressible(_ constraint: OwnedConstraint, document: LayoutDocument, hasChain: Bool, given: Set<ItemID>) -> String? {
        guard constraint.ownerView != nil else {
            if document.guide(numbered: constraint.owner)?.kind == .layoutMargins {
                return "it starts from a view's layout margins, and Draftsman relations start from a view's own anchors"
            }
            return "its first item is a layout guide, and Draftsman relations start from views"
        }
        guard hasChain else {
            return given.contains(document.item(numbered: constraint.owner))
                ? "it constrains the view the code is given, and only the views Draftsman inserts have drf chains"
                : "its first item is not in the printed hierarchy"
        }
        if constraint.usesSystemSpacing {
            return "system spacing, which Draftsman has no call for"
        }
        let attribute = constraint.attribute
        guard attribute.hasDraftsmanAnchor else {
            return attribute.isBaseline
                ? "Draftsman has no \(attribute.name) anchor to start a relation from"
                : "Draftsman has no margin anchors (\(attribute.name))"
        }
        guard constraint.target != nil else {
            guard attribute.isDimension else { return "a position constraint without a second item" }
            return constraint.multiplier == 1 ? nil : "a constant constraint with a multiplier"
        }
        let targetAttribute = constraint.targetAttribute
        guard targetAttribute.hasUIKitAnchor else { return "Draftsman has no margin anchors (\(targetAttribute.name))" }
        guard Attribute.areCompatible(attribute, targetAttribute) else {
            return "UIKit does not relate \(attribute.name) to \(targetAttribute.name)"
        }
        if attribute.isLocation, constraint.multiplier != 1 {
            return "Draftsman has no multiplier for position anchors"
        }
        return nil
    }
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
