import Inspector
import Readers

/// One thing a run reports, flattened for code-scanning tools, baselines and the exit
/// policy: what kind it is, where, and a fingerprint that stays the same while the finding
/// does (line numbers may move; the constraints and views involved do not).
public struct Finding: Hashable, Sendable {
    public var rule: FindingRule
    /// The input's path relative to the run's root.
    public var path: String
    /// The input's path as named or found.
    public var input: String
    public var message: String
    /// Where it is; the first line when the input does not say.
    public var position: SourcePosition
    /// The other places involved: the other members of a conflict.
    public var related: [RelatedLocation]
    /// What identifies it apart from where it is.
    public var identity: String
    /// A stable hash of rule, path and identity (with the occurrence when one file has the
    /// same finding twice).
    public var fingerprint: String

    public init(
        rule: FindingRule, path: String, input: String, message: String, position: SourcePosition?,
        related: [RelatedLocation] = [], identity: String
    ) {
        self.rule = rule
        self.path = path
        self.input = input
        self.message = message
        self.position = position ?? SourcePosition(line: 1, column: 1)
        self.related = related
        self.identity = identity
        self.fingerprint = Fingerprint.of(rule.id, path, identity)
    }
}

/// A place a finding involves besides its own.
public struct RelatedLocation: Hashable, Sendable {
    public var message: String
    public var position: SourcePosition

    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }
}

/// The kinds of finding: one SARIF rule each.
public enum FindingRule: Hashable, Sendable, Comparable {
    case conflict
    case ambiguous
    case misplaced
    /// A conflict UIKit logged that the constraints listed do not reproduce.
    case unreproducedConflict
    case missingHostConstraints
    /// A classic cause of a conflict, with its fix.
    case diagnosis(Diagnosis.Cause)
    /// A problem in the input that did not stop the reading.
    case damagedInput
    /// An input that could not be read at all.
    case unreadable

    /// Every rule, in the order SARIF lists them.
    public static let all: [FindingRule] = [.conflict, .ambiguous, .misplaced, .unreproducedConflict, .missingHostConstraints]
        + Diagnosis.Cause.allCases.map(FindingRule.diagnosis) + [.damagedInput, .unreadable]

    public var id: String {
        switch self {
        case .conflict: "conflict"
        case .ambiguous: "ambiguous"
        case .misplaced: "misplaced"
        case .unreproducedConflict: "unreproduced-conflict"
        case .missingHostConstraints: "missing-host-constraints"
        case let .diagnosis(cause): "diagnosis/\(cause.rawValue)"
        case .damagedInput: "damaged-input"
        case .unreadable: "unreadable"
        }
    }

    /// How bad it is, for `--fail-on`: a run fails on findings at or above the threshold.
    public var severity: Severity {
        switch self {
        case .conflict: .conflict
        case .ambiguous: .ambiguous
        case .misplaced: .misplaced
        case .unreproducedConflict, .missingHostConstraints, .diagnosis, .damagedInput: .warning
        case .unreadable: .unreadable
        }
    }

    /// SARIF's level (GitHub's annotation kind follows it).
    public var level: Level {
        switch self {
        case .conflict, .unreadable: .error
        case .ambiguous, .unreproducedConflict, .missingHostConstraints, .damagedInput: .warning
        case .misplaced, .diagnosis: .note
        }
    }

    /// A title for the rule.
    public var name: String {
        switch self {
        case .conflict: "Conflicting constraints"
        case .ambiguous: "Ambiguous layout"
        case .misplaced: "Misplaced frame"
        case .unreproducedConflict: "Logged conflict not reproduced"
        case .missingHostConstraints: "Missing host constraints"
        case let .diagnosis(cause):
            switch cause {
            case .autoresizingMask: "Conflict caused by an autoresizing mask"
            case .encapsulatedSize: "Conflict with the size a container gives"
            case .stackViewHiding: "Conflict with a hidden arranged subview"
            case .temporarySize: "Conflict with UIKit's temporary measuring size"
            case .competingSizes: "Required sizes that fight"
            case .competingPositions: "A view placed twice"
            case .uikitOnly: "A conflict among private UIKit views"
            }
        case .damagedInput: "Damaged input"
        case .unreadable: "Unreadable input"
        }
    }

    /// What it means and what to do, for the rule's help text.
    public var help: String {
        switch self {
        case .conflict:
            "These required constraints cannot all hold together; UIKit breaks one at run time (\"Unable to simultaneously satisfy constraints\"). Remove or correct one of them, or lower the priority of the one that should give way below 1000."
        case .ambiguous:
            "The constraints leave this view's position or size free, so UIKit may place it anywhere that satisfies them. Add the constraints the message names."
        case .misplaced:
            "The frame recorded in the input has an edge more than 0.5 pt from where the constraints put it: the input was captured before layout, or the constraints changed since."
        case .unreproducedConflict:
            "UIKit logged a conflict that the listed constraints do not reproduce on their own: it depends on something the log does not show (a constraint left out of the paste, an intrinsic content size, a real margin). Check the view in a dump of the whole layout."
        case .missingHostConstraints:
            "The view hosts its own layout engine but has no constraints tying it to its superview, so its frame is not decided by Auto Layout. Add constraints to its superview or set translatesAutoresizingMaskIntoConstraints."
        case let .diagnosis(cause):
            switch cause {
            case .autoresizingMask:
                "A view still translates its autoresizing mask into constraints while other constraints place it. Set translatesAutoresizingMaskIntoConstraints = false on views laid out with constraints."
            case .encapsulatedSize:
                "A table view, collection view or container gives the view its size (UIView-Encapsulated-Layout-*) and the required constraints inside it need another. Lower the priority of one vertical (or horizontal) constraint inside to 999."
            case .stackViewHiding:
                "A hidden arranged subview is held at size 0 by UISV-hiding, and a required size or spacing inside it cannot shrink. Lower the priority of that constraint to 999."
            case .temporarySize:
                "UIKit measured a view with a temporary width or height that the required constraints cannot fit. Lower the priority of the constraint that fights it, or give the view a size."
            case .competingSizes:
                "Two or more required sizes on one axis cannot all hold with the constraints between them. Lower the priority of the one that should give way."
            case .competingPositions:
                "Required equalities place the same edge or center of a view in two different places, or set its start, end and center along one axis, where any two decide the third. Remove the one you did not mean, or lower its priority."
            case .uikitOnly:
                "Every constraint of the conflict is UIKit's own, placing its private views (the keyboard's shortcut bar, a bar's internal views). UIKit logs it and breaks one of them itself; nothing in the app caused it, and no change to the app's constraints removes it."
            }
        case .damagedInput:
            "Part of the input could not be read (a line cut off or mangled in a paste) and was skipped; the findings cover the rest."
        case .unreadable:
            "The input could not be read as a draft-inspect dump, UIKit log, _autolayoutTrace or recursiveDescription. The message says where and what."
        }
    }

    public enum Level: String, Hashable, Sendable {
        case error, warning, note
    }

    /// `--fail-on` thresholds, lowest first.
    public enum Severity: Int, Hashable, Sendable, Comparable, CaseIterable {
        case warning, misplaced, ambiguous, conflict, unreadable

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public static func < (lhs: FindingRule, rhs: FindingRule) -> Bool {
        (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
    }
}

/// FNV-1a, 64 bits, in hex: a hash that is the same on every machine and every run (Swift's
/// `Hasher` is seeded per process).
enum Fingerprint {
    static func of(_ parts: String...) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = (hash ^ 0x1F) &* 0x0000_0100_0000_01B3 }
            for byte in part.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
