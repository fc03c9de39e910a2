// Draftsman 3.2.5 layout of C23-testWithOutViewConfig.json, printed by draft-inspect (style: plan).
// 3 views, 8 constraints:
//   8 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf
        .localizedEdges.equal(with: .parent)
        .insert {
            grandchild.drf.localizedEdges.equal(with: .parent)
        }
}

viewPlan.apply(to: root)
