// Draftsman 3.2.5 layout of names-people-write.json, printed by draft-inspect (style: plan).
// 12 views, 13 constraints:
//   13 created by Draftsman relations
// warning: continueButton, calhounCountyLabel, zeroButton, dontHaveAnAccountLabel, helloLabel, stackView, switchView1, switchView2 and 3 more translate their autoresizing mask into constraints in the input.
//   Draftsman sets translatesAutoresizingMaskIntoConstraints = false on every view it inserts,
//   so this code changes that: such a view is laid out by its printed constraints only.

import UIKit
import Draftsman

final class PlannedView: UIView, Planned {
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

    @LayoutPlan
    var viewPlan: ViewPlan {
        continueButton.drf.top.equal(with: .parent).offset(by: 1)
        calhounCountyLabel.drf.top.equal(with: .parent).offset(by: 2)
        zeroButton.drf.top.equal(with: .parent).offset(by: 3)
        dontHaveAnAccountLabel.drf.top.equal(with: .parent).offset(by: 4)
        helloLabel.drf.top.equal(with: .parent).offset(by: 5)
        stackView.drf.top.equal(with: .parent).offset(by: 6)
        switchView1.drf.top.equal(to: stackView.drf.bottom).offset(by: 7)
        switchView2.drf.top.equal(with: .parent).offset(by: 8)
        scrollView.drf
            .top.equal(with: .parent).offset(by: 9)
            .insert {
                termsOfTheServiceLabel.drf
                    .top.leading.equal(to: scrollView.contentLayoutGuide.drf.top.leading)
                    .width.equal(to: scrollView.frameLayoutGuide)
            }
        avatarView.drf.top.equal(with: .parent).offset(by: 10)
    }

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
        applyPlan()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// The app's own view classes, declared here so this file compiles on its own;
// leave them out when adding the layout to the app.
class AvatarView: UIView {}
