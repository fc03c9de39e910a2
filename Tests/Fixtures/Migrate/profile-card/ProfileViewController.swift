import UIKit

/// A profile: the card's shadow is set through one outlet, its corner through the other.
final class ProfileViewController: UIViewController {
    @IBOutlet private weak var cardView: UIView!
    @IBOutlet private weak var shadowHost: UIView!
    @IBOutlet weak var nameLabel: UILabel!

    var name = "Ada Lovelace" {
        didSet { nameLabel.text = name }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.layer.cornerRadius = 12
        shadowHost.layer.shadowOpacity = 0.2
        nameLabel.text = name
    }

    @IBAction func follow() {
        nameLabel?.text = name + " ✓"
        self.shadowHost!.layer.shadowOpacity = 0.4
    }

    static func make(from storyboard: UIStoryboard) -> ProfileViewController {
        storyboard.instantiateViewController(withIdentifier: "profile") as! ProfileViewController
    }
}
