// Draftsman 3.2.5 layout of A05-testPrintWithSimpleAnchors.json, printed by draft-inspect (style: plan).
// 1 view, 2 constraints:
//   0 created by Draftsman relations
//   2 created by UIKit anchor code (Draftsman cannot express them; the reason is beside each)

@LayoutPlan
var viewPlan: ViewPlan {
}

// Apply the plan to the root:
viewPlan.apply(to: view)

// Draftsman cannot express these constraints; UIKit's anchors create them.
NSLayoutConstraint.activate([
    // the plan is applied to the root, and only the views inside it have drf chains
    view.widthAnchor.constraint(equalToConstant: 0),
    // the plan is applied to the root, and only the views inside it have drf chains
    view.heightAnchor.constraint(equalToConstant: 0),
])
