/// What the legacy readers assume or invent where a debug dump is silent.
enum LegacyConventions {
    /// The id of the root the readers invent when a dump shows several top-level views (or
    /// none): a `UIWindow` that holds them. Never an address, so it cannot clash with one.
    static let syntheticRootID = "window"

    /// The synthetic root holding these views. Its frame is unknown.
    static func syntheticRoot(holding subviews: [ItemID]) -> View {
        View(
            id: ItemID(syntheticRootID), className: "UIWindow", frame: nil, subviews: subviews,
            translatesAutoresizingMaskIntoConstraints: false)
    }

    /// The kind of guide UIKit's identifier names (`UIViewSafeAreaLayoutGuide`, …; iOS 15's
    /// keyboard guide prints as `KeyboardLayoutGuide`); `custom` for any other.
    static func guideKind(identifier: String?) -> Guide.Kind {
        if identifier == "KeyboardLayoutGuide" { return .keyboard }
        return Guide.Kind.allCases.first { $0.systemIdentifier != nil && $0.systemIdentifier == identifier } ?? .custom
    }
}
