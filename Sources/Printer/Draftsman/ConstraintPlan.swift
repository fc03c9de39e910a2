import Inspector

/// Decides, for every constraint of a document, how the Draftsman printer writes it: which
/// view's chain creates it (flipping `superview.bottom == child.bottom + 8` to the child when
/// that is exact), or why it is plain UIKit code, commented out or left out.
struct ConstraintPlan {
    var dispositions: [ConstraintDisposition] = []
    /// The relations each view's chain creates, in input order.
    var owned: [ItemID: [OwnedConstraint]] = [:]
    /// Constraints printed as UIKit code, in input order, with the reason.
    var fallbacks: [(index: Int, reason: String)] = []
    /// The identifier each printed constraint ends up with (its own, or an automatic one).
    var identifiers: [Int: String] = [:]

    /// - Parameters:
    ///   - tree: the printed views.
    ///   - containerOwnsRelations: whether the view the code fills has a `drf` chain of its own
    ///     (the drf style); a plan is applied *to* it, so only the views inside have chains.
    ///   - autoIdentifier: give every printed constraint without an identifier a unique one.
    init(
        document: LayoutDocument, names: NameTable, tree: PrintedTree, containerOwnsRelations: Bool,
        order: [ItemID: Int], autoIdentifier: Bool
    ) {
        let subtree = Set(tree.order)
        var chainOwners = subtree.subtracting(tree.given)
        if containerOwnsRelations { chainOwners.insert(tree.container) }
        // Two recorded guides of the same kind and owner are one guide in code
        // (`owner.safeAreaLayoutGuide`), so they share Draftsman's de-duplication key.
        var sameGuide: [ItemID: ItemID] = [:]
        var guideByKind: [String: ItemID] = [:]
        for guide in document.guides where guide.kind != .custom {
            let kindKey = "\(guide.owner.rawValue)/\(guide.kind.rawValue)"
            if let first = guideByKind[kindKey] { sameGuide[guide.id] = first } else { guideByKind[kindKey] = guide.id }
        }
        func key(_ owned: OwnedConstraint) -> OwnedConstraint.Key {
            var key = owned.key
            if !sameGuide.isEmpty { key.target = key.target.map { sameGuide[$0] ?? $0 } }
            return key
        }
        let plan = TargetPlan(
            document: document, names: names, subtree: subtree, order: order, autoIdentifier: autoIdentifier,
            privateViews: tree.privateViews, cannotExpress: "Draftsman cannot express it",
            singleRelation: .init(key: key) { earlier in
                "same anchors and relation as \(ConstraintEquation.text(document.constraints[earlier], names: names)); Draftsman keeps only the last of two such relations"
            },
            whyNot: { Self.whyNotExpressible($0, document: document, owners: chainOwners, given: tree.given) })
        dispositions = plan.dispositions
        owned = plan.owned
        fallbacks = plan.fallbacks
        identifiers = plan.identifiers
    }

    /// Whether to write the constraint turned round. The direction the author wrote is kept
    /// (`tagView.left == header.left + 13` stays on `tagView`), except that a guide or an
    /// ancestor as first item gives way to the view (`view.bottom == button.bottom + 8` is
    /// written on `button`, against `.parent`).
    static func prefersFlipped(_ constraint: Constraint, document: LayoutDocument, order: [ItemID: Int]) -> Bool {
        guard let second = constraint.second, second != constraint.first else { return false }
        let firstIsView = document.indexOfView(constraint.first) != nil
        let secondIsView = document.indexOfView(second) != nil
        if !firstIsView { return secondIsView }
        if !secondIsView { return false }
        if isAncestor(constraint.first, of: second, in: document) { return true }
        return false
    }

    /// Whether `ancestor` is a superview (at any depth) of `view`.
    private static func isAncestor(_ ancestor: ItemID, of view: ItemID, in document: LayoutDocument) -> Bool {
        ancestor != view && document.isDescendant(view, of: ancestor)
    }

    /// Why a `drf` chain on the owner cannot create this constraint exactly, or `nil` when it can.
    static func whyNotExpressible(_ constraint: OwnedConstraint, document: LayoutDocument, owners: Set<ItemID>, given: Set<ItemID>) -> String? {
        guard document.indexOfView(constraint.owner) != nil else {
            if document.guide(constraint.owner)?.kind == .layoutMargins {
                return "it starts from a view's layout margins, and Draftsman relations start from a view's own anchors"
            }
            return "its first item is a layout guide, and Draftsman relations start from views"
        }
        guard owners.contains(constraint.owner) else {
            return given.contains(constraint.owner)
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
