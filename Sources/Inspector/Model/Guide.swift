/// A `UILayoutGuide` that some constraint refers to.
public struct Guide: Hashable, Sendable {
    public var id: ItemID
    /// The view that owns the guide (`owningView`).
    public var owner: ItemID
    public var kind: Kind
    /// `UILayoutGuide.identifier` (`UIViewSafeAreaLayoutGuide`, …).
    public var identifier: String?
    /// `layoutFrame`, in the owner's coordinates.
    public var frame: Rect?

    public init(id: ItemID, owner: ItemID, kind: Kind, identifier: String? = nil, frame: Rect? = nil) {
        self.id = id
        self.owner = owner
        self.kind = kind
        self.identifier = identifier
        self.frame = frame
    }

    /// Which of UIKit's guides this is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case safeArea, layoutMargins, readableContent, keyboard
        /// A scroll view's `contentLayoutGuide` (its scrollable content) and
        /// `frameLayoutGuide` (its frame, not scrolled).
        case contentLayout, frameLayout
        case custom

        /// The `UIView` property that returns this guide, if there is one.
        public var propertyName: String? {
            switch self {
            case .safeArea: "safeAreaLayoutGuide"
            case .layoutMargins: "layoutMarginsGuide"
            case .readableContent: "readableContentGuide"
            case .keyboard: "keyboardLayoutGuide"
            case .contentLayout: "contentLayoutGuide"
            case .frameLayout: "frameLayoutGuide"
            case .custom: nil
            }
        }

        /// The identifier UIKit gives the guide.
        public var systemIdentifier: String? {
            switch self {
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .keyboard: "UIViewKeyboardLayoutGuide"
            case .contentLayout: "UIScrollView-contentLayoutGuide"
            case .frameLayout: "UIScrollView-frameLayoutGuide"
            case .custom: nil
            }
        }
    }
}
