/// The responder chain, which Draftsman walks to find a view's controller. An `NSObject` as in
/// UIKit: libraries pass views where `NSObject` is expected and compare them by identity.
open class UIResponder: NSObject {
    public override init() {}

    open var next: UIResponder? { nil }
}
