import LayoutModel

/// A constraint made from a view's properties rather than read from the document.
///
/// Nine bytes, so that an ``EquationOrigin`` holds it inline: a reference to what it was made
/// from, and which of that thing's constraints it is. Most generated constraints hold one
/// item's size at a constant: its two size floors, and its hugging and compression
/// resistance per axis (several per view of a large layout). Those of one item share one
/// record of it (``SizeFloors``, ``IntrinsicSizes``) rather than a box of heap per equation,
/// as do a view's four autoresizing constraints (``AutoresizingConstraints/Record``) and a
/// stack view's `UISV-*` constraints (``StackConstraints``); any other has a record of its
/// own (``Single``).
public struct GeneratedConstraint: Hashable, Sendable {
    private let record: Record
    /// Which of the record's constraints: for floors the axis (0 horizontal), for an intrinsic
    /// size the axis times two plus 1 for compression resistance, and for the floors that
    /// share an intrinsic size's record ``floorsOfIntrinsicSizes`` plus the axis; 0 for a
    /// single one.
    private let member: UInt8

    /// The first member of an intrinsic size's record that is one of its item's floors.
    private static let floorsOfIntrinsicSizes: UInt8 = 4

    private enum Record: Sendable {
        case single(Single)
        case sizeFloors(SizeFloors)
        case intrinsicSizes(IntrinsicSizes)
        case autoresizing(AutoresizingConstraints.Record)
        case stack(StackConstraints)
    }

    public init(item: ItemID, source: Source, role: String, constraint: Constraint? = nil) {
        self.init(Single(item: item, source: source, storage: Storage(constraint, role: role, item: item, source: source)))
    }

    private init(_ single: Single) {
        record = .single(single)
        member = 0
    }

    /// An item's two size floors, `width >= 0` and `height >= 0` (``NonNegativeSizes``),
    /// sharing one record: the same as ``init(item:source:role:constraint:)`` with source
    /// `nonNegativeSize`, the role `width` or `height` and that `NSLayoutConstraint`. An
    /// item with intrinsic-size constraints (`intrinsic`, made for the same item) has them
    /// share that record too: one record for the item, not two.
    static func sizeFloors(
        of item: ItemID, sharingWith intrinsic: IntrinsicSizeConstraints? = nil
    ) -> (width: GeneratedConstraint, height: GeneratedConstraint) {
        if let intrinsic {
            assert(intrinsic.record.item == item, "floors share the record of another item's intrinsic size")
            return (GeneratedConstraint(record: .intrinsicSizes(intrinsic.record), member: Self.floorsOfIntrinsicSizes),
                    GeneratedConstraint(record: .intrinsicSizes(intrinsic.record), member: Self.floorsOfIntrinsicSizes + 1))
        }
        let record = SizeFloors(item: item)
        return (GeneratedConstraint(record: .sizeFloors(record), member: 0), GeneratedConstraint(record: .sizeFloors(record), member: 1))
    }

    /// The `NSContentSizeLayoutConstraint`s of an item's intrinsic size: per axis with a
    /// metric, `size <= metric` at the hugging priority (role `width.hugging`) and `size >=
    /// metric` at the compression resistance (`width.compressionResistance`), all sharing
    /// one record. Ask ``IntrinsicSizeConstraints/constraint(_:isHugging:)`` only for an
    /// axis the size has a metric for.
    static func intrinsicSize(
        of item: ItemID, _ size: IntrinsicSize, hugging: AxisPriorities, compressionResistance: AxisPriorities
    ) -> IntrinsicSizeConstraints {
        IntrinsicSizeConstraints(record: IntrinsicSizes(
            item: item, width: size.width ?? 0, height: size.height ?? 0, hugging: hugging, compressionResistance: compressionResistance))
    }

    /// See ``intrinsicSize(of:_:hugging:compressionResistance:)``.
    struct IntrinsicSizeConstraints {
        fileprivate let record: IntrinsicSizes

