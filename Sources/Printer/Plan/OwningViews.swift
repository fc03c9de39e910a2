import LayoutModel

/// Which view each item of a document belongs to, by item number (a view is its position in
/// `document.views`, a guide comes after the views): what a plan asks of every constraint
/// (the views it touches) and of every printed view (the guides it owns). Arrays read by
/// number keep those questions free of hashing ids.
struct OwningViews {
    /// How many views the document has: numbers below it are views.
    let viewCount: Int
    /// Each guide's owner, as a view number; `nil` when the owner is not a view of the document.
    private let guideOwners: [Int?]

    init(document: LayoutDocument) {
        viewCount = document.views.count
        guideOwners = document.guides.map { document.indexOfView($0.owner) }
    }

    /// How many numbers there are: every view and every guide.
    var count: Int { viewCount + guideOwners.count }

    /// The item's number; `nil` for an id the document does not know.
    func number(of id: ItemID, in document: LayoutDocument) -> Int? {
        document.itemNumber(of: id)
    }

    func isView(_ number: Int) -> Bool { number < viewCount }

    /// The id of the item with this number.
    func id(of number: Int, in document: LayoutDocument) -> ItemID {
        document.item(numbered: number)
    }

    /// The view an item belongs to: a view itself, a guide's owner.
    func owningView(_ number: Int) -> Int? {
        number < viewCount ? number : guideOwners[number - viewCount]
    }

    /// The guides a set of views owns, as numbers in input order.
    func guides(ownedBy views: [Bool]) -> [Int] {
        guideOwners.indices.filter { guideOwners[$0].map { views[$0] } ?? false }.map { viewCount + $0 }
    }

    /// A view-number mask of these views.
    func mask(ofViews views: [Int]) -> [Bool] {
        var mask = [Bool](repeating: false, count: viewCount)
        for view in views { mask[view] = true }
        return mask
    }

    /// A view-number mask of these views: `true` for each view of `ids` the document knows.
    func mask(of ids: some Sequence<ItemID>, in document: LayoutDocument) -> [Bool] {
        var mask = [Bool](repeating: false, count: viewCount)
        for id in ids {
            if let view = document.indexOfView(id) { mask[view] = true }
        }
        return mask
    }
}

extension LayoutDocument {
    /// The number of a view or guide (a view's position, a guide's after the views); `nil` for an id the document does not know.
    func itemNumber(of id: ItemID) -> Int? {
        if let view = indexOfView(id) { return view }
        return indexOfGuide(id).map { views.count + $0 }
    }

    /// The id of the view or guide with this number (a view's position, a guide's after the views).
    func item(numbered number: Int) -> ItemID {
        number < views.count ? views[number].id : guides[number - views.count].id
    }

    /// The guide with this number, or `nil` when the number is a view's.
    func guide(numbered number: Int) -> Guide? {
        number < views.count ? nil : guides[number - views.count]
    }
}
