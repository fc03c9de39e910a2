/// A user-defined runtime attribute: a value Interface Builder sets on a view by key-value
/// coding (`setValue(_:forKeyPath:)`) once the view is loaded.
public struct RuntimeAttribute: Hashable, Sendable {
    public var view: ItemID
    /// `layer.cornerRadius`, `borderColor`: a key path on the view, UIKit's or its class's own.
    public var keyPath: String
    public var value: Value

    public init(view: ItemID, keyPath: String, value: Value) {
        self.view = view
        self.keyPath = keyPath
        self.value = value
    }

    /// The typed values Interface Builder's inspector offers.
    public enum Value: Hashable, Sendable {
        case boolean(Bool)
        case number(Double)
        case string(String)
        /// A string looked up in the app's strings table.
        case localizedString(String)
        case color(ViewProperties.Color)
        case point(x: Double, y: Double)
        case size(width: Double, height: Double)
        case rect(Rect)
        case range(location: Int, length: Int)
        /// An image by its asset name.
        case image(String)
        case `nil`

        /// Interface Builder's name for the type, which the dump format uses too.
        public var typeName: String {
            switch self {
            case .boolean: "boolean"
            case .number: "number"
            case .string: "string"
            case .localizedString: "localizedString"
            case .color: "color"
            case .point: "point"
            case .size: "size"
            case .rect: "rect"
            case .range: "range"
            case .image: "image"
            case .nil: "nil"
            }
        }
    }
}
