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
    public var constraints: [Int: SourcePosition]

    /// Whether the input is the source a person edits (an Interface Builder file), so that a
    /// report for people shows where each finding is; a captured dump or log is not edited,
    /// and its positions are for machines (JSON, SARIF).
    public var isEditedSource: Bool

    public init(items: [ItemID: SourcePosition] = [:], constraints: [Int: SourcePosition] = [:], isEditedSource: Bool = false) {
        self.items = items
        self.constraints = constraints
        self.isEditedSource = isEditedSource
    }

    public static let none = SourcePositions()
}
