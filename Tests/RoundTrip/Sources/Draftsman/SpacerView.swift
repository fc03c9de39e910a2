import UIKit

/// Space in a stack. With a dimension, once arranged it activates its own width or height
/// ≥ dimension along the stack's axis (outside any build() result); without one it gets low
/// hugging and compression resistance along that axis.
open class SpacerView: UIView {
    private let dimension: CGFloat?

    public init(_ dimension: CGFloat) {
        self.dimension = dimension
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        dimension = nil
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        dimension = nil
        super.init(coder: coder)
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
        if let dimension {
            let anchor = stack.axis == .horizontal ? widthAnchor : heightAnchor
            anchor.constraint(greaterThanOrEqualToConstant: dimension).isActive = true
        } else {
            setContentHuggingPriority(.defaultLow, for: stack.axis)
            setContentCompressionResistancePriority(.defaultLow, for: stack.axis)
        }
    }
}
