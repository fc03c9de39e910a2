// Draftsman 3.2.5 layout of C07-testPrintWithAnchorsWithOneDepth.json, printed by draft-inspect (style: plan).
// 2 views, 2 constraints:
//   2 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf
        .top.equal(with: .parent)
        .bottom.equal(with: .parent).offset(by: 10)
}

viewPlan.apply(to: root)
