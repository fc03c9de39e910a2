// Draftsman 3.2.5 layout of C11-testPrintWithInstantTags.json, printed by draft-inspect (style: plan).
// 3 views, 1 constraint:
//   1 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf.insert {
        grandchild.drf.top.equal(with: .parent)
    }
}

viewPlan.apply(to: root)
