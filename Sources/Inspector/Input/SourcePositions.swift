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

/// Where the input states each view and constraint, so findings can point at the line a
/// person edits (SARIF regions, GitHub annotations). Kept beside the document rather than in
/// it: a view is the same view wherever it was written.
public struct SourcePositions: Hashable, Sendable {
    /// By view or guide id: where its description starts (a dump's `{` of the view object,
    /// a log's `<UIView: 0x…>`, an IB element).
    public var items: [ItemID: SourcePosition]
    /// By index into the document's constraints.
    public var constraints: ConstraintPositions

    /// Whether the input is the source a person edits (an Interface Builder file), so that a
    /// report for people shows where each finding is; a captured dump or log is not edited,
    /// and its positions are for machines (JSON, SARIF).
    public var isEditedSource: Bool

    public init(items: [ItemID: SourcePosition] = [:], constraints: [Int: SourcePosition] = [:], isEditedSource: Bool = false) {
        self.items = items
        self.constraints = ConstraintPositions(constraints)
        self.isEditedSource = isEditedSource
    }

    public static let none = SourcePositions()
}

/// Where each constraint is stated, by index into the document's constraints: an array of
/// 32-bit lines and columns, since inputs state nearly every constraint, where a dictionary
/// of a large feed's 350,000 took 12 MB.
public struct ConstraintPositions: Hashable, Sendable {
    private var positions: [(line: Int32, column: Int32)] = []
    private static let none: (line: Int32, column: Int32) = (-1, -1)

    public init(_ positions: [Int: SourcePosition] = [:]) {
        for (index, position) in positions { self[index] = position }
    }

    public subscript(index: Int) -> SourcePosition? {
        get {
            guard positions.indices.contains(index), positions[index].line >= 0 else { return nil }
            return SourcePosition(line: Int(positions[index].line), column: Int(positions[index].column))
        }
        set {
            guard index >= 0 else { return }
            if index >= positions.count {
                guard newValue != nil else { return }
                positions.append(contentsOf: repeatElement(Self.none, count: index + 1 - positions.count))
            }
            positions[index] = newValue.map { (Int32(clamping: $0.line), Int32(clamping: $0.column)) } ?? Self.none
        }
    }

    /// How many constraints have a position.
    public var count: Int { positions.count { $0.line >= 0 } }

    public mutating func reserveCapacity(_ count: Int) { positions.reserveCapacity(count) }

    public static func == (lhs: ConstraintPositions, rhs: ConstraintPositions) -> Bool {
        lhs.positions.elementsEqual(rhs.positions) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        for position in positions {
            hasher.combine(position.line)
            hasher.combine(position.column)
        }
    }
}
