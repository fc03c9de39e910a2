import UIKit

// Charts' demo base controller, reduced to what its demos inherit: the options button's
// outlet and action, which a demo's XIB wires to its File's Owner.
class DemoBaseViewController: UIViewController {
    @IBOutlet weak var optionsButton: UIButton!

    var options: [String] = []

    @IBAction func optionsButtonTapped(_ sender: Any) {
        options.append("toggleValues")
    }

    func updateChartData() {}
}
