// Draftsman 3.2.5 layout of flips-and-fallbacks.json, printed by draft-inspect (style: plan).
// 5 views, 22 constraints:
//   15 created by Draftsman relations
//   6 created by UIKit anchor code (Draftsman cannot express them; the reason is beside each)
//   1 inactive in the input: not created, listed commented out at the end

import UIKit
import Draftsman

final class PlannedView: UIView, Planned {
    let welcomeBackLabel = UILabel()
    let signInToContinueLabel = UILabel()
    let logo = UIImageView()
    let footerView = UIView()
    let contentGuide = UILayoutGuide()

    @LayoutPlan
    var viewPlan: ViewPlan {
        welcomeBackLabel.drf
            .trailing.moreThan(with: .parent).offset(by: 16)
            .leading.equal(to: self.layoutMarginsGuide)
            .top.equal(to: self.readableContentGuide).offset(by: 12)
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
            .bottom.moreThan(to: self.keyboardLayoutGuide.drf.top)
            .top.moreThan(to: logo.drf.bottom).offset(by: 16).priority(UILayoutPriority(rawValue: 749.5))
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        welcomeBackLabel.text = "Welcome back"
        signInToContinueLabel.text = "Sign in to continue"
        logo.accessibilityIdentifier = "logo"
        contentGuide.identifier = "contentGuide"
        self.addLayoutGuide(contentGuide)
        applyPlan()

        // Draftsman cannot express these constraints; UIKit's anchors create them.
        NSLayoutConstraint.activate([
            // Draftsman has no firstBaseline anchor to start a relation from
            welcomeBackLabel.firstBaselineAnchor.constraint(equalTo: self.topAnchor, constant: 40),
            // Draftsman has no firstBaseline anchor to start a relation from
            signInToContinueLabel.firstBaselineAnchor.constraint(equalTo: welcomeBackLabel.lastBaselineAnchor, constant: 24),
            // it starts from a view's layout margins, and Draftsman relations start from a view's own anchors
            signInToContinueLabel.layoutMarginsGuide.leadingAnchor.constraint(equalTo: self.layoutMarginsGuide.leadingAnchor),
            // Draftsman has no multiplier for position anchors
            NSLayoutConstraint(item: signInToContinueLabel, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 0.5, constant: 0),
            // same anchors and relation as logo.width == 48; Draftsman keeps only the last of two such relations
            logo.widthAnchor.constraint(equalToConstant: 64).withPriority(UILayoutPriority(rawValue: 500)),
            // its first item is a layout guide, and Draftsman relations start from views
            contentGuide.topAnchor.constraint(equalTo: self.layoutMarginsGuide.topAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

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
