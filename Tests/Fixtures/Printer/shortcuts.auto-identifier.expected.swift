// Draftsman 3.2.5 layout of shortcuts.json, printed by draft-inspect (style: plan).
// 17 views, 41 constraints:
//   41 created by Draftsman relations
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

@LayoutPlan
var viewPlan: ViewPlan {
    fillView.drf.builder.accessibilityIdentifier("fillView").drf
        .left.equal(with: .parent).identifier("fillView.left")
        .right.equal(with: .parent).identifier("fillView.right")
        .top.equal(with: .parent).identifier("fillView.top")
        .bottom.equal(with: .parent).identifier("fillView.bottom")
    safeFillView.drf.builder.accessibilityIdentifier("safeFillView").drf
        .top.equal(with: .safeArea).offset(by: 8).identifier("safeFillView.top")
        .bottom.equal(with: .safeArea).offset(by: 8).identifier("safeFillView.bottom")
        .left.equal(with: .safeArea).offset(by: 8).identifier("safeFillView.left")
        .right.equal(with: .safeArea).offset(by: 8).identifier("safeFillView.right")
    paddedRow.drf.builder.accessibilityIdentifier("paddedRow").drf
        .left.equal(with: .parent).offset(by: 16).identifier("paddedRow.left")
        .right.equal(with: .parent).offset(by: 16).identifier("paddedRow.right")
        .height.equal(to: 44).identifier("paddedRow.height")
    safeColumn.drf.builder.accessibilityIdentifier("safeColumn").drf
        .top.equal(with: .safeArea).inset(by: 4).identifier("safeColumn.top")
        .bottom.equal(with: .safeArea).inset(by: 4).identifier("safeColumn.bottom")
        .width.equal(to: 120).priority(.defaultHigh).identifier("safeColumn.width")
    centerBadge.drf.builder.accessibilityIdentifier("centerBadge").drf
        .centeredH().identifier("centerBadge.centerX")
        .centeredV().identifier("centerBadge.centerY")
    centerXBadge.drf.builder.accessibilityIdentifier("centerXBadge").drf
        .centeredH().inset(by: 10).identifier("centerXBadge.centerX")
        .centerY.moreThan(with: .parent).offset(by: 40).identifier("centerXBadge.centerY")
    cornerBadge.drf.builder.accessibilityIdentifier("cornerBadge").drf
        .trailing.equal(with: .parent).offset(by: 12).identifier("cornerBadge.trailing")
        .bottom.equal(with: .parent).offset(by: 12).identifier("cornerBadge.bottom")
    fixedBox.drf.builder.accessibilityIdentifier("fixedBox").drf
        .width.equal(to: 40).identifier("fixedBox.width")
        .height.equal(to: 30).identifier("fixedBox.height")
    squareBox.drf.builder.accessibilityIdentifier("squareBox").drf
        .widthMatchHeight().identifier("squareBox.width")
        .top.equal(with: .parent).offset(by: 100).identifier("squareBox.top")
    tallBox.drf.builder.accessibilityIdentifier("tallBox").drf
        .heightMatchWidth().multiplied(by: 2).identifier("tallBox.height")
        .width.lessThan(to: 200).identifier("tallBox.width")
    insetCard.drf.builder.accessibilityIdentifier("insetCard").drf
        .leading.equal(with: .parent).offset(by: 20).identifier("insetCard.leading")
        .trailing.equal(with: .parent).offset(by: 24).identifier("insetCard.trailing")
        .top.equal(with: .parent).offset(by: 8).identifier("insetCard.top")
        .bottom.equal(with: .parent).offset(by: 4).identifier("insetCard.bottom")
    asymmetricRow.drf.builder.accessibilityIdentifier("asymmetricRow").drf
        .leading.equal(with: .parent).offset(by: 10).identifier("asymmetricRow.leading")
        .trailing.equal(with: .parent).offset(by: 30).identifier("asymmetricRow.trailing")
        .top.moreThan(with: .parent).offset(by: 10).identifier("asymmetricRow.top")
        .bottom.moreThan(with: .parent).offset(by: 30).identifier("asymmetricRow.bottom")
    offsetDot.drf.builder.accessibilityIdentifier("offsetDot").drf
        .centerX.equal(to: centerBadge).offset(by: 4).identifier("offsetDot.centerX")
        .centerY.equal(to: centerBadge).inset(by: 6).identifier("offsetDot.centerY")
    plainView.drf.builder.accessibilityIdentifier("plainView").drf
    headerBar.drf.builder.accessibilityIdentifier("headerBar").drf
        .top.equal(with: .safeArea).identifier("headerBar.top")
        .left.equal(with: .safeArea).identifier("headerBar.left")
        .right.equal(with: .safeArea).identifier("headerBar.right")
    halfBox.drf.builder.accessibilityIdentifier("halfBox").drf
        .width.equal(to: fillView).multiplied(by: 0.5).substracted(by: 2).identifier("halfBox.width")
        .height.equal(to: fillView).multiplied(by: 0.5).substracted(by: 2).identifier("halfBox.height")
}

view.accessibilityIdentifier = "view"
viewPlan.apply(to: view)
