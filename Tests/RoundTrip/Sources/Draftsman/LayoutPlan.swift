import UIKit

/// Collects plan components (optionals, if/else, for loops and arrays included) into a `ViewPlan`.
@resultBuilder
public enum LayoutPlan {
    public static func buildExpression<Component: PlanComponent>(_ component: Component) -> [ViewDraft] {
        component.insertablePlans
    }

    public static func buildExpression<Component: PlanComponent>(_ component: Component?) -> [ViewDraft] {
        component?.insertablePlans ?? []
    }

    public static func buildExpression(_ component: PlanComponent) -> [ViewDraft] {
        component.insertablePlans
    }

    public static func buildExpression(_ component: PlanComponent?) -> [ViewDraft] {
        component?.insertablePlans ?? []
    }

    public static func buildExpression<Component: PlanComponent>(_ components: [Component]) -> [ViewDraft] {
        components.flatMap(\.insertablePlans)
    }

    public static func buildExpression(_ components: [PlanComponent]) -> [ViewDraft] {
        components.flatMap(\.insertablePlans)
    }

    public static func buildBlock(_ components: [ViewDraft]...) -> [ViewDraft] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [ViewDraft]?) -> [ViewDraft] {
        component ?? []
    }

    public static func buildEither(first component: [ViewDraft]) -> [ViewDraft] {
        component
    }

    public static func buildEither(second component: [ViewDraft]) -> [ViewDraft] {
        component
    }

    public static func buildArray(_ components: [[ViewDraft]]) -> [ViewDraft] {
        components.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ component: [ViewDraft]) -> [ViewDraft] {
        component
    }

    public static func buildFinalResult(_ component: [ViewDraft]) -> ViewPlan {
        ViewPlanBuilder(plans: component)
    }
}
