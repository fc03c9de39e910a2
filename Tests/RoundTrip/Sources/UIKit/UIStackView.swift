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

    /// Appends to `arrangedSubviews` (and to `subviews`, as UIKit does). The view is arranged
    /// before it moves, so its `didMoveToSuperview` can see it.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
