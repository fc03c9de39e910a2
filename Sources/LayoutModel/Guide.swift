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
        /// A scroll view's `contentLayoutGuide`: its edges are the scrollable content's.
        case contentLayout
        /// A scroll view's `frameLayoutGuide`: the scroll view's own frame.
        case frameLayout
        /// A view controller's `topLayoutGuide` (iOS 7–10): a band as tall as the bars above
        /// the content, owned by the controller's view.
        case topLayoutGuide
        /// A view controller's `bottomLayoutGuide` (iOS 7–10): the bars below the content.
        case bottomLayoutGuide
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
            case .topLayoutGuide, .bottomLayoutGuide, .custom: nil
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
            case .topLayoutGuide: "_UIViewControllerTopLayoutGuide"
            case .bottomLayoutGuide: "_UIViewControllerBottomLayoutGuide"
            }
        }
    }
}
