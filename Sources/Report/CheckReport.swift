import Inspector
import LayoutModel
import Readers

/// What `check` found in one input, worded and located: the one model that every renderer
/// (text, JSON, SARIF, GitHub annotations, pictures) lays out without solving anything.
///
/// It is made by asking the loaded document what it knows — a whole layout, lists of
/// conflicting constraints or only UIKit's own record (``LayoutExtent``), whether frames are
/// known, what UIKit reported — never which format the input was in.
public struct CheckReport: Hashable, Sendable {
    /// What could be checked, which follows from how much of the layout the input shows.
    public enum Scope: Hashable, Sendable {
        /// The whole layout solved: conflicts, ambiguity and (frames known) misplaced frames.
        case solvedLayout
        /// Each list of constraints (a conflict message) solved on its own: conflicts only.
        case reproducedLists
        /// Nothing to solve: what UIKit recorded (ambiguity, hosts missing constraints).
        case recordedByUIKit
    }

    /// The input as the user named it.
    public var input: String
    public var format: InputFormat
    public var scope: Scope
    public var viewCount: Int
    public var constraintCount: Int
    public var conflicts: [ConflictFinding]
    public var ambiguities: [AmbiguityFinding]
    public var misplacements: [MisplacementFinding]
    /// For ``Scope/reproducedLists``: each list solved, in input order.
    public var lists: [CheckedList]
    /// Views UIKit marks as hosting a layout engine without constraints to their superview.
    public var hostsMissingConstraints: [MissingHostFinding]
    /// What could not be checked in this input, and why.
    public var limitation: String?
    /// How the broken member of a conflict was picked, when UIKit's own choice is not known.
    public var breakingRule: String?
    /// Which layout of a file with several this report is about.
    public var layout: LayoutMention?
    /// Whether the input is the source a person edits (``SourcePositions/isEditedSource``):
    /// the text report then says where each finding is.
    public var locatesFindings = false

    public init(
        input: String, format: InputFormat, scope: Scope, viewCount: Int, constraintCount: Int,
        conflicts: [ConflictFinding] = [], ambiguities: [AmbiguityFinding] = [],
        misplacements: [MisplacementFinding] = [], lists: [CheckedList] = [],
        hostsMissingConstraints: [MissingHostFinding] = [], limitation: String? = nil, breakingRule: String? = nil
    ) {
        self.input = input
        self.format = format
        self.scope = scope
        self.viewCount = viewCount
        self.constraintCount = constraintCount
        self.conflicts = conflicts
        self.ambiguities = ambiguities
        self.misplacements = misplacements
        self.lists = lists
        self.hostsMissingConstraints = hostsMissingConstraints
        self.limitation = limitation
        self.breakingRule = breakingRule
    }

    /// The lists that came with UIKit's "Unable to simultaneously satisfy constraints".
    public var recordedListCount: Int { lists.filter { $0.recordedLine != nil }.count }

    /// The lists with UIKit's message in which draft-inspect found the conflict again.
    public var reproducedListCount: Int { lists.filter { $0.recordedLine != nil && !$0.conflicts.isEmpty }.count }

    /// No conflict and no ambiguity: misplaced frames alone are not a problem the layout has.
    public var isClean: Bool { conflicts.isEmpty && ambiguities.isEmpty }

    /// Something to look at that draft-inspect could not confirm as a problem: a conflict UIKit
    /// logged that the listed constraints do not reproduce, a host UIKit marks as missing
    /// constraints.
    public var hasWarnings: Bool {
        lists.contains { $0.recordedLine != nil && $0.conflicts.isEmpty } || !hostsMissingConstraints.isEmpty
    }
}

/// A layout of a file with several (a storyboard's scene, a XIB's view or cell).
public struct LayoutMention: Hashable, Sendable {
    public var id: String
    public var name: String
    /// ``RootKind/formatName``: `viewControllerView`, `tableViewCell`, …
    public var kind: String
    /// ``RootKind/phrase``, what the text heading says: `the view of LoginViewController`.
    public var phrase: String

    public init(id: String, name: String, kind: String, phrase: String) {
        self.id = id
        self.name = name
        self.kind = kind
        self.phrase = phrase
    }
}

