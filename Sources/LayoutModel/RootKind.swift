/// What the root of a captured hierarchy is: it decides what the root is called (`view` is a
/// view controller's view; a cell is `cell`, its content view `contentView`) and who sizes it
/// (a cell's size is its table's or collection view's, a controller's view its container's).
public enum RootKind: Hashable, Sendable {
    /// A view controller's `view`, with the controller's class name when the input gives it.
    case viewControllerView(controllerClass: String?)
    /// A `UITableViewCell` (or subclass).
    case tableViewCell
    /// A `UICollectionViewCell` (or subclass).
    case collectionViewCell
    /// A cell's `contentView`.
    case cellContentView
    /// Any other view.
    case view

    /// The dump format's names (`rootKind`).
    public var formatName: String {
        switch self {
        case .viewControllerView: "viewControllerView"
        case .tableViewCell: "tableViewCell"
        case .collectionViewCell: "collectionViewCell"
        case .cellContentView: "cellContentView"
        case .view: "view"
        }
    }

    /// What the root is, in words, for headings: `the view of LoginViewController`,
    /// `a table view cell`.
    public var phrase: String {
        switch self {
        case let .viewControllerView(controllerClass):
            controllerClass.map { "the view of \($0)" } ?? "a view controller's view"
        case .tableViewCell: "a table view cell"
        case .collectionViewCell: "a collection view cell"
        case .cellContentView: "a cell's content view"
        case .view: "a view"
        }
    }

    /// The kind a dump's `rootKind` names, with the controller class of `viewController`.
    public init?(formatName: String, controllerClass: String? = nil) {
        switch formatName {
        case "viewControllerView": self = .viewControllerView(controllerClass: controllerClass)
        case "tableViewCell": self = .tableViewCell
        case "collectionViewCell": self = .collectionViewCell
        case "cellContentView": self = .cellContentView
        case "view": self = .view
        default: return nil
        }
    }

    public static let formatNames = ["viewControllerView", "tableViewCell", "collectionViewCell", "cellContentView", "view"]

    /// The view controller's class, for a controller's view whose class the input gives.
    public var controllerClass: String? {
        if case let .viewControllerView(controllerClass) = self { return controllerClass }
        return nil
    }

    /// A table or collection view cell.
    public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }

    /// A cell or a cell's content view, by its class (``LayoutDocument/kind(of:)``), as the
    /// root of printed code; `nil` for any other view.
    public static func cellKind(of id: ItemID, in document: LayoutDocument) -> RootKind? {
        switch document.kind(of: id) {
        case .tableViewCell: .tableViewCell
        case .collectionViewCell: .collectionViewCell
        case .cellContentView: .cellContentView
        default: nil
        }
    }

    /// What the root is inferred to be when the input does not say (a dump without `rootKind`,
    /// a log, a trace), from its class and what UIKit attached to it:
    ///
    /// - a cell or a cell's content view by class (``LayoutDocument/kind(of:)``);
    /// - a view controller's view when it holds an iOS 7–10 top or bottom layout guide
    ///   (`_UILayoutGuide`, which only view controllers make), or when it is a plain `UIView`
    ///   sized by `UIView-Encapsulated-Layout-*` constraints (the size a container or window
    ///   gives a controller's view; a cell's encapsulated view is its content view);
    /// - otherwise a view.
    public static func inferred(in document: LayoutDocument) -> RootKind {
        let root = document.rootID
        if let kind = cellKind(of: root, in: document) { return kind }
        guard let view = document.root else { return .view }
        // Views and constraints read in place, the cheap test first: a root may hold
        // thousands of views and take part in tens of thousands of constraints.
        let holdsLayoutGuide = view.subviews.contains { subview in
            // The type name is a part of the class name (after a runtime prefix, a module, in a
            // mangling): looking for its bytes first spares working it out for each of a
            // large layout's thousands of cells, as every save asks (`DumpWriter`).
            guard let number = document.indexOfView(subview), document.views[number].className.utf8Contains("_UILayoutGuide") else {
                return false
            }
            return UIKitClasses.typeName(document.views[number].className) == "_UILayoutGuide"
        }
        let isEncapsulated = UIKitClasses.typeName(view.className) == "UIView"
            && document.constraints.withUnsafeBufferPointer { constraints in
                document.constraintIndexes(involving: root).contains { index in
                    constraints[index].second == nil && constraints[index].first == root
                        && constraints[index].systemKind == .encapsulatedLayout
                }
            }
        return holdsLayoutGuide || isEncapsulated ? .viewControllerView(controllerClass: nil) : .view
    }
}
