/// The form of the Draftsman code.
public enum DraftsmanStyle: String, Sendable, CaseIterable {
    /// The body of `@LayoutPlan var viewPlan: ViewPlan { … }`.
    case plan
    /// The imperative form: `root.draftContent { … }.apply()`.
    case drf
}
