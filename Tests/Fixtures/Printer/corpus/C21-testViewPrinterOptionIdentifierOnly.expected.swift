// Draftsman 3.2.5 layout of C21-testViewPrinterOptionIdentifierOnly.json, printed by draft-inspect (style: plan).
// 3 views, 7 constraints:
//   7 created by Draftsman relations

@LayoutPlan
var viewPlan: ViewPlan {
    red.drf.top.localizedHorizontal.equal(with: .parent)
    view2.drf
        .top.equal(to: red.drf.bottom)
        .bottom.localizedHorizontal.equal(with: .parent)
}

viewPlan.apply(to: view)
