/// A view a standard table view cell style makes (``ViewProperties/cellStyle``): UIKit
/// creates it in the cell's content view when the code first asks for it, and lays it out.
public enum CellPart: String, Hashable, Sendable, CaseIterable {
    case textLabel, detailTextLabel, imageView

    /// The UIKit class of the part.
    public var uikitClass: String { self == .imageView ? "UIImageView" : "UILabel" }
}

extension LayoutDocument {
    /// The part of its cell's standard style a view is: a label or image view in the content
    /// view of a table view cell that records a ``ViewProperties/cellStyle``. Labels are the
    /// `textLabel`, then the `detailTextLabel` (not in the `default` style), as Interface
    /// Builder lists them; the image view is the `imageView` (not in `value2`). `nil` for any
    /// other view, and for every view of a content view that holds more than the style makes
    /// or constrains one of them (UIKit lays the parts out).
    public func cellPart(of id: ItemID) -> CellPart? {
        guard let contentView = superview(of: id) else { return nil }
        return cellParts(ofContentView: contentView).first { $0.view == id }?.part
    }

    /// Whether the view is a part of its cell's standard style with no frame the input gives
    /// (Xcode 6 and 7 save none): UIKit lays it out in the cell, where the input does not say,
    /// so where it is and how large are unknown, but nothing is ambiguous.
    public func isPlacedByItsCell(_ id: ItemID) -> Bool {
        guard let index = indexOfView(id), views[index].frame == nil else { return false }
        return cellPart(of: id) != nil
    }

    /// The standard style (``ViewProperties/cellStyle``) of a cell, or of the cell whose
    /// content view `id` is.
    public func cellStyle(ofCellOrContentView id: ItemID) -> String? {
        let cell = kind(of: id) == .cellContentView ? superview(of: id) : id
        return cell.flatMap { view($0)?.properties.cellStyle }
    }

    /// The parts of the style of a cell, or of the cell whose content view `id` is.
    public func cellParts(ofCellOrContentView id: ItemID) -> [(view: ItemID, part: CellPart)] {
        guard kind(of: id) != .cellContentView else { return cellParts(ofContentView: id) }
        guard kind(of: id) == .tableViewCell,
            let contentView = view(id)?.subviews.first(where: { kind(of: $0) == .cellContentView })
        else { return [] }
        return cellParts(ofContentView: contentView)
    }

    /// The parts of the style of the cell whose content view this is, in the content view's
    /// order; empty when the cell records no style or its content view holds views the style
    /// does not make.
    public func cellParts(ofContentView contentView: ItemID) -> [(view: ItemID, part: CellPart)] {
        guard kind(of: contentView) == .cellContentView, let cell = superview(of: contentView),
            let style = view(cell)?.properties.cellStyle, let subviews = view(contentView)?.subviews
        else { return [] }
        var labels: [CellPart] = style == "default" ? [.textLabel] : [.textLabel, .detailTextLabel]
        var images: [CellPart] = style == "value2" ? [] : [.imageView]
        var parts: [(view: ItemID, part: CellPart)] = []
        for subview in subviews {
            guard let index = indexOfView(subview), views[index].subviews.isEmpty, constraintIndexes(involving: subview).isEmpty
            else { return [] }
            let base = UIKitClasses.publicBase(of: views[index]) ?? UIKitClasses.typeName(views[index].className)
            let part: CellPart?
            switch base {
            case "UILabel": part = labels.isEmpty ? nil : labels.removeFirst()
            case "UIImageView": part = images.isEmpty ? nil : images.removeFirst()
            default: part = nil
            }
            guard let part else { return [] }
            parts.append((subview, part))
        }
        return parts
    }
}
