/// The responder chain, which Draftsman walks to find a view's controller.
open class UIResponder {
    public init() {}

    open var next: UIResponder? { nil }
}
