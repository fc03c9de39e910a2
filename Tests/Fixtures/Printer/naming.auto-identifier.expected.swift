// Draftsman 3.2.5 layout of naming.json, printed by draft-inspect (style: plan).
// 13 views, 12 constraints:
//   12 created by Draftsman relations
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

@LayoutPlan
var viewPlan: ViewPlan {
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
}

view.accessibilityIdentifier = "view"
viewPlan.apply(to: view)
