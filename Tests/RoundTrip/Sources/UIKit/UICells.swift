/// A table cell: its content goes into `contentView`, which the cell creates.
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public let contentView = UIView()
    open private(set) var reuseIdentifier: String?
    open var isSelected = false

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
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

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
