import Inspector

extension DraftsmanPrinter {
    /// One constraint as a line of code for reports: the Draftsman relation that creates it
    /// (`doneButton.drf.top.equal(with: .parent).offset(by: 12)`, flipped when only the
    /// flipped form is expressible), or plain UIKit anchor code when Draftsman cannot say it.
    public static func code(for constraint: Constraint, in document: LayoutDocument, names: NameTable) -> String {
        let everything = Set(document.views.map(\.id))
        let candidates = [constraint] + (constraint.flipped.map { [$0] } ?? [])
        for candidate in candidates {
            let owned = OwnedConstraint(index: 0, candidate)
            guard ConstraintPlan.whyNotExpressible(owned, document: document, owners: everything, root: document.rootID) == nil else { continue }
            let writer = RelationWriter(document: document, names: names, printedRoot: document.rootID)
            let group = RelationGroup(shape: .single(owned.attribute), members: [owned])
            return "\(names.displayName(of: owned.owner)).drf.\(writer.call(group))"
        }
        var text = AnchorCode(names: names).expression(constraint)
        if let priority = RelationWriter.priority(constraint.priority) { text += " @\(priority)" }
        return text
    }

    /// A constraint in UIKit's debug form with the report's names:
    /// `titleLabel.top == view.top + 8 @750`.
    public static func debugDescription(of constraint: Constraint, names: NameTable) -> String {
        AnchorCode(names: names).description(constraint)
    }
}
