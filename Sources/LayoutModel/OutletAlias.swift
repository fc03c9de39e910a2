/// A second property of the app's class holding a view another outlet already names
/// (`@IBOutlet weak var shadowHost: UIView!` beside `cardView`, both connected to one view).
public struct OutletAlias: Hashable, Sendable {
    /// The property's name in the app's code.
    public var property: String
    /// The view it holds, which is named after its first outlet.
    public var view: ItemID

    public init(property: String, view: ItemID) {
        self.property = property
        self.view = view
    }
}
