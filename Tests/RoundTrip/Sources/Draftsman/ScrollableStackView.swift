import UIKit

/// A UIScrollView around a UIStackView (distribution fixed at `.equalSpacing`). Only the
/// axis initializer attaches the stack; `ScrollableStackView()` leaves it detached, as in 3.2.5.
open class ScrollableStackView: UIScrollView, StackCompatible {
    public let stackView = UIStackView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.distribution = .equalSpacing
    }

    public init(
        frame: CGRect = .zero, axis: NSLayoutConstraint.Axis, margins: UIEdgeInsets? = nil,
        alignment: UIStackView.Alignment = .center, spacing: CGFloat = .zero
    ) {
        super.init(frame: frame)
        stackView.axis = axis
        stackView.configure(margins: margins, distribution: .equalSpacing, alignment: alignment, spacing: spacing)
        attachStack()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        stackView.distribution = .equalSpacing
        attachStack()
    }

    open var axis: NSLayoutConstraint.Axis {
        get { stackView.axis }
        set { stackView.axis = newValue }
    }

    open func addArrangedSubview(_ view: UIView) {
        stackView.addArrangedSubview(view)
    }

    /// Pins the stack's edges to the scroll view, plus equal width (vertical) or height (horizontal).
    private func attachStack() {
        let stackDraft = stackView.drf
        _ = stackDraft.fillParent()
        if axis == .vertical {
            _ = stackDraft.width.equal(with: .parent)
        } else {
            _ = stackDraft.height.equal(with: .parent)
        }
        let draft = ViewDraft(view: self)
        draft.plans = [stackDraft]
        draft.apply()
    }
}
