import LayoutModel

/// A view controller's iOS 7–10 `topLayoutGuide` and `bottomLayoutGuide` (Interface Builder
/// still writes them) as code for iOS 11 and later says them, the migration Apple documents:
/// the top guide's bottom is the safe area's top, the bottom guide's top the safe area's
/// bottom, and their outer edges are the view's own top and bottom. UIKit's constraints that
/// hold the guides (`_UILayoutSupportConstraint`) are left as they are: printers leave them out.
public enum LegacyLayoutGuides {
    public struct Rewrite: Sendable {
        /// The document with those constraints rewritten (constraint indexes unchanged) and
        /// the old guides no constraint mentions any more removed.
        public var document: LayoutDocument
        /// Safe-area guides added because the document had none for the owner.
        public var added: [Guide]
        /// How many constraints were rewritten.
        public var rewrittenCount: Int
    }

    public static func rewritten(_ document: LayoutDocument) -> Rewrite {
        let old = Dictionary(uniqueKeysWithValues: document.guides.filter(isLegacy).map { ($0.id, $0) })
        guard !old.isEmpty else { return Rewrite(document: document, added: [], rewrittenCount: 0) }
        var safeArea = SystemGuides(.safeArea, of: document)
        func modern(_ item: ItemID, _ attribute: Attribute) -> (ItemID, Attribute)? {
            guard let guide = old[item] else { return nil }
            switch (guide.kind, attribute) {
            case (.topLayoutGuide, .bottom): return (safeArea.guide(of: guide.owner), .top)
            case (.topLayoutGuide, .top): return (guide.owner, .top)
            case (.bottomLayoutGuide, .top): return (safeArea.guide(of: guide.owner), .bottom)
            case (.bottomLayoutGuide, .bottom): return (guide.owner, .bottom)
            default: return nil
            }
        }
        var constraints = document.constraints
        var count = 0
        for index in constraints.indices where constraints[index].systemKind == nil {
            var constraint = constraints[index]
            var changed = false
            if let (item, attribute) = modern(constraint.first, constraint.firstAttribute) {
                (constraint.first, constraint.firstAttribute) = (item, attribute)
                changed = true
            }
            if let second = constraint.second, let (item, attribute) = modern(second, constraint.secondAttribute) {
                (constraint.second, constraint.secondAttribute) = (item, attribute)
                changed = true
            }
            if changed {
                constraints[index] = constraint
                count += 1
            }
        }
        let mentioned = Set(constraints.flatMap(\.items))
        var guides = safeArea.guides
        guides.removeAll { old[$0.id] != nil && !mentioned.contains($0.id) }
        let result = document.with(guides: guides, constraints: constraints)
        return Rewrite(document: result, added: safeArea.added, rewrittenCount: count)
    }

    private static func isLegacy(_ guide: Guide) -> Bool {
        guide.kind == .topLayoutGuide || guide.kind == .bottomLayoutGuide
    }

    /// The one comment line a printer puts above code that says them this way.
    public static func note(_ count: Int) -> String {
        "// \(count == 1 ? "1 constraint" : "\(count) constraints") to IB's top or bottom layout guide (iOS 7–10) "
            + "written against the safe area (the guide's inner edge) or the view (its outer edge)"
    }
}
