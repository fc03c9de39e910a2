// Draftsman 3.2.5 layout of C05-testTopBottomAndEquals.json, printed by draft-inspect (style: plan).
// 3 views, 6 constraints:
//   6 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    one.drf.bottom.localizedHorizontal.equal(with: .parent)
    two.drf
        .top.equal(to: one.drf.bottom)
        .width.equal(to: one)
        .centerX.equal(to: one)
}

viewPlan.apply(to: root)
