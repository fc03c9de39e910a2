import LayoutModel

/// Each view's system guide of one kind (its `safeAreaLayoutGuide`, its `layoutMarginsGuide`)
/// for a printer that rewrites constraints onto it: the document's own guide when it records
/// one, else one added under an id no item of the document has.
struct SystemGuides {
    let kind: Guide.Kind
    private let document: LayoutDocument
    /// The document's guides and the added ones.
    private(set) var guides: [Guide]
    /// The guides added because the document had none for the view.
    private(set) var added: [Guide] = []
    private var guideOf: [ItemID: ItemID] = [:]

    init(_ kind: Guide.Kind, of document: LayoutDocument) {
        self.kind = kind
        self.document = document
        guides = document.guides
        for guide in guides where guide.kind == kind && guideOf[guide.owner] == nil {
            guideOf[guide.owner] = guide.id
        }
    }

    mutating func guide(of view: ItemID) -> ItemID {
        if let id = guideOf[view] { return id }
        var id = ItemID("\(view.rawValue).\(kind.propertyName ?? kind.rawValue)")
        while document.contains(id) { id = ItemID(id.rawValue + "'") }
        let guide = Guide(id: id, owner: view, kind: kind, identifier: kind.systemIdentifier)
        guides.append(guide)
        added.append(guide)
        guideOf[view] = id
        return id
    }
}
