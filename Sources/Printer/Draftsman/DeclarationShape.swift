import LayoutModel
import Naming

/// The class `--declarations` prints, in Draftsman's idiom (reference §5, `Planned`): a view
/// controller builds its views in `viewDidLoad()`, a view in `init(frame:)`, a table view
/// cell in `init(style:reuseIdentifier:)`, a collection view cell in `init(frame:)` and a
/// table's header or footer view in `init(reuseIdentifier:)`, the last three into
/// `contentView` (`PlannedCell`, `contentViewPlan`; a header declares Draftsman's
/// `CellWithContentView`, which UIKit's cells have from Draftsman). Inside the class the
/// printed root is a controller's `view`, a cell's `contentView` when the root is a content
/// view, and `self` otherwise.
struct DeclarationShape {
    enum Kind {
        case viewController, view, tableViewCell, collectionViewCell, headerFooterView

        init(cellClass: String) {
            switch cellClass {
            case "UITableViewCell": self = .tableViewCell
            case "UITableViewHeaderFooterView": self = .headerFooterView
            default: self = .collectionViewCell
            }
        }

        /// The UIKit class of a cell kind; `nil` for the others.
        var cellClass: String? {
            switch self {
            case .tableViewCell: "UITableViewCell"
            case .collectionViewCell: "UICollectionViewCell"
            case .headerFooterView: "UITableViewHeaderFooterView"
            case .viewController, .view: nil
            }
        }
    }

    let kind: Kind
    /// The class printed; made unique in its file by the caller (``PrintOptions/uniqueClassName(_:)``).
    var className: String
    /// `UIViewController, Planned`, `UITableViewCell, PlannedCell`, or the superclass alone
    /// for the drf style.
    let inheritance: String
    /// What the printed root is called inside the class.
    let rootName: String
    /// A controller's root view class when it is not a plain `UIView` (set in `loadView()`).
    let loadedViewClass: String?
    /// The UIKit class a view root is printed as (`self`'s), which may not be its own: a table
    /// view, whose initializers differ, is printed as a `UIView`. `nil` for other roots.
    let rootUIKitClass: String?
    /// Whether the code after `loadView()` needs the controller's view as its own class: a stack
    /// view's arranged subviews are inserted on a `UIStackView`, not on the `UIView` that
    /// `view` is typed as. The root is then named by a property that casts it (``rootName``).
    var addressesLoadedViewByType: Bool { kind == .viewController && rootName != "view" }
    /// What `loadView()` calls the view it makes: `imageView` for a `UIImageView`.
    var loadedViewName: String { Self.loadedViewName(of: loadedViewClass) }

    private static func loadedViewName(of loadedViewClass: String?) -> String {
        let name = loadedViewClass ?? "UIView"
        let unprefixed = name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true ? String(name.dropFirst(2)) : name
        return SwiftIdentifier.make(from: unprefixed) ?? "loadedView"
    }
    let planProperty: String
    /// A table view cell's standard style (``LayoutModel/ViewProperties/cellStyle``), which
    /// its initializer asks UIKit for.
    let cellStyle: String?

