import LayoutModel
import Readers

/// Small layouts built in code, each showing one kind of finding, for the tests of the stages
/// after reading (the report, the pictures) without a file or the binary.
///
/// Each is a 320×480 root holding a `card` placed at (20, 40) by `left` and `top`, sized by
/// `narrow` (width 100) and `tall` (height 50); the layouts add one problem to it.
public enum SmallLayouts {
    public static let root: ItemID = "root"
    public static let card: ItemID = "card"
    public static let badge: ItemID = "badge"

    /// The card alone: nothing to report.
    public static var clean: LoadedDocument { loaded(views: [cardView()], constraints: cardConstraints) }

    /// The card with `wide` (width 200), which `narrow` (width 100) restates after it: UIKit
    /// gives up the earlier of two constraints on the same anchors, so the card is 100 wide.
    public static var conflict: LoadedDocument {
        var constraints = cardConstraints
        constraints.insert(Constraint(id: "wide", first: card, firstAttribute: .width, constant: 200), at: 2)
        return loaded(views: [cardView()], constraints: constraints)
    }

    /// The card, and a `badge` sized 24×24 that nothing places.
    public static var ambiguous: LoadedDocument {
        let badgeView = View(id: badge, className: "UIView", frame: Rect(x: 280, y: 10, width: 24, height: 24),
                             accessibilityIdentifier: "badge", translatesAutoresizingMaskIntoConstraints: false)
        return loaded(views: [cardView(), badgeView], constraints: cardConstraints + [
            Constraint(id: "badge.width", first: badge, firstAttribute: .width, constant: 24),
            Constraint(id: "badge.height", first: badge, firstAttribute: .height, constant: 24),
        ])
    }

    /// The card with the constraints of these ids inactive (a placeholder, a constraint the
    /// code turns on).
    public static func card(inactive: Set<String>) -> LoadedDocument {
        let constraints = cardConstraints.map { constraint in
            var constraint = constraint
            if let id = constraint.id, inactive.contains(id) { constraint.isActive = false }
            return constraint
        }
        return loaded(views: [cardView()], constraints: constraints)
    }

    /// The card recorded at (0, 0), where its constraints put it at (20, 40).
    public static var misplaced: LoadedDocument {
        loaded(views: [cardView(frame: Rect(x: 0, y: 0, width: 100, height: 50))], constraints: cardConstraints)
    }

    /// `count` views whose widths form one cycle (`v1.width == v2.width + 1`, …, the last back
    /// to `v1`): a conflict of `count` members.
    public static func widthCycle(_ count: Int) -> LoadedDocument {
        let views = (1...count).map { index in
            View(id: ItemID("v\(index)"), className: "UIView", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                 accessibilityIdentifier: "v\(index)", translatesAutoresizingMaskIntoConstraints: false)
        }
        let constraints = (1...count).map { index in
            Constraint(id: "c\(index)", first: ItemID("v\(index)"), firstAttribute: .width,
                       second: ItemID("v\(index % count + 1)"), secondAttribute: .width, constant: 1)
        }
        return loaded(views: views, constraints: constraints)
    }

    static let cardConstraints = [
        Constraint(id: "left", first: card, firstAttribute: .leading, second: root, secondAttribute: .leading, constant: 20),
        Constraint(id: "top", first: card, firstAttribute: .top, second: root, secondAttribute: .top, constant: 40),
        Constraint(id: "narrow", first: card, firstAttribute: .width, constant: 100),
        Constraint(id: "tall", first: card, firstAttribute: .height, constant: 50),
    ]

    static func cardView(frame: Rect = Rect(x: 20, y: 40, width: 100, height: 50)) -> View {
        View(id: card, className: "UIView", frame: frame, accessibilityIdentifier: "card",
             translatesAutoresizingMaskIntoConstraints: false)
    }

    static func loaded(views: [View], constraints: [Constraint]) -> LoadedDocument {
        let rootView = View(id: root, className: "UIView", frame: Rect(x: 0, y: 0, width: 320, height: 480),
                            subviews: views.map(\.id))
        let document = LayoutDocument(rootID: root, views: [rootView] + views, constraints: constraints)
        return LoadedDocument(document: document, format: .dump)
    }
}
