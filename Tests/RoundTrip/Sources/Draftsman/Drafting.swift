import UIKit

/// Gives every UIView `drf`, typed by the view's own class.
public protocol DraftCompatible: UIView {}

extension UIView: DraftCompatible {}

extension DraftCompatible {
    /// A new draft of this view on every access.
    public var drf: LayoutDraft<Self> { LayoutDraft(view: self) }

    /// `drf.insert { }`.
    public func draftContent(@LayoutPlan _ layouter: () -> ViewPlan) -> LayoutDraft<Self> {
        drf.insert(layouter)
    }
}

extension DraftCompatible where Self: StackCompatible {
    /// `drf.insertStacked { }`.
    public func draftStackContent(@LayoutPlan _ layouter: () -> ViewPlan) -> LayoutDraft<Self> {
        drf.insertStacked(layouter)
    }
}

extension UIViewController {
    /// A draft of the controller's root view.
    public var drf: LayoutDraft<UIView> { LayoutDraft(view: view) }

    /// `drf.insert { }` on the root view.
    public func draftContent(@LayoutPlan _ layouter: () -> ViewPlan) -> LayoutDraft<UIView> {
        drf.insert(layouter)
    }
}

extension UIView: PlanComponent {
    public var insertablePlans: [ViewDraft] { [LayoutDraft(view: self)] }
}

extension UIViewController: PlanComponent {
    public var insertablePlans: [ViewDraft] { [LayoutDraft(view: view)] }
}

/// `guide.drf`: anchors of a layout guide, usable only as relation targets (reference §6).
public final class LayoutGuide: LayoutAnchor {
    public let guide: UILayoutGuide

    init(guide: UILayoutGuide) {
        self.guide = guide
    }

    public var anchorLayout: LayoutWithAnchors { guide }
}

extension UILayoutGuide {
    public var drf: LayoutGuide { LayoutGuide(guide: self) }
}
