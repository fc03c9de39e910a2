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

@LayoutPlan
var viewPlan: ViewPlan {
    card.drf
        .top.equal(with: .parent).offset(by: 20)
        .localizedHorizontal.equal(with: .parent).offset(by: 16)
        .insert {
            // contentStack: vertical stack, spacing 8, alignment .leading
            contentStack.drf
                .localizedEdges.equal(with: .parent).offset(by: 12)
                .insertStacked {
                    titleLabel
                    subtitleLabel
                    HStacked(margin: 4, distribution: .fillEqually, spacing: 4) {
                        okButton
                        cancelButton
                    }
                }
            decoration.drf.cornered(at: .topTrailing)
        }
    view2
}

viewPlan.apply(to: view)
