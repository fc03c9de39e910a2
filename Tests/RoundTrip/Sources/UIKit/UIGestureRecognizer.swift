/// A gesture recognizer with its targets; the stand-in recognizes nothing.
open class UIGestureRecognizer: NSObject {
    public private(set) var targets: [(target: Any?, action: Selector?)] = []
    public weak var view: UIView?

    public init(target: Any?, action: Selector?) {
        targets = [(target, action)]
        super.init()
    }
}

open class UITapGestureRecognizer: UIGestureRecognizer {}

extension UIView {
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view = self
    }
}
