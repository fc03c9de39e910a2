import Readers

/// What one run of `check` found over all its inputs, in a deterministic order (the order
/// the inputs were named, each folder's files sorted by path).
public struct CheckRun: Sendable {
    public var inputs: [InputCheck]
    /// Files found in folders and left unread: no layout, or no regular file.
    public var skipped: [SkippedFile]
    /// The folder each input's ``InputCheck/path`` is relative to (`%SRCROOT%` in SARIF): the
    /// repository's top level, or the folder `--sarif-root` names.
    public var root: String
    /// Fingerprints of findings accepted by a baseline: reported as known, never failing a run.
    public var baseline: Set<String>

    public init(inputs: [InputCheck], skipped: [SkippedFile] = [], root: String = ".", baseline: Set<String> = []) {
        self.inputs = inputs
        self.skipped = skipped
        self.root = root
        self.baseline = baseline
    }

    /// Every finding of every input, in input order.
    public var findings: [Finding] {
        inputs.flatMap { $0.findings() }
    }

    /// The findings a baseline does not accept.
    public var newFindings: [Finding] {
        findings.filter { !baseline.contains($0.fingerprint) }
    }

    /// Whether a finding the baseline does not accept is at least `severity` (`--fail-on`).
    /// Without a baseline only the findings' rules are asked, none of them worded.
    public func hasNewFinding(atLeast severity: FindingRule.Severity) -> Bool {
        guard baseline.isEmpty else { return newFindings.contains { $0.rule.severity >= severity } }
        return inputs.contains { $0.findingRules.contains { $0.severity >= severity } }
    }

    public var unreadableCount: Int { inputs.filter { $0.failure != nil }.count }
    public var reports: [CheckReport] { inputs.flatMap(\.reports) }
}

/// One input of a run: a report per layout it holds, or why it could not be read.
public struct InputCheck: Sendable {
    /// Why an input gave no report.
    public enum Failure: Hashable, Sendable {
        /// A named file that does not exist or cannot be opened.
        case cannotOpen(String)
        /// Content that is not readable input; every problem found.
        case unreadable([Diagnostic])
    }

    /// The path as named or found (`-` for standard input).
    public var input: String
    /// The path findings give: relative to the run's root however the input was named, so
    /// that SARIF locations, GitHub annotations and baseline fingerprints stay put; `stdin`
    /// for standard input.
    public var path: String
    public var format: InputFormat?
    /// One per layout; empty when the input could not be read.
    public var reports: [CheckReport]
    public var failure: Failure?
    /// Problems that did not stop the reading (a damaged paste's skipped lines).
    public var warnings: [Diagnostic]

    public init(
        input: String, path: String? = nil, format: InputFormat?, reports: [CheckReport], failure: Failure? = nil, warnings: [Diagnostic] = []
    ) {
        self.input = input
        self.path = path ?? Self.findingPath(input)
        self.format = format
        self.reports = reports
        self.failure = failure
        self.warnings = warnings
    }
}

/// A file met in a folder and left unread.
public struct SkippedFile: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// It holds no layout draft-inspect reads: source code, an asset catalog's
        /// `Contents.json`, a `Package.resolved`, ….
        case notALayout
        /// A FIFO, a device or a socket (`a FIFO`): opening it could wait for ever, and
        /// reading it never end.
        case notRegularFile(String)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }
}
