import LayoutModel
import Naming

/// How a target without a cell idiom of its own prints a cell with `--declarations`: plain
/// UIKit, a `UITableViewCell` subclass built in `init(style:reuseIdentifier:)` or a
/// `UICollectionViewCell` subclass built in `init(frame:)`, its views in the cell's
/// `contentView`, which UIKit makes (code never creates or adds it).
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
        let isTable: Bool
        switch document.kind(of: root) {
        case .tableViewCell?, .collectionViewCell?:
            isTable = document.kind(of: root) == .tableViewCell
            guard let content = rootView.subviews.first(where: { document.kind(of: $0) == .cellContentView }) else { return nil }
            contentView = content
            rootName = "self"
        case .cellContentView?:
            isTable = UIKitClasses.typeName(rootView.className) == "UITableViewCellContentView"
            contentView = root
            rootName = "contentView"
        default:
            return nil
        }
        superclass = isTable ? "UITableViewCell" : "UICollectionViewCell"
        given = Set(document.cellParts(ofContentView: contentView).map(\.view)).union([root, contentView])
        style = document.cellStyle(ofCellOrContentView: root)
        let own = UIKitClasses.typeName(rootView.className)
        let declarable = rootName == "self" && SwiftIdentifier.isValid(own) && !UIKitClasses.publicViews.contains(own)
            && UIKitClasses.isAppClass(of: rootView) && !NameTable.reservedNames(for: document).contains(own)
        className = declarable ? own : "Printed\(superclass.dropFirst(2))"
    }

    /// The header's account of the class, after the other header lines: what it declares and
    /// sets, and what else it does in `contentView` (`applying`, from `apply()` on, ending in a
    /// full stop); `nil` for a cell of its style's views alone, which builds nothing.
    func shapeComment(applying: String?) -> [String] {
        let use = "Use: register the class with the \(superclass == "UITableViewCell" ? "table" : "collection") view."
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
    var initializer: String {
        superclass == "UITableViewCell"
            ? "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {" : "override init(frame: CGRect) {"
    }

    var initializerName: String {
        superclass == "UITableViewCell" ? "init(style:reuseIdentifier:)" : "init(frame:)"
    }

    var superCall: String {
        superclass == "UITableViewCell" ? "super.init(style: \(CellShape.styleArgument(style)), reuseIdentifier: reuseIdentifier)" : "super.init(frame: frame)"
    }

    /// What a cell's initializer passes on: the style its views need, else the one asked for.
    static func styleArgument(_ style: String?) -> String {
        guard let style, style != "default" else { return "style" }
        return ".\(style)"
    }
}
