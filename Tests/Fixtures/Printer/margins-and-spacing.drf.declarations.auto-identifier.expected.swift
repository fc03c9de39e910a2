// Draftsman 3.2.5 layout of margins-and-spacing.json, printed by draft-inspect (style: drf).
// 8 views, 23 constraints:
//   19 created by Draftsman relations
//   4 created by UIKit anchor code (Draftsman cannot express them; the reason is beside each)
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

import UIKit
import Draftsman

final class SignUpViewController: UIViewController {
    let header = UIView()
    let newLabel = UILabel()
    let createYourAccountLabel = UILabel()
    let emailField = UITextField()
    let continueButton = UIButton()
    let alreadyHaveAnAccountLabel = UILabel()
    let separatorView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        header.accessibilityIdentifier = "header"
        newLabel.text = "NEW"
        createYourAccountLabel.text = "Create your account"
        continueButton.setTitle("Continue", for: .normal)
        alreadyHaveAnAccountLabel.text = "Already have an account? Sign in"
        view.drf.builder.accessibilityIdentifier("view").drf.insert {
            header.drf
                .top.equal(with: .safeArea).identifier("header.top")
                .leading.equal(to: view.layoutMarginsGuide).identifier("header.leading")
                .trailing.equal(to: view.layoutMarginsGuide).identifier("header.trailing")
                .height.equal(to: 44).identifier("header.height")
                .insert {
                    newLabel.drf.builder.accessibilityIdentifier("newLabel").drf
                        .left.equal(with: .parent).offset(by: 13).identifier("newLabel.left")
                        .centeredV().identifier("newLabel.centerY")
                }
            createYourAccountLabel.drf.builder.accessibilityIdentifier("createYourAccountLabel").drf.leading.equal(to: view.layoutMarginsGuide).identifier("createYourAccountLabel.leading")
            emailField.drf.builder.accessibilityIdentifier("emailField").drf
                .leading.equal(to: createYourAccountLabel).identifier("emailField.leading")
                .trailing.equal(to: view.layoutMarginsGuide).identifier("emailField.trailing")
            continueButton.drf.builder.accessibilityIdentifier("continueButton").drf
                .top.equal(to: emailField.drf.bottom).offset(by: 24).identifier("continueButton.top")
                .centerX.equal(to: view.layoutMarginsGuide).identifier("continueButton.centerX")
                .width.equal(with: .parent).multiplied(by: 0.5).identifier("continueButton.width")
                .leading.equal(to: alreadyHaveAnAccountLabel.layoutMarginsGuide).identifier("continueButton.leading")
            alreadyHaveAnAccountLabel.drf.builder.accessibilityIdentifier("alreadyHaveAnAccountLabel").drf.bottom.moreThan(with: .safeArea).offset(by: 16).priority(.defaultHigh).identifier("help.bottom")
            separatorView.drf.builder.accessibilityIdentifier("separatorView").drf
                .height.equal(to: 1).identifier("separatorView.height")
                .top.equal(to: continueButton.drf.bottom).offset(by: 12).identifier("separatorView.top")
                .leading.equal(to: view.layoutMarginsGuide).identifier("separatorView.leading")
                .width.equal(to: continueButton).identifier("separatorView.width")
                .centerX.equal(to: view.layoutMarginsGuide).identifier("separator.centerX")
        }.apply()

        // Draftsman cannot express these constraints; UIKit's anchors create them.
        NSLayoutConstraint.activate([
            // system spacing, which Draftsman has no call for
            createYourAccountLabel.topAnchor.constraint(equalToSystemSpacingBelow: header.bottomAnchor, multiplier: 1).withIdentifier("createYourAccountLabel.top"),
            // system spacing, which Draftsman has no call for
            emailField.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: createYourAccountLabel.bottomAnchor, multiplier: 2).withIdentifier("emailField.top"),
            // Draftsman has no multiplier for position anchors
            NSLayoutConstraint(item: continueButton, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY, multiplier: 1.2, constant: 0).withIdentifier("continueButton.centerY"),
            // Draftsman has no firstBaseline anchor to start a relation from
            alreadyHaveAnAccountLabel.firstBaselineAnchor.constraint(equalTo: continueButton.lastBaselineAnchor, constant: 32).withIdentifier("alreadyHaveAnAccountLabel.firstBaseline"),
        ])
    }
}

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
