/// An outlet collection (`@IBOutlet var buttons: [UIButton]!`): one property holding several
/// views of the layout, in the order Interface Builder connected them.
public struct OutletCollection: Hashable, Sendable {
    /// The property's name in the app's code.
    public var property: String
    /// The views it holds, in the file's order.
    public var views: [ItemID]

    public init(property: String, views: [ItemID]) {
        self.property = property
        self.views = views
    }
}
