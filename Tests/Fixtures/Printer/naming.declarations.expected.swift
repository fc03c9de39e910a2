// Draftsman 3.2.5 layout of naming.json, printed by draft-inspect (style: plan).
// 13 views, 12 constraints:
//   12 created by Draftsman relations

import UIKit
import Draftsman

final class ProfileHeader: UIView, Planned {
    let signInLabel = UILabel()
    let signInButton = UIButton()
    let label1 = UILabel()
    let label2 = UILabel()
    let defaultView = UIButton()
    let _1stPlace = UILabel()
    let avatarView1 = AvatarView()
    let avatarView2 = AvatarView()
    let badge2 = UIView()
    let badge = UIView()
    let view2 = UIView()
    let imageView = UIImageView()

    @LayoutPlan
    var viewPlan: ViewPlan {
        signInLabel.drf.top.equal(with: .parent)
        signInButton.drf.top.equal(with: .parent).offset(by: 1)
        label1.drf.top.equal(with: .parent).offset(by: 2)
        label2.drf.top.equal(with: .parent).offset(by: 3)
        defaultView.drf.top.equal(with: .parent).offset(by: 4)
        _1stPlace.drf.top.equal(with: .parent).offset(by: 5)
        avatarView1.drf.top.equal(with: .parent).offset(by: 6)
        avatarView2.drf.top.equal(with: .parent).offset(by: 7)
        badge2.drf.top.equal(with: .parent).offset(by: 8)
        badge.drf.top.equal(with: .parent).offset(by: 9)
        view2.drf.top.equal(with: .parent).offset(by: 10)
        imageView.drf.top.equal(with: .parent).offset(by: 11)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        signInLabel.text = "Sign in"
        signInButton.setTitle("Sign in", for: .normal)
        signInButton.accessibilityIdentifier = "sign-in button"
        label1.text = "ログイン"
        label2.text = "ログイン"
        defaultView.accessibilityIdentifier = "default"
        _1stPlace.accessibilityIdentifier = "1st place"
        badge.accessibilityIdentifier = "badge"
        view2.accessibilityIdentifier = "   "
        applyPlan()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// The app's own view classes, declared here so this file compiles on its own;
// leave them out when adding the layout to the app.
class AvatarView: UIView {}
