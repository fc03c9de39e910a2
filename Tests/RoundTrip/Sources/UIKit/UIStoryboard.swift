import Foundation

/// What an app's code calls to make scenes from a storyboard, so that code compiles; the
/// stand-in reads no storyboard and makes a plain controller.
/// Main-actor isolated, as the SDK declares it.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle: Bundle?) {
        self.name = name
        super.init()
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        UIViewController()
    }
}
