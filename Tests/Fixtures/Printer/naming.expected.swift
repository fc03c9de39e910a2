// Draftsman 3.2.5 layout of naming.json, printed by draft-inspect (style: plan).
// 13 views, 12 constraints:
//   12 created by Draftsman relations

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

viewPlan.apply(to: view)
