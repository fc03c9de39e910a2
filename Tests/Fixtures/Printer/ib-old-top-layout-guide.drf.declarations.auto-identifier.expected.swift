// Draftsman 3.2.5 layout of ib-old-top-layout-guide.json, printed by draft-inspect (style: drf).
// 7 views, 30 constraints:
//   30 created by Draftsman relations
// 1 constraint to IB's top or bottom layout guide (iOS 7–10) written against the safe area (the guide's inner edge) or the view (its outer edge)
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

import UIKit
import Draftsman

final class LoginViewController: UIViewController {
    let imageView = UIImageView()
    let textField1 = UITextField()
    let separatorView = UIView()
    let textField2 = UITextField()
    let button1 = UIButton()
    let button2 = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.8, green: 0.0, blue: 0.0, alpha: 1)
        imageView.image = UIImage(named: "BigIcon")
        imageView.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
        imageView.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)
        textField1.placeholder = "Имя пользователя"
        textField1.font = .systemFont(ofSize: 17)
        textField1.textColor = .white
        textField1.clipsToBounds = true
        separatorView.backgroundColor = UIColor(red: 0.659, green: 0.0, blue: 0.0, alpha: 1)
        textField2.placeholder = "Пароль"
        textField2.font = .systemFont(ofSize: 17)
        textField2.textColor = .white
        textField2.clipsToBounds = true
        button1.setTitle("Войти", for: .normal)
        button1.titleLabel?.font = .systemFont(ofSize: 18)
        button1.backgroundColor = UIColor(red: 0.659, green: 0.0, blue: 0.0, alpha: 1)
        button2.setTitle("Регистрация", for: .normal)
        button2.titleLabel?.font = .systemFont(ofSize: 18)
        button2.backgroundColor = UIColor(red: 0.659, green: 0.0, blue: 0.0, alpha: 1)
        view.drf.builder.accessibilityIdentifier("view").drf.insert {
            imageView.drf.builder.accessibilityIdentifier("imageView").drf
                .widthMatchHeight().multiplied(by: 1.556420233463035).identifier("imageView.width")
                .centeredH().identifier("imageView.centerX")
                .trailing.equal(to: view.layoutMarginsGuide).offset(by: 24).identifier("imageView.trailing")
                .top.equal(with: .safeArea).offset(by: 80).identifier("LogoTopMargin")
                .leading.equal(to: view.layoutMarginsGuide).offset(by: 24).identifier("imageView.leading")
            textField1.drf.builder.accessibilityIdentifier("textField1").drf
                .height.equal(to: 45).identifier("textField1.height")
                .top.equal(to: imageView.drf.bottom).offset(by: 16).identifier("textField1.top")
                .leading.equal(to: view.layoutMarginsGuide).offset(by: 40).identifier("textField1.leading")
                .trailing.equal(to: view.layoutMarginsGuide).offset(by: 40).identifier("textField1.trailing")
                .centeredH().identifier("textField1.centerX")
            separatorView.drf.builder.accessibilityIdentifier("separatorView").drf
                .height.equal(to: 1).identifier("separatorView.height")
                .top.equal(to: textField1.drf.bottom).identifier("separatorView.top")
                .leading.equal(to: view.layoutMarginsGuide).offset(by: 32).identifier("separatorView.leading")
                .centeredH().identifier("separatorView.centerX")
                .trailing.equal(to: view.layoutMarginsGuide).offset(by: 32).identifier("separatorView.trailing")
            textField2.drf.builder.accessibilityIdentifier("textField2").drf
                .height.equal(to: 45).identifier("textField2.height")
                .centeredH().identifier("textField2.centerX")
                .trailing.equal(to: view.layoutMarginsGuide).offset(by: 40).identifier("textField2.trailing")
                .leading.equal(to: view.layoutMarginsGuide).offset(by: 40).identifier("textField2.leading")
                .top.equal(to: textField1.drf.bottom).identifier("textField2.top")
            button1.drf.builder.accessibilityIdentifier("button1").drf
                .height.equal(to: 45).identifier("button1.height")
                .trailing.equal(to: view.layoutMarginsGuide).offset(by: 32).identifier("button1.trailing")
                .leading.equal(to: view.layoutMarginsGuide).offset(by: 32).identifier("button1.leading")
                .top.equal(to: textField2.drf.bottom).offset(by: 8).identifier("button1.top")
                .centeredH().identifier("button1.centerX")
            button2.drf.builder.accessibilityIdentifier("button2").drf
                .height.equal(to: 45).identifier("button2.height")
                .top.equal(to: button1.drf.bottom).offset(by: 8).identifier("button2.top")
                .centeredH().identifier("button2.centerX")
                .leading.equal(to: view.layoutMarginsGuide).offset(by: 32).identifier("button2.leading")
                .trailing.equal(to: view.layoutMarginsGuide).offset(by: 32).identifier("button2.trailing")
        }.apply()
    }
}
