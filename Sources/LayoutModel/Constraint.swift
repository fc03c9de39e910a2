/// An Auto Layout constraint:
/// `first.firstAttribute  relation  second.secondAttribute × multiplier + constant`.
public struct Constraint: Hashable, Sendable {
    /// The recorded id (typically the address); unique when present.
    public var id: String?

    /// The name reports give the constraint at `index` of its document: its id, else `#index`.
    @inlinable public func reference(at index: Int) -> String {
        id ?? "#\(index)"
    }

    /// The runtime class, e.g. `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`.
    public var className: String {
        @inlinable get { uncommon?.value.className ?? Self.defaultClassName }
        set { change { $0.className = newValue } }
    }
    /// `NSLayoutConstraint.identifier`.
    public var identifier: String? {
        @inlinable get { uncommon?.value.identifier }
        set { change { $0.identifier = newValue } }
    }
    public var multiplier: Double {
        @inlinable get { uncommon?.value.multiplier ?? 1 }
        set { change { $0.multiplier = newValue } }
    }
    public var priority: Priority {
        @inlinable get { uncommon?.value.priority ?? .required }
        set { change { $0.priority = newValue } }
    }
    /// ``className``, ``identifier``, ``multiplier`` and ``priority`` out of line, and only
    /// when one is not the default: an app's constraints are nearly all plain, required
    /// `NSLayoutConstraint`s without an identifier and with a multiplier of 1 (hundreds of
    /// thousands in a large layout, each of which would carry the 40 bytes inline).
    @usableFromInline var uncommon: ValueBox<Uncommon>?
    public var first: ItemID
    public var second: ItemID?
    public var constant: Double
    // The one-byte fields together, in the padding at the end: a constraint takes 88 bytes.
    public var firstAttribute: Attribute
    public var relation: Relation
    public var secondAttribute: Attribute
    public var isActive: Bool
    /// Made with system spacing (`constraint(equalToSystemSpacingBelow:multiplier:)`, IB's
    /// standard spacing; `NSLayoutAnchorConstraintSpace(8)` in a log): `constant` holds the
    /// spacing UIKit resolved.
    public var usesSystemSpacing: Bool

    public init(
        id: String? = nil,
        className: String = Constraint.defaultClassName,
        identifier: String? = nil,
        first: ItemID,
        firstAttribute: Attribute,
        relation: Relation = .equal,
        second: ItemID? = nil,
        secondAttribute: Attribute = .notAnAttribute,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: Priority = .required,
        isActive: Bool = true,
        usesSystemSpacing: Bool = false
    ) {
        self.id = id
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.constant = constant
        self.isActive = isActive
        self.usesSystemSpacing = usesSystemSpacing
        let uncommon = Uncommon(className: className, identifier: identifier, multiplier: multiplier, priority: priority)
        self.uncommon = uncommon.isDefault ? nil : ValueBox(uncommon)
    }

    public static let defaultClassName = "NSLayoutConstraint"

    @usableFromInline struct Uncommon: Hashable, Sendable {
        @usableFromInline var className = Constraint.defaultClassName
        @usableFromInline var identifier: String?
        @usableFromInline var multiplier: Double = 1
        @usableFromInline var priority = Priority.required

        var isDefault: Bool {
            className == Constraint.defaultClassName && identifier == nil && multiplier == 1 && priority == .required
        }
    }

    private mutating func change(_ edit: (inout Uncommon) -> Void) {
        var value = uncommon?.value ?? Uncommon()
        edit(&value)
        // The defaults are no box, so that equal constraints compare and hash alike.
        uncommon = value.isDefault ? nil : ValueBox(value)
    }

    /// The items this constraint mentions: the first, then the second if any.
    public var items: [ItemID] {
        if let second { [first, second] } else { [first] }
    }

    /// The same constraint written the other way round, when that is exact: the second item
    /// becomes the first, the relation is mirrored and the constant negated. Only a multiplier
    /// of 1 flips exactly (`a == b*m + c` would need `b == a/m - c/m`).
    public var flipped: Constraint? {
        guard let second, multiplier == 1 else { return nil }
        var result = self
        result.first = second
        result.firstAttribute = secondAttribute
        result.second = first
        result.secondAttribute = firstAttribute
        result.relation = relation.mirrored
        result.constant = constant == 0 ? 0 : -constant
        return result
    }

