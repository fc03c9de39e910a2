import UIKit

// RxExample's base controller, reduced to what the signup screen inherits.
class ViewController: UIViewController {
}