/// A constraint as a report names it.
public struct ConstraintMention: Hashable, Sendable {
    /// UIKit's debug form with the report's names: `doneButton.height == 44`; `nil` in a
    /// report made for a format that shows none (``MentionDetail/forms``).
    public var form: String?
    /// The id the input gives it, or what made it: `0x600000c8a230`, `a.autoresizing.width`.
    public var reference: String
    /// The Draftsman code that makes it, or what made it when UIKit did; `nil` in a report
    /// made for a format that does not show code.
    public var code: String?
    /// Where the input states it, when it does.
    public var position: SourcePosition?
    /// Whether draft-inspect derived it (the root's frame, an autoresizing mask, sizes ≥ 0, …)
    /// rather than read it from the input: its reference is then not an id of the input.
    public var isDerived: Bool

    /// What a report shows for it: its form, or its reference in a report made without forms.
    public var text: String { form ?? reference }

    public init(form: String?, reference: String, code: String?, position: SourcePosition? = nil, isDerived: Bool = false) {
        self.form = form
        self.reference = reference
        self.code = code
        self.position = position
        self.isDerived = isDerived
    }
}

/// A minimal set of required constraints that cannot all hold.
public struct ConflictFinding: Hashable, Sendable {
    /// The members in the solver's order.
    public var members: [ConstraintMention]
    /// The index in ``members`` of the one given up.
    public var brokenMember: Int
    /// Why that one: "installed deepest, on doneButton, so UIKit's engine adds it last".
    public var breakingReason: String
    /// The conflict in one sentence.
    public var message: String
    public var diagnoses: [DiagnosisFinding]
    /// For a list solved on its own: how it compares with what UIKit did.
    public var reproduction: ReproducedConflict?
    /// False when the conflict was too large to reduce to a minimal set within its search
    /// budget (``Conflict/isMinimal``).
    public var isMinimal: Bool

    public init(
        members: [ConstraintMention], brokenMember: Int, breakingReason: String, message: String,
        diagnoses: [DiagnosisFinding], reproduction: ReproducedConflict? = nil, isMinimal: Bool = true
    ) {
        self.isMinimal = isMinimal
        self.members = members
        self.brokenMember = brokenMember
        self.breakingReason = breakingReason
        self.message = message
        self.diagnoses = diagnoses
        self.reproduction = reproduction
    }

    public var broken: ConstraintMention { members[brokenMember] }
}

/// A classic cause of a conflict, with its fix.
public struct DiagnosisFinding: Hashable, Sendable {
    /// ``Diagnosis/Cause``'s raw value: `autoresizing-mask`, `required-sizes`, …
    public var cause: String
    public var message: String

    public init(cause: String, message: String) {
        self.cause = cause
        self.message = message
    }
}

/// A conflict found again in a list of constraints UIKit logged.
public struct ReproducedConflict: Hashable, Sendable {
    /// The index into ``CheckReport/lists`` of the list it was found in.
    public var list: Int
    /// Members the list does not state (the floor UIKit puts under sizes), as indexes into
    /// ``ConflictFinding/members``.
    public var implicitMembers: [Int]
    /// The constraint UIKit broke, when the message says.
    public var uikitBroke: String?
    /// The line of UIKit's message.
    public var recordedLine: Int?
    /// `UIKit broke: …; draft-inspect would break the same one`.
    public var comparison: String
    /// What the reproduction takes for granted that the log does not show.
    public var assumptions: [String]
    /// The conflict of the same list this one remains of once that one's broken member is
    /// given up (an index into ``CheckReport/conflicts``): one UIKit message can need several
    /// constraints broken, and UIKit logs a message for each after the first.
    public var follows: Int?

    public init(
        list: Int, implicitMembers: [Int], uikitBroke: String?, recordedLine: Int?, comparison: String,
        assumptions: [String], follows: Int? = nil
    ) {
        self.list = list
        self.implicitMembers = implicitMembers
        self.uikitBroke = uikitBroke
        self.recordedLine = recordedLine
        self.comparison = comparison
        self.assumptions = assumptions
        self.follows = follows
    }
}

