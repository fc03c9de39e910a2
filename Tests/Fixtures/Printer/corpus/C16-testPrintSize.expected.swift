// Draftsman 3.2.5 layout of C16-testPrintSize.json, printed by draft-inspect (style: plan).
// 2 views, 2 constraints:
//   2 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf.matchParentSize()
}

viewPlan.apply(to: root)
