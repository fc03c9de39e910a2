import UIKit

/// `drf.builder`: assigns the view's properties by key path, e.g.
/// `label.drf.builder.accessibilityIdentifier("title").drf.top.equal(with: .parent)` (reference §10).
@dynamicMemberLookup
public struct LayoutDraftBuilder<View: UIView>: PlanComponent {
    let draft: LayoutDraft<View>

    /// Back to the same draft.
    public var drf: LayoutDraft<View> { draft }

    public var insertablePlans: [ViewDraft] { draft.insertablePlans }

    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Property>) -> PropertyAssigner<View, Property> {
        PropertyAssigner(builder: self, keyPath: keyPath)
    }
}

/// One property of a `LayoutDraftBuilder`; calling it assigns the value and returns the builder.
public struct PropertyAssigner<View: UIView, Property> {
    let builder: LayoutDraftBuilder<View>
    let keyPath: ReferenceWritableKeyPath<View, Property>

    public func callAsFunction(_ value: Property) -> LayoutDraftBuilder<View> {
        builder.draft.underlyingView[keyPath: keyPath] = value
        return builder
    }
}
