import LayoutModel

/// A 1-based line and column in an input file.
public struct SourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A line and column in 8 bytes, for a reader's list of its elements' positions (a dump
/// has hundreds of thousands, kept as long as the document).
struct PackedPosition: Hashable, Sendable {
    var line: UInt32
    var column: UInt32

    var unpacked: SourcePosition { SourcePosition(line: Int(line), column: Int(column)) }
}

/// Where the input states each view and constraint, so findings can point at the line a
/// person edits (SARIF regions, GitHub annotations). Kept beside the document rather than in
/// it: a view is the same view wherever it was written.
public struct SourcePositions: Hashable, Sendable {
    /// By view or guide id: where its description starts (a dump's `{` of the view object,
    /// a log's `<UIView: 0x…>`, an IB element).
    public var items: PositionTable<ItemID>
    /// By index into the document's constraints.
    public var constraints: PositionTable<Int>

    /// Whether the input is the source a person edits (an Interface Builder file), so that a
    /// report for people shows where each finding is; a captured dump or log is not edited,
    /// and its positions are for machines (JSON, SARIF).
    public var isEditedSource: Bool

    public init(items: [ItemID: SourcePosition] = [:], constraints: [Int: SourcePosition] = [:], isEditedSource: Bool = false) {
        self.init(items: PositionTable(items), constraints: PositionTable(constraints), isEditedSource: isEditedSource)
    }

    init(items: PositionTable<ItemID>, constraints: PositionTable<Int>, isEditedSource: Bool = false) {
        self.items = items
        self.constraints = constraints
        self.isEditedSource = isEditedSource
    }

    public static let none = SourcePositions()
}

/// Positions by key (a view's id, a constraint's index).
///
/// A reader records each position in a dictionary, or, when it has them all in the order of
/// its elements (a dump's tens of thousands), hands over that list with how a key finds its
/// element: a report asks for a handful, and a dictionary of all of them would cost more to
/// fill than reading the dump's views does. A reader that keeps its document's lines
/// (``LineTable``) hands over where each key's element starts instead, and a position is
/// worked out only when it is asked for: `validate` asks for none.
public struct PositionTable<Key: Hashable & Sendable>: Hashable, Sendable {
    private var recorded: [Key: SourcePosition]
    private var listed: PositionList<Key>?

    public init(_ recorded: [Key: SourcePosition] = [:]) {
        self.recorded = recorded
    }

    /// The positions of a reader's elements in order, `element(key)` finding a key's.
    init(_ positions: [PackedPosition], element: @escaping @Sendable (Key) -> Int?) {
        recorded = [:]
        listed = PositionList(count: positions.count, element: element) { index in
            positions.indices.contains(index) ? positions[index].unpacked : nil
        }
    }

    /// The positions of `count` elements of a text whose lines are `lines`, `offset(key)`
    /// saying where a key's element starts.
    init(count: Int, in lines: LineTable, offset: @escaping @Sendable (Key) -> Int?) {
        recorded = [:]
        listed = PositionList(count: count, element: offset) { lines.position(of: $0) }
    }

    public subscript(key: Key) -> SourcePosition? {
        get { recorded[key] ?? listed?.position(of: key) }
        set { recorded[key] = newValue }
    }

    /// How many positions the table holds.
    public var count: Int { recorded.count + (listed?.count ?? 0) }

    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        recorded.reserveCapacity(minimumCapacity)
    }

    /// The same positions, each moved by `transform` (from a rewritten input to the file read).
    func mapped(_ transform: @escaping @Sendable (_ line: Int, _ column: Int) -> SourcePosition) -> PositionTable {
        var result = self
        result.recorded = recorded.mapValues { transform($0.line, $0.column) }
        if let listed {
            result.listed = PositionList(count: listed.count, element: listed.element) { index in
                listed.locate(index).map { transform($0.line, $0.column) }
            }
        }
        return result
    }
}

/// A reader's positions, one per element, found by a key's element, shared by the copies of
/// a table.
private final class PositionList<Key: Hashable & Sendable>: Hashable, Sendable {
    let count: Int
    let element: @Sendable (Key) -> Int?
    /// The position of the element at an index.
    let locate: @Sendable (Int) -> SourcePosition?

    init(count: Int, element: @escaping @Sendable (Key) -> Int?, locate: @escaping @Sendable (Int) -> SourcePosition?) {
        self.count = count
        self.element = element
        self.locate = locate
    }

    func position(of key: Key) -> SourcePosition? {
        element(key).flatMap(locate)
    }

    static func == (lhs: PositionList, rhs: PositionList) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
