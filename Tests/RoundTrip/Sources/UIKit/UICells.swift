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
    private let style: CellStyle
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?
    /// The cell's own labels and image view, read-only: UIKit makes each in `contentView` when
    /// first asked (a `default` cell has no detail label, a `value2` one no image view), and a
    /// subclass may answer with views of its own.
    open var textLabel: UILabel? { made(&madeTextLabel, UILabel()) }
    open var detailTextLabel: UILabel? { style == .default ? nil : made(&madeDetailTextLabel, UILabel()) }
    open var imageView: UIImageView? { style == .value2 ? nil : made(&madeImageView, UIImageView()) }
    open var isSelected = false
    open var isHighlighted = false
    open var accessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    private func made<View: UIView>(_ view: inout View?, _ make: @autoclosure () -> View) -> View {
        if let view { return view }
        let made = make()
        contentView.addSubview(made)
        view = made
        return made
    }

    /// UIKit keeps the content view at the cell's bounds, less what the table puts beside it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = contentViewFrame
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
        style = .default
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// A collection cell: its content goes into `contentView`, which the cell creates.
open class UICollectionViewCell: UIView {
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false

    /// UIKit keeps the content view at the cell's bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = contentViewFrame
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// A table's section header or footer: its content goes into `contentView`, which the view
/// creates; the table dequeues it by reuse identifier, as it does cells.
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    open private(set) var reuseIdentifier: String?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// UIKit keeps the content view at the view's bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = contentViewFrame
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
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
