// Draftsman 3.2.5 layout of A11-testPrintWithSafeAreaLayoutGuide.json, printed by draft-inspect (style: plan).
// 2 views, 3 constraints:
//   3 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf
        .matchSafeAreaV()
        .leading.equal(with: .parent)
}

viewPlan.apply(to: root)