        func constraint(_ axis: Axis, isHugging: Bool) -> GeneratedConstraint {
            GeneratedConstraint(record: .intrinsicSizes(record), member: (axis == .horizontal ? 0 : 2) + (isHugging ? 0 : 1))
        }
    }

    /// The four `NSAutoresizingMaskLayoutConstraint`s of a view that translates its mask
    /// (``AutoresizingConstraints``), in the order `minX`, `width`, `minY`, `height`, sharing
    /// one record: a table's every cell has them.
    static func autoresizing(_ record: AutoresizingConstraints.Record) -> [GeneratedConstraint] {
        (0..<4).map { GeneratedConstraint(record: .autoresizing(record), member: UInt8($0)) }
    }

    /// The member at `index` of a stack view's record.
    static func stackView(_ record: StackConstraints, member index: Int) -> GeneratedConstraint {
        GeneratedConstraint(record: .stack(record), member: UInt8(index))
    }

    private init(record: Record, member: UInt8) {
        self.record = record
        self.member = member
    }

    /// The item whose property made it (the view for autoresizing, the stack for `UISV-*`).
    public var item: ItemID {
        switch record {
        case let .single(single): single.item
        case let .sizeFloors(floors): floors.item
        case let .intrinsicSizes(sizes): sizes.item
        case let .autoresizing(record): record.item
        case let .stack(record): record.stack
        }
    }

    public var source: Source {
        switch record {
        case let .single(single): single.source
        case .sizeFloors: .nonNegativeSize
        case .intrinsicSizes: member >= Self.floorsOfIntrinsicSizes ? .nonNegativeSize : .intrinsicContentSize
        case .autoresizing: .autoresizingMask
        case .stack: .stackView
        }
    }

    /// The role and constraint as ``Storage`` keeps them; for a member of a shared record,
    /// what ``Storage/init(_:role:item:source:)`` would have made of its constraint.
    private var storage: Storage {
        switch record {
        case let .single(single):
            return single.storage
        case .sizeFloors:
            return Self.floorStorage(isWidth: member == 0)
        case let .intrinsicSizes(sizes):
            if member >= Self.floorsOfIntrinsicSizes { return Self.floorStorage(isWidth: member == Self.floorsOfIntrinsicSizes) }
            let axis: Axis = member < 2 ? .horizontal : .vertical
            let isHugging = member % 2 == 0
            return .constant(
                axis == .horizontal ? .width : .height, isHugging ? .lessThanOrEqual : .greaterThanOrEqual, isContentSize: true,
                constant: axis == .horizontal ? sizes.width : sizes.height,
                priority: isHugging ? sizes.hugging[axis] : sizes.compressionResistance[axis])
        case let .autoresizing(record):
            let component = AutoresizingConstraints.Record.components[Int(member)]
            return Storage(record.constraint(component), role: component.name, item: record.item, source: .autoresizingMask)
        case let .stack(record):
            let member = record.members[Int(member)]
            var constraint = member.constraint
            constraint.identifier = member.identifier
            return Storage(constraint, role: member.role, item: record.stack, source: .stackView)
        }
    }

    /// What ``Storage/init(_:role:item:source:)`` makes of a size floor's constraint.
    private static func floorStorage(isWidth: Bool) -> Storage {
        .constant(isWidth ? .width : .height, .greaterThanOrEqual, isContentSize: false, constant: 0, priority: .required)
    }

    /// What it constrains, unique for the item and source: `width`, `height.hugging`,
    /// `UISV-spacing.1`.
    public var role: String {
        get { storage.role(source: source) }
        set { self = GeneratedConstraint(item: item, source: source, role: newValue, constraint: constraint) }
    }

    /// The constraint in the model's terms, when one `NSLayoutConstraint` can say it
    /// (autoresizing constraints with proportional margins cannot).
    public var constraint: Constraint? {
        get { storage.constraint(item: item) }
        set { self = GeneratedConstraint(item: item, source: source, role: role, constraint: newValue) }
    }

