// Draftsman 3.2.5 layout of A05-testPrintWithSimpleAnchors.json, printed by draft-inspect (style: drf).
// 1 view, 2 constraints:
//   2 created by Draftsman relations

root.drf.sized(CGSize(sides: 0)).apply()
