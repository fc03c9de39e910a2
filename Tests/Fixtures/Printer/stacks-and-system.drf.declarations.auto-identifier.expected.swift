// Draftsman 3.2.5 layout of stacks-and-system.json, printed by draft-inspect (style: drf).
// 10 views, 20 constraints:
//   9 created by Draftsman relations
//   11 made by UIKit, left out (UIKit makes them again at run time):
//     2 autoresizing-mask constraints
//     2 content-size constraints
//     5 UIStackView constraints (UISV-*)
//     1 encapsulated-layout constraints
//     1 temporary-layout constraints
// view2 keeps its frame and autoresizing mask (no constraint places it in the input):
//   the declarations set them and turn translatesAutoresizingMaskIntoConstraints back on after apply().
// --auto-identifier: views without an accessibilityIdentifier get their printed name; constraints
//   without an identifier get a unique one (name.attribute), so UIKit's logs name them.

import UIKit
import Draftsman

final class PlannedViewController: UIViewController {
    let card = UIView()
    let contentStack = UIStackView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let stackView = UIStackView()
    let okButton = UIButton()
    let cancelButton = UIButton()
    let decoration = UIView()
    let view2 = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.axis = .vertical
        contentStack.alignment = .leading
        contentStack.spacing = 8
        titleLabel.text = "Title"
        subtitleLabel.text = "Subtitle"
        subtitleLabel.isHidden = true
        stackView.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        stackView.axis = .horizontal
        stackView.distribution = .fillEqually
        stackView.spacing = 4
        stackView.isLayoutMarginsRelativeArrangement = true
        okButton.setTitle("OK", for: .normal)
        okButton.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
        cancelButton.setTitle("Cancel", for: .normal)
        view2.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view2.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.drf.builder.accessibilityIdentifier("view").drf.insert {
            card.drf.builder.accessibilityIdentifier("card").drf
                .top.equal(with: .parent).offset(by: 20).identifier("card.top")
                .leading.equal(with: .parent).offset(by: 16).identifier("card.leading")
                .trailing.equal(with: .parent).offset(by: 16).identifier("card.trailing")
                .insert {
                    contentStack.drf.builder.accessibilityIdentifier("contentStack").drf
                        .top.equal(with: .parent).offset(by: 12).identifier("contentStack.top")
                        .leading.equal(with: .parent).offset(by: 12).identifier("contentStack.leading")
                        .trailing.equal(with: .parent).offset(by: 12).identifier("contentStack.trailing")
                        .bottom.equal(with: .parent).offset(by: 12).identifier("contentStack.bottom")
                        .insertStacked {
                            titleLabel.drf.builder.accessibilityIdentifier("titleLabel").drf
                            subtitleLabel.drf.builder.accessibilityIdentifier("subtitleLabel").drf
                            stackView.drf.builder.accessibilityIdentifier("stackView").drf.insertStacked {
                                okButton.drf.builder.accessibilityIdentifier("okButton").drf
                                cancelButton.drf.builder.accessibilityIdentifier("cancelButton").drf
                            }
                        }
                    decoration.drf.builder.accessibilityIdentifier("decoration").drf
                        .top.equal(with: .parent).identifier("decoration.top")
                        .trailing.equal(with: .parent).identifier("decoration.trailing")
                }
            view2.drf.builder.accessibilityIdentifier("view2").drf
        }.apply()
        view2.translatesAutoresizingMaskIntoConstraints = true
    }
}
