// Draftsman 3.2.5 layout of A05-testPrintWithSimpleAnchors.json, printed by draft-inspect (style: plan).
// 1 view, 2 constraints:
//   2 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    view.drf.sized(CGSize(width: 0, height: 0))
}
