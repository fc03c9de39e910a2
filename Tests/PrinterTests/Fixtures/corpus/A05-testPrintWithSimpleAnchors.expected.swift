// Draftsman 3.2.5 layout of A05-testPrintWithSimpleAnchors.json, printed by draft-inspect (style: plan).
// 1 view, 2 constraints:
//   0 created by Draftsman relations
//   2 created by NSLayoutConstraint code after the plan (Draftsman cannot express them; see the comment on each)

@LayoutPlan
var viewPlan: ViewPlan {
}

// Apply the plan to the root:
viewPlan.apply(to: view)

// Draftsman cannot create these constraints: activate them after the plan is applied.
NSLayoutConstraint.activate([
    // c1: the plan is applied to the root, and only the views inside it have drf chains
    view.widthAnchor.constraint(equalToConstant: 0),
    // c2: the plan is applied to the root, and only the views inside it have drf chains
    view.heightAnchor.constraint(equalToConstant: 0),
])
