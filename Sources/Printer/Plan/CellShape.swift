import LayoutModel
import Naming

/// How a target without a cell idiom of its own prints a cell with `--declarations`: plain
/// UIKit, a `UITableViewCell` subclass built in `init(style:reuseIdentifier:)`, a
/// `UICollectionViewCell` subclass built in `init(frame:)` or a `UITableViewHeaderFooterView`
/// subclass built in `init(reuseIdentifier:)`, its views in the cell's `contentView`, which
/// UIKit makes (code never creates or adds it).
struct CellShape {
    /// The class printed; made unique in its file by ``PrintedFile``.
    var className: String
    let superclass: String
    /// What the printed root is called inside the class: `self` for a cell, `contentView`
    /// when the printed root is a cell's content view.
    let rootName: String
    /// The views UIKit gives the code: the root and, for a cell root, its content view.
    let given: Set<ItemID>
    /// The content view the code fills.
    let contentView: ItemID
    /// The cell's standard style (``LayoutModel/ViewProperties/cellStyle``), which its
    /// initializer asks UIKit for.
    let style: String?

    /// `nil` when the root is neither a cell nor a cell's content view.
    init?(document: LayoutDocument, root: ItemID) {
        guard let rootView = document.view(root) else { return nil }
        switch document.kind(of: root) {
        case let kind? where kind.isCell:
            guard let content = rootView.subviews.first(where: { document.kind(of: $0) == .cellContentView }) else { return nil }
            superclass = Self.superclass(of: kind)
            contentView = content
            rootName = "self"
        case .cellContentView?:
            superclass = Self.superclass(ofContentView: rootView.className)
            contentView = root
            rootName = "contentView"
        default:
            return nil
        }
        given = Set(document.cellParts(ofContentView: contentView).map(\.view)).union([root, contentView])
        style = document.cellStyle(ofCellOrContentView: root)
        let own = UIKitClasses.typeName(rootView.className)
        let declarable = rootName == "self" && SwiftIdentifier.isValid(own) && !UIKitClasses.publicViews.contains(own)
            && UIKitClasses.isAppClass(of: rootView) && !NameTable.reservedNames(for: document).contains(own)
        className = declarable ? own : "Printed\(superclass.dropFirst(2))"
    }

    /// The UIKit class of a cell of this kind.
    static func superclass(of kind: ViewKind) -> String {
        switch kind {
        case .collectionViewCell: "UICollectionViewCell"
        case .headerFooterView: "UITableViewHeaderFooterView"
        default: "UITableViewCell"
        }
    }

    /// The UIKit class of the cell whose content view has this class.
    static func superclass(ofContentView className: String) -> String {
        switch UIKitClasses.typeName(className) {
        case "UITableViewCellContentView": "UITableViewCell"
        case UIKitClasses.headerFooterContentViewClass: "UITableViewHeaderFooterView"
        default: "UICollectionViewCell"
        }
    }

    /// The header's account of the class, after the other header lines: what it declares and
    /// sets, and what else it does in `contentView` (`applying`, from `apply()` on, ending in a
    /// full stop); `nil` for a cell of its style's views alone, which builds nothing.
    func shapeComment(applying: String?) -> [String] {
        let use = "Use: register the class with the \(superclass == "UICollectionViewCell" ? "collection" : "table") view."
        guard let applying else {
            return ["//", "// Shape: `\(className)` sets the properties the dump records in `\(initializerName)`;",
                    "// UIKit makes and lays out the views of its style. \(use)"]
        }
        let last = "// in `contentView`\(applying)"
        return ["//", "// Shape: `\(className)` declares every view but its `contentView` as a property and sets the",
                "// properties the dump records in `\(initializerName)`, where `apply()` builds the hierarchy"]
            + (last.count + use.count < 100 ? ["\(last) \(use)"] : [last, "// \(use)"])
    }

    /// Where the views are built.
    var initializer: String { Self.initializer(of: superclass) }

    var initializerName: String {
        switch superclass {
        case "UITableViewCell": "init(style:reuseIdentifier:)"
        case "UITableViewHeaderFooterView": "init(reuseIdentifier:)"
        default: "init(frame:)"
        }
    }

    var superCall: String { Self.superCall(of: superclass, style: style) }

    /// The initializer a subclass of this cell class builds its views in.
    static func initializer(of superclass: String) -> String {
        switch superclass {
        case "UITableViewCell": "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"
        case "UITableViewHeaderFooterView": "override init(reuseIdentifier: String?) {"
        default: "override init(frame: CGRect) {"
        }
    }

    /// That initializer's call of its superclass's.
    static func superCall(of superclass: String, style: String?) -> String {
        switch superclass {
        case "UITableViewCell": "super.init(style: \(styleArgument(style)), reuseIdentifier: reuseIdentifier)"
        case "UITableViewHeaderFooterView": "super.init(reuseIdentifier: reuseIdentifier)"
        default: "super.init(frame: frame)"
        }
    }

    /// What a cell's initializer passes on: the style its views need, else the one asked for.
    static func styleArgument(_ style: String?) -> String {
        guard let style, style != "default" else { return "style" }
        return ".\(style)"
    }
}
