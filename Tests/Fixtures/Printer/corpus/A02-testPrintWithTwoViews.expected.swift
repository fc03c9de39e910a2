// Draftsman 3.2.5 layout of A02-testPrintWithTwoViews.json, printed by draft-inspect (style: plan).
// 3 views, 0 constraints:
//   0 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    a
    b
}

viewPlan.apply(to: root)
