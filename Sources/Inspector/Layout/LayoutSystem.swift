import LayoutModel

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
    /// The items by id, through the document's numbering of its ids (``LayoutDocument/idNumbers``,
    /// shared with it): the item of each number (-1: none), without a table by id of the
    /// system's own (megabytes and a hash insert per item in a large layout).
    private let idNumbers: ItemNumbers
    private var itemOfNumber: [Int32]
    /// The other way round: each item's number (-1: an item the document does not number).
    private var numberOfItem: [Int32] = []
    /// The items whose ids the document does not number (guides the builder makes).
    private var otherItems: [ItemID: Int] = [:]
    /// For a stack view: the item whose baselines it vends (first, last).
    var baselineVendors: [Int: (first: Int, last: Int)] = [:]
    /// The equations that are a stack's `UISV-ambiguity-suppression` ties, ascending.
    var ambiguitySuppressions: [Int] = []
    /// Whether the root sizes itself to its content (a table view cell): its recorded height
    /// is held only at UIKit's fitting level (``LayoutBuilder/rootFrame(_:_:_:sizedBy:heightPriority:)``).
    var rootSizesItself = false
    /// The content areas of scroll views (``ScrollViewContent``): item index → scroll view.
    public internal(set) var scrollContentAreas: [Int: ItemID] = [:]
    /// The equations that are size floors (``NonNegativeSizes``), the first ones made.
    var sizeFloors: Range<Int> = 0..<0
    /// The equations that hold the root's frame (``LayoutBuilder/rootFrame(_:_:_:sizedBy:heightPriority:)``),
    /// made together: the ones resizing the root remakes.
    var rootFrameEquations: Range<Int> = 0..<0
    /// Where the floors' terms start in ``bulkTerms`` (one term a floor, in floor order) until
    /// ``shareBulkTerms()``: ``floorTerms(sharedWith:)`` then tells a floor's terms without
    /// reading the floor, which lies megabytes behind the equation being built (a cache miss
    /// for each equation of one size).
    var sizeFloorTermsStart: Int?
    /// The terms of the equations the builder makes in bulk, one after another, until
    /// ``shareBulkTerms()`` shares them among those equations (see ``LinearTerms``).
    var bulkTerms: [LinearTerm] = []

    /// - Parameter idNumbers: the ids of the document the items come from, numbered
    ///   `0..<idNumbers.count` (``LayoutDocument/idNumbers``).
    init(layoutDirection: LayoutDirection, idNumbers: ItemNumbers = ItemNumbers()) {
        self.items = []
        self.equations = []
        self.layoutDirection = layoutDirection
        self.idNumbers = idNumbers
        self.itemOfNumber = [Int32](repeating: -1, count: idNumbers.count)
    }

    /// Adds an item and returns its index; an id already present returns the existing index.
    @discardableResult
    mutating func addItem(_ item: LayoutItem) -> Int {
        if let number = idNumbers[item.id] { return addItem(item, numbered: number) }
        if let existing = otherItems.updateValue(items.count, forKey: item.id) {
            // One probe for a new id, not a lookup and then an insert.
            otherItems[item.id] = existing
            return existing
        }
        items.append(item)
        numberOfItem.append(-1)
        return items.count - 1
    }

    /// Adds an item whose id the document numbered `number`, as ``addItem(_:)`` does, without
    /// hashing the id.
    @discardableResult
    mutating func addItem(_ item: LayoutItem, numbered number: Int32) -> Int {
        if itemOfNumber[Int(number)] >= 0 { return Int(itemOfNumber[Int(number)]) }
        itemOfNumber[Int(number)] = Int32(items.count)
        items.append(item)
        numberOfItem.append(number)
        return items.count - 1
    }

    /// `[1·variable]`, for an equation that holds one size alone: the terms of its floor
    /// (``NonNegativeSizes``) when it has one, shared rather than made again. Most equations
    /// of a large layout hold one size alone (floors, intrinsic sizes, `width == 60`).
    func unitTerms(of variable: Int) -> LinearTerms {
        if let floor = NonNegativeSizes.floor(of: variable, in: self) { return floorTerms(at: floor) }
        return [LinearTerm(variable: variable, coefficient: 1)]
    }

    /// The terms of a size's floor when `terms` are that size's alone (`[1·size]`), to
    /// share them (``unitTerms(of:)``); `nil` otherwise.
    func floorTerms(sharedWith terms: some Collection<LinearTerm>) -> LinearTerms? {
        guard terms.count == 1, let term = terms.first, term.coefficient == 1,
            let floor = NonNegativeSizes.floor(of: term.variable, in: self)
        else { return nil }
        return floorTerms(at: floor)
    }

    /// The terms of the floor at an equation index; while building, found from where the
    /// floors' terms are (see ``sizeFloorTermsStart``).
    private func floorTerms(at floor: Int) -> LinearTerms {
        guard let start = sizeFloorTermsStart else { return equations[floor].terms }
        let position = start + (floor - sizeFloors.lowerBound)
        return .pending(position ..< position + 1)
    }

    /// `[term]` in the builder's array of terms (``bulkTerms``).
    mutating func bulkTerms(_ term: LinearTerm) -> LinearTerms {
        bulkTerms.append(term)
        return .pending(bulkTerms.count - 1 ..< bulkTerms.count)
    }

    /// Makes room in the builder's array of terms for `count` terms in all.
    mutating func reserveBulkTerms(_ count: Int) {
        bulkTerms.reserveCapacity(count)
    }

    /// Gives the builder's finished array of terms to every equation whose terms are in it:
    /// the last step of building, after which nothing writes there (a new equation has an
    /// array of its own, as ``equation(for:origin:)`` makes it).
    mutating func shareBulkTerms() {
        let shared = bulkTerms
        bulkTerms = []
        sizeFloorTermsStart = nil
        for index in equations.indices { equations[index].resolvePendingTerms(in: shared) }
    }

    /// Makes room for `count` items in all.
    mutating func reserveItems(_ count: Int) {
        items.reserveCapacity(count)
        numberOfItem.reserveCapacity(count)
    }

    /// The index of the item with this id.
    @inline(__always)  // Asked for both items of every constraint while building.
    public func index(of id: ItemID) -> Int? {
        guard let number = idNumbers[id] else { return otherItems[id] }
        let item = itemOfNumber[Int(number)]
        return item >= 0 ? Int(item) : nil
    }

    /// The index of the item whose id the document numbered `number` (``LayoutDocument/idNumbers``),
    /// as ``index(of:)`` finds it by the id, without hashing the id; `nil` for none. Only for
    /// a number the system knows (``knowsNumber(_:)``).
    func index(ofNumber number: Int32) -> Int? {
        let item = itemOfNumber[Int(number)]
        return item >= 0 ? Int(item) : nil
    }

    /// Whether the document had numbered this id when the system was built from it: an id it
    /// met since (a constraint added in the REPL) is found by ``index(of:)``.
    func knowsNumber(_ number: Int32) -> Bool {
        number >= 0 && Int(number) < itemOfNumber.count
    }

    /// The number the document gave the item's id, `nil` for an item the builder made.
    func number(ofItemAt index: Int) -> Int32? {
        numberOfItem[index] >= 0 ? numberOfItem[index] : nil
    }

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
    public var margins: EdgeInsets {
        get { storedMargins.value }
        set { storedMargins = StoredMargins(newValue) }
    }
    private var storedMargins: StoredMargins
    /// Distances from the top to the first and last baselines, when the item has them.
    public var baselineOffsets: BaselineOffsets?
    /// Last, in the optional's padding: 56 bytes an item.
    public var kind: Kind

    public init(id: ItemID, kind: Kind, margins: EdgeInsets = .zero, baselineOffsets: BaselineOffsets? = nil) {
        self.id = id
        self.kind = kind
        self.storedMargins = StoredMargins(margins)
        self.baselineOffsets = baselineOffsets
    }

    /// Margins as an item keeps them: nearly every item has none (a guide) or UIKit's
    /// default (a view), which take no room of their own; others are boxed. Four doubles
    /// inline would add 32 bytes to every item.
    private enum StoredMargins: Sendable {
        case zero
        case standard
        case other(ValueBox<EdgeInsets>)

        init(_ margins: EdgeInsets) {
            // Bit for bit: a margin of -0 is kept as it was given.
            if Self.isBitwiseEqual(margins, .zero) {
                self = .zero
            } else if Self.isBitwiseEqual(margins, .defaultLayoutMargins) {
                self = .standard
            } else {
                self = .other(ValueBox(margins))
            }
        }

        var value: EdgeInsets {
            switch self {
            case .zero: .zero
            case .standard: .defaultLayoutMargins
            case let .other(box): box.value
            }
        }

        private static func isBitwiseEqual(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
            a.top.bitPattern == b.top.bitPattern && a.left.bitPattern == b.left.bitPattern
                && a.bottom.bitPattern == b.bottom.bitPattern && a.right.bitPattern == b.right.bitPattern
        }
    }

    /// Equal when the id, kind, margins and baselines are, however the margins are kept.
    public static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool {
        lhs.id == rhs.id && lhs.margins == rhs.margins && lhs.baselineOffsets == rhs.baselineOffsets && lhs.kind == rhs.kind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(margins)
        hasher.combine(baselineOffsets)
        hasher.combine(kind)
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
    public var origin: EquationOrigin
    // The fields are in this order so that none takes padding of its own: 40 bytes an
    // equation. The terms are kept as the three parts of ``LinearTerms`` (a whole
    // `LinearTerms` here would need 8 bytes more an equation).
    public var relation: Relation
    /// An equation has a handful of terms (at most four from a constraint).
    private var termCount: UInt8
    private var termStart: Int32
    private var termStorage: [LinearTerm]
    public var constant: Double
    public var priority: Priority

    public init(terms: LinearTerms, constant: Double, relation: Relation, priority: Priority, origin: EquationOrigin) {
        let parts = terms.parts
        precondition(parts.length <= Int32(UInt8.max), "an equation of \(parts.length) terms")
        termStorage = parts.storage
        termStart = parts.start
        termCount = UInt8(parts.length)
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.origin = origin
    }

    public var terms: LinearTerms {
        get { LinearTerms(termStorage, start: termStart, length: Int32(termCount)) }
        set { self = LayoutEquation(terms: newValue, constant: constant, relation: relation, priority: priority, origin: origin) }
    }

    /// Terms waiting for the builder's array (``LinearTerms/pending(_:)``) take it.
    mutating func resolvePendingTerms(in shared: [LinearTerm]) {
        if termStorage.isEmpty && termCount > 0 { termStorage = shared }
    }

    /// The left side, `Σ terms + constant`.
    public var form: LinearForm { LinearForm(terms: terms, constant: constant) }

    public static func == (lhs: LayoutEquation, rhs: LayoutEquation) -> Bool {
        lhs.terms == rhs.terms && lhs.constant == rhs.constant && lhs.relation == rhs.relation && lhs.priority == rhs.priority
            && lhs.origin == rhs.origin
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(terms)
        hasher.combine(constant)
        hasher.combine(relation)
        hasher.combine(priority)
        hasher.combine(origin)
    }

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
/// Ten bytes: a ``GeneratedConstraint`` is a reference to what it was made from, not boxed
/// for each equation.
public enum EquationOrigin: Hashable, Sendable {
    /// The constraint at this index of the document.
    case document(Int)
    /// A constraint UIKit makes that the document did not record.
    case generated(GeneratedConstraint)
}
