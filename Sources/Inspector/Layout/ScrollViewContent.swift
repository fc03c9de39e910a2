import LayoutModel

/// `UIScrollView`'s rule for constraints between a scroll view and its content: those between
/// the scroll view's *edges* and a view inside it attach to the scrollable content (its
/// `contentLayoutGuide`), while widths, heights and centres attach to its frame. Edge pins
/// from content to a scroll view thus size the content, not the scroll view.
///
/// Each scroll view that such a constraint meets gets a content item: its declared
/// `contentLayoutGuide`, or one made here (`<id>.contentLayoutGuide`), starting at the scroll
/// view's origin (content offset zero) and sized by the constraints alone.
struct ScrollViewContent {
    /// Scroll view → the item its content edges are.
    private(set) var contentItems: [ItemID: ItemID] = [:]
    /// Content guides made here (not in the document), to add to the system.
    private(set) var madeGuides: [Guide] = []
    /// The document's scroll views, told once: a view's kind comes from its class name, too
    /// costly to work out again for every constraint of a large hierarchy.
    private let scrollViews: Set<ItemID>

    init(_ document: LayoutDocument) {
        // `kind(of:)` is `.scrollView` exactly when the class alone says so and the view is
        // no stack: a class name's kind is worked out once, not per view and subview.
        // By index, reading two fields: a copy of each view would retain all its strings.
        var isScrollViewClass: [String: Bool] = [:]
        scrollViews = Set(document.views.indices.lazy.filter { index in
            guard document.views[index].stack == nil else { return false }
            let className = document.views[index].className
            if let known = isScrollViewClass[className] { return known }
            let isScrollView = UIKitClasses.kind(ofClass: className) == .scrollView
            isScrollViewClass[className] = isScrollView
            return isScrollView
        }.map { document.views[$0].id })
        guard !scrollViews.isEmpty else { return }
        for constraint in document.constraints {
            for (item, attribute, other) in Self.sides(constraint) where isContentEdge(item, attribute, other, document) {
                guard contentItems[item] == nil else { continue }
                if let declared = document.guides.first(where: { $0.owner == item && $0.kind == .contentLayout }) {
                    contentItems[item] = declared.id
                } else {
                    let guide = Guide(id: ItemID("\(item.rawValue).contentLayoutGuide"), owner: item, kind: .contentLayout)
                    madeGuides.append(guide)
                    contentItems[item] = guide.id
                }
            }
        }
    }

    /// The constraint as the engine sees it: scroll-view edges related to content replaced by
    /// the content item's.
    func resolved(_ constraint: Constraint, in document: LayoutDocument) -> Constraint {
        guard !contentItems.isEmpty, let second = constraint.second else { return constraint }
        var result = constraint
        if let content = contentItems[constraint.first],
            isContentEdge(constraint.first, constraint.firstAttribute, second, document)
        {
            result.first = content
        }
        if let content = contentItems[second],
            isContentEdge(second, constraint.secondAttribute, constraint.first, document)
        {
            result.second = content
        }
        return result
    }

    private static func sides(_ constraint: Constraint) -> [(ItemID, Attribute, ItemID)] {
        guard let second = constraint.second else { return [] }
        return [(constraint.first, constraint.firstAttribute, second), (second, constraint.secondAttribute, constraint.first)]
    }

    /// An edge of a scroll view related to an item inside it.
    private func isContentEdge(_ item: ItemID, _ attribute: Attribute, _ other: ItemID, _ document: LayoutDocument) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: break
        default: return false
        }
        guard scrollViews.contains(item),
            let owner = document.owningView(of: other), owner != item
        else { return false }
        return document.isDescendant(owner, of: item)
    }
}
