//
//  StackViewController.swift
//  StackView
//
//  Modelled on codejo-io/stack-view-course's ViewController: tapping Add puts a new button
//  at the end of the stack view.
//

import UIKit

class StackViewController: UIViewController {

    @IBOutlet weak var stackView: UIStackView!

    private var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // Rows come only from taps; count what the stack holds already.
        added = stackView.arrangedSubviews.count
    }

    @IBAction func onAddClicked(_ sender: UIButton) {
        added += 1
        addRow(titled: "Row \(added)")
    }

    private func addRow(titled title: String) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        stackView.addArrangedSubview(button)
    }
}
