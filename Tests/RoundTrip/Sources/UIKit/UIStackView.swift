/// A stack: arranged subviews, axis, distribution, alignment and spacing. The stand-in records
/// the properties only; it does not create UIKit's `UISV-` constraints.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement = false
    open var isBaselineRelativeArrangement = false
    open private(set) var arrangedSubviews: [UIView] = []
    /// Spacing after an arranged subview that differs from `spacing`, by the subview.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// UIKit's marker for "use `spacing`": `FLT_MAX`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Appends to `arrangedSubviews` (and to `subviews`, as UIKit does).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Like UIKit, turns off the view's autoresizing-mask translation. The view is arranged
    /// before it moves, so its `didMoveToSuperview` can see it.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging the view; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// A subview that leaves the stack is no longer arranged either.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }
}
