/// A table cell: its content goes into `contentView`, which the cell creates.
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public let contentView = UIView()
    open private(set) var reuseIdentifier: String?
    /// The cell's own label and image view, read-only; UIKit makes them when first asked, and a
    /// subclass may answer with views of its own.
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var isSelected = false
    open var isHighlighted = false
    open var accessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// A collection cell: its content goes into `contentView`, which the cell creates.
open class UICollectionViewCell: UIView {
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// UIKit's additions to `IndexPath`: a row or item in a section.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}
