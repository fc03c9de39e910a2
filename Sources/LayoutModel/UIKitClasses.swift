/// What draft-inspect knows about UIKit's view classes, kept in this one place: which views
/// are UIKit's own private views (the app never makes them, so never changes their
/// constraints), which are cells and their content views, scroll views, stack views and
/// windows. Readers, the analysis and printers ask here instead of matching class names.
///
/// A class is recognised by its name with the runtime's prefixes removed (``runtimeName(_:)``)
/// and Swift's module or mangling read off (``TypeName/swiftName(ofClass:)``). An app's
/// subclass is known by the suffix UIKit's naming conventions give it (`ContactCell` is not
/// enough, `ContactTableViewCell` is); ``LayoutDocument/kind(of:)`` also looks at the
/// hierarchy (a view holding a `UITableViewCellContentView` is a table view cell).
public enum UIKitClasses {
    /// Prefixes the Objective-C runtime puts before a live object's class name: key-value
    /// observing subclasses every observed object's class (`NSKVONotifying_UILabel`), and
    /// zombies keep the name of the class they were.
    public static let runtimePrefixes = ["NSKVONotifying_", "_NSZombie_"]

    /// The class name as the app or UIKit wrote it: `NSKVONotifying_UILabel` → `UILabel`.
    public static func runtimeName(_ className: String) -> String {
        var name = className
        while let prefix = runtimePrefixes.first(where: name.utf8HasPrefix) {
            name = String(decoding: name.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        }
        return name
    }

    /// The Swift type name behind a recorded class name, runtime prefixes removed:
    /// `NSKVONotifying__TtC5MyApp10HeaderView` → `HeaderView`.
    public static func typeName(_ className: String) -> String {
        isPlainTypeName(className) ? className : TypeName.swiftName(ofClass: runtimeName(className))
    }

    /// Whether the name is already a type's (`UILabel`, `ContactCell`): no runtime prefix and no
    /// mangling (both start with `N` or `_`), no module. Most are, and printers and the analysis
    /// ask for the type name of every view several times.
    private static func isPlainTypeName(_ className: String) -> Bool {
        var name = className
        return name.withUTF8 { bytes in
            guard let first = bytes.first, first != UInt8(ascii: "_"), first != UInt8(ascii: "N") else { return false }
            return !bytes.contains(UInt8(ascii: "."))
        }
    }

    /// What a view of this class is, from its name alone.
    public static func kind(ofClass className: String) -> ViewKind {
        let name = typeName(className)
        if let kind = exactKinds[name] { return kind }
        if privateViews[name] != nil || name.utf8HasPrefix("_UI") || name.utf8HasPrefix("UIKB")
            || name.utf8HasPrefix(cropOverlayPrefix) || isUIKitSwiftClass(className)
        {
            return .privateView
        }
        for (suffix, kind) in suffixKinds where name.utf8HasSuffix(suffix) { return kind }
        return .plain
    }

    /// What one of UIKit's private views is, for reports ("a button's title label"); `nil` for
    /// a class that is not one of them. Any class whose name starts with `_UI` is private, and
    /// so is any whose name starts with `UIKB`, the keyboard's own prefix.
    public static func privateViewDescription(ofClass className: String) -> String? {
        let name = typeName(className)
        if let description = privateViews[name] { return description }
        if name.hasPrefix("UIKB") { return "a part of the keyboard" }
        if name.hasPrefix(cropOverlayPrefix) { return "a part of the image picker's crop overlay" }
        return (name.hasPrefix("_UI") || isUIKitSwiftClass(className)) && exactKinds[name] == nil ? "a private UIKit view" : nil
    }

    /// The prefix of the image picker's crop overlay classes (`PLCropOverlayBottomBar`), which
    /// the private PhotoLibrary framework inserts into a `UIImagePickerController`'s view.
    static let cropOverlayPrefix = "PLCropOverlay"

    /// Whether the class is a layout guide's, not a view's (`UILayoutGuide`,
    /// `UIKeyboardLayoutGuide`); iOS 7–10's `_UILayoutGuide` is a view.
    public static func isLayoutGuideClass(_ className: String) -> Bool {
        let name = typeName(className)
        return name.hasSuffix("LayoutGuide") && name != "_UILayoutGuide"
    }

    /// Whether the class is one of AppKit's views (`NSButton`, `NSTableRowView`): a macOS log's,
    /// which a UIKit log never names (UIKit's views are `UI…`, its private ones `_UI…`).
    public static func isAppKitClass(_ className: String) -> Bool {
        // Read in place: a log asks it of every view, and an array of the prefix cost more
        // than the rest of the view's reading.
        var name = typeName(className)
        return name.withUTF8 { bytes in
            bytes.count >= 3 && bytes[0] == UInt8(ascii: "N") && bytes[1] == UInt8(ascii: "S")
                && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[2])
        }
    }

