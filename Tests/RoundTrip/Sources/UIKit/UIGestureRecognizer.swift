// Gesture recognizers as code makes them: the targets and actions each one keeps, its
// settings, its delegate and the view that adds it. The stand-in recognizes nothing.

@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {}

/// Main-actor isolated, as the SDK declares it.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// One target–action pair as the recognizer keeps it.
    public struct TargetAction {
        public let target: AnyObject?
        public let action: Selector
    }

    public private(set) var targetActions: [TargetAction] = []
    open weak var delegate: UIGestureRecognizerDelegate?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open internal(set) weak var view: UIView?

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append(TargetAction(target: target as AnyObject?, action: action))
    }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
}

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var numberOfTouchesRequired = 1
    open var direction: Direction = .right
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {}

open class UIRotationGestureRecognizer: UIGestureRecognizer {}

/// `UIRectEdge`, with UIKit's raw values.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// The recognizers each view adds, in order.
nonisolated(unsafe) private var addedRecognizers: [ObjectIdentifier: [UIGestureRecognizer]] = [:]

extension UIView {
    public var gestureRecognizers: [UIGestureRecognizer]? {
        addedRecognizers[ObjectIdentifier(self)]
    }

    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        addedRecognizers[ObjectIdentifier(self), default: []].append(recognizer)
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        addedRecognizers[ObjectIdentifier(self)]?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
