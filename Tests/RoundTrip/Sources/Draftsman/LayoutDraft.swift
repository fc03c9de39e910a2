import UIKit

/// What `view.drf` returns: a fresh draft of the view on every access (reference §5).
open class LayoutDraft<View: UIView>: ViewDraft {
    public var underlyingView: View

    public init(view: View) {
        underlyingView = view
        super.init(view: view)
    }

    /// A builder that assigns the view's properties by key path (reference §10).
    public var builder: LayoutDraftBuilder<View> { LayoutDraftBuilder(draft: self) }
}

/// A draft whose view takes arranged subviews.
public protocol StackDraft: AnyObject {
    func insertStacked(@LayoutPlan _ layouter: () -> ViewPlan) -> Self
}

extension LayoutDraft: StackDraft where View: StackCompatible {
    /// Adds the plan's views as arranged subviews; they are built after the `insert` ones.
    public func insertStacked(@LayoutPlan _ layouter: () -> ViewPlan) -> Self {
        stackPlans += layouter().insertablePlans
        return self
    }
}

/// A view that takes arranged subviews: UIStackView or ScrollableStackView.
public protocol StackCompatible: UIView {
    func addArrangedSubview(_ view: UIView)
}

extension UIStackView: StackCompatible {}
