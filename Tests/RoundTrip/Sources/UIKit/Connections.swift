// What Interface Builder connects, as printed code makes it: target–action pairs and delegates.
// Linux has no Objective-C runtime: `scripts/roundtrip` turns `#selector(name(_:))` into
// `Selector("name:")` and drops `@objc`; the selector's name is what the recorder compares.

/// An Objective-C selector's name.
public struct Selector: Hashable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// The event an action method can take as its second argument.
@preconcurrency @MainActor
open class UIEvent: NSObject {}

extension UIControl {
    /// `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The member names of UIKit's single events, for the recorder.
        public static let names: [(name: String, event: Event)] = [
            ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
            ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
            ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
            ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
            ("menuActionTriggered", .menuActionTriggered), ("editingDidBegin", .editingDidBegin),
            ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
            ("allTouchEvents", .allTouchEvents), ("allEditingEvents", .allEditingEvents), ("allEvents", .allEvents),
        ]
    }

    /// One `addTarget(_:action:for:)` call as the control keeps it.
    public struct TargetAction {
        public let target: AnyObject?
        public let action: Selector
        public let events: Event
    }

    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append(TargetAction(target: target as AnyObject?, action: action, events: controlEvents))
    }
}

@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {}
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {}
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {}
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {}

@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