/// One list of constraints solved on its own: a UIKit message, or a pasted list.
public struct CheckedList: Hashable, Sendable {
    /// The line of UIKit's message; `nil` for a list pasted without it.
    public var recordedLine: Int?
    /// The references of the listed constraints, in list order.
    public var constraints: [String]
    /// The constraint UIKit broke, when the message says and it was read.
    public var uikitBroke: ConstraintMention?
    /// The listed constraint draft-inspect's breaking rule picks among all the listed ones
    /// (``Reproduction/predictedBreak``), to compare with ``uikitBroke``.
    public var predictedBreak: String?
    /// The indexes into ``CheckReport/conflicts`` of what was found in it.
    public var conflicts: [Int]
    /// Why no conflict came out, when none did.
    public var unreproducedReason: String?

    public init(
        recordedLine: Int?, constraints: [String], uikitBroke: ConstraintMention?, predictedBreak: String? = nil,
        conflicts: [Int], unreproducedReason: String?
    ) {
        self.recordedLine = recordedLine
        self.constraints = constraints
        self.uikitBroke = uikitBroke
        self.predictedBreak = predictedBreak
        self.conflicts = conflicts
        self.unreproducedReason = unreproducedReason
    }
}

/// A view or guide whose frame the constraints do not pin down.
public struct AmbiguityFinding: Hashable, Sendable {
    public var item: ItemID
    public var name: String
    /// The free parts of its frame: `minX`, `minY`, `width`, `height` (empty when UIKit's
    /// record does not say).
    public var attributes: [String]
    /// What is missing, and what to add.
    public var message: String
    /// Items that move with it and are not listed on their own.
    public var followers: [ItemID]
    /// Other items placed from it along a free axis, which the constraint it lacks places too
    /// (``Ambiguity/tied``).
    public var tied: [ItemID]
    /// When UIKit recorded it (a trace): where, and its engine's variable ids.
    public var recorded: RecordedMark?
    /// Where the input states the item.
    public var position: SourcePosition?

    public init(
        item: ItemID, name: String, attributes: [String], message: String, followers: [ItemID], tied: [ItemID] = [],
        recorded: RecordedMark? = nil, position: SourcePosition? = nil
    ) {
        self.item = item
        self.name = name
        self.attributes = attributes
        self.message = message
        self.followers = followers
        self.tied = tied
        self.recorded = recorded
        self.position = position
    }
}

/// Where UIKit recorded a finding in the input.
public struct RecordedMark: Hashable, Sendable {
    public var line: Int
    /// The layout engine's variable ids (`{id: 717}`).
    public var variableIDs: [Int]

    public init(line: Int, variableIDs: [Int]) {
        self.line = line
        self.variableIDs = variableIDs
    }
}

/// A recorded frame with an edge more than 0.5 pt from the solved one (superview coordinates).
public struct MisplacementFinding: Hashable, Sendable {
    public var item: ItemID
    public var name: String
    public var recorded: Rect
    public var solved: Rect
    public var position: SourcePosition?
    /// Interface Builder flagged this frame itself (`misplaced="YES"` or `ambiguous="YES"` on the
    /// view, or `misplaced="YES"` on a view it lies in): IB says its canvas did not lay it out
    /// from the constraints, so the recorded frame is no oracle for them.
    public var flaggedByInterfaceBuilder: Bool
    /// The view shows an SF Symbol (its image or background image): UIKit places it by the
    /// symbol's alignment rect, whose insets no input records, so its frame may differ from
    /// the constraints' by a few points where nothing is wrong.
    public var showsSymbol: Bool

    public init(
        item: ItemID, name: String, recorded: Rect, solved: Rect, position: SourcePosition? = nil,
        flaggedByInterfaceBuilder: Bool = false, showsSymbol: Bool = false
    ) {
        self.item = item
        self.name = name
        self.recorded = recorded
        self.solved = solved
        self.position = position
        self.flaggedByInterfaceBuilder = flaggedByInterfaceBuilder
        self.showsSymbol = showsSymbol
    }

    /// What the text and the annotations add about a symbol's frame.
    static let symbolNote = "an SF Symbol: its alignment insets, not known here, may account for a few points"
}

/// A view that hosts a layout engine without constraints tying it to its superview.
public struct MissingHostFinding: Hashable, Sendable {
    public var item: ItemID
    public var name: String
    public var message: String
    public var position: SourcePosition?

    public init(item: ItemID, name: String, message: String, position: SourcePosition? = nil) {
        self.item = item
        self.name = name
        self.message = message
        self.position = position
    }
}