    /// The modules UIKit's own Swift classes live in; UIKit's public classes are Objective-C.
    static let uikitModules: Set<Substring> = ["UIKit", "UIKitCore"]

    /// Whether the class is one UIKit wrote in Swift (`_TtCC5UIKit19NavigationButtonBar15ItemWrapperView`,
    /// iOS 26's navigation bar): never the app's. Only a mangled or module-qualified name can be.
    private static func isUIKitSwiftClass(_ className: String) -> Bool {
        guard !isPlainTypeName(className), let module = TypeName.module(ofClass: runtimeName(className)) else { return false }
        return uikitModules.contains(module)
    }

    /// The private view class a log's `names:` label stands for. UIKit gives some of its
    /// private views their class name as accessibility identifier (the keyboard's
    /// `SystemInputAssistantView`), and a log names a view by that identifier, cut short past
    /// 25 characters (`UIContinuousPathIntroduct...`): a label that is such a class, or the
    /// start of exactly one, stands for it. No app's view goes by such a name.
    public static func privateClass(named label: String) -> String? {
        if privateViews[label] != nil { return label }
        guard label.hasSuffix("..."), label.count > 3 else { return nil }
        let start = label.dropLast(3)
        let classes = privateViews.keys.filter { $0.hasPrefix(start) }
        return classes.count == 1 ? classes.first : nil
    }

    /// Whether the class is one of UIKit's private views: the app never creates it, so its
    /// constraints are UIKit's.
    public static func isPrivateView(_ className: String) -> Bool {
        kind(ofClass: className) == .privateView
    }

    /// UIKit's views that build every subview they have: a search bar's text field and
    /// background, a switch's or slider's parts, an old web view's scroller (`UIScroller`,
    /// `UIScrollView`). The app adds none, so they are UIKit's private views, whatever their
    /// class (`UIView`, `UIImageView`).
    public static let buildsItsSubviews: Set<String> = [
        "UISearchBar", "UISegmentedControl", "UISwitch", "UISlider", "UIStepper", "UIProgressView",
        "UIActivityIndicatorView", "UIPageControl", "UIDatePicker", "UIPickerView", "UIRefreshControl",
        "UIWebView",
    ]

    /// Views that add subviews of their own among the app's, with the classes of theirs
    /// (a class, or a prefix ending in `*`): a text view adds a `UIView` beside its text
    /// container (iOS 17) where an app adds a placeholder label; a map or a web view adds its
    /// tiles, scale and scroll view where an app adds its buttons and segmented controls (the
    /// map as a controller's view, Big Nerd Ranch's iOS guide); a button adds the image view
    /// that shows its image (every `UIButton` holding a `UIImageView` in the corpus's
    /// descriptions: clipped, not interactive, inside the button's bounds).
    public static let addsOwnSubviews: [String: [String]] = [
        "UITextView": ["UIView"], "MKMapView": ["UIView", "MK*", "_MK*"], "WKWebView": ["UIView", "WK*", "_WK*"],
        "UIButton": ["UIImageView"],
    ]

    /// Whether a subview of a view whose type ``addsOwnSubviews`` names is that view's own.
    public static func isOwnSubview(ofClass className: String, in typeName: String) -> Bool {
        addsOwnSubviews[typeName]?.contains { own in
            own.hasSuffix("*") ? className.hasPrefix(own.dropLast()) : className == own
        } == true
    }

    /// UIKit's private subclasses an app gets from a public class, with that class and the
    /// button type asked for: iOS 6's `UIButton(type: .roundedRect)` is a `UIRoundedRectButton`
    /// (`.roundedRect` is `.system` from iOS 7 on). The app made it; code makes the public class.
    public static let publicClassOfPrivateSubclass: [String: (uikitClass: String, buttonType: String?)] = [
        "UIRoundedRectButton": ("UIButton", "system"),
    ]

    /// The public UIKit class a view is made as when its own class is not one: the one the
    /// input says an app's class derives from, or the one UIKit's private subclass stands for.
    public static func publicBase(of view: View) -> String? {
        view.properties.uikitClass ?? publicClassOfPrivateSubclass[typeName(view.className)]?.uikitClass
    }

    /// The button type a view is made with: the one the input records, or the one its private
    /// subclass stands for.
    public static func buttonType(of view: View) -> String? {
        view.properties.buttonType ?? publicClassOfPrivateSubclass[typeName(view.className)]?.buttonType
    }

