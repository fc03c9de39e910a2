// Draftsman 3.2.5 layout of stacks-idiom.json, printed by draft-inspect (style: plan).
// 13 views, 19 constraints:
//   16 created by Draftsman relations
//   3 made by UIKit, left out (UIKit makes them again at run time):
//     3 UIStackView constraints (UISV-*)

import UIKit
import Draftsman

final class CardView: UIView, Planned {
    let backgroundView = UIView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let okButton = UIButton()
    let cancelButton = UIButton()
    let icon = UIImageView()
    let priceStackView = UIStackView()
    let priceLabel = UILabel()
    let label12Eur = UILabel()
    let taxIncludedLabel = UILabel()

    @LayoutPlan
    var viewPlan: ViewPlan {
        backgroundView.drf
            .matchParentSize()
            .centered()
        VStacked(spacing: 8) {
            titleLabel
            bodyLabel
        }.top.localizedHorizontal.equal(with: .parent).offset(by: 16)
        HStacked(margin: 4, distribution: .fillEqually, spacing: 4) {
            okButton
            cancelButton
        }
        .bottom.equal(with: .parent).offset(by: 16)
        .centeredH()
        icon.drf
            .sized(CGSize(sides: 16))
            .cornered(at: .topTrailing).offset(by: 8)
        priceStackView.drf
            .leading.equal(with: .parent).offset(by: 16)
            .insertStacked {
                priceLabel
                label12Eur
            }
        taxIncludedLabel.drf.top.leading.equal(to: priceStackView.drf.bottom.leading).offsetted(using: CGPoint(x: 0, y: 4))
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Title"
        bodyLabel.text = "Body"
        okButton.setTitle("OK", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        priceStackView.axis = .horizontal
        priceStackView.alignment = .center
        priceStackView.spacing = 6
        priceLabel.text = "Price"
        label12Eur.text = "12 EUR"
        taxIncludedLabel.text = "Tax included"
        applyPlan()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
