/// A view in a captured hierarchy, with everything the dump format records about it.
public struct View: Hashable, Sendable {
    // Stored properties in an order that leaves little padding: a view takes 184 bytes.
    public var id: ItemID
    /// The runtime class name as recorded (may be mangled: `_TtC5MyApp10HeaderView`).
    public var className: String
    /// `UIView.subviews`, back to front.
    public var subviews: [ItemID]
    /// The text or title the view shows; a naming hint.
    public var text: String?
    public var accessibilityIdentifier: String? {
        get { hints?.value.accessibilityIdentifier }
        set { changeHints { $0.accessibilityIdentifier = newValue } }
    }
    /// A name the exporter knew (a property name); a naming hint.
    public var name: String? {
        get { hints?.value.name }
        set { changeHints { $0.name = newValue } }
    }
    /// The property the app's code holds the view in (an Interface Builder outlet): the name
    /// code that replaces the file must keep, so it wins over every hint but a user's tag.
    public var outlet: String? {
        get { hints?.value.outlet }
        set { changeHints { $0.outlet = newValue } }
    }
    /// ``accessibilityIdentifier``, ``name`` and ``outlet`` out of line, and only when one is
    /// set: most views of a large hierarchy have none (16 bytes each inline).
    private var hints: ValueBox<NamingHints>?
    /// `UIView.frame`, in the superview's coordinates; `nil` when the input does not give it
    /// (a console log or a trace), and then nothing is derived from it.
    public var frame: Rect?
    public var isHidden: Bool
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var intrinsicContentSize: IntrinsicSize?
    public var baselineOffsets: BaselineOffsets?
    public var autoresizingMask: AutoresizingMask {
        get { layout?.value.autoresizingMask ?? [] }
        set { changeLayout { $0.autoresizingMask = newValue } }
    }
    public var contentHuggingPriority: AxisPriorities {
        get { layout?.value.contentHuggingPriority ?? .defaultHugging }
        set { changeLayout { $0.contentHuggingPriority = newValue } }
    }
    public var contentCompressionResistancePriority: AxisPriorities {
        get { layout?.value.contentCompressionResistancePriority ?? .defaultCompressionResistance }
        set { changeLayout { $0.contentCompressionResistancePriority = newValue } }
    }
    public var layoutMargins: EdgeInsets {
        get { layout?.value.layoutMargins ?? .defaultLayoutMargins }
        set { changeLayout { $0.layoutMargins = newValue } }
    }
    public var safeAreaInsets: EdgeInsets {
        get { layout?.value.safeAreaInsets ?? .zero }
        set { changeLayout { $0.safeAreaInsets = newValue } }
    }
    /// `UIView.insetsLayoutMarginsFromSafeArea`: UIKit then adds the safe-area insets to the
    /// margins code sets, so ``layoutMargins`` (what margin attributes use) holds both.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layout?.value.insetsLayoutMarginsFromSafeArea ?? true }
        set { changeLayout { $0.insetsLayoutMarginsFromSafeArea = newValue } }
    }
    /// Whether ``layoutMargins`` hold the safe-area insets: UIKit adds them unless
    /// ``insetsLayoutMarginsFromSafeArea`` is off, so margins narrower than the safe area on a
    /// side (a dump written by hand) can only come from a view that has it off.
    public var marginsIncludeSafeArea: Bool {
        guard insetsLayoutMarginsFromSafeArea, safeAreaInsets != .zero else { return insetsLayoutMarginsFromSafeArea }
        let (margins, safe) = (layoutMargins, safeAreaInsets)
        return margins.top >= safe.top && margins.left >= safe.left && margins.bottom >= safe.bottom && margins.right >= safe.right
    }
    /// The margins code sets (`view.layoutMargins = …`): ``layoutMargins`` less the safe-area
    /// insets UIKit adds to them.
    public var specifiedLayoutMargins: EdgeInsets {
        marginsIncludeSafeArea ? layoutMargins.subtracting(safeAreaInsets) : layoutMargins
    }
    /// `UIView.alignmentRectInsets`: how far the frame reaches beyond the alignment rect, the
    /// rectangle constraints act on (a switch's frame is 2 pt wider on its right side).
    public var alignmentRectInsets: EdgeInsets {
        get { layout?.value.alignmentRectInsets ?? .zero }
        // The Interface Builder reader sets it on every view, almost always to none: a change
        // of the layout box compares all its properties.
        set { if newValue != alignmentRectInsets { changeLayout { $0.alignmentRectInsets = newValue } } }
    }
    /// The recorded ``frame`` less ``alignmentRectInsets``: what the constraints placed.
    public var alignmentRect: Rect? { frame?.inset(by: alignmentRectInsets) }
    /// A hidden view that the recorded ``frame``s were laid out with, shown: Interface Builder's
    /// canvas draws an activity indicator hidden only because it is stopped
    /// (`hidesWhenStopped`, not animating), where UIKit hides it and a stack closes its gap.
    /// Recorded frames are compared with a layout that shows it; everything else is run time.
    public var isShownInRecordedFrames: Bool {
        get { layout?.value.isShownInRecordedFrames ?? false }
        set { changeLayout { $0.isShownInRecordedFrames = newValue } }
    }
    /// An arranged view that the recorded ``frame``s were laid out with translating its
    /// autoresizing mask: a nib may say it does, and Interface Builder's canvas keeps that,
    /// where a stack turns it off at run time. Recorded frames are compared with a layout that
    /// translates it; everything else is run time.
    public var translatesInRecordedFrames: Bool {
        get { layout?.value.translatesInRecordedFrames ?? false }
        set { changeLayout { $0.translatesInRecordedFrames = newValue } }
    }
    /// The sides of the view's intrinsic content size that UIKit measures from its content at
    /// run time but the input does not record (an Interface Builder file that saved no frame
    /// for a label or a button): the view is sized by its content on them, as UIKit sizes it,
    /// but by how much is unknown here. ``intrinsicContentSize`` has no value on them.
    public var unmeasuredContentSize: SizeSides {
        get { layout?.value.unmeasuredContentSize ?? [] }
        set { if newValue != unmeasuredContentSize { changeLayout { $0.unmeasuredContentSize = newValue } } }
    }
    /// Present exactly when the view is a `UIStackView`.
    public var stack: StackProperties? {
        get { layout?.value.stack }
        set { changeLayout { $0.stack = newValue } }
    }
    /// What it shows and how (font, colours, image…), as far as the input records it.
    public var properties: ViewProperties {
        get { propertiesBox?.value ?? ViewProperties() }
        set { propertiesBox = newValue.isEmpty ? nil : ValueBox(newValue) }
    }
    /// ``properties`` out of line, and only when the input records some: they take as much
    /// room as the rest of a view, and most views of a large hierarchy have none.
    private var propertiesBox: ValueBox<ViewProperties>?

    /// Whether the input cut the text short (``ViewProperties/isTextCut``), read in place: a
    /// copy of the properties retains every string in them.
    public var isTextCut: Bool { propertiesBox?.value.isTextCut == true }

    /// ``properties`` when the input records some; `nil` spares making empty ones.
    package var recordedProperties: ViewProperties? { propertiesBox?.value }
    /// The layout properties above out of line, and only when one differs from UIKit's
    /// default: inline they would be most of a view's size, and most views of a large
    /// hierarchy keep every default.
    private var layout: ValueBox<LayoutProperties>?

    private mutating func changeHints(_ change: (inout NamingHints) -> Void) {
        var value = hints?.value ?? NamingHints()
        change(&value)
        // None is no box, so that equal views compare and hash alike.
        hints = value == NamingHints() ? nil : ValueBox(value)
    }

    private mutating func changeLayout(_ change: (inout LayoutProperties) -> Void) {
        var value = layout?.value ?? LayoutProperties()
        change(&value)
        // All defaults is no box, so that equal views compare and hash alike.
        layout = value == LayoutProperties() ? nil : ValueBox(value)
    }

    public init(
        id: ItemID,
        className: String,
        frame: Rect? = .zero,
        subviews: [ItemID] = [],
        accessibilityIdentifier: String? = nil,
        name: String? = nil,
        text: String? = nil,
        isHidden: Bool = false,
        translatesAutoresizingMaskIntoConstraints: Bool = true,
        autoresizingMask: AutoresizingMask = [],
        intrinsicContentSize: IntrinsicSize? = nil,
        contentHuggingPriority: AxisPriorities = .defaultHugging,
        contentCompressionResistancePriority: AxisPriorities = .defaultCompressionResistance,
        layoutMargins: EdgeInsets = .defaultLayoutMargins,
        safeAreaInsets: EdgeInsets = .zero,
        baselineOffsets: BaselineOffsets? = nil,
        stack: StackProperties? = nil
    ) {
        self.id = id
        self.className = className
        self.frame = frame
        self.subviews = subviews
        let hints = NamingHints(accessibilityIdentifier: accessibilityIdentifier, name: name)
        self.hints = hints == NamingHints() ? nil : ValueBox(hints)
        self.text = text
        self.isHidden = isHidden
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.intrinsicContentSize = intrinsicContentSize
        self.baselineOffsets = baselineOffsets
        // The arguments told from the defaults first: comparing a whole `LayoutProperties` with
        // a default one, for each of a large input's views, cost more than making the view.
        let isDefault = autoresizingMask.isEmpty && stack == nil && contentHuggingPriority == .defaultHugging
            && contentCompressionResistancePriority == .defaultCompressionResistance
            && layoutMargins == .defaultLayoutMargins && safeAreaInsets == .zero
        self.layout = isDefault ? nil : ValueBox(LayoutProperties(
            autoresizingMask: autoresizingMask, contentHuggingPriority: contentHuggingPriority,
            contentCompressionResistancePriority: contentCompressionResistancePriority, layoutMargins: layoutMargins,
            safeAreaInsets: safeAreaInsets, stack: stack))
    }
}

