// Draftsman 3.2.5 layout of message-cell.json, printed by draft-inspect (style: plan).
// 6 views (and 2 of UIKit's private views, left out), 14 constraints:
//   10 created by Draftsman relations
//   2 created by UIKit anchor code (Draftsman cannot express them; the reason is beside each)
//   1 mentioning UIKit's private views (a button's title label, a cell's separator): UIKit makes them, left out
//   1 made by UIKit, left out (UIKit makes them again at run time):
//     1 encapsulated-layout constraints

@LayoutPlan
var contentViewPlan: ViewPlan {
    contentImageView.drf
        .leading.equal(to: contentView.layoutMarginsGuide)
        .centeredV()
        .sized(CGSize(sides: 40))
    adaLovelaceLabel.drf.top.equal(to: contentView.layoutMarginsGuide)
    seeYouLabel.drf
        .leading.equal(to: adaLovelaceLabel)
        .bottom.equal(to: contentView.layoutMarginsGuide)
    replyButton.drf
        .leading.moreThan(to: seeYouLabel.drf.trailing).offset(by: 8)
        .trailing.equal(to: contentView.layoutMarginsGuide)
        .centeredV()
}

contentViewPlan.apply(to: contentView)

// Draftsman cannot express these constraints; UIKit's anchors create them.
NSLayoutConstraint.activate([
    // system spacing, which Draftsman has no call for
    adaLovelaceLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: contentImageView.trailingAnchor, multiplier: 1),
    // system spacing, which Draftsman has no call for
    seeYouLabel.topAnchor.constraint(equalToSystemSpacingBelow: adaLovelaceLabel.bottomAnchor, multiplier: 1),
])
