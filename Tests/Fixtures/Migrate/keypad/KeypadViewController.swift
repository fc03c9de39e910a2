import UIKit

// The keypad's controller, written for draft-inspect's migrate fixtures against
// Tests/Fixtures/InterfaceBuilder/connections.storyboard: every action arity, an outlet
// collection, a delegate, an outlet to a constraint, and actions in an extension.
class KeypadViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var displayLabel: UILabel!
    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet weak var keypad: UIStackView!
    @IBOutlet weak var keypadHeight: NSLayoutConstraint!
    @IBOutlet var digitButtons: [UIButton]!

    private var entered = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        displayLabel.text = "0"
    }

    @IBAction func digitTapped(_ sender: UIButton) {
        entered += sender.title(for: .normal) ?? ""
        displayLabel.text = entered
    }

    @objc @IBAction func equalsTapped() {
        displayLabel.text = "= " + entered
    }
}

extension KeypadViewController {
    @IBAction func clearTapped(_ sender: UIButton, forEvent event: UIEvent) {
        entered = ""
        displayLabel.text = "0"
    }

    @IBAction
    func nameChanged(_ sender: UITextField) {
        displayLabel.text = sender.text
    }
}
