// Draftsman 3.2.5 layout of A05-testPrintWithSimpleAnchors.json, printed by draft-inspect (style: plan).
// 1 view, 2 constraints:
//   0 created by Draftsman relations
//   2 created by UIKit anchor code (Draftsman cannot express them; the reason is beside each)

@LayoutPlan
var viewPlan: ViewPlan {
}

viewPlan.apply(to: root)

// Draftsman cannot express these constraints; UIKit's anchors create them.
NSLayoutConstraint.activate([
    // it constrains the view the code is given, and only the views Draftsman inserts have drf chains
    root.widthAnchor.constraint(equalToConstant: 0),
    // it constrains the view the code is given, and only the views Draftsman inserts have drf chains
    root.heightAnchor.constraint(equalToConstant: 0),
])
