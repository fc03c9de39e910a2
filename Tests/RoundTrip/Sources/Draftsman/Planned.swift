import UIKit

/// A view or controller that declares its content as a plan (reference §5).
public protocol Planned: AnyObject {
    @LayoutPlan var viewPlan: ViewPlan { get }
}

/// A cell whose plan goes into its contentView.
public protocol PlannedCell: Planned {
    @LayoutPlan var contentViewPlan: ViewPlan { get }
}

/// A stack whose plan becomes its arranged subviews.
public protocol PlannedStack: Planned {
    @LayoutPlan var stackViewPlan: ViewPlan { get }
}

extension PlannedCell {
    public var viewPlan: ViewPlan { ViewPlanBuilder(plans: []) }
}

extension PlannedStack {
    public var viewPlan: ViewPlan { ViewPlanBuilder(plans: []) }
}

public typealias UIPlannedController = UIViewController & Planned
public typealias UIPlannedView = UIView & Planned
public typealias UITablePlannedCell = UITableViewCell & PlannedCell
public typealias UICollectionPlannedCell = UICollectionViewCell & PlannedCell
public typealias UIPlannedStack = UIStackView & PlannedStack
public typealias UIPlannedScrollableStack = ScrollableStackView & PlannedStack

extension Planned {
    /// The constraints the last `applyPlan()` activated.
    public var appliedConstraints: [NSLayoutConstraint] { PlanRecord[self] ?? [] }

    /// Whether `applyPlan()` has run.
    public var viewPlanApplied: Bool { PlanRecord[self] != nil }

    /// A stable name for this plan's owner.
    public var planIdentifier: String { "\(type(of: self))_\(ObjectIdentifier(self).hashValue)" }

    /// Re-applying deactivates what the previous application activated, then activates the
    /// new plan. (Draftsman instead keeps constraints whose key matches; the resulting active
    /// set is the same, the objects are not.)
    func apply(_ plan: ViewPlan, to view: UIView, arranged: Bool = false) -> [NSLayoutConstraint] {
        NSLayoutConstraint.deactivate(appliedConstraints)
        let draft = ViewDraft(view: view)
        if arranged {
            draft.stackPlans = plan.insertablePlans
        } else {
            draft.plans = plan.insertablePlans
        }
        let constraints = draft.apply()
        PlanRecord[self] = constraints
        return constraints
    }
}

extension Planned where Self: UIView {
    /// Inserts `viewPlan` into the view and activates its constraints.
    @discardableResult
    public func applyPlan() -> [NSLayoutConstraint] { apply(viewPlan, to: self) }
}

extension Planned where Self: UIViewController {
    /// Inserts `viewPlan` into the root view and activates its constraints.
    @discardableResult
    public func applyPlan() -> [NSLayoutConstraint] { apply(viewPlan, to: view) }
}

/// A view whose content goes into the `contentView` it makes: Draftsman's cells, and any
/// view that declares it (a table's header or footer view).
public protocol CellWithContentView: UIView {
    var contentView: UIView { get }
}

extension UITableViewCell: CellWithContentView {}
extension UICollectionViewCell: CellWithContentView {}

extension PlannedCell where Self: CellWithContentView {
    /// Inserts `contentViewPlan` into `contentView` and activates its constraints.
    @discardableResult
    public func applyPlan() -> [NSLayoutConstraint] { apply(contentViewPlan, to: contentView) }
}

extension PlannedStack where Self: StackCompatible {
    /// Arranges `stackViewPlan` in the stack and activates its constraints.
    @discardableResult
    public func applyPlan() -> [NSLayoutConstraint] { apply(stackViewPlan, to: self, arranged: true) }
}

/// What each planned object applied last; Linux has no associated objects to keep it on the object.
/// Behind a lock: tests run in parallel and apply plans at the same time (unguarded, two writes
/// at once crashed the test run).
/// The owner is kept with its record: one freed while its record stayed would leave its address,
/// and its record, to the next object made there.
enum PlanRecord {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var applied: [ObjectIdentifier: (owner: AnyObject, constraints: [NSLayoutConstraint])] = [:]

    static subscript(owner: AnyObject) -> [NSLayoutConstraint]? {
        get { lock.withLock { applied[ObjectIdentifier(owner)]?.constraints } }
        set { lock.withLock { applied[ObjectIdentifier(owner)] = newValue.map { (owner, $0) } } }
    }
}
