//
// Modelled on firebase/quickstart-ios's TranslateExample ViewController (Apache-2.0) of the
// storyboard's commit, with the ML Kit calls left out: two text views and a Translate button
// whose action IB names onTranslateTapWithSender:.
//

import UIKit

@objc(ViewController)
class ViewController: UIViewController, UITextViewDelegate {

  @IBOutlet var inputTextView: UITextView!
  @IBOutlet var outputTextView: UITextView!

  var translations: [String: String] = ["hello": "hola"]

  override func viewDidLoad() {
    super.viewDidLoad()
    translations["goodbye"] = "adiós"
  }

  func textViewDidChange(_ textView: UITextView) {
    outputTextView.text = ""
  }

  @IBAction func onTranslateTap(sender: UIButton) {
    let text = inputTextView.text ?? ""
    outputTextView.text = translations[text.lowercased()] ?? text
  }
}
