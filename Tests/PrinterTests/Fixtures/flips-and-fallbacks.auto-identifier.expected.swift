// Draftsman 3.2.5 layout of flips-and-fallbacks.json, printed by draft-inspect (style: plan).
// 5 views, 22 constraints:
//   15 created by Draftsman relations
//   6 created by NSLayoutConstraint code after the plan (Draftsman cannot express them; see the comment on each)
//   1 inactive in the dump: not created, listed commented out at the end
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

@LayoutPlan
var viewPlan: ViewPlan {
    welcomeBackLabel.drf.builder.accessibilityIdentifier("welcomeBackLabel").drf
        .trailing.moreThan(with: .parent).offset(by: 16).identifier("welcomeBackLabel.trailing")
        .leading.equal(to: view.layoutMarginsGuide).identifier("welcomeBackLabel.leading")
        .top.equal(to: view.readableContentGuide).offset(by: 12).identifier("welcomeBackLabel.top")
        .trailing.equal(to: contentGuide).offset(by: 4).identifier("welcomeBackLabel.trailing.2")
    signInToContinueLabel.drf.builder.accessibilityIdentifier("signInToContinueLabel").drf.top.equal(to: welcomeBackLabel.lastBaselineAnchor).offset(by: 8).priority(UILayoutPriority(rawValue: 999)).identifier("signInToContinueLabel.top")
    logo.drf
        .width.equal(to: 48).identifier("icon.width")
        .height.equal(to: 48).identifier("icon.height")
        .top.equal(to: welcomeBackLabel.drf.bottom).offset(by: 20).priority(.defaultHigh).identifier("logo.top")
        .centeredH().priority(.defaultLow).identifier("logo.centerX")
    footerView.drf.builder.accessibilityIdentifier("footerView").drf
        .bottom.equal(with: .parent).offset(by: 8).identifier("footerView.bottom")
        .leading.equal(with: .parent).identifier("footerView.leading")
        .trailing.equal(with: .parent).identifier("footerView.trailing")
        .height.equal(to: 60).priority(.fittingSizeLevel).identifier("footerView.height")
        .bottom.moreThan(to: view.keyboardLayoutGuide.drf.top).identifier("footerView.bottom.2")
        .top.moreThan(to: logo.drf.bottom).offset(by: 16).priority(UILayoutPriority(rawValue: 749.5)).identifier("footerView.top")
}

// Apply the plan to the root:
view.accessibilityIdentifier = "view"
viewPlan.apply(to: view)

// Draftsman cannot create these constraints: activate them after the plan is applied.
// c5: Draftsman has no firstBaseline anchor to start a relation from
let constraint1 = welcomeBackLabel.firstBaselineAnchor.constraint(equalTo: view.topAnchor, constant: 40)
constraint1.identifier = "welcomeBackLabel.firstBaseline"
// c6: Draftsman has no firstBaseline anchor to start a relation from
let constraint2 = signInToContinueLabel.firstBaselineAnchor.constraint(equalTo: welcomeBackLabel.lastBaselineAnchor, constant: 24)
constraint2.identifier = "signInToContinueLabel.firstBaseline"
// c8: Draftsman has no margin anchors (leadingMargin)
let constraint3 = NSLayoutConstraint(item: signInToContinueLabel, attribute: .leadingMargin, relatedBy: .equal, toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0)
constraint3.identifier = "signInToContinueLabel.leadingMargin"
// c9: Draftsman has no multiplier for position anchors
let constraint4 = NSLayoutConstraint(item: signInToContinueLabel, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 0.5, constant: 0)
constraint4.identifier = "signInToContinueLabel.centerX"
// c14: same anchors and relation as c10; Draftsman keeps only the last of two such relations
let constraint5 = logo.widthAnchor.constraint(equalToConstant: 64)
constraint5.priority = UILayoutPriority(rawValue: 500)
constraint5.identifier = "logo.width"
// c20: its first item is a layout guide, and Draftsman constrains views only
let constraint6 = contentGuide.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor)
constraint6.identifier = "contentGuide.top"
NSLayoutConstraint.activate([
    // c5
    constraint1,
    // c6
    constraint2,
    // c8
    constraint3,
    // c9
    constraint4,
    // c14
    constraint5,
    // c20
    constraint6,
])

// Inactive in the dump, so not created (add them with isActive = false if the app toggles them):
// c19: welcomeBackLabel.height == 30
