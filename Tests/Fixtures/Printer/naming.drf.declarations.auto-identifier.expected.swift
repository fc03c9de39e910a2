// Draftsman 3.2.5 layout of naming.json, printed by draft-inspect (style: drf).
// 13 views, 12 constraints:
//   12 created by Draftsman relations
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

import UIKit
import Draftsman

final class ProfileHeader: UIView {
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
        self.drf.builder.accessibilityIdentifier("self").drf.insert {
            signInLabel.drf.builder.accessibilityIdentifier("signInLabel").drf.top.equal(with: .parent).identifier("signInLabel.top")
            signInButton.drf.top.equal(with: .parent).offset(by: 1).identifier("signInButton.top")
            label1.drf.builder.accessibilityIdentifier("label1").drf.top.equal(with: .parent).offset(by: 2).identifier("label1.top")
            label2.drf.builder.accessibilityIdentifier("label2").drf.top.equal(with: .parent).offset(by: 3).identifier("label2.top")
            defaultView.drf.top.equal(with: .parent).offset(by: 4).identifier("defaultView.top")
            _1stPlace.drf.top.equal(with: .parent).offset(by: 5).identifier("_1stPlace.top")
            avatarView1.drf.builder.accessibilityIdentifier("avatarView1").drf.top.equal(with: .parent).offset(by: 6).identifier("avatarView1.top")
            avatarView2.drf.builder.accessibilityIdentifier("avatarView2").drf.top.equal(with: .parent).offset(by: 7).identifier("avatarView2.top")
            badge2.drf.builder.accessibilityIdentifier("badge2").drf.top.equal(with: .parent).offset(by: 8).identifier("badge2.top")
            badge.drf.top.equal(with: .parent).offset(by: 9).identifier("badge.top")
            view2.drf.top.equal(with: .parent).offset(by: 10).identifier("view2.top")
            imageView.drf.builder.accessibilityIdentifier("imageView").drf.top.equal(with: .parent).offset(by: 11).identifier("imageView.top")
        }.apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// The app's own view classes, declared here so this file compiles on its own;
// leave them out when adding the layout to the app.
class AvatarView: UIView {}