/// The naming hints of a view that most views do not have.
private struct NamingHints: Hashable, Sendable {
    var accessibilityIdentifier: String?
    var name: String?
    var outlet: String?
}

/// The layout properties of a view that most views leave at UIKit's defaults.
private struct LayoutProperties: Hashable, Sendable {
    var autoresizingMask: AutoresizingMask = []
    var contentHuggingPriority = AxisPriorities.defaultHugging
    var contentCompressionResistancePriority = AxisPriorities.defaultCompressionResistance
    var layoutMargins = EdgeInsets.defaultLayoutMargins
    var safeAreaInsets = EdgeInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
    var alignmentRectInsets = EdgeInsets.zero
    var stack: StackProperties?
    var isShownInRecordedFrames = false
    var translatesInRecordedFrames = false
    var unmeasuredContentSize: SizeSides = []
}

extension AxisPriorities {
    /// UIKit's default content hugging: 250 on both axes.
    public static let defaultHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// UIKit's default compression resistance: 750 on both axes.
    public static let defaultCompressionResistance = AxisPriorities(
        horizontal: .defaultHigh, vertical: .defaultHigh)
}

extension EdgeInsets {
    /// UIKit's default `layoutMargins`: 8 on every side.
    public static let defaultLayoutMargins = EdgeInsets(all: 8)

