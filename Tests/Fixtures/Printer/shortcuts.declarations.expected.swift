// Draftsman 3.2.5 layout of shortcuts.json, printed by draft-inspect (style: plan).
// 17 views, 41 constraints:
//   41 created by Draftsman relations

import UIKit
import Draftsman

final class PlannedView: UIView, Planned {
    let fillView = UIView()
    let safeFillView = UIView()
    let paddedRow = UIView()
    let safeColumn = UIView()
    let centerBadge = UIView()
    let centerXBadge = UIView()
    let cornerBadge = UIView()
    let fixedBox = UIView()
    let squareBox = UIView()
    let tallBox = UIView()
    let insetCard = UIView()
    let asymmetricRow = UIView()
    let offsetDot = UIView()
    let plainView = UIView()
    let headerBar = UIView()
    let halfBox = UIView()

    @LayoutPlan
    var viewPlan: ViewPlan {
        fillView.drf.fillParent()
        safeFillView.drf.fillSafeArea().offset(by: 8)
        paddedRow.drf
            .matchParentH().offset(by: 16)
            .height.equal(to: 44)
        safeColumn.drf
            .matchSafeAreaV().inset(by: 4)
            .width.equal(to: 120).priority(.defaultHigh)
        centerBadge.drf.centered()
        centerXBadge.drf
            .centeredH().inset(by: 10)
            .centerY.moreThan(with: .parent).offset(by: 40)
        cornerBadge.drf.cornered(at: .bottomTrailing).offset(by: 12)
        fixedBox.drf.sized(CGSize(width: 40, height: 30))
        squareBox.drf
            .widthMatchHeight()
            .top.equal(with: .parent).offset(by: 100)
        tallBox.drf
            .heightMatchWidth().multiplied(by: 2)
            .width.lessThan(to: 200)
        insetCard.drf
            .localizedHorizontal.equal(with: .parent).offsetted(using: HorizontalConstant(leading: 20, trailing: 24))
            .top.equal(with: .parent).offset(by: 8)
            .bottom.equal(with: .parent).offset(by: 4)
        asymmetricRow.drf
            .localizedHorizontal.equal(with: .parent).offsetted(using: HorizontalConstant(leading: 10, trailing: 30))
            .top.moreThan(with: .parent).offset(by: 10)
            .bottom.moreThan(with: .parent).offset(by: 30)
        offsetDot.drf.center.equal(to: centerBadge.drf.center).offsetted(using: CGPoint(x: 4, y: -6))
        plainView
        headerBar.drf.top.horizontal.equal(with: .safeArea)
        halfBox.drf.size.equal(to: fillView).multiplied(by: 0.5).substracted(by: CGSize(sides: 2))
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        applyPlan()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
