/// What UIKit itself reported in a legacy input (a conflict log, an `_autolayoutTrace`), kept
/// beside the document so `check` can show it next to its own findings.
public struct RecordedFindings: Hashable, Sendable {
    /// One per "Unable to simultaneously satisfy constraints" message, in file order.
    public var conflicts: [RecordedConflict]
    /// One per item a trace marks `AMBIGUOUS LAYOUT`, in file order.
    public var ambiguities: [RecordedAmbiguity]
    /// Views a trace marks `MISSING HOST CONSTRAINTS` (an engine host with no constraints
    /// tying it to its superview).
    public var hostsMissingConstraints: [ItemID]
    /// Views Interface Builder flagged `misplaced="YES"`: their recorded frames are not what
    /// the constraints make.
    public var misplaced: [ItemID]

    public init(
        conflicts: [RecordedConflict] = [], ambiguities: [RecordedAmbiguity] = [],
        hostsMissingConstraints: [ItemID] = [], misplaced: [ItemID] = []
    ) {
        self.conflicts = conflicts
        self.ambiguities = ambiguities
        self.hostsMissingConstraints = hostsMissingConstraints
        self.misplaced = misplaced
    }

    public static let none = RecordedFindings()

    public var isEmpty: Bool {
        conflicts.isEmpty && ambiguities.isEmpty && hostsMissingConstraints.isEmpty && misplaced.isEmpty
    }
}

/// One "Unable to simultaneously satisfy constraints" message of a conflict log.
public struct RecordedConflict: Hashable, Sendable {
    /// The references (``LayoutDocument/reference(ofConstraintAt:)``, the logged addresses)
    /// of the constraints the message lists, in its order, each once.
    public var constraints: [String]
    /// The constraint UIKit broke ("Will attempt to recover by breaking constraint"); `nil`
    /// when the paste lost that line.
    public var broken: String?
    /// The 1-based line of the message's header (or of its first line that survived).
    public var line: Int
    /// What the console printed before the header: timestamp, process, `[LayoutConstraints]`.
    public var logPrefix: String?

    public init(constraints: [String], broken: String?, line: Int, logPrefix: String? = nil) {
        self.constraints = constraints
        self.broken = broken
        self.line = line
        self.logPrefix = logPrefix
    }
}

/// An item that `_autolayoutTrace` marks `AMBIGUOUS LAYOUT`, or that Interface Builder
/// flagged `ambiguous="YES"`.
public struct RecordedAmbiguity: Hashable, Sendable {
    public var item: ItemID
    /// The ambiguous engine variables, as the analysis report names them: `minX`, `minY`,
    /// `width`, `height`. Empty for iOS 7's bare `- AMBIGUOUS LAYOUT`, which does not say.
    public var attributes: [String]
    /// The layout engine's variable ids (`{id: 717}`), in the order of ``attributes``.
    public var variableIDs: [Int]
    /// The 1-based line in the trace.
    public var line: Int

    public init(item: ItemID, attributes: [String], variableIDs: [Int], line: Int) {
        self.item = item
        self.attributes = attributes
        self.variableIDs = variableIDs
        self.line = line
    }
}
