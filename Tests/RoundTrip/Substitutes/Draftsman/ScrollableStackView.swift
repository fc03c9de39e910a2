// Draftsman 3.2.5's `ScrollableStackView` (Utilities/CustomView/ScrollableStackView.swift) with the
// same public API, compiled into the real Draftsman by scripts/roundtrip-real instead of the
// original, which overrides `layoutMargins` in an extension: only `@objc` members can be, and
// Linux has no Objective-C runtime. Printed code never makes one; the library's stacked
// shortcuts only need it to exist. A stack view pinned to the scroll view's edges, as there.
import UIKit

public class ScrollableStackView: UIScrollView, Planned {
    let alignment: UIStackView.Alignment
    let spacing: CGFloat

    public var axis: NSLayoutConstraint.Axis {
        didSet { stackView.axis = axis }
    }

    lazy var stackView: UIStackView = {
        let stack = UIStackView()
        stack.axis = axis
        stack.distribution = .equalSpacing
        stack.alignment = alignment
        stack.spacing = spacing
        return stack
    }()

    @LayoutPlan
    public var viewPlan: ViewPlan {
        if axis == .vertical {
            stackView.drf.width.equal(with: .parent).edges.equal(with: .parent)
        } else {
            stackView.drf.height.equal(with: .parent).edges.equal(with: .parent)
        }
    }

    public override init(frame: CGRect) {
        alignment = .center
        spacing = .zero
        axis = .vertical
        super.init(frame: frame)
    }

    public init(frame: CGRect = .zero, axis: NSLayoutConstraint.Axis, margins: UIEdgeInsets? = nil,
                alignment: UIStackView.Alignment = .center, spacing: CGFloat = .zero) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        super.init(frame: frame)
        if let margins {
            stackView.layoutMargins = margins
            stackView.isLayoutMarginsRelativeArrangement = true
        }
        applyPlan()
    }

    required init?(coder: NSCoder) {
        axis = .vertical
        alignment = .center
        spacing = .zero
        super.init(coder: coder)
    }

    public override var layoutMargins: UIEdgeInsets {
        get { stackView.layoutMargins }
        set { stackView.layoutMargins = newValue }
    }

    public var isLayoutMarginsRelativeArrangement: Bool {
        get { stackView.isLayoutMarginsRelativeArrangement }
        set { stackView.isLayoutMarginsRelativeArrangement = newValue }
    }

    public var arrangedSubviews: [UIView] { stackView.arrangedSubviews }

    public func addArrangedSubview(_ view: UIView) { stackView.addArrangedSubview(view) }

    public func removeArrangedSubview(_ view: UIView) { stackView.removeArrangedSubview(view) }

    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        stackView.insertArrangedSubview(view, at: stackIndex)
    }

    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stackView.setCustomSpacing(spacing, after: arrangedSubview)
    }

    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        stackView.customSpacing(after: arrangedSubview)
    }
}

extension ScrollableStackView: StackCompatible {}
