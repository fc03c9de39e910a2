import LayoutModel
import Naming

extension DraftsmanPrinter {
    /// One constraint as a line of code for reports: the Draftsman relation that creates it
    /// (`doneButton.drf.top.equal(with: .parent).offset(by: 12)`, flipped when only the
    /// flipped form is expressible), or plain UIKit anchor code when Draftsman cannot say it.
    public static func code(for recorded: Constraint, in recordedDocument: LayoutDocument, names recordedNames: NameTable) -> String {
        guard recorded.firstAttribute.isMargin || recorded.secondAttribute.isMargin else {
            return code(of: recorded, in: recordedDocument, names: recordedNames)
        }
        // The one constraint, through `layoutMarginsGuide` as `print` writes it.
        let single = LayoutDocument(
            rootID: recordedDocument.rootID, views: recordedDocument.views, guides: recordedDocument.guides,
            constraints: [recorded], layoutDirection: recordedDocument.layoutDirection, rootKind: recordedDocument.rootKind)
        let rewritten = MarginGuides.rewritten(single)
        var names = recordedNames
        names.name(addedGuides: rewritten.added)
        return code(of: rewritten.document.constraints[0], in: rewritten.document, names: names)
    }

    // The document is only read here, never stored or passed as a method reference: a report
    // writes this for every member of a conflict, and each copy retains all its tables.
    private static func code(of constraint: Constraint, in document: LayoutDocument, names: NameTable) -> String {
        // Relations speak of items by number: a constraint that mentions an item the document
        // does not hold is written as UIKit code.
        let first = document.itemNumber(of: constraint.first)
        let second = constraint.second.flatMap { document.itemNumber(of: $0) }
        if let first, (second == nil) == (constraint.second == nil) {
            for flipped in constraint.flipped == nil ? [false] : [false, true] {
                let owned = [OwnedConstraint(index: 0, of: [constraint], flipped: flipped, first: first, second: second, viewCount: document.views.count)]
                // Every view has a chain here: the line stands alone, not in a printed hierarchy,
                // and a long conflict's report stays linear without a set of every view per constraint.
                guard ConstraintPlan.whyNotExpressible(owned[0], document: document, hasChain: owned[0].ownerView != nil, given: [document.rootID]) == nil else { continue }
                let writer = RelationWriter(document: document, names: names, identifiers: constraint.identifier.map { [0: $0] } ?? [:])
                let owner = document.item(numbered: owned[0].owner)
                let superview = owner == document.rootID ? nil : document.superview(of: owner).flatMap { document.indexOfView($0) }
                return "\(names.displayName(of: owner)).drf.\(writer.call(RelationGroup(single: 0, of: owned), of: owned, superview: superview))"
            }
        }
        let anchors = AnchorExpression(names: names, document: document)
        return anchors.expression(anchors.viewFirst(constraint))
    }
}
