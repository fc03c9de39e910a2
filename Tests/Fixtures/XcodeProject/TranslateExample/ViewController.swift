import UIKit

class ViewController: UIViewController {
    @IBOutlet var inputTextView: UITextView!
    @IBOutlet var outputTextView: UITextView!
}
