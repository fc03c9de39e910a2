/// A gesture recognizer of a layout: its class, what it sends to whom, its settings and the view
/// it is added to (`view.addGestureRecognizer(_:)`).
public struct GestureRecognizer: Hashable, Sendable {
    /// The document's id of the recognizer (Interface Builder's object id).
    public var id: String
    /// `UITapGestureRecognizer`, `UISwipeGestureRecognizer`…, or the app's subclass.
    public var className: String
    /// The view it is added to; nil when no view holds it.
    public var view: ItemID?
    /// The property of the layout's owner that holds it, when an outlet does.
    public var outlet: String?
    /// What Interface Builder's canvas calls it (`userLabel`), a hint for its name.
    public var label: String?
    /// Each `addTarget(_:action:)`, in document order.
    public var actions: [Action]
    public var delegate: ConnectionEndpoint?
    /// The properties set away from UIKit's defaults, in the order UIKit declares them.
    public var settings: [Setting]

    public init(id: String, className: String, view: ItemID? = nil, outlet: String? = nil, label: String? = nil,
                actions: [Action] = [], delegate: ConnectionEndpoint? = nil, settings: [Setting] = [])
    {
        self.id = id
        self.className = className
        self.view = view
        self.outlet = outlet
        self.label = label
        self.actions = actions
        self.delegate = delegate
        self.settings = settings
    }

    /// `recognizer.addTarget(target, action: selector)`.
    public struct Action: Hashable, Sendable {
        /// The Objective-C selector: `tapped`, `tapped:`.
        public var selector: String
        public var target: ConnectionEndpoint

        public init(selector: String, target: ConnectionEndpoint) {
            self.selector = selector
            self.target = target
        }
    }

    /// One property and its value: `numberOfTapsRequired = 2`, `direction = [.left]`.
    public struct Setting: Hashable, Sendable {
        /// UIKit's Swift property name.
        public var property: String
        public var value: Value

        public init(property: String, value: Value) {
            self.property = property
            self.value = value
        }

        public enum Value: Hashable, Sendable {
            case boolean(Bool)
            case number(Double)
            /// Members of an option set (`UISwipeGestureRecognizer.Direction`, `UIRectEdge`).
            case options([String])
        }
    }
}
