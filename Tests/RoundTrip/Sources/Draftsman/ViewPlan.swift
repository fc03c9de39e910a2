import UIKit

/// Anything a `@LayoutPlan` accepts: views, controllers, drafts, relation chains, builders.
public protocol PlanComponent {
    /// The drafts this component contributes to a plan.
    var insertablePlans: [ViewDraft] { get }
}

/// A plan that can be built into (or applied to) a view.
public protocol ViewPlan: PlanComponent {
    /// Adds the plan's views to `view` and returns their de-duplicated constraints, inactive.
    func build(for view: UIView) -> [NSLayoutConstraint]
    /// `build(for:)`, then activates the constraints.
    @discardableResult
    func apply(to view: UIView) -> [NSLayoutConstraint]
}

/// Something that builds constraints when its plan is built.
protocol ConstraintBuilder: AnyObject {
    func build(in context: PlanContext) -> [NSLayoutConstraint]
}

/// The result of a `@LayoutPlan`: drafts to insert into whatever view the plan is applied to.
open class ViewPlanBuilder: ViewPlan {
    var plans: [ViewDraft]

    public init(plans: [ViewDraft]) {
        self.plans = plans
    }

    open var insertablePlans: [ViewDraft] { plans }

    open func build(for view: UIView) -> [NSLayoutConstraint] {
        let draft = ViewDraft(view: view)
        draft.plans = plans
        return draft.build()
    }

    @discardableResult
    open func apply(to view: UIView) -> [NSLayoutConstraint] {
        let constraints = build(for: view)
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}