    /// Equal when the item, source, role and constraint are, however they are kept.
    public static func == (lhs: GeneratedConstraint, rhs: GeneratedConstraint) -> Bool {
        lhs.item == rhs.item && lhs.source == rhs.source && lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(item)
        hasher.combine(source)
        hasher.combine(storage)
    }

    /// The role of a constraint that holds a size at a constant, when its source says it all:
    /// `width` for a size floor, `width.hugging` or `width.compressionResistance` for an
    /// intrinsic size (literals: the ids of every such equation share six strings).
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

    /// A generated constraint on its own.
    private final class Single: Sendable {
        let item: ItemID
        let source: Source
        let storage: Storage

        init(item: ItemID, source: Source, storage: Storage) {
            self.item = item
            self.source = source
            self.storage = storage
        }
    }

    /// Up to ``capacity`` of the `UISV-*` constraints one stack view makes, kept without the
    /// identifier each carries (a box of its own in a ``Constraint``) until one is asked for.
    final class StackConstraints: Sendable {
        struct Member: Sendable {
            /// The constraint less its identifier.
            let constraint: Constraint
            /// UIKit's identifier, `UISV-spacing`.
            let identifier: String
            /// The identifier numbered within the stack, `UISV-spacing.2`.
            let role: String
        }

        /// As many as a member's number can tell apart.
        static let capacity = Int(UInt8.max) + 1

        let stack: ItemID
        let members: [Member]

        init(stack: ItemID, members: [Member]) {
            precondition(members.count <= Self.capacity, "\(members.count) constraints in one stack's record")
            self.stack = stack
            self.members = members
        }
    }

    /// What an item's two size floors are made from: the item alone.
    private final class SizeFloors: Sendable {
        let item: ItemID

        init(item: ItemID) { self.item = item }
    }

    /// What an item's intrinsic-size constraints are made from (0 for an axis without a metric).
    ///
    /// The priorities are kept out of line unless they are UIKit's defaults, as nearly all
    /// are: 72 bytes a record, within the next smaller heap block than the priorities inline
    /// would need.
    fileprivate final class IntrinsicSizes: Sendable {
        let item: ItemID
        let width: Double
        let height: Double
        /// `nil` for UIKit's default hugging and compression resistance.
        private let priorities: ValueBox<Priorities>?

        init(item: ItemID, width: Double, height: Double, hugging: AxisPriorities, compressionResistance: AxisPriorities) {
            self.item = item
            self.width = width
            self.height = height
            // Bit for bit, so that a priority reads back exactly as it was given.
            func isBitwiseEqual(_ a: AxisPriorities, _ b: AxisPriorities) -> Bool {
                a.horizontal.rawValue.bitPattern == b.horizontal.rawValue.bitPattern
                    && a.vertical.rawValue.bitPattern == b.vertical.rawValue.bitPattern
            }
            let isStandard = isBitwiseEqual(hugging, .defaultHugging) && isBitwiseEqual(compressionResistance, .defaultCompressionResistance)
            priorities = isStandard ? nil : ValueBox(Priorities(hugging: hugging, compressionResistance: compressionResistance))
        }

        var hugging: AxisPriorities { priorities?.value.hugging ?? .defaultHugging }

        var compressionResistance: AxisPriorities { priorities?.value.compressionResistance ?? .defaultCompressionResistance }

        private struct Priorities: Hashable, Sendable {
            var hugging: AxisPriorities
            var compressionResistance: AxisPriorities
        }
    }

    /// How the role and the constraint are kept. Most generated constraints hold one item's
    /// size at a constant with nothing else set, under the role their source implies (size
    /// floors and intrinsic sizes: several per view of a large layout); those keep just what
    /// differs, in 24 bytes, where a whole ``Constraint`` and a role beside it would make
    /// every such equation's origin several times larger.
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
        // Spelt at its exact size: a long conflict's report names thousands.
        let item = item, prefix = source.prefix, role = role
        return String(spelling: { append in
            append(item.rawValue)
            append(".")
            if let prefix {
                append(prefix)
                append(".")
            }
            append(role)
        })
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
