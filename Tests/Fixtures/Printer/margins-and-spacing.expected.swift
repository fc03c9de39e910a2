// Draftsman 3.2.5 layout of margins-and-spacing.json, printed by draft-inspect (style: plan).
// 8 views, 23 constraints:
//   19 created by Draftsman relations
//   4 created by UIKit anchor code (Draftsman cannot express them; the reason is beside each)

@LayoutPlan
var viewPlan: ViewPlan {
    header.drf
        .top.equal(with: .safeArea)
        .localizedHorizontal.equal(to: view.layoutMarginsGuide)
        .height.equal(to: 44)
        .insert {
            newLabel.drf
                .left.equal(with: .parent).offset(by: 13)
                .centeredV()
        }
    createYourAccountLabel.drf.leading.equal(to: view.layoutMarginsGuide)
    emailField.drf
        .leading.equal(to: createYourAccountLabel)
        .trailing.equal(to: view.layoutMarginsGuide)
    continueButton.drf
        .top.equal(to: emailField.drf.bottom).offset(by: 24)
        .centerX.equal(to: view.layoutMarginsGuide)
        .width.equal(with: .parent).multiplied(by: 0.5)
        .leading.equal(to: alreadyHaveAnAccountLabel.layoutMarginsGuide)
    alreadyHaveAnAccountLabel.drf.bottom.moreThan(with: .safeArea).offset(by: 16).priority(.defaultHigh).identifier("help.bottom")
    separatorView.drf
        .height.equal(to: 1)
        .top.equal(to: continueButton.drf.bottom).offset(by: 12)
        .leading.equal(to: view.layoutMarginsGuide)
        .width.equal(to: continueButton)
        .centerX.equal(to: view.layoutMarginsGuide).identifier("separator.centerX")
}

viewPlan.apply(to: view)

// Draftsman cannot express these constraints; UIKit's anchors create them.
NSLayoutConstraint.activate([
    // system spacing, which Draftsman has no call for
    createYourAccountLabel.topAnchor.constraint(equalToSystemSpacingBelow: header.bottomAnchor, multiplier: 1),
    // system spacing, which Draftsman has no call for
    emailField.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: createYourAccountLabel.bottomAnchor, multiplier: 2),
    // Draftsman has no multiplier for position anchors
    NSLayoutConstraint(item: continueButton, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY, multiplier: 1.2, constant: 0),
    // Draftsman has no firstBaseline anchor to start a relation from
    alreadyHaveAnAccountLabel.firstBaselineAnchor.constraint(equalTo: continueButton.lastBaselineAnchor, constant: 32),
])
