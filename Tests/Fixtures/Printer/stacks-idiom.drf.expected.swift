// Draftsman 3.2.5 layout of stacks-idiom.json, printed by draft-inspect (style: drf).
// 13 views, 19 constraints:
//   16 created by Draftsman relations
//   3 made by UIKit, left out (UIKit makes them again at run time):
//     3 UIStackView constraints (UISV-*)

view.draftContent {
    backgroundView.drf
        .matchParentSize()
        .centered()
    VStacked(spacing: 8) {
        titleLabel
        bodyLabel
    }.top.localizedHorizontal.equal(with: .parent).offset(by: 16)
    HStacked(margin: 4, distribution: .fillEqually, spacing: 4) {
        okButton
        cancelButton
    }
    .bottom.equal(with: .parent).offset(by: 16)
    .centeredH()
    icon.drf
        .sized(CGSize(sides: 16))
        .cornered(at: .topTrailing).offset(by: 8)
    // priceStackView: horizontal stack, spacing 6, alignment .center
    priceStackView.drf
        .leading.equal(with: .parent).offset(by: 16)
        .insertStacked {
            priceLabel
            label12Eur
        }
    taxIncludedLabel.drf.top.leading.equal(to: priceStackView.drf.bottom.leading).offsetted(using: CGPoint(x: 0, y: 4))
}.apply()
