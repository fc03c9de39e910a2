// Draftsman 3.2.5 layout of flips-and-fallbacks.json, printed by draft-inspect (style: plan).
// 5 views, 22 constraints:
//   15 created by Draftsman relations
//   6 created by UIKit anchor code (Draftsman cannot express them; the reason is beside each)
//   1 inactive in the input: not created, listed commented out at the end

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
        .bottom.equal(with: .parent).offset(by: 8)
        .localizedHorizontal.equal(with: .parent)
        .height.equal(to: 60).priority(.fittingSizeLevel)
        .bottom.moreThan(to: view.keyboardLayoutGuide.drf.top)
        .top.moreThan(to: logo.drf.bottom).offset(by: 16).priority(UILayoutPriority(rawValue: 749.5))
}

viewPlan.apply(to: view)

// Draftsman cannot express these constraints; UIKit's anchors create them.
NSLayoutConstraint.activate([
    // Draftsman has no firstBaseline anchor to start a relation from
    welcomeBackLabel.firstBaselineAnchor.constraint(equalTo: view.topAnchor, constant: 40),
    // Draftsman has no firstBaseline anchor to start a relation from
    signInToContinueLabel.firstBaselineAnchor.constraint(equalTo: welcomeBackLabel.lastBaselineAnchor, constant: 24),
    // it starts from a view's layout margins, and Draftsman relations start from a view's own anchors
    signInToContinueLabel.layoutMarginsGuide.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    // Draftsman has no multiplier for position anchors
    NSLayoutConstraint(item: signInToContinueLabel, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 0.5, constant: 0),
    // same anchors and relation as logo.width == 48; Draftsman keeps only the last of two such relations
    logo.widthAnchor.constraint(equalToConstant: 64).withPriority(UILayoutPriority(rawValue: 500)),
    // its first item is a layout guide, and Draftsman relations start from views
    contentGuide.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
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
