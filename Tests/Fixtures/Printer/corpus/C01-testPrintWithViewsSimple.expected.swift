// Draftsman 3.2.5 layout of C01-testPrintWithViewsSimple.json, printed by draft-inspect (style: plan).
// 2 views, 0 constraints:
//   0 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child
}

viewPlan.apply(to: root)
