import LayoutModel

/// What Interface Builder's element names stand for: the UIKit class each view element makes,
/// which elements are view controllers, cells, and which views size themselves to content.
enum InterfaceBuilderClasses {
    /// The UIKit (or MapKit, WebKit…) class of a view element, `nil` for an element that is
    /// not a view.
    static func className(ofElement name: String) -> String? {
        viewClasses[name]
    }

    /// The class of a cell's or an effect view's `<view key="contentView">`: documents
    /// before Xcode 8 (and collection view cells and effect views in later ones) write the
    /// content view UIKit makes as a plain view element.
    static func contentViewClass(ofParentElement name: String) -> String? {
        switch name {
        case "tableViewCell": "UITableViewCellContentView"
        case "collectionViewCell": "UICollectionViewCellContentView"
        case "visualEffectView": "_UIVisualEffectContentView"
        default: nil
        }
    }

    private static let viewClasses: [String: String] = [
        "view": "UIView",
        "window": "UIWindow",
        "label": "UILabel",
        "button": "UIButton",
        "imageView": "UIImageView",
        "stackView": "UIStackView",
        "scrollView": "UIScrollView",
        "textView": "UITextView",
        "textField": "UITextField",
        "tableView": "UITableView",
        "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UICollectionViewCellContentView",
        "collectionReusableView": "UICollectionReusableView",
        "switch": "UISwitch",
        "slider": "UISlider",
        "stepper": "UIStepper",
        "segmentedControl": "UISegmentedControl",
        "datePicker": "UIDatePicker",
        "pickerView": "UIPickerView",
        "pageControl": "UIPageControl",
        "progressView": "UIProgressView",
        "activityIndicatorView": "UIActivityIndicatorView",
        "colorWell": "UIColorWell",
        "mapView": "MKMapView",
        "webView": "UIWebView",
        "wkWebView": "WKWebView",
        "toolbar": "UIToolbar",
        "navigationBar": "UINavigationBar",
        "tabBar": "UITabBar",
        "searchBar": "UISearchBar",
        "visualEffectView": "UIVisualEffectView",
        "containerView": "UIView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "glkView": "GLKView",
        "mtkView": "MTKView",
        "imageViewSymbol": "UIImageView",
        "control": "UIControl",
    ]

    /// Cells and reusable views: each is a layout of its own, wherever it stands.
    static func isCell(_ element: XMLTree.Element) -> Bool {
        element.hasName("tableViewCell") || element.hasName("collectionViewCell") || element.hasName("collectionReusableView")
            || element.hasName("tableViewHeaderFooterView")
    }

    /// `<autoresizingMask>`'s attributes, in `UIViewAutoresizing`'s bit order.
    static let autoresizingAttributes: [(StaticString, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// The keyed children of a view that are subviews of it (besides `<subviews>`).
    static let keyedSubviews: [StaticString] = ["contentView", "tableHeaderView", "tableFooterView"]

    /// How a view's intrinsic content size is known here, by element name.
    enum ContentSize {
        /// Both axes depend on text, images or control metrics the tool cannot measure: the
        /// recorded frame's size stands in.
        case recordedFrame
        /// Only the height (a slider, a progress view, a search bar).
        case recordedHeight
        /// None: plain views, containers, scroll views.
        case none
    }

    static func contentSize(of element: XMLTree.Element) -> ContentSize {
        // Names compared as bytes: every view asks.
        if recordedFrameElements.contains(where: element.hasName) { return .recordedFrame }
        if recordedHeightElements.contains(where: element.hasName) { return .recordedHeight }
        // A text view that does not scroll sizes itself to its text.
        if element.hasName("textView") { return element.has("scrollEnabled", equalTo: "NO") ? .recordedFrame : .none }
        return .none
    }

    private static let recordedFrameElements: [StaticString] = [
        "label", "button", "textField", "switch", "stepper", "segmentedControl",
        "activityIndicatorView", "pageControl", "datePicker", "colorWell", "slider", "progressView",
    ]
    private static let recordedHeightElements: [StaticString] = ["searchBar", "toolbar", "navigationBar", "tabBar"]

    /// How far a control's frame reaches beyond its alignment rect, which is what constraints
    /// act on. Measured on the corpus: a slider spans 2 pt more on each side and 1 pt more at
    /// the bottom (x = -2, width 378 in a 374-pt stack; the next arranged view 30 pt below
    /// its 31-pt frame), a segmented control 1 pt more at the bottom, a switch 2 pt more on
    /// its trailing side (51 pt wide, centred in a 156.5-pt stack at x = 54, not 52.75).
    static func alignmentInsets(of element: XMLTree.Element) -> EdgeInsets? {
        if element.hasName("slider") { return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }
        if element.hasName("switch") { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }
        if element.hasName("segmentedControl") { return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }
        return nil
    }
}
