/// The responder chain, which Draftsman walks to find a view's controller. An `NSObject` as in
/// UIKit: libraries pass views where `NSObject` is expected and compare them by identity.
///
/// Main-actor isolated like the SDK's UIKit classes (`NS_SWIFT_UI_ACTOR`). `@preconcurrency`
/// because Swift treats isolation imported from Objective-C as predating concurrency: Swift 5
/// code that breaks it compiles (with warnings under strict checking), Swift 6 code does not.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {}

    open var next: UIResponder? { nil }
}
