/// The responder chain, which Draftsman walks to find a view's controller.
open class UIResponder {
    public init() {}

    open var next: UIResponder? { nil }
}

// UIResponder is an NSObject in UIKit: equal and hashed by identity unless a subclass says otherwise.
extension UIResponder: Hashable {
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
