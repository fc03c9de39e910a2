// Draftsman 3.2.5 layout of stacks-idiom.json, printed by draft-inspect (style: drf).
// 13 views, 19 constraints:
//   16 created by Draftsman relations
//   3 made by UIKit, left out (UIKit makes them again at run time):
//     3 UIStackView constraints (UISV-*)
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

import UIKit
import Draftsman

final class CardView: UIView {
    let backgroundView = UIView()
    let stackView1 = UIStackView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let stackView2 = UIStackView()
    let okButton = UIButton()
    let cancelButton = UIButton()
    let icon = UIImageView()
    let priceStackView = UIStackView()
    let priceLabel = UILabel()
    let label12Eur = UILabel()
    let taxIncludedLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView1.axis = .vertical
        stackView1.spacing = 8
        titleLabel.text = "Title"
        bodyLabel.text = "Body"
        stackView2.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        stackView2.axis = .horizontal
        stackView2.distribution = .fillEqually
        stackView2.spacing = 4
        stackView2.isLayoutMarginsRelativeArrangement = true
        okButton.setTitle("OK", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        priceStackView.axis = .horizontal
        priceStackView.alignment = .center
        priceStackView.spacing = 6
        priceLabel.text = "Price"
        label12Eur.text = "12 EUR"
        taxIncludedLabel.text = "Tax included"
        self.drf.builder.accessibilityIdentifier("self").drf.insert {
            backgroundView.drf.builder.accessibilityIdentifier("backgroundView").drf
                .width.equal(with: .parent).identifier("backgroundView.width")
                .height.equal(with: .parent).identifier("backgroundView.height")
                .centeredH().identifier("backgroundView.centerX")
                .centeredV().identifier("backgroundView.centerY")
            stackView1.drf.builder.accessibilityIdentifier("stackView1").drf
                .top.equal(with: .parent).offset(by: 16).identifier("stackView1.top")
                .leading.equal(with: .parent).offset(by: 16).identifier("stackView1.leading")
                .trailing.equal(with: .parent).offset(by: 16).identifier("stackView1.trailing")
                .insertStacked {
                    titleLabel.drf.builder.accessibilityIdentifier("titleLabel").drf
                    bodyLabel.drf.builder.accessibilityIdentifier("bodyLabel").drf
                }
            stackView2.drf.builder.accessibilityIdentifier("stackView2").drf
                .bottom.equal(with: .parent).offset(by: 16).identifier("stackView2.bottom")
                .centeredH().identifier("stackView2.centerX")
                .insertStacked {
                    okButton.drf.builder.accessibilityIdentifier("okButton").drf
                    cancelButton.drf.builder.accessibilityIdentifier("cancelButton").drf
                }
            icon.drf.builder.accessibilityIdentifier("icon").drf
                .width.equal(to: 16).identifier("icon.width")
                .height.equal(to: 16).identifier("icon.height")
                .top.equal(with: .parent).offset(by: 8).identifier("icon.top")
                .trailing.equal(with: .parent).offset(by: 8).identifier("icon.trailing")
            priceStackView.drf.builder.accessibilityIdentifier("priceStackView").drf
                .leading.equal(with: .parent).offset(by: 16).identifier("priceStackView.leading")
                .insertStacked {
                    priceLabel.drf.builder.accessibilityIdentifier("priceLabel").drf
                    label12Eur.drf.builder.accessibilityIdentifier("label12Eur").drf
                }
            taxIncludedLabel.drf.builder.accessibilityIdentifier("taxIncludedLabel").drf
                .top.equal(to: priceStackView.drf.bottom).offset(by: 4).identifier("taxIncludedLabel.top")
                .leading.equal(to: priceStackView).identifier("taxIncludedLabel.leading")
        }.apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
