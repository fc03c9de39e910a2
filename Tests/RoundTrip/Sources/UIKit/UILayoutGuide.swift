/// A rectangle in a view's coordinate space that takes part in Auto Layout without being a view.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    open var identifier: String = ""
    open internal(set) weak var owningView: UIView?
    /// `layoutFrame` as recorded; the stand-in has no layout engine to compute it.
    open var layoutFrame: CGRect = .zero
    private lazy var anchors = AnchorStore(owner: self)

    public override init() {}

    open var leftAnchor: NSLayoutXAxisAnchor { anchors.x(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { anchors.x(.right) }
    open var leadingAnchor: NSLayoutXAxisAnchor { anchors.x(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { anchors.x(.trailing) }
    open var centerXAnchor: NSLayoutXAxisAnchor { anchors.x(.centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { anchors.y(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.y(.bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { anchors.y(.centerY) }
    open var widthAnchor: NSLayoutDimension { anchors.dimension(.width) }
    open var heightAnchor: NSLayoutDimension { anchors.dimension(.height) }
}

/// The guide that tracks the keyboard (iOS 15+).
open class UIKeyboardLayoutGuide: UILayoutGuide {
    open var followsUndockedKeyboard = false
}

/// A view controller's iOS 7–10 top or bottom layout guide (SnapKit 5.7.1 constrains to one).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
