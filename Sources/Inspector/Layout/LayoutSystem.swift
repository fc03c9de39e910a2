/// A document turned into linear equations over frame variables, independent of any solver.
///
/// Every view and layout guide (and every guide a stack view makes for itself) is an item
/// with four variables in root coordinates: `minX`, `minY`, `width`, `height`. Variable
/// `i * 4 + c` is component `c` of item `i`. Each equation says
/// `Σ coefficient·variable + constant  (relation)  0` at a priority, and remembers where it
/// came from: a document constraint, or a constraint UIKit (or this tool) makes.
public struct LayoutSystem: Sendable {
    public private(set) var items: [LayoutItem]
    /// The equations of the active constraints, generated ones included.
    public var equations: [LayoutEquation]
    public let layoutDirection: LayoutDirection
    private var itemIndex: [ItemID: Int]
    /// For a stack view: the item whose baselines it vends (first, last).
    var baselineVendors: [Int: (first: Int, last: Int)] = [:]
    /// The content areas of scroll views (``ScrollViewContent``): item index → scroll view.
    public internal(set) var scrollContentAreas: [Int: ItemID] = [:]
    /// The equations that are size floors (``NonNegativeSizes``), the first ones made.
    var sizeFloors: Range<Int> = 0..<0

    init(layoutDirection: LayoutDirection) {
        self.items = []
        self.equations = []
        self.layoutDirection = layoutDirection
        self.itemIndex = [:]
    }

    /// Adds an item and returns its index; an id already present returns the existing index.
    @discardableResult
    mutating func addItem(_ item: LayoutItem) -> Int {
        // One probe of the table for a new id, not a lookup and then an insert: a table of
        // 100,000 ids is far out of cache, and each probe a miss.
        if let existing = itemIndex.updateValue(items.count, forKey: item.id) {
            itemIndex[item.id] = existing
            return existing
        }
        items.append(item)
        return items.count - 1
    }

    /// `[1·variable]`, for an equation that holds one size alone: the array of its floor
    /// (``NonNegativeSizes``) when it has one, shared rather than made again. A 100,001-view
    /// feed has 450,000 equations over 200,000 sizes (floors, intrinsic sizes, `width == 60`).
    func unitTerms(of variable: Int) -> [LinearTerm] {
        if let floor = NonNegativeSizes.floor(of: variable, in: self) { return equations[floor].terms }
        return [LinearTerm(variable: variable, coefficient: 1)]
    }

    /// `terms` as an equation keeps them: those of one size alone shared (``unitTerms(of:)``).
    func sharedTerms(_ terms: [LinearTerm]) -> [LinearTerm] {
        guard terms.count == 1, terms[0].coefficient == 1, let floor = NonNegativeSizes.floor(of: terms[0].variable, in: self)
        else { return terms }
        return equations[floor].terms
    }

    /// Makes room for `count` items in all.
    mutating func reserveItems(_ count: Int) {
        items.reserveCapacity(count)
        itemIndex.reserveCapacity(count)
    }

    /// The index of the item with this id.
    public func index(of id: ItemID) -> Int? { itemIndex[id] }

    /// The number of variables: four per item.
    public var variableCount: Int { items.count * 4 }

    /// The variable of one component of an item.
    public static func variable(_ item: Int, _ component: FrameComponent) -> Int {
        item * 4 + component.rawValue
    }

    /// The item a variable belongs to.
    public static func item(ofVariable variable: Int) -> Int { variable / 4 }

    /// The component a variable stands for.
    public static func component(ofVariable variable: Int) -> FrameComponent {
        FrameComponent(rawValue: variable % 4) ?? .minX
    }

    /// `0x7fa1….minX`: how reports and the equation printer name a variable.
    public func name(ofVariable variable: Int) -> String {
        let item = Self.item(ofVariable: variable)
        let component = Self.component(ofVariable: variable)
        guard items.indices.contains(item) else { return "v\(variable)" }
        return "\(items[item].id).\(component.name)"
    }
}

/// One of the four numbers that place an item, in root coordinates.
public enum FrameComponent: Int, Hashable, Sendable, CaseIterable, Comparable {
    case minX, minY, width, height

    /// The name reports use: `minX`, `minY`, `width`, `height` (UIKit's `_autolayoutTrace` names).
    public var name: String {
        switch self {
        case .minX: "minX"
        case .minY: "minY"
        case .width: "width"
        case .height: "height"
        }
    }

    public var axis: Axis { self == .minX || self == .width ? .horizontal : .vertical }

    public var isPosition: Bool { self == .minX || self == .minY }

