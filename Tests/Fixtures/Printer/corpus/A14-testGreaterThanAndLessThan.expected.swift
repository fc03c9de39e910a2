// Draftsman 3.2.5 layout of A14-testGreaterThanAndLessThan.json, printed by draft-inspect (style: plan).
// 3 views, 4 constraints:
//   4 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf
        .vertical.moreThan(with: .parent)
        .height.equal(to: 12)
    friend.drf.height.equal(to: child)
}

viewPlan.apply(to: root)
