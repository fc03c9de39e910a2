import LayoutModel
import Testing

/// A document lists each item's constraints in one array for all items (``ItemConstraints``),
/// with the constraints added since apart: what it answers must be what a scan of its
/// constraints answers, through a REPL's edits.
@Suite struct ConstraintIndexTests {
    /// The constraints that mention an item, found by looking at every one.
    func scanned(_ document: LayoutDocument, _ id: ItemID) -> [Int] {
        document.constraints.indices.filter { document.constraints[$0].items.contains(id) }
    }

    func expectIndexMatchesScan(_ document: LayoutDocument, _ ids: [ItemID]) {
        for id in ids {
            #expect(document.constraintIndexes(involving: id) == scanned(document, id), "\(id)")
        }
    }

    @Test func listsEachItemsConstraintsThroughEdits() {
        var document = LayoutDocument(
            rootID: "root",
            views: [
                View(id: "root", className: "UIView", subviews: ["a", "b"]),
                View(id: "a", className: "UILabel"),
                View(id: "b", className: "UIView"),
            ],
            constraints: [
                Constraint(first: "a", firstAttribute: .leading, second: "root", secondAttribute: .leading),
                Constraint(first: "b", firstAttribute: .width, second: "b", secondAttribute: .height),
                Constraint(first: "a", firstAttribute: .width, constant: 20),
                Constraint(first: "b", firstAttribute: .top, second: "a", secondAttribute: .bottom),
            ])
        let ids: [ItemID] = ["root", "a", "b", "new", "unknown"]
        expectIndexMatchesScan(document, ids)
        // Added: one naming an id the document had not met, one naming an item twice.
        document.appendConstraint(Constraint(first: "new", firstAttribute: .width, second: "a", secondAttribute: .width))
        document.appendConstraint(Constraint(first: "root", firstAttribute: .width, second: "root", secondAttribute: .height))
        expectIndexMatchesScan(document, ids)
        // The last one removed (an undone `add`), then one the lists were built with.
        document.removeConstraint(at: 5)
        expectIndexMatchesScan(document, ids)
        document.removeConstraint(at: 3)
        expectIndexMatchesScan(document, ids)
        // Added after a rebuild, then the last listed one removed.
        document.appendConstraint(Constraint(first: "b", firstAttribute: .height, constant: 10))
        expectIndexMatchesScan(document, ids)
        document.removeConstraint(at: document.constraints.count - 1)
        document.removeConstraint(at: document.constraints.count - 1)
        expectIndexMatchesScan(document, ids)
        #expect(document.constraints.count == 3)
    }

    /// The lookup a long conflict message's references go through answers as the search of
    /// ``LayoutDocument/indexOfConstraint(reference:)`` does: the first of a repeated id, and
    /// `#N` only for a constraint without one.
    @Test func theLookupOfManyReferencesAnswersAsTheSearch() {
        let ids: [String?] = ["0x1", nil, "0x2", "0x1", nil, "0x2", "0x3"]
        let document = LayoutDocument(
            rootID: "root", views: [View(id: "root", className: "UIView")],
            constraints: ids.map { Constraint(id: $0, first: "root", firstAttribute: .width, constant: 10) })
        let lookup = document.constraintIndexLookup()
        for reference in ["0x1", "0x2", "0x3", "0x4", "#0", "#1", "#4", "#6", "#9", "#x"] {
            #expect(lookup(reference) == document.indexOfConstraint(reference: reference), "\(reference)")
        }
        #expect(lookup("0x1") == 0)
        #expect(lookup("0x2") == 2)
    }
}
