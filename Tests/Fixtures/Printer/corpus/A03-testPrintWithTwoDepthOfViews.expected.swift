// Draftsman 3.2.5 layout of A03-testPrintWithTwoDepthOfViews.json, printed by draft-inspect (style: plan).
// 3 views, 0 constraints:
//   0 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf.insert {
        grandchild
    }
}

viewPlan.apply(to: root)