    /// UIKit's private views that apps constrain themselves: a controller's iOS 7–10 top and
    /// bottom layout guides (`V:[_UILayoutGuide]-(0)-[view]` is the app's, from Interface
    /// Builder or code).
    public static let appConstrainedPrivateViews: Set<String> = ["_UILayoutGuide"]

    /// Whether a constraint that ties a view of this class is UIKit's: one of its private
    /// views, other than those apps constrain themselves.
    public static func constraintsAreUIKits(_ className: String) -> Bool {
        constraintsAreUIKits(ofKind: kind(ofClass: className), typeName: typeName(className))
    }

    /// ``constraintsAreUIKits(_:)`` of a class whose kind and type name are known already.
    public static func constraintsAreUIKits(ofKind kind: ViewKind, typeName: String) -> Bool {
        kind == .privateView && !appConstrainedPrivateViews.contains(typeName)
    }

    /// UIKit's public view controller classes. An app's controller class may begin with
    /// `UI` too (`UITextViewByCodeViewController`): only these are UIKit's.
    public static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIAlertController", "UISearchController",
        "UIActivityViewController", "UIImagePickerController", "UIVideoEditorController", "UIReferenceLibraryViewController",
        "UIInputViewController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "UICloudSharingController",
    ]

    /// Whether a view's class is the app's own: the input says what UIKit class it derives
    /// from (Interface Builder's element under a custom class), whatever its name begins
    /// with (`UIImageViewAligned` on an image view), or its name is not a system class's.
    public static func isAppClass(of view: View) -> Bool {
        let name = typeName(view.className)
        guard publicClassOfPrivateSubclass[name] == nil else { return false }
        return view.properties.uikitClass != nil || !TypeName.isSystemClass(name)
    }

    /// The public UIKit view classes, which an app creates by name.
    public static let publicViews: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UIScrollView",
        "UITextField", "UITextView", "UISwitch", "UISlider", "UIActivityIndicatorView",
        "UIProgressView", "UISegmentedControl", "UITableView", "UICollectionView",
        "UIVisualEffectView", "UIControl", "UIPageControl", "UIDatePicker", "UIPickerView",
        "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UITableViewCell",
        "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
        "UIWindow", "UIStepper", "UIColorWell", "UIContentUnavailableView", "UIWebView",
    ]

    /// UIKit's private views that do not start with `_UI`, with what each one is. Sources:
    /// the class names UIKit prints in the corpus's logs and traces and in `recursiveDescription`
    /// of stock controllers (uikit-debug-formats.md).
    public static let privateViews: [String: String] = [
        // Controls' parts.
        "UIButtonLabel": "a button's title label (its title)",
        "UITextFieldLabel": "a text field's placeholder label",
        "UIFieldEditor": "a text field's editor",
        "UITabBarButton": "a tab bar item's button",
        "UITabBarButtonLabel": "a tab bar item's title",
        "UITabBarSwappableImageView": "a tab bar item's image",
        "UINavigationButton": "a bar button item's button",
        "UINavigationItemView": "a navigation item's title view",
        // Not a class: the accessibility identifier UIKit gives a navigation bar's back button,
        // by which a log names it (`names: BackButton:0x…`).
        "BackButton": "a navigation bar's back button",
        "UISearchBarTextField": "a search bar's text field",
        "UISearchBarBackground": "a search bar's background",
        "UITextFieldBorderView": "a text field's border",
        "UISegment": "a segmented control's segment",
        "UISegmentLabel": "a segmented control's segment title",
        "UISwitchModernVisualElement": "a switch's drawing",
        "UIActivityIndicatorViewLayer": "an activity indicator's drawing",
        // The iOS 7–10 top and bottom layout guides are views.
        "_UILayoutGuide": "a view controller's top or bottom layout guide",
        // Keyboard and input views.
        "UIInputSetHostView": "the host of the keyboard and input accessory views",
        "UIInputSetContainerView": "the container of the keyboard and input accessory views",
        "UIRemoteKeyboardWindow": "the keyboard's window",
        "UITextEffectsWindow": "the text effects window",
        "UIKeyboardLayoutStar": "the keyboard's layout",
        "UIKeyboardAssistantBar": "the keyboard's shortcut bar",
        "UICompatibilityInputViewController": "the keyboard's view controller",
        "TUISystemInputAssistantView": "the keyboard's shortcut bar",
        // Its name from iOS 15 on.
        "SystemInputAssistantView": "the keyboard's shortcut bar",
        "UIContinuousPathIntroductionView": "the keyboard's introduction to sliding to type",
        "UIKBInputBackdropView": "the keyboard's backdrop",
        // Containers of view controllers and bars.
        "UILayoutContainerView": "a navigation or tab bar controller's container",
        "UINavigationTransitionView": "a navigation controller's transition view",
        "UIViewControllerWrapperView": "a container's wrapper around a child view controller's view",
        "UITransitionView": "a presentation's transition view",
        "UIDropShadowView": "a sheet's shadow view",
        "UIDimmingView": "a presentation's dimming view",
        "UITabBarButtonBadge": "a tab bar item's badge",
        // Table and collection view parts.
        "UITableViewCellContentView": "a table view cell's content view",
        "UITableViewCellSelectedBackground": "a table view cell's selected background",
        "UIGroupTableViewCellBackground": "a grouped cell's or an iOS 6 rounded button's background",
        "UITableViewCellEditControl": "a table view cell's edit control",
        "UITableViewCellReorderControl": "a table view cell's reorder control",
        "UITableViewCellDeleteConfirmationView": "a table view cell's delete confirmation",
        "UISwipeActionPullView": "a cell's swipe actions (iOS 11 and later)",
        "UISwipeActionStandardButton": "a swipe action's button",
        "UITableViewLabel": "a standard table view cell's label",
        "UITableViewWrapperView": "a table view's wrapper",
        "UITableViewIndex": "a table view's section index",
        // Status bar.
        "UIStatusBar": "the status bar",
        "UIStatusBarWindow": "the status bar's window",
        "UIStatusBar_Modern": "the status bar",
    ]

    /// The class of a table's header or footer view's `contentView`.
    public static let headerFooterContentViewClass = "_UITableViewHeaderFooterContentView"

    /// Classes whose kind is not ``ViewKind/plain`` or ``ViewKind/privateView``.
    static let exactKinds: [String: ViewKind] = [
        "UIStackView": .stackView,
        "UIScrollView": .scrollView, "UITableView": .scrollView, "UICollectionView": .scrollView,
        "UITextView": .scrollView,
        "UITableViewCell": .tableViewCell, "UICollectionViewCell": .collectionViewCell,
        "UICollectionViewListCell": .collectionViewCell,
        "UITableViewCellContentView": .cellContentView,
        "UITableViewHeaderFooterView": .headerFooterView, headerFooterContentViewClass: .cellContentView,
        "UICollectionReusableView": .reusableView,
        "_UIVisualEffectContentView": .effectContentView,
        "UIWindow": .window, "UIRemoteKeyboardWindow": .privateView, "UITextEffectsWindow": .privateView,
        "UIStatusBarWindow": .privateView,
    ]

    /// An app's subclasses, by the suffix UIKit's conventions give their names; the first
    /// that matches wins, so longer suffixes come first.
    static let suffixKinds: [(String, ViewKind)] = [
        ("TableViewCell", .tableViewCell), ("CollectionViewCell", .collectionViewCell),
        ("HeaderFooterView", .headerFooterView), ("ReusableView", .reusableView),
        ("StackView", .stackView),
        ("ScrollView", .scrollView), ("TableView", .scrollView), ("CollectionView", .scrollView),
        ("TextView", .scrollView),
        ("Window", .window),
    ]
}

