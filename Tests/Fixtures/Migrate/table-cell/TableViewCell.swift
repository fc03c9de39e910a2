//
//  TableViewCell.swift
//  Modelled on weekFlex/Cartier's cell of the same name (no licence given, so not copied):
//  a title above a stack view, the title read when the cell wakes from its nib.
//

import UIKit


class TableViewCell: UITableViewCell {

    @IBOutlet weak var stackView: UIStackView!
    @IBOutlet weak var title: UILabel!

    private(set) var shownTitle: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        // Keep what the nib shows until a task is set.
        shownTitle = title.text
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        title.alpha = selected ? 0.5 : 1
    }

}
