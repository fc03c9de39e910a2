// Draftsman 3.2.5 layout of ib-old-top-layout-guide.json, printed by draft-inspect (style: plan).
// 7 views, 30 constraints:
//   30 created by Draftsman relations
// 1 constraint to IB's top or bottom layout guide (iOS 7–10) written against the safe area (the guide's inner edge) or the view (its outer edge)

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

viewPlan.apply(to: view)
