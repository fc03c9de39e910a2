// Draftsman 3.2.5 layout of stacks-and-system.json, printed by draft-inspect (style: plan).
// 10 views, 20 constraints:
//   9 created by Draftsman relations
//   11 made by UIKit, left out (UIKit makes them again at run time):
//     2 autoresizing-mask constraints
//     2 content-size constraints
//     5 UIStackView constraints (UISV-*)
//     1 encapsulated-layout constraints
//     1 temporary-layout constraints
// warning: view2 translates its autoresizing mask into constraints in the input.
//   Draftsman sets translatesAutoresizingMaskIntoConstraints = false on every view it inserts,
//   so this code changes that: such a view is laid out by its printed constraints only.
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

@LayoutPlan
var viewPlan: ViewPlan {
    card.drf.builder.accessibilityIdentifier("card").drf
        .top.equal(with: .parent).offset(by: 20).identifier("card.top")
        .leading.equal(with: .parent).offset(by: 16).identifier("card.leading")
        .trailing.equal(with: .parent).offset(by: 16).identifier("card.trailing")
        .insert {
            // contentStack: vertical stack, spacing 8, alignment .leading
            contentStack.drf.builder.accessibilityIdentifier("contentStack").drf
                .top.equal(with: .parent).offset(by: 12).identifier("contentStack.top")
                .leading.equal(with: .parent).offset(by: 12).identifier("contentStack.leading")
                .trailing.equal(with: .parent).offset(by: 12).identifier("contentStack.trailing")
                .bottom.equal(with: .parent).offset(by: 12).identifier("contentStack.bottom")
                .insertStacked {
                    titleLabel.drf.builder.accessibilityIdentifier("titleLabel").drf
                    subtitleLabel.drf.builder.accessibilityIdentifier("subtitleLabel").drf
                    // stackView: horizontal stack, spacing 4, distribution .fillEqually, margins UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
                    stackView.drf.builder.accessibilityIdentifier("stackView").drf.insertStacked {
                        okButton.drf.builder.accessibilityIdentifier("okButton").drf
                        cancelButton.drf.builder.accessibilityIdentifier("cancelButton").drf
                    }
                }
            decoration.drf.builder.accessibilityIdentifier("decoration").drf
                .top.equal(with: .parent).identifier("decoration.top")
                .trailing.equal(with: .parent).identifier("decoration.trailing")
        }
    view2.drf.builder.accessibilityIdentifier("view2").drf
}

view.accessibilityIdentifier = "view"
viewPlan.apply(to: view)
