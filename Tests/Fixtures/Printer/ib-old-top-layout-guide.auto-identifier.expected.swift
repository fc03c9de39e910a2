// Draftsman 3.2.5 layout of ib-old-top-layout-guide.json, printed by draft-inspect (style: plan).
// 7 views, 30 constraints:
//   30 created by Draftsman relations
// 1 constraint to IB's top or bottom layout guide (iOS 7–10) written against the safe area (the guide's inner edge) or the view (its outer edge)
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

@LayoutPlan
var viewPlan: ViewPlan {
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
}

view.accessibilityIdentifier = "view"
viewPlan.apply(to: view)
