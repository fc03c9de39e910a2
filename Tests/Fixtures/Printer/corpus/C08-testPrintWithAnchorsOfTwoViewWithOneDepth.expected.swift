// Draftsman 3.2.5 layout of C08-testPrintWithAnchorsOfTwoViewWithOneDepth.json, printed by draft-inspect (style: plan).
// 3 views, 3 constraints:
//   3 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf
        .top.equal(with: .parent)
        .bottom.equal(with: .parent).offset(by: 10)
    friend.drf.top.equal(to: child.drf.bottom)
}

viewPlan.apply(to: root)
