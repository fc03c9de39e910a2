// Draftsman 3.2.5 layout of flips-and-fallbacks.json, printed by draft-inspect (style: plan).
// 5 views, 22 constraints:
//   15 created by Draftsman relations
//   6 created by NSLayoutConstraint code after the plan (Draftsman cannot express them; see the comment on each)
//   1 inactive in the dump: not created, listed commented out at the end

@LayoutPlan
var viewPlan: ViewPlan {
    welcomeBackLabel.drf
        .trailing.moreThan(with: .parent).offset(by: 16)
        .leading.equal(to: view.layoutMarginsGuide)
        .top.equal(to: view.readableContentGuide).offset(by: 12)
        .trailing.equal(to: contentGuide).offset(by: 4)
    signInToContinueLabel.drf.top.equal(to: welcomeBackLabel.lastBaselineAnchor).offset(by: 8).priority(UILayoutPriority(rawValue: 999))
    logo.drf
        .width.equal(to: 48).identifier("icon.width")
        .height.equal(to: 48).identifier("icon.height")
        .top.equal(to: welcomeBackLabel.drf.bottom).offset(by: 20).priority(.defaultHigh)
        .centeredH().priority(.defaultLow)
    footerView.drf
        .bottom.localizedHorizontal.equal(with: .parent).offsetted(using: UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0))
        .height.equal(to: 60).priority(.fittingSizeLevel)
        .bottom.moreThan(to: view.keyboardLayoutGuide.drf.top)
        .top.moreThan(to: logo.drf.bottom).offset(by: 16).priority(UILayoutPriority(rawValue: 749.5))
}

// Apply the plan to the root:
viewPlan.apply(to: view)

// Draftsman cannot create these constraints: activate them after the plan is applied.
// c14: same anchors and relation as c10; Draftsman keeps only the last of two such relations
let constraint1 = logo.widthAnchor.constraint(equalToConstant: 64)
constraint1.priority = UILayoutPriority(rawValue: 500)
NSLayoutConstraint.activate([
    // c5: Draftsman has no firstBaseline anchor to start a relation from
    welcomeBackLabel.firstBaselineAnchor.constraint(equalTo: view.topAnchor, constant: 40),
    // c6: Draftsman has no firstBaseline anchor to start a relation from
    signInToContinueLabel.firstBaselineAnchor.constraint(equalTo: welcomeBackLabel.lastBaselineAnchor, constant: 24),
    // c8: Draftsman has no margin anchors (leadingMargin)
    NSLayoutConstraint(item: signInToContinueLabel, attribute: .leadingMargin, relatedBy: .equal, toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0),
    // c9: Draftsman has no multiplier for position anchors
    NSLayoutConstraint(item: signInToContinueLabel, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 0.5, constant: 0),
    // c14
    constraint1,
    // c20: its first item is a layout guide, and Draftsman constrains views only
    contentGuide.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
])

// Inactive in the dump, so not created (add them with isActive = false if the app toggles them):
// c19: welcomeBackLabel.height == 30
