import UIKit

/// A horizontal UIStackView whose plan becomes its arranged subviews (reference §5).
public final class HStacked: LayoutDraft<UIStackView> {
    public init(_ stack: UIStackView = UIStackView(), @LayoutPlan _ layouter: () -> ViewPlan) {
        stack.axis = .horizontal
        super.init(view: stack)
        stackPlans = layouter().insertablePlans
    }

    public convenience init(
        margins: UIEdgeInsets? = nil, distribution: UIStackView.Distribution = .fill,
        alignment: UIStackView.Alignment = .fill, spacing: CGFloat = .zero, @LayoutPlan _ layouter: () -> ViewPlan
    ) {
        self.init(configuredStack(margins, distribution, alignment, spacing), layouter)
    }

    public convenience init(
        margin: CGFloat, distribution: UIStackView.Distribution = .fill,
        alignment: UIStackView.Alignment = .fill, spacing: CGFloat = .zero, @LayoutPlan _ layouter: () -> ViewPlan
    ) {
        self.init(configuredStack(UIEdgeInsets(insets: margin), distribution, alignment, spacing), layouter)
    }
}

/// A vertical UIStackView whose plan becomes its arranged subviews. Unlike HStacked, the
/// stack parameter of the first initializer has no default in 3.2.5.
public final class VStacked: LayoutDraft<UIStackView> {
    public init(_ stack: UIStackView, @LayoutPlan _ layouter: () -> ViewPlan) {
        stack.axis = .vertical
        super.init(view: stack)
        stackPlans = layouter().insertablePlans
    }

    public convenience init(
        margins: UIEdgeInsets? = nil, distribution: UIStackView.Distribution = .fill,
        alignment: UIStackView.Alignment = .fill, spacing: CGFloat = .zero, @LayoutPlan _ layouter: () -> ViewPlan
    ) {
        self.init(configuredStack(margins, distribution, alignment, spacing), layouter)
    }

    public convenience init(
        margin: CGFloat, distribution: UIStackView.Distribution = .fill,
        alignment: UIStackView.Alignment = .fill, spacing: CGFloat = .zero, @LayoutPlan _ layouter: () -> ViewPlan
    ) {
        self.init(configuredStack(UIEdgeInsets(insets: margin), distribution, alignment, spacing), layouter)
    }
}

/// A horizontal ScrollableStackView; no distribution parameter, alignment defaults to `.center`.
public final class HScrollableStacked: LayoutDraft<ScrollableStackView> {
    public init(_ stack: ScrollableStackView = ScrollableStackView(), @LayoutPlan _ layouter: () -> ViewPlan) {
        stack.axis = .horizontal
        super.init(view: stack)
        stackPlans = layouter().insertablePlans
    }

    public convenience init(
        margins: UIEdgeInsets? = nil, alignment: UIStackView.Alignment = .center,
        spacing: CGFloat = .zero, @LayoutPlan _ layouter: () -> ViewPlan
    ) {
        self.init(ScrollableStackView(axis: .horizontal, margins: margins, alignment: alignment, spacing: spacing), layouter)
    }

    public convenience init(
        margin: CGFloat, alignment: UIStackView.Alignment = .center,
        spacing: CGFloat = .zero, @LayoutPlan _ layouter: () -> ViewPlan
    ) {
        self.init(margins: UIEdgeInsets(insets: margin), alignment: alignment, spacing: spacing, layouter)
    }
}

/// A vertical ScrollableStackView; no distribution parameter, alignment defaults to `.center`.
public final class VScrollableStacked: LayoutDraft<ScrollableStackView> {
    public init(_ stack: ScrollableStackView = ScrollableStackView(), @LayoutPlan _ layouter: () -> ViewPlan) {
        stack.axis = .vertical
        super.init(view: stack)
        stackPlans = layouter().insertablePlans
    }

    public convenience init(
        margins: UIEdgeInsets? = nil, alignment: UIStackView.Alignment = .center,
        spacing: CGFloat = .zero, @LayoutPlan _ layouter: () -> ViewPlan
    ) {
        self.init(ScrollableStackView(axis: .vertical, margins: margins, alignment: alignment, spacing: spacing), layouter)
    }

    public convenience init(
        margin: CGFloat, alignment: UIStackView.Alignment = .center,
        spacing: CGFloat = .zero, @LayoutPlan _ layouter: () -> ViewPlan
    ) {
        self.init(margins: UIEdgeInsets(insets: margin), alignment: alignment, spacing: spacing, layouter)
    }
}

/// A stack with the given properties.
private func configuredStack(
    _ margins: UIEdgeInsets?, _ distribution: UIStackView.Distribution,
    _ alignment: UIStackView.Alignment, _ spacing: CGFloat
) -> UIStackView {
    let stack = UIStackView()
    stack.configure(margins: margins, distribution: distribution, alignment: alignment, spacing: spacing)
    return stack
}

extension UIStackView {
    /// Sets the stack's properties; non-nil margins also make the arrangement margin-relative.
    func configure(
        margins: UIEdgeInsets?, distribution: UIStackView.Distribution,
        alignment: UIStackView.Alignment, spacing: CGFloat
    ) {
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        if let margins {
            layoutMargins = margins
            isLayoutMarginsRelativeArrangement = true
        }
    }
}
