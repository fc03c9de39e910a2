// Draftsman 3.2.5 layout of ib-old-top-layout-guide.json, printed by draft-inspect (style: plan).
// 7 views, 30 constraints:
//   30 created by Draftsman relations
// 1 constraint to IB's top or bottom layout guide (iOS 7–10) written against the safe area (the guide's inner edge) or the view (its outer edge)

import UIKit
import Draftsman

final class LoginViewController: UIViewController, Planned {
    let imageView = UIImageView()
    let textField1 = UITextField()
    let separatorView = UIView()
    let textField2 = UITextField()
    let button1 = UIButton()
    let button2 = UIButton()

    @LayoutPlan
    var viewPlan: ViewPlan {
        imageView.drf
            .widthMatchHeight().multiplied(by: 1.556420233463035)
            .centeredH()
            .localizedHorizontal.equal(to: view.layoutMarginsGuide).offset(by: 24)
            .top.equal(with: .safeArea).offset(by: 80).identifier("LogoTopMargin")
        textField1.drf
            .height.equal(to: 45)
            .top.equal(to: imageView.drf.bottom).offset(by: 16)
            .localizedHorizontal.equal(to: view.layoutMarginsGuide).offset(by: 40)
            .centeredH()
        separatorView.drf
            .height.equal(to: 1)
            .top.equal(to: textField1.drf.bottom)
            .localizedHorizontal.equal(to: view.layoutMarginsGuide).offset(by: 32)
            .centeredH()
        textField2.drf
            .height.equal(to: 45)
            .centeredH()
            .localizedHorizontal.equal(to: view.layoutMarginsGuide).offset(by: 40)
            .top.equal(to: textField1.drf.bottom)
        button1.drf
            .height.equal(to: 45)
            .localizedHorizontal.equal(to: view.layoutMarginsGuide).offset(by: 32)
            .top.equal(to: textField2.drf.bottom).offset(by: 8)
            .centeredH()
        button2.drf
            .height.equal(to: 45)
            .top.equal(to: button1.drf.bottom).offset(by: 8)
            .centeredH()
            .localizedHorizontal.equal(to: view.layoutMarginsGuide).offset(by: 32)
    }

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
        applyPlan()
    }
}
