import UIKit
import Draftsman

final class MessageTableViewCell: UITableViewCell, PlannedCell {
    let contentImageView = UIImageView()
    let adaLovelaceLabel = UILabel()
    let seeYouLabel = UILabel()
    let replyButton = UIButton()

    @LayoutPlan
    var contentViewPlan: ViewPlan {
        contentImageView.drf
            .leading.equal(to: contentView.layoutMarginsGuide)
            .centeredV()
            .sized(CGSize(sides: 40))
        adaLovelaceLabel.drf.top.equal(to: contentView.layoutMarginsGuide)
        seeYouLabel.drf
            .leading.equal(to: adaLovelaceLabel)
            .bottom.equal(to: contentView.layoutMarginsGuide)
        replyButton.drf
            .leading.moreThan(to: seeYouLabel.drf.trailing).offset(by: 8)
            .trailing.equal(to: contentView.layoutMarginsGuide)
            .centeredV()
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        adaLovelaceLabel.text = "Ada Lovelace"
        seeYouLabel.text = "See you at the Analytical Engine"
        replyButton.setTitle("Reply", for: .normal)
        applyPlan()

        // Draftsman cannot express these constraints; UIKit's anchors create them.
        NSLayoutConstraint.activate([
            // system spacing, which Draftsman has no call for
            adaLovelaceLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: contentImageView.trailingAnchor, multiplier: 1),
            // system spacing, which Draftsman has no call for
            seeYouLabel.topAnchor.constraint(equalToSystemSpacingBelow: adaLovelaceLabel.bottomAnchor, multiplier: 1),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
