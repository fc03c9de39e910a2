/// A rectangle in a hierarchy: what the stand-in records is the hierarchy, the properties an
/// exporter reads, and the constraints installed on it. There is no layout engine: `frame`
/// only changes when code sets it.
open class UIView: UIResponder {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `UIView.ContentMode`, with UIKit's raw values.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public static let noIntrinsicMetric: CGFloat = -1

    open var frame: CGRect
    /// UIKit's layout pass over the subviews. The stand-in has no engine: a view lays out
    /// nothing here unless a subclass does (a cell its content view).
    open func layoutSubviews() {}
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var clipsToBounds = false
    open var contentMode: ContentMode = .scaleToFill
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var backgroundColor: UIColor?
    /// Nil when not set (UIKit then inherits the superview's; the stand-in draws nothing).
    open var tintColor: UIColor!
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    /// What code set; UIKit reports, and lays out with, these plus the safe-area insets when
    /// `insetsLayoutMarginsFromSafeArea` (a view at a notched screen's bottom edge with margins
    /// of 16 lays out with 50).
    private var assignedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var layoutMargins: UIEdgeInsets {
        get {
            guard insetsLayoutMarginsFromSafeArea else { return assignedLayoutMargins }
            let (margins, safe) = (assignedLayoutMargins, safeAreaInsets)
            return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        set { assignedLayoutMargins = newValue }
    }
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var insetsLayoutMarginsFromSafeArea = true
    /// Settable in the stand-in (UIKit derives it from traits) so a right-to-left run can be recorded.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    open var preservesSuperviewLayoutMargins = false
    /// Read-only in UIKit; the stand-in only ever reports what was recorded.
    open internal(set) var safeAreaInsets: UIEdgeInsets = .zero
    /// Read-only in UIKit, where controls override it; the stand-in's views draw no content.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    /// Constraints installed on this view: active ones whose nearest common ancestor is this view.
    open private(set) var constraints: [NSLayoutConstraint] = []
    open private(set) var layoutGuides: [UILayoutGuide] = []
    /// Set by `UIViewController` for its root view, so `next` reaches the controller.
    weak var owningViewController: UIViewController?

    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [.horizontal: .defaultLow, .vertical: .defaultLow]
    private var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [.horizontal: .defaultHigh, .vertical: .defaultHigh]
    private lazy var anchors = AnchorStore(owner: self)
    /// Its Core Animation layer; the stand-in draws nothing.
    public let layer = CALayer()
    private var systemGuides: [String: UILayoutGuide] = [:]

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.append(view)
            return
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.didMoveToSuperview()
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
    }

    /// Ends editing in the view's subtree; the stand-in has no first responder, so nothing did.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { false }

    /// Removes the view and, as UIKit does, deactivates the constraints that relate its
    /// subtree to views outside it.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        var ancestor: UIView? = parent
        while let host = ancestor {
            for constraint in host.constraints where constraint.involves(self) {
                constraint.isActive = false
            }
            ancestor = host.superview
        }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    /// Called before `subview` leaves this view.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called after the view moved to a new superview (or to none).
    open func didMoveToSuperview() {}

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var current: UIView? = self
        while let candidate = current {
            if other.isDescendant(of: candidate) { return candidate }
            current = candidate.superview
        }
        return nil
    }

    // MARK: Constraints

    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    func install(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    func uninstall(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }

    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        hugging[axis] ?? .defaultLow
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis] = priority
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistance[axis] = priority
    }

    // MARK: Layout guides

    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    open func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide("UIViewSafeAreaLayoutGuide", UILayoutGuide.init) }
    open var layoutMarginsGuide: UILayoutGuide { systemGuide("UIViewLayoutMarginsGuide", UILayoutGuide.init) }
    open var readableContentGuide: UILayoutGuide { systemGuide("UIViewReadableContentGuide", UILayoutGuide.init) }
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        systemGuide("UIViewKeyboardLayoutGuide", UIKeyboardLayoutGuide.init)
    }

    /// UIKit creates a system guide on first access and adds it to `layoutGuides`.
    private func systemGuide<Guide: UILayoutGuide>(_ identifier: String, _ make: () -> Guide) -> Guide {
        if let guide = systemGuides[identifier] as? Guide { return guide }
        let guide = make()
        guide.identifier = identifier
        addLayoutGuide(guide)
        systemGuides[identifier] = guide
        return guide
    }

    // MARK: Anchors

    open var leftAnchor: NSLayoutXAxisAnchor { anchors.x(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { anchors.x(.right) }
    open var leadingAnchor: NSLayoutXAxisAnchor { anchors.x(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { anchors.x(.trailing) }
    open var centerXAnchor: NSLayoutXAxisAnchor { anchors.x(.centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { anchors.y(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.y(.bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { anchors.y(.centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.y(.firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.y(.lastBaseline) }
    open var widthAnchor: NSLayoutDimension { anchors.dimension(.width) }
    open var heightAnchor: NSLayoutDimension { anchors.dimension(.height) }
}

extension NSLayoutConstraint {
    /// Whether either item is `view`, one of its descendants, or a guide owned by one.
    func involves(_ view: UIView) -> Bool {
        [firstItem, secondItem].contains { item in
            let itemView = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            return itemView?.isDescendant(of: view) ?? false
        }
    }
}
