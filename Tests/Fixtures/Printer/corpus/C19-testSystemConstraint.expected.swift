// Draftsman 3.2.5 layout of C19-testSystemConstraint.json, printed by draft-inspect (style: plan).
// 2 views, 4 constraints:
//   4 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    label.drf.localizedEdges.equal(with: .parent)
}

viewPlan.apply(to: root)
