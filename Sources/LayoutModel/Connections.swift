/// What Interface Builder connects besides the layout: the actions controls send, the
/// delegate-style outlets of views, the gesture recognizers and runtime attributes of views, and
/// what code cannot do in the same place (segues), listed so that nothing is dropped without a word.
public struct Connections: Hashable, Sendable {
    public var actions: [ControlAction]
    public var outlets: [ViewOutlet]
    public var listed: [ListedConnection]
    public var gestures: [GestureRecognizer]
    public var runtimeAttributes: [RuntimeAttribute]

    public init(actions: [ControlAction] = [], outlets: [ViewOutlet] = [], listed: [ListedConnection] = [],
                gestures: [GestureRecognizer] = [], runtimeAttributes: [RuntimeAttribute] = [])
    {
        self.actions = actions
        self.outlets = outlets
        self.listed = listed
        self.gestures = gestures
        self.runtimeAttributes = runtimeAttributes
    }

    public var isEmpty: Bool {
        actions.isEmpty && outlets.isEmpty && listed.isEmpty && gestures.isEmpty && runtimeAttributes.isEmpty
    }
}

/// The object a connection reaches.
public enum ConnectionEndpoint: Hashable, Sendable {
    /// The class the layout becomes: the controller, the cell or view itself, a XIB's File's Owner.
    case owner
    /// Whoever is first responder when the action is sent: UIKit's `nil` target.
    case firstResponder
    /// A view of the layout.
    case view(ItemID)
}

/// `control.addTarget(target, action: selector, for: event)`.
public struct ControlAction: Hashable, Sendable {
    public var source: ItemID
    /// The Objective-C selector as Interface Builder writes it: `tapped`, `tapped:`,
    /// `tapped:forEvent:`.
    public var selector: String
    /// The `UIControl.Event` member: `touchUpInside`, `valueChanged`, `editingChanged`…
    public var event: String
    public var target: ConnectionEndpoint

    public init(source: ItemID, selector: String, event: String, target: ConnectionEndpoint) {
        self.source = source
        self.selector = selector
        self.event = event
        self.target = target
    }
}

/// A view's outlet to another object (`tableView.dataSource = self`).
public struct ViewOutlet: Hashable, Sendable {
    public var source: ItemID
    public var property: String
    public var destination: ConnectionEndpoint

    public init(source: ItemID, property: String, destination: ConnectionEndpoint) {
        self.source = source
        self.property = property
        self.destination = destination
    }
}

/// A connection printed code lists rather than makes, with what it is.
public struct ListedConnection: Hashable, Sendable {
    /// `segue`, `gestureRecognizer`, `outlet`, `action`, `prototypeCell`.
    public var kind: String
    /// What it connects, in a line: `show segue "detail" from the controller`.
    public var summary: String
    /// The view it belongs to, which printed code names before the summary.
    public var view: ItemID?

    public init(kind: String, summary: String, view: ItemID? = nil) {
        self.kind = kind
        self.summary = summary
        self.view = view
    }
}