    public static func < (lhs: FrameComponent, rhs: FrameComponent) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A view, a layout guide, or a guide a stack view makes for itself.
public struct LayoutItem: Hashable, Sendable {
    public var id: ItemID
    /// What `*Margin` attributes are measured from (zero for guides).
    public var margins: EdgeInsets
    /// Distances from the top to the first and last baselines, when the item has them.
    public var baselineOffsets: BaselineOffsets?
    /// Last, in the optional's padding: 80 bytes an item, not 88.
    public var kind: Kind

    public init(id: ItemID, kind: Kind, margins: EdgeInsets = .zero, baselineOffsets: BaselineOffsets? = nil) {
        self.id = id
        self.kind = kind
        self.margins = margins
        self.baselineOffsets = baselineOffsets
    }

    public enum Kind: Hashable, Sendable {
        /// A view of the document.
        case view
        /// A layout guide of the document.
        case guide
        /// A guide UIKit makes inside a stack view (`UISV-alignment-spanner`,
        /// `UISV-distributing`); not in the document, so never reported on its own.
        case stackGuide
    }
}

/// `coefficient · variable`.
public struct LinearTerm: Hashable, Sendable {
    public var variable: Int
    public var coefficient: Double

    public init(variable: Int, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ terms + constant  (relation)  0` at a priority.
public struct LayoutEquation: Hashable, Sendable {
    public var terms: [LinearTerm]
    public var constant: Double
    public var priority: Priority
    public var origin: EquationOrigin
    /// Last: after the origin's tag it takes no padding of its own (40 bytes an equation, not 48).
    public var relation: Relation

    public init(terms: [LinearTerm], constant: Double, relation: Relation, priority: Priority, origin: EquationOrigin) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.origin = origin
    }

    /// The left side, `Σ terms + constant`.
    public var form: LinearForm { LinearForm(terms: terms, constant: constant) }

    /// The value of the left side at a solution (`values[variable]`); `0` means the
    /// equation holds with equality.
    public func residual(_ values: [Double]) -> Double {
        var sum = constant
        for term in terms where values.indices.contains(term.variable) {
            sum += term.coefficient * values[term.variable]
        }
        return sum
    }

    /// Whether the solution satisfies the relation, within `tolerance`.
    public func isSatisfied(by values: [Double], tolerance: Double = 1e-6) -> Bool {
        let value = residual(values)
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}

/// Where an equation came from.
///
/// `generated` is boxed: its payload (ids, role, the constraint in the model's terms) is
/// several times the size of the rest of an equation, and inline it would make every
/// equation that large, and every copy of one retain each of its strings.
public enum EquationOrigin: Hashable, Sendable {
    /// The constraint at this index of the document.
    case document(Int)
    /// A constraint UIKit makes that the document did not record.
    indirect case generated(GeneratedConstraint)
}

/// A constraint made from a view's properties rather than read from the document.
public struct GeneratedConstraint: Hashable, Sendable {
    /// The item whose property made it (the view for autoresizing, the stack for `UISV-*`).
    public let item: ItemID
    private var storage: Storage
    public let source: Source

    public init(item: ItemID, source: Source, role: String, constraint: Constraint? = nil) {
        self.item = item
        self.source = source
        self.storage = Storage(constraint, role: role, item: item, source: source)
    }

    /// `item.attribute (relation) constant` at `priority`, an `NSLayoutConstraint` or (when
    /// `isContentSize`) an `NSContentSizeLayoutConstraint`, with the role its source implies
    /// (``impliedRole(_:_:_:)``: a size floor's or an intrinsic size's): the same as passing
    /// that ``Constraint`` and role to ``init(item:source:role:constraint:)``, without building
    /// them (the builder makes four such constraints per view of a feed).
    init(item: ItemID, source: Source, holding attribute: Attribute, _ relation: Relation, _ constant: Double,
         priority: Priority = .required, isContentSize: Bool = false) {
        assert(Self.impliedRole(source, attribute, relation) != nil, "\(source) implies no role for \(attribute)")
        self.item = item
        self.source = source
        self.storage = .constant(attribute, relation, isContentSize: isContentSize, constant: constant, priority: priority)
    }

    /// What it constrains, unique for the item and source: `width`, `height.hugging`,
    /// `UISV-spacing.1`.
    public var role: String {
        get { storage.role(source: source) }
        set { storage = Storage(constraint, role: newValue, item: item, source: source) }
    }

    /// The constraint in the model's terms, when one `NSLayoutConstraint` can say it
    /// (autoresizing constraints with proportional margins cannot).
    public var constraint: Constraint? {
        get { storage.constraint(item: item) }
        set { storage = Storage(newValue, role: role, item: item, source: source) }
    }

    /// The role of a constraint that holds a size at a constant, when its source says it all:
    /// `width` for a size floor, `width.hugging` or `width.compressionResistance` for an
    /// intrinsic size (literals: the ids of 400,000 such equations share six strings).
    static func impliedRole(_ source: Source, _ attribute: Attribute, _ relation: Relation) -> String? {
        switch (source, attribute, relation) {
        case (.nonNegativeSize, .width, _): "width"
        case (.nonNegativeSize, .height, _): "height"
        case (.intrinsicContentSize, .width, .lessThanOrEqual): "width.hugging"
        case (.intrinsicContentSize, .width, .greaterThanOrEqual): "width.compressionResistance"
        case (.intrinsicContentSize, .height, .lessThanOrEqual): "height.hugging"
        case (.intrinsicContentSize, .height, .greaterThanOrEqual): "height.compressionResistance"
        default: nil
        }
    }

    /// How the role and the constraint are kept. Most generated constraints hold one item's
    /// size at a constant with nothing else set, under the role their source implies (size
    /// floors and intrinsic sizes: 400,000 in a 100,000-view feed); those keep just what
    /// differs, in 24 bytes, where a whole ``Constraint`` made every such equation's origin
    /// 200 bytes, and a role beside it took the box of each to the next size of heap block.
    private enum Storage: Hashable, Sendable {
        case none(role: String)
        /// `item.attribute (relation) constant` at `priority`, as an `NSLayoutConstraint` or
        /// (`isContentSize`) an `NSContentSizeLayoutConstraint`, with the implied role.
        case constant(Attribute, Relation, isContentSize: Bool, constant: Double, priority: Priority)
        indirect case whole(Constraint, role: String)

        static let contentSizeClassName = "NSContentSizeLayoutConstraint"

        init(_ constraint: Constraint?, role: String, item: ItemID, source: Source) {
            guard let constraint else {
                self = .none(role: role)
                return
            }
            let isContentSize = constraint.className == Self.contentSizeClassName
            if constraint.first == item && constraint.second == nil && constraint.secondAttribute == .notAnAttribute
                && (isContentSize || constraint.className == Constraint.defaultClassName)
                && constraint.id == nil && constraint.identifier == nil && constraint.multiplier == 1
                && constraint.isActive && !constraint.usesSystemSpacing
                && GeneratedConstraint.impliedRole(source, constraint.firstAttribute, constraint.relation) == role
            {
                self = .constant(constraint.firstAttribute, constraint.relation, isContentSize: isContentSize,
                                 constant: constraint.constant, priority: constraint.priority)
            } else {
                self = .whole(constraint, role: role)
            }
        }

        func role(source: Source) -> String {
            switch self {
            case let .none(role), let .whole(_, role): role
            case let .constant(attribute, relation, _, _, _): GeneratedConstraint.impliedRole(source, attribute, relation) ?? ""
            }
        }

        func constraint(item: ItemID) -> Constraint? {
            switch self {
            case .none: nil
            case let .constant(attribute, relation, isContentSize, constant, priority):
                Constraint(className: isContentSize ? Self.contentSizeClassName : Constraint.defaultClassName, first: item,
                           firstAttribute: attribute, relation: relation, constant: constant, priority: priority)
            case let .whole(constraint, _): constraint
            }
        }
    }

    /// The reference reports use: `0x7fa1….autoresizing.width`, `0x7fa1….UISV-spacing.1`.
    public var id: String {
        if let prefix = source.prefix { "\(item).\(prefix).\(role)" } else { "\(item).\(role)" }
    }

    /// What made a generated constraint.
    public enum Source: String, Hashable, Sendable, CaseIterable {
        /// The root's frame, held by its window.
        case rootFrame
        /// `translatesAutoresizingMaskIntoConstraints` with the frame and mask.
        case autoresizingMask
        /// The intrinsic content size with hugging and compression resistance.
        case intrinsicContentSize
        /// A `UIStackView`'s arrangement (`UISV-*`).
        case stackView
        /// The ties of a safe-area, layout-margins, readable-content or keyboard guide to its owner.
        case guideDefinition
        /// The layout engine's own floor: no width or height below zero.
        case nonNegativeSize

        /// What ids say made it; stack and guide constraints carry UIKit's own identifier in
        /// their role instead (`UISV-spacing.1`, `UIViewSafeAreaLayoutGuide-top`).
        var prefix: String? {
            switch self {
            case .rootFrame: "root"
            case .nonNegativeSize: "size"
            case .autoresizingMask: "autoresizing"
            case .intrinsicContentSize: "intrinsic"
            case .stackView, .guideDefinition: nil
            }
        }

        /// A short phrase for reports.
        public var summary: String {
            switch self {
            case .rootFrame: "the root's frame, held by its window"
            case .autoresizingMask: "autoresizing mask"
            case .intrinsicContentSize: "intrinsic content size"
            case .stackView: "UIStackView arrangement"
            case .guideDefinition: "layout guide definition"
            case .nonNegativeSize: "no size is negative in UIKit's layout engine"
            }
        }
    }
}