    /// What made this constraint, when UIKit made it rather than the app.
    ///
    /// Inlinable, so that asking a constraint in an array (nearly every one plain, with no box
    /// and nothing to compare) reads it in place: an opaque call needs its own copy of it.
    @inlinable public var systemKind: SystemConstraintKind? {
        guard uncommon != nil else { return nil }
        return SystemConstraintKind(className: className, identifier: identifier)
    }
}

/// The constraints UIKit (or Interface Builder) makes itself. Printers leave them out of user
/// code; reports say what made them.
public enum SystemConstraintKind: String, Hashable, Sendable, CaseIterable {
    /// `NSAutoresizingMaskLayoutConstraint`, from `translatesAutoresizingMaskIntoConstraints`.
    case autoresizingMask
    /// `NSContentSizeLayoutConstraint`, from the intrinsic content size.
    case contentSize
    /// `UISV-*`, made by a `UIStackView` for its arranged subviews.
    case stackView
    /// `UIView-Encapsulated-Layout-*`, the size a table, collection or container decided.
    case encapsulatedLayout
    /// `_UITemporaryLayoutWidth/Height`, while UIKit measures a view.
    case temporaryLayout
    /// The constraints that tie the safe-area and layout-margins guides to their owner.
    case guideDefinition
    /// `NSIBPrototypingLayoutConstraint`, Interface Builder's stand-ins for a fixed frame.
    case interfaceBuilderPrototyping
    /// `_UILayoutSupportConstraint`, the iOS 7–10 top/bottom layout guides.
    case layoutSupport
    /// `_UIScrollViewAutomaticContentSizeConstraint`, a table or collection view's content size.
    case scrollViewContentSize

    public init?(className: String, identifier: String?) {
        // Nearly every constraint: one comparison instead of four.
        if identifier == nil && className == "NSLayoutConstraint" { return nil }
        switch className {
        case "NSAutoresizingMaskLayoutConstraint": self = .autoresizingMask; return
        case "NSContentSizeLayoutConstraint": self = .contentSize; return
        case "NSIBPrototypingLayoutConstraint": self = .interfaceBuilderPrototyping; return
        case "_UILayoutSupportConstraint": self = .layoutSupport; return
        case "_UIScrollViewAutomaticContentSizeConstraint": self = .scrollViewContentSize; return
        default: break
        }
        guard let identifier else { return nil }
        if identifier.hasPrefix("UISV-") {
            self = .stackView
        } else if identifier.hasPrefix("UIView-Encapsulated-Layout-") {
            self = .encapsulatedLayout
        } else if identifier.hasPrefix("_UITemporaryLayout") {
            self = .temporaryLayout
        } else if identifier.hasPrefix("UIViewSafeAreaLayoutGuide-")
            || (identifier.hasPrefix("UIView-") && identifier.hasSuffix("-guide-constraint"))
        {
            self = .guideDefinition
        } else if identifier == "IB auto generated at build time for view with fixed frame" {
            self = .interfaceBuilderPrototyping
        } else {
            return nil
        }
    }

    /// A short phrase for reports: "autoresizing mask", "stack view".
    public var summary: String {
        switch self {
        case .autoresizingMask: "autoresizing-mask constraints"
        case .contentSize: "content-size constraints"
        case .stackView: "UIStackView constraints (UISV-*)"
        case .encapsulatedLayout: "encapsulated-layout constraints"
        case .temporaryLayout: "temporary-layout constraints"
        case .guideDefinition: "layout-guide definition constraints"
        case .interfaceBuilderPrototyping: "Interface Builder prototyping constraints"
        case .layoutSupport: "layout-support constraints"
        case .scrollViewContentSize: "scroll-view content-size constraints"
        }
    }
}

extension Constraint {
    /// The edge of a view's margins this constraint sets when it is one of UIKit's margin guide
    /// constraints (`'UIView-leadingMargin-guide-constraint'` → leading), which tie the view's
    /// layout margins guide to its edges at its margins; `nil` for any other.
    ///
    /// Inlinable for the constraints without an identifier (nearly every one), read in place.
    @inlinable public var marginGuideSide: Attribute? {
        uncommon?.value.identifier == nil ? nil : identifiedMarginGuideSide
    }

    /// ``marginGuideSide`` of a constraint with an identifier, read from it.
    @usableFromInline var identifiedMarginGuideSide: Attribute? {
        guard let identifier, identifier.utf8HasPrefix("UIView-"), identifier.utf8HasSuffix("Margin-guide-constraint") else { return nil }
        let side = identifier.dropFirst("UIView-".count).dropLast("Margin-guide-constraint".count)
        return [Attribute.top, .bottom, .left, .right, .leading, .trailing].first { $0.name == side }
    }
}
