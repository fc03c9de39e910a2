import LayoutModel
import Testing

/// `isDescendant(viewAt:ofViewAt:)` answers a printer's "is this view inside that one" by
/// position; its answer must be the one by id for every pair of views, the awkward
/// hierarchies included.
@Suite struct ViewAncestryTests {
    @Test func agreesWithTheDocumentForEveryPairOfViews() {
        let document = Self.awkwardDocument()
        let views = document.views
        let numbers = Set(views.compactMap { document.indexOfView($0.id) })
        var containing = 0
        for view in numbers {
            for ancestor in numbers {
                let expected = document.isDescendant(document.views[view].id, of: document.views[ancestor].id)
                #expect(document.isDescendant(viewAt: view, ofViewAt: ancestor) == expected, "\(document.views[view].id.rawValue) in \(document.views[ancestor].id.rawValue)")
                if expected && view != ancestor { containing += 1 }
            }
        }
        // root contains a, a1, a2, deep, b; a contains a1, a2, deep; a2 contains deep;
        // other contains o1; x and y contain each other and z.
        #expect(containing == 14)
    }

    /// The breaking rule's depth of where UIKit installs a constraint, read by numbers, is the
    /// depth of the nearest common ancestor by ids (0 where there is none), for a constraint
    /// between every two items and a constant on each; `nil` only where it says to ask by id.
    @Test func installationDepthAgreesWithTheNearestCommonAncestor() {
        let base = Self.awkwardDocument()
        let items: [ItemID] = ["root", "a", "a1", "a2", "deep", "b", "x", "y", "z", "other", "o1", "guide", "unknown"]
        var constraints: [Constraint] = []
        for first in items {
            constraints.append(Constraint(first: first, firstAttribute: .width))
            for second in items { constraints.append(Constraint(first: first, firstAttribute: .left, second: second, secondAttribute: .left)) }
        }
        let document = LayoutDocument(rootID: base.rootID, views: base.views, guides: base.guides, constraints: constraints)
        var byNumbers = 0
        for (index, constraint) in document.constraints.enumerated() {
            let view = if let second = constraint.second, second != constraint.first {
                document.nearestCommonAncestor(constraint.first, second)
            } else {
                document.owningView(of: constraint.first)
            }
            let expected = view.map { document.depth(of: $0) } ?? 0
            guard let depth = document.installationDepth(ofConstraintAt: index) else { continue }
            #expect(depth == expected, "\(constraint.first.rawValue) and \(constraint.second?.rawValue ?? "-")")
            byNumbers += 1
        }
        // Every pair of views the walk from the top views reached, and every constant on one.
        #expect(byNumbers == 8 * 8 + 8)
    }

    private static func awkwardDocument() -> LayoutDocument {
        let views = [
            View(id: "root", className: "UIView", subviews: ["a", "b", "guide", "unknown"]),
            View(id: "a", className: "UIView", subviews: ["a1", "a2", "a"]),
            View(id: "a1", className: "UILabel"),
            View(id: "a2", className: "UIView", subviews: ["deep"]),
            View(id: "deep", className: "UIView"),
            // Listed by two views: the first one is its superview.
            View(id: "b", className: "UIView", subviews: ["a1"]),
            // A cycle of subviews no top view reaches, and a view inside it.
            View(id: "x", className: "UIView", subviews: ["y"]),
            View(id: "y", className: "UIView", subviews: ["x", "z"]),
            View(id: "z", className: "UIView"),
            // A second top view, and a view that shares an id with an earlier one.
            View(id: "other", className: "UIView", subviews: ["o1"]),
            View(id: "o1", className: "UIView"),
            View(id: "a2", className: "UIView", subviews: ["o1"]),
        ]
        return LayoutDocument(rootID: "root", views: views, guides: [Guide(id: "guide", owner: "a", kind: .safeArea)])
    }
}