/// What a view is, as far as layout is concerned.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// Any other view: `UIView`, `UILabel`, the app's own classes.
    case plain
    /// `UIStackView`, which makes its arranged subviews' constraints (`UISV-*`).
    case stackView
    /// `UIScrollView` and its subclasses (table, collection and text views): constraints to
    /// its edges bind its content, not its frame.
    case scrollView
    /// `UITableViewCell`: the table gives it its size (`UIView-Encapsulated-Layout-*`).
    case tableViewCell
    /// `UICollectionViewCell`: the collection view gives it its size.
    case collectionViewCell
    /// `UITableViewHeaderFooterView`: a table's section header or footer, which the table
    /// dequeues and places as it does its cells.
    case headerFooterView
    /// `UICollectionReusableView`: a collection view's supplementary or decoration view,
    /// which its collection view places as it does cells; it has no content view, the app's
    /// views go in it.
    case reusableView
    /// A cell's `contentView` (or a header or footer view's), which the cell makes and sizes;
    /// the app's views go in it.
    case cellContentView
    /// A `UIVisualEffectView`'s `contentView` (`_UIVisualEffectContentView`), which the effect
    /// view makes and sizes; the app's views go in it, never in the effect view itself.
    case effectContentView
    /// `UIWindow`.
    case window
    /// One of UIKit's private views (``UIKitClasses/privateViews``, `_UI…`): the app never
    /// makes it, so its constraints are UIKit's.
    case privateView

    /// A table or collection view cell, or a table's header or footer view: its table places
    /// it, so code registers its class instead of adding it.
    public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell || self == .headerFooterView }

    /// A view its table or collection view dequeues and places (a cell, a header, a
    /// supplementary view): code registers its class instead of adding it.
    public var isPlacedByItsList: Bool { isCell || self == .reusableView }
}
