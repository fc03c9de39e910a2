import LayoutModel
import Naming

extension DraftsmanPrinter {
    /// One constraint as a line of code for reports: the Draftsman relation that creates it
    /// (`doneButton.drf.top.equal(with: .parent).offset(by: 12)`, flipped when only the
    /// flipped form is expressible), or plain UIKit anchor code when Draftsman cannot say it.
    public static func code(for recorded: Constraint, in recordedDocument: LayoutDocument, names recordedNames: NameTable) -> String {
        var constraint = recorded
        var document = recordedDocument
        var names = recordedNames
        if recorded.firstAttribute.isMargin || recorded.secondAttribute.isMargin {
            // The one constraint, through `layoutMarginsGuide` as `print` writes it.
            let single = LayoutDocument(
                rootID: recordedDocument.rootID, views: recordedDocument.views, guides: recordedDocument.guides,
                constraints: [recorded], layoutDirection: recordedDocument.layoutDirection, rootKind: recordedDocument.rootKind)
            let rewritten = MarginGuides.rewritten(single)
            document = rewritten.document
            constraint = document.constraints[0]
            names.name(addedGuides: rewritten.added)
        }
        // Relations speak of items by number: a constraint that mentions an item the document
        // does not hold is written as UIKit code.
        let first = document.itemNumber(of: constraint.first)
        let second = constraint.second.flatMap(document.itemNumber(of:))
        if let first, (second == nil) == (constraint.second == nil) {
            for flipped in constraint.flipped == nil ? [false] : [false, true] {
                let owned = [OwnedConstraint(index: 0, of: [constraint], flipped: flipped, first: first, second: second, viewCount: document.views.count)]
                // Every view has a chain here: the line stands alone, not in a printed hierarchy,
                // and a long conflict's report stays linear without a set of every view per constraint.
                guard ConstraintPlan.whyNotExpressible(owned[0], document: document, hasChain: owned[0].ownerView != nil, given: [document.rootID]) == nil else { continue }
                let writer = RelationWriter(document: document, names: names, identifiers: constraint.identifier.map { [0: $0] } ?? [:])
                let owner = document.item(numbered: owned[0].owner)
                let superview = owner == document.rootID ? nil : document.superview(of: owner).flatMap(document.indexOfView)
                return "\(names.displayName(of: owner)).drf.\(writer.call(RelationGroup(single: 0, of: owned), of: owned, superview: superview))"
            }
        }
        let anchors = AnchorExpression(names: names, document: document)
        return anchors.expression(anchors.viewFirst(constraint))
    }
}
