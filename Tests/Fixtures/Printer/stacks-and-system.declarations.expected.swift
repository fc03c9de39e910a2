// Draftsman 3.2.5 layout of stacks-and-system.json, printed by draft-inspect (style: plan).
// 10 views, 20 constraints:
//   9 created by Draftsman relations
//   11 made by UIKit, left out (UIKit makes them again at run time):
//     2 autoresizing-mask constraints
//     2 content-size constraints
//     5 UIStackView constraints (UISV-*)
//     1 encapsulated-layout constraints
//     1 temporary-layout constraints
// view2 keeps its frame and autoresizing mask (no constraint places it in the input):
//   the declarations set them and turn translatesAutoresizingMaskIntoConstraints back on after the plan.

import UIKit
import Draftsman

final class PlannedViewController: UIViewController, Planned {
    let card = UIView()
    let contentStack = UIStackView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let okButton = UIButton()
    let cancelButton = UIButton()
    let decoration = UIView()
    let view2 = UIView()

    @LayoutPlan
    var viewPlan: ViewPlan {
        card.drf
            .top.equal(with: .parent).offset(by: 20)
            .localizedHorizontal.equal(with: .parent).offset(by: 16)
            .insert {
                contentStack.drf
                    .localizedEdges.equal(with: .parent).offset(by: 12)
                    .insertStacked {
                        titleLabel
                        subtitleLabel
                        HStacked(margin: 4, distribution: .fillEqually, spacing: 4) {
                            okButton
                            cancelButton
                        }
                    }
                decoration.drf.cornered(at: .topTrailing)
            }
        view2
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.axis = .vertical
        contentStack.alignment = .leading
        contentStack.spacing = 8
        titleLabel.text = "Title"
        subtitleLabel.text = "Subtitle"
        subtitleLabel.isHidden = true
        okButton.setTitle("OK", for: .normal)
        okButton.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
        cancelButton.setTitle("Cancel", for: .normal)
        view2.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view2.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        applyPlan()
        view2.translatesAutoresizingMaskIntoConstraints = true
    }
}
