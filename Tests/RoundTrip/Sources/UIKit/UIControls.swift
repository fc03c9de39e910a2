/// Text shown by a label.
open class UILabel: UIView {
    open var text: String?
    open var numberOfLines = 1
    /// Nil until code sets one (UIKit defaults to the 17-point system font), so an exporter
    /// does not report baselines the stand-in never laid out.
    open var font: UIFont!
    /// Nil until code sets one (UIKit's default is `.label`).
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var attributedText: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A label made in code redraws when its bounds change.
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }
}

/// The control states a button keeps a title for.
public struct UIControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = UIControlState([])
    public static let highlighted = UIControlState(rawValue: 1 << 0)
    public static let disabled = UIControlState(rawValue: 1 << 1)
    public static let selected = UIControlState(rawValue: 1 << 2)
}

/// The base of interactive views.
open class UIControl: UIView {
    public typealias State = UIControlState

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// What `addTarget(_:action:for:)` was given (Connections.swift).
    public internal(set) var targetActions: [TargetAction] = []
}

/// A button with a title per state; `titleLabel` shows the normal title.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    open private(set) var buttonType: ButtonType = .custom
    open private(set) var titleLabel: UILabel? = UILabel()
    private var titles: [UInt: String] = [:]

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open var currentTitle: String? { title(for: .normal) }

    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
    }

    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    private var backgroundImages: [UInt: UIImage] = [:]

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }
}

/// An editable single line of text.
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open weak var delegate: UITextFieldDelegate?
    open var inputAccessoryView: UIView?
}

/// An on/off switch.
open class UISwitch: UIControl {
    open var isOn = false
    open var title: String?
}

/// A view that shows an image (the stand-in keeps its name).
open class UIImageView: UIView {
    open var image: UIImage?

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

/// A scrolling view with the two scroll guides.
open class UIScrollView: UIView {
    open weak var delegate: UIScrollViewDelegate?
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A scroll view clips its content.
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    open var contentLayoutGuide: UILayoutGuide { scrollGuide("UIScrollView-contentLayoutGuide") }
    open var frameLayoutGuide: UILayoutGuide { scrollGuide("UIScrollView-frameLayoutGuide") }

    private func scrollGuide(_ identifier: String) -> UILayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }
}

/// The other controls and views Interface Builder files hold; the stand-in needs only their
/// names and that they are views (their layout is their frame and constraints).
open class UITextView: UIScrollView {
    open var text: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
}

open class UITableView: UIScrollView {
    open weak var dataSource: UITableViewDataSource?
}

open class UICollectionView: UIScrollView {
    open weak var dataSource: UICollectionViewDataSource?
}

open class UISlider: UIControl {
    open var value: Float = 0
}

open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex = -1
}

open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
}

open class UIDatePicker: UIControl {}

open class UIPageControl: UIControl {}

open class UIActivityIndicatorView: UIView {}

open class UIProgressView: UIView {}

open class UIPickerView: UIView {
    open weak var delegate: UIPickerViewDelegate?
    open weak var dataSource: UIPickerViewDataSource?
}
