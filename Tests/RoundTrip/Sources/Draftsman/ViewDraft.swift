import UIKit

/// A view with the relations registered on it and the drafts of its (arranged) subviews.
/// `LayoutDraft<View>` is its typed face; this class holds the building.
open class ViewDraft: ViewPlanBuilder, LayoutAnchor {
    /// The drafted view.
    public let view: UIView
    var relations: [ConstraintBuilder] = []
    var stackPlans: [ViewDraft] = []

    init(view: UIView) {
        self.view = view
        super.init(plans: [])
    }

    open override var insertablePlans: [ViewDraft] { [self] }

    public var anchorLayout: LayoutWithAnchors { view }

    /// Adds the plan's views as subviews.
    public func insert(@LayoutPlan _ layouter: () -> ViewPlan) -> Self {
        plans += layouter().insertablePlans
        return self
    }

    public func resistVerticalExpansion(_ priority: UILayoutPriority) -> Self {
        view.setContentHuggingPriority(priority, for: .vertical)
        return self
    }

    public func resistHorizontalExpansion(_ priority: UILayoutPriority) -> Self {
        view.setContentHuggingPriority(priority, for: .horizontal)
        return self
    }

    public func resistSizeExpansion(_ priority: UILayoutPriority) -> Self {
        resistVerticalExpansion(priority).resistHorizontalExpansion(priority)
    }

    public func resistVerticalCompression(_ priority: UILayoutPriority) -> Self {
        view.setContentCompressionResistancePriority(priority, for: .vertical)
        return self
    }

    public func resistHorizontalCompression(_ priority: UILayoutPriority) -> Self {
        view.setContentCompressionResistancePriority(priority, for: .horizontal)
        return self
    }

    public func resistSizeCompression(_ priority: UILayoutPriority) -> Self {
        resistVerticalCompression(priority).resistHorizontalCompression(priority)
    }

    public func resistSizeAdjustment(_ priority: UILayoutPriority) -> Self {
        resistSizeExpansion(priority).resistSizeCompression(priority)
    }

    func register(_ relation: ConstraintBuilder) {
        relations.append(relation)
    }

    /// Builds the view's own relations, then its subviews' (recursively), then its arranged
    /// subviews'; adds the subviews and sets translatesAutoresizingMaskIntoConstraints
    /// (reference §7). Nothing is activated.
    public func build() -> [NSLayoutConstraint] {
        build(in: PlanContext(view: view))
    }

    /// `build()`, then activates the constraints.
    @discardableResult
    public func apply() -> [NSLayoutConstraint] {
        let constraints = build()
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    open override func build(for view: UIView) -> [NSLayoutConstraint] {
        guard view === self.view else {
            ConstraintRecorder.current.record(error: "Draftsman would crash: a LayoutDraft can only be applied to its own view")
            return []
        }
        return build()
    }

    func build(in context: PlanContext) -> [NSLayoutConstraint] {
        context.visit(view)
        var constraints = relations.flatMap { $0.build(in: context) }
        if shouldNotTranslateAutoresizingMask {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let parentController = view.responderViewController
        for plan in plans {
            view.addSubview(plan.view)
            constraints += plan.buildInserted(under: parentController, in: context)
        }
        if let stack = view as? StackCompatible {
            for plan in stackPlans {
                stack.addArrangedSubview(plan.view)
                constraints += plan.buildInserted(under: parentController, in: context)
            }
        }
        return constraints.validUniques
    }

    /// An inserted controller's view makes the controller a child of the parent's controller.
    private func buildInserted(under parentController: UIViewController?, in context: PlanContext) -> [NSLayoutConstraint] {
        if let parentController, let controller = view.responderViewController, controller !== parentController {
            parentController.addChild(controller)
        }
        return build(in: context)
    }

    /// Draftsman leaves root views, controllers' views, cells and cells' content views alone.
    private var shouldNotTranslateAutoresizingMask: Bool {
        if view is UITableViewCell || view is UICollectionViewCell { return false }
        guard let responder = view.next else { return false }
        if responder is UIViewController { return false }
        if let cell = responder as? UITableViewCell, cell.contentView === view { return false }
        if let cell = responder as? UICollectionViewCell, cell.contentView === view { return false }
        return true
    }
}

extension UIResponder {
    /// The first view controller along the responder chain.
    var responderViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