    /// UIKit's `layoutMargins` of a view controller's root view that no code set: the system
    /// minimum margins (16 pt on the sides up to 375 pt wide, 20 beyond; none above and below)
    /// plus the view's safe-area insets.
    public static func controllerViewMargins(width: Double, safeArea: EdgeInsets) -> EdgeInsets {
        let side = systemMinimumSideMargin(width: width)
        return EdgeInsets(top: safeArea.top, left: side + safeArea.left, bottom: safeArea.bottom, right: side + safeArea.right)
    }

    /// UIKit's `layoutMargins` of a table view cell its table lays out: the system minimum
    /// margins on the sides (as ``controllerViewMargins(width:safeArea:)``), 11 above and below.
    public static func tableViewCellMargins(width: Double) -> EdgeInsets {
        let side = systemMinimumSideMargin(width: width)
        return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }

    private static func systemMinimumSideMargin(width: Double) -> Double { width > 375 ? 20 : 16 }
}

/// `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The dump format's names, in UIKit's bit order.
    public static let names: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin),
        ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight),
        ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The names of the set flags, in UIKit's bit order.
    public var flagNames: [String] {
        Self.names.filter { contains($0.flag) }.map(\.name)
    }
}

/// The properties of a `UIStackView`.
public struct StackProperties: Hashable, Sendable {
    public var axis: Axis
    public var arrangedSubviews: [ItemID]
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    public var isLayoutMarginsRelativeArrangement: Bool
    public var isBaselineRelativeArrangement: Bool

    public init(
        axis: Axis,
        arrangedSubviews: [ItemID],
        distribution: Distribution = .fill,
        alignment: Alignment = .fill,
        spacing: Double = 0,
        isLayoutMarginsRelativeArrangement: Bool = false,
        isBaselineRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.arrangedSubviews = arrangedSubviews
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }

    /// `UIStackView.Distribution`.
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`. `top` and `leading` (and `bottom` and `trailing`) are the
    /// same value in UIKit; the dump keeps the spelling it was given.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }
}
