// Draftsman 3.2.5 layout of flips-and-fallbacks.json, printed by draft-inspect (style: plan).
// 5 views, 22 constraints:
//   15 created by Draftsman relations
//   6 created by UIKit anchor code (Draftsman cannot express them; the reason is beside each)
//   1 inactive in the input: not created, listed commented out at the end
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

view.accessibilityIdentifier = "view"
viewPlan.apply(to: view)

// Draftsman cannot express these constraints; UIKit's anchors create them.
NSLayoutConstraint.activate([
    // Draftsman has no firstBaseline anchor to start a relation from
    welcomeBackLabel.firstBaselineAnchor.constraint(equalTo: view.topAnchor, constant: 40).withIdentifier("welcomeBackLabel.firstBaseline"),
    // Draftsman has no firstBaseline anchor to start a relation from
    signInToContinueLabel.firstBaselineAnchor.constraint(equalTo: welcomeBackLabel.lastBaselineAnchor, constant: 24).withIdentifier("signInToContinueLabel.firstBaseline"),
    // it starts from a view's layout margins, and Draftsman relations start from a view's own anchors
    signInToContinueLabel.layoutMarginsGuide.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).withIdentifier("signInToContinueLabel.layoutMarginsGuide.leading"),
    // Draftsman has no multiplier for position anchors
    NSLayoutConstraint(item: signInToContinueLabel, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 0.5, constant: 0).withIdentifier("signInToContinueLabel.centerX"),
    // same anchors and relation as logo.width == 48; Draftsman keeps only the last of two such relations
    logo.widthAnchor.constraint(equalToConstant: 64).withPriority(UILayoutPriority(rawValue: 500)).withIdentifier("logo.width"),
    // its first item is a layout guide, and Draftsman relations start from views
    contentGuide.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor).withIdentifier("contentGuide.top"),
])

// Inactive in the input, so not created (add them with isActive = false if the app toggles them):
// welcomeBackLabel.height == 30

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
