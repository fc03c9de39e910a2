import Inspector

/// Margin attributes written through `layoutMarginsGuide`: `a.leading == v.leadingMargin`
/// becomes `a.leading == v.layoutMarginsGuide.leading`, which UIKit documents as the same
/// layout and Draftsman can say (`.leading.equal(to: v.layoutMarginsGuide)`).
enum MarginGuides {
    /// The document with every margin attribute of a view moved onto that view's layout
    /// margins guide (the recorded guide, or one added for the purpose), and the guides added.
    /// Constraint indexes are unchanged.
    static func rewritten(_ document: LayoutDocument) -> (document: LayoutDocument, added: [Guide]) {
        guard document.constraints.contains(where: { $0.firstAttribute.isMargin || $0.secondAttribute.isMargin }) else {
            return (document, [])
        }
        var guides = document.guides
        var guideOf: [ItemID: ItemID] = [:]
        for guide in guides where guide.kind == .layoutMargins && guideOf[guide.owner] == nil {
            guideOf[guide.owner] = guide.id
        }
        var added: [Guide] = []
        func guide(of view: ItemID) -> ItemID {
            if let id = guideOf[view] { return id }
            var id = ItemID("\(view.rawValue).layoutMarginsGuide")
            while document.contains(id) { id = ItemID(id.rawValue + "'") }
            let guide = Guide(id: id, owner: view, kind: .layoutMargins, identifier: Guide.Kind.layoutMargins.systemIdentifier)
            guides.append(guide)
            added.append(guide)
            guideOf[view] = id
            return id
        }
        var constraints = document.constraints
        for index in constraints.indices {
            var constraint = constraints[index]
            // System constraints are left out of the code and keep what UIKit recorded.
            guard constraint.systemKind == nil else { continue }
            if constraint.firstAttribute.isMargin, document.view(constraint.first) != nil {
                constraint.first = guide(of: constraint.first)
                constraint.firstAttribute = constraint.firstAttribute.withoutMargin
            }
            if constraint.secondAttribute.isMargin, let second = constraint.second, document.view(second) != nil {
                constraint.second = guide(of: second)
                constraint.secondAttribute = constraint.secondAttribute.withoutMargin
            }
            constraints[index] = constraint
        }
        let result = LayoutDocument(
            rootID: document.rootID, views: document.views, guides: guides, constraints: constraints,
            layoutDirection: document.layoutDirection, metadata: document.metadata, rootKind: document.rootKind,
            isPartial: document.isPartial, recorded: document.recorded)
        return (result, added)
    }
}
