// Draftsman 3.2.5 layout of names-people-write.json, printed by draft-inspect (style: drf).
// 12 views, 13 constraints:
//   13 created by Draftsman relations
// warning: continueButton, calhounCountyLabel, zeroButton, dontHaveAnAccountLabel, helloLabel, stackView, switchView1, switchView2 and 3 more translate their autoresizing mask into constraints in the input.
//   Draftsman sets translatesAutoresizingMaskIntoConstraints = false on every view it inserts,
//   so this code changes that: such a view is laid out by its printed constraints only.
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

import UIKit
import Draftsman

final class PlannedView: UIView {
    let continueButton = UIButton()
    let calhounCountyLabel = UILabel()
    let zeroButton = UIButton()
    let dontHaveAnAccountLabel = UILabel()
    let helloLabel = UILabel()
    let stackView = UIStackView()
    let switchView1 = UISwitch()
    let switchView2 = UISwitch()
    let scrollView = UIScrollView()
    let termsOfTheServiceLabel = UILabel()
    let avatarView = AvatarView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.accessibilityIdentifier = "signUpScreen"
        continueButton.setTitle("Continue", for: .normal)
        calhounCountyLabel.text = "CALHOUN COUNTY"
        zeroButton.setTitle("0", for: .normal)
        dontHaveAnAccountLabel.text = "Don't have an account?"
        helloLabel.text = "Hello"
        stackView.axis = .vertical
        termsOfTheServiceLabel.text = "Terms of the service and the privacy policy"
        self.draftContent {
            continueButton.drf.builder.accessibilityIdentifier("continueButton").drf.top.equal(with: .parent).offset(by: 1).identifier("continueButton.top")
            calhounCountyLabel.drf.builder.accessibilityIdentifier("calhounCountyLabel").drf.top.equal(with: .parent).offset(by: 2).identifier("calhounCountyLabel.top")
            zeroButton.drf.builder.accessibilityIdentifier("zeroButton").drf.top.equal(with: .parent).offset(by: 3).identifier("zeroButton.top")
            dontHaveAnAccountLabel.drf.builder.accessibilityIdentifier("dontHaveAnAccountLabel").drf.top.equal(with: .parent).offset(by: 4).identifier("dontHaveAnAccountLabel.top")
            helloLabel.drf.builder.accessibilityIdentifier("helloLabel").drf.top.equal(with: .parent).offset(by: 5).identifier("helloLabel.top")
            stackView.drf.builder.accessibilityIdentifier("stackView").drf.top.equal(with: .parent).offset(by: 6).identifier("stackView.top")
            switchView1.drf.builder.accessibilityIdentifier("switchView1").drf.top.equal(to: stackView.drf.bottom).offset(by: 7).identifier("switchView1.top")
            switchView2.drf.builder.accessibilityIdentifier("switchView2").drf.top.equal(with: .parent).offset(by: 8).identifier("switchView2.top")
            scrollView.drf.builder.accessibilityIdentifier("scrollView").drf
                .top.equal(with: .parent).offset(by: 9).identifier("scrollView.top")
                .insert {
                    termsOfTheServiceLabel.drf.builder.accessibilityIdentifier("termsOfTheServiceLabel").drf
                        .top.equal(to: scrollView.contentLayoutGuide).identifier("termsOfTheServiceLabel.top")
                        .leading.equal(to: scrollView.contentLayoutGuide).identifier("termsOfTheServiceLabel.leading")
                        .width.equal(to: scrollView.frameLayoutGuide).identifier("termsOfTheServiceLabel.width")
                }
            avatarView.drf.builder.accessibilityIdentifier("avatarView").drf.top.equal(with: .parent).offset(by: 10).identifier("avatarView.top")
        }.apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// The app's own view classes, declared here so this file compiles on its own;
// leave them out when adding the layout to the app.
class AvatarView: UIView {}
