// Draftsman 3.2.5 layout of A22-testSwiftLayoutPrinter.json, printed by draft-inspect (style: plan).
// 3 views, 2 constraints:
//   2 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child
    friend.drf
        .leading.equal(with: .parent)
        .trailing.equal(to: child)
}

viewPlan.apply(to: parent)
