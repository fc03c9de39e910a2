// Draftsman 3.2.5 layout of C14-testPrintMoreEfficiently.json, printed by draft-inspect (style: plan).
// 3 views, 7 constraints:
//   7 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    child.drf.top.localizedHorizontal.equal(with: .parent)
    friend.drf
        .cornered(at: .bottomLeading)
        .top.moreThan(to: child.drf.bottom).offset(by: 8)
        .trailing.equal(to: child)
}

viewPlan.apply(to: root)
