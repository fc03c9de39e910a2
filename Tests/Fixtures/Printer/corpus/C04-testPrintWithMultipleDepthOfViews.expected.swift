// Draftsman 3.2.5 layout of C04-testPrintWithMultipleDepthOfViews.json, printed by draft-inspect (style: plan).
// 4 views, 0 constraints:
//   0 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf.insert {
        grandchild
    }
    friend
}

viewPlan.apply(to: root)
