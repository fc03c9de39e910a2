// Draftsman 3.2.5 layout of message-cell.json, printed by draft-inspect (style: plan).
// 6 views (and 2 of UIKit's private views, left out), 14 constraints:
//   10 created by Draftsman relations
//   2 created by UIKit anchor code (Draftsman cannot express them; the reason is beside each)
//   1 mentioning UIKit's private views (a button's title label, a cell's separator): UIKit makes them, left out
//   1 made by UIKit, left out (UIKit makes them again at run time):
//     1 encapsulated-layout constraints
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

@LayoutPlan
var contentViewPlan: ViewPlan {
    contentImageView.drf.builder.accessibilityIdentifier("contentImageView").drf
        .leading.equal(to: contentView.layoutMarginsGuide).identifier("contentImageView.leading")
        .centeredV().identifier("contentImageView.centerY")
        .width.equal(to: 40).identifier("contentImageView.width")
        .height.equal(to: 40).identifier("contentImageView.height")
    adaLovelaceLabel.drf.builder.accessibilityIdentifier("adaLovelaceLabel").drf.top.equal(to: contentView.layoutMarginsGuide).identifier("adaLovelaceLabel.top")
    seeYouLabel.drf.builder.accessibilityIdentifier("seeYouLabel").drf
        .leading.equal(to: adaLovelaceLabel).identifier("seeYouLabel.leading")
        .bottom.equal(to: contentView.layoutMarginsGuide).identifier("seeYouLabel.bottom")
    replyButton.drf.builder.accessibilityIdentifier("replyButton").drf
        .leading.moreThan(to: seeYouLabel.drf.trailing).offset(by: 8).identifier("replyButton.leading")
        .trailing.equal(to: contentView.layoutMarginsGuide).identifier("replyButton.trailing")
        .centeredV().identifier("replyButton.centerY")
}

cell.accessibilityIdentifier = "cell"
contentView.accessibilityIdentifier = "contentView"
contentViewPlan.apply(to: contentView)

// Draftsman cannot express these constraints; UIKit's anchors create them.
NSLayoutConstraint.activate([
    // system spacing, which Draftsman has no call for
    adaLovelaceLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: contentImageView.trailingAnchor, multiplier: 1).withIdentifier("adaLovelaceLabel.leading"),
    // system spacing, which Draftsman has no call for
    seeYouLabel.topAnchor.constraint(equalToSystemSpacingBelow: adaLovelaceLabel.bottomAnchor, multiplier: 1).withIdentifier("seeYouLabel.top"),
])

// Sets a priority or an identifier inside `NSLayoutConstraint.activate([…])`.
private extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }

    func withIdentifier(_ identifier: String) -> NSLayoutConstraint {
        self.identifier = identifier
        return self
    }
}