    init(document: LayoutDocument, tree: PrintedTree, style: DraftsmanStyle) {
        let reserved = NameTable.reservedNames(for: document)
        let root = tree.order[0]
        let rootView = document.view(root)
        let rootClass = rootView.map { Self.declarable(UIKitClasses.typeName($0.className), reserved: reserved, isAppClass: UIKitClasses.isAppClass(of: $0)) } ?? nil
        // A root class another printed view has too (a themed view holding a themed view) is
        // not the declared view or cell class: its initializer would make itself without end.
        let repeatsRootClass = tree.order.dropFirst().contains { id in
            document.indexOfView(id).map { document.views[$0].className } == rootView?.className
        }
        let ownClass = repeatsRootClass ? nil : rootClass
        let isDocumentRoot = root == document.rootID
        var superclass: String
        var plansContentView = true
        switch (isDocumentRoot ? document.rootKind : nil, document.kind(of: root)) {
        case (.viewControllerView(let controllerClass)?, _):
            kind = .viewController
            className = controllerClass.flatMap { controllerClass in
                let name = UIKitClasses.typeName(controllerClass)
                // Only the app's controller has a custom class: one beginning with `UI` is UIKit's
                // only if UIKit has it.
                let isAppClass = !TypeName.isSystemClass(name) || name.hasPrefix("UI") && !UIKitClasses.viewControllers.contains(name)
                return Self.declarable(name, reserved: reserved, isAppClass: isAppClass)
            } ?? "PlannedViewController"
            superclass = "UIViewController"
            let viewClass = rootView.map { UIKitClasses.typeName($0.className) } ?? "UIView"
            loadedViewClass = viewClass == "UIView" ? nil : (rootClass ?? (UIKitClasses.publicViews.contains(viewClass) ? viewClass : nil))
            rootName = loadedViewClass != nil && rootView?.stack != nil ? Self.loadedViewName(of: loadedViewClass) : "view"
        case (.cellContentView?, _), (_, .cellContentView?):
            superclass = CellShape.superclass(ofContentView: rootView?.className ?? "")
            kind = Kind(cellClass: superclass)
            className = "Planned\(superclass.dropFirst(2))"
            rootName = "contentView"
            loadedViewClass = nil
        case (_, let cellKind?) where cellKind.isCell:
            superclass = CellShape.superclass(of: cellKind)
            kind = Kind(cellClass: superclass)
            className = ownClass.flatMap { UIKitClasses.publicViews.contains($0) ? nil : $0 } ?? "Planned\(superclass.dropFirst(2))"
            rootName = "self"
            loadedViewClass = nil
            // A XIB whose root is a plain view of a cell class puts its views in the cell itself.
            plansContentView = rootView?.subviews.contains { document.kind(of: $0) == .cellContentView } ?? false
        default:
            kind = .view
            // The root's UIKit class (an image view that is a scene's title view, an app's class
            // on a stack): the printed class sets its properties on `self`.
            let base = rootView.map { UIKitClasses.publicBase(of: $0) ?? UIKitClasses.typeName($0.className) }
            superclass = base.flatMap { Self.subclassableThroughFrame.contains($0) ? $0 : nil }
                ?? (document.kind(of: root) == .reusableView ? "UICollectionReusableView" : rootView?.stack != nil ? "UIStackView" : "UIView")
            className = ownClass.flatMap { UIKitClasses.publicViews.contains($0) ? nil : $0 } ?? "Planned\(superclass.dropFirst(2))"
            rootName = "self"
            loadedViewClass = nil
        }
        rootUIKitClass = kind == .view ? superclass : nil
        cellStyle = kind == .tableViewCell ? document.cellStyle(ofCellOrContentView: root) : nil
        let isCell = kind.cellClass != nil && plansContentView
        planProperty = isCell ? "contentViewPlan" : "viewPlan"
        // Draftsman fills `contentView` for a `PlannedCell` that is a `CellWithContentView`,
        // which it declares UIKit's cells to be, not a header or footer view.
        let protocols = !isCell ? "Planned" : kind == .headerFooterView ? "PlannedCell, CellWithContentView" : "PlannedCell"
        inheritance = style == .plan ? "\(superclass), \(protocols)" : superclass
    }

    /// The UIKit views whose subclass can be built with `init(frame:)`: a text view, a table, a
    /// collection or an effect view has other designated initializers, and prints as a `UIView`.
    private static let subclassableThroughFrame: Set<String> = [
        "UIView", "UIStackView", "UILabel", "UIImageView", "UIButton", "UIScrollView", "UISwitch", "UISlider",
        "UISegmentedControl", "UITextField", "UIStepper", "UIActivityIndicatorView", "UIProgressView", "UIPageControl",
        "UIDatePicker", "UIPickerView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UICollectionReusableView",
    ]

    /// A class name the output may declare: a valid identifier that is not UIKit's or taken.
    private static func declarable(_ name: String, reserved: Set<String>, isAppClass: Bool) -> String? {
        guard SwiftIdentifier.isValid(name), !reserved.contains(name) else { return nil }
        return isAppClass || UIKitClasses.publicViews.contains(name) ? name : nil
    }

    /// Where the views are built.
    var lifecycleOpening: String {
        switch kind {
        case .viewController: "override func viewDidLoad() {"
        case .view: "override init(frame: CGRect) {"
        case .tableViewCell, .collectionViewCell, .headerFooterView: CellShape.initializer(of: kind.cellClass ?? "")
        }
    }

    var superCall: String {
        switch kind {
        case .viewController: "super.viewDidLoad()"
        case .view: "super.init(frame: frame)"
        case .tableViewCell, .collectionViewCell, .headerFooterView: CellShape.superCall(of: kind.cellClass ?? "", style: cellStyle)
        }
    }

    /// Views and cells that override an initializer must also declare `init(coder:)`.
    var needsCoderInitializer: Bool { kind != .viewController }
}
