// Draftsman 3.2.5 layout of stacks-and-system.json, printed by draft-inspect (style: drf).
// 10 views, 20 constraints:
//   9 created by Draftsman relations
//   11 made by UIKit, left out (UIKit makes them again at run time):
//     2 autoresizing-mask constraints
//     2 content-size constraints
//     5 UIStackView constraints (UISV-*)
//     1 encapsulated-layout constraints
//     1 temporary-layout constraints
// warning: view2 translates its autoresizing mask into constraints in the dump.
//   Draftsman sets translatesAutoresizingMaskIntoConstraints = false on every view it inserts,
//   so this code changes that: such a view is laid out by its printed constraints only.

view.draftContent {
    card.drf
        .top.localizedHorizontal.equal(with: .parent).offsetted(using: UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        .insert {
            contentStack.drf
                .localizedEdges.equal(with: .parent).offset(by: 12)
                .insertStacked {
                    titleLabel
                    subtitleLabel
                    HStacked(margins: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), distribution: .fillEqually, spacing: 4) {
                        okButton
                        cancelButton
                    }
                }
            decoration.drf.cornered(at: .topTrailing)
        }
    view2
}.apply()
