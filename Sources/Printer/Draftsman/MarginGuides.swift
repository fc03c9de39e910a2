import LayoutModel

/// Margin attributes written through `layoutMarginsGuide`: `a.leading == v.leadingMargin`
/// becomes `a.leading == v.layoutMarginsGuide.leading`, which UIKit documents as the same
/// layout and Draftsman can say (`.leading.equal(to: v.layoutMarginsGuide)`).
enum MarginGuides {
    /// The document with every margin attribute of a view moved onto that view's layout
    /// margins guide (the recorded guide, or one added for the purpose), and the guides added.
    /// Constraint indexes are unchanged.
    static func rewritten(_ document: LayoutDocument) -> (document: LayoutDocument, added: [Guide]) {
        // By index: a copy of each constraint would cost more than the test.
        let recorded = document.constraints
        guard recorded.indices.contains(where: { recorded[$0].firstAttribute.isMargin || recorded[$0].secondAttribute.isMargin }) else {
            return (document, [])
        }
        var margins = SystemGuides(.layoutMargins, of: document)
        var constraints = recorded
        for index in constraints.indices {
            var constraint = constraints[index]
            // System constraints are left out of the code and keep what UIKit recorded.
            guard constraint.systemKind == nil else { continue }
            if constraint.firstAttribute.isMargin, document.view(constraint.first) != nil {
                constraint.first = margins.guide(of: constraint.first)
                constraint.firstAttribute = constraint.firstAttribute.withoutMargin
            }
            if constraint.secondAttribute.isMargin, let second = constraint.second, document.view(second) != nil {
                constraint.second = margins.guide(of: second)
                constraint.secondAttribute = constraint.secondAttribute.withoutMargin
            }
            constraints[index] = constraint
        }
        let result = document.with(guides: margins.guides, constraints: constraints)
        return (result, margins.added)
    }
}
