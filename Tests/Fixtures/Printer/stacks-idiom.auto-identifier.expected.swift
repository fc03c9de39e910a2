// Draftsman 3.2.5 layout of stacks-idiom.json, printed by draft-inspect (style: plan).
// 13 views, 19 constraints:
//   16 created by Draftsman relations
//   3 made by UIKit, left out (UIKit makes them again at run time):
//     3 UIStackView constraints (UISV-*)
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

@LayoutPlan
var viewPlan: ViewPlan {
    backgroundView.drf.builder.accessibilityIdentifier("backgroundView").drf
        .width.equal(with: .parent).identifier("backgroundView.width")
        .height.equal(with: .parent).identifier("backgroundView.height")
        .centeredH().identifier("backgroundView.centerX")
        .centeredV().identifier("backgroundView.centerY")
    // stackView1: vertical stack, spacing 8
    stackView1.drf.builder.accessibilityIdentifier("stackView1").drf
        .top.equal(with: .parent).offset(by: 16).identifier("stackView1.top")
        .leading.equal(with: .parent).offset(by: 16).identifier("stackView1.leading")
        .trailing.equal(with: .parent).offset(by: 16).identifier("stackView1.trailing")
        .insertStacked {
            titleLabel.drf.builder.accessibilityIdentifier("titleLabel").drf
            bodyLabel.drf.builder.accessibilityIdentifier("bodyLabel").drf
        }
    // stackView2: horizontal stack, spacing 4, distribution .fillEqually, margins UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
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
    // priceStackView: horizontal stack, spacing 6, alignment .center
    priceStackView.drf.builder.accessibilityIdentifier("priceStackView").drf
        .leading.equal(with: .parent).offset(by: 16).identifier("priceStackView.leading")
        .insertStacked {
            priceLabel.drf.builder.accessibilityIdentifier("priceLabel").drf
            label12Eur.drf.builder.accessibilityIdentifier("label12Eur").drf
        }
    taxIncludedLabel.drf.builder.accessibilityIdentifier("taxIncludedLabel").drf
        .top.equal(to: priceStackView.drf.bottom).offset(by: 4).identifier("taxIncludedLabel.top")
        .leading.equal(to: priceStackView).identifier("taxIncludedLabel.leading")
}

view.accessibilityIdentifier = "view"
viewPlan.apply(to: view)
