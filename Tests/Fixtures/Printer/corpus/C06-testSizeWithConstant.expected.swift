// Draftsman 3.2.5 layout of C06-testSizeWithConstant.json, printed by draft-inspect (style: plan).
// 2 views, 1 constraint:
//   1 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    one.drf.width.equal(with: .parent).substracted(by: 20)
}

viewPlan.apply(to: root)
