import Inspector

extension InputCheck {
    /// The input's findings: what its reports found, what the reading skipped, or why it
    /// could not be read. `root` is the folder paths are made relative to.
    public func findings(relativeTo root: String) -> [Finding] {
        let path = Self.relativePath(input, to: root)
        var findings: [Finding] = []
        func add(_ rule: FindingRule, _ message: String, at position: SourcePosition?, related: [RelatedLocation] = [], identity: String) {
            findings.append(Finding(rule: rule, path: path, input: input, message: message, position: position, related: related, identity: identity))
        }
        switch failure {
        case let .cannotOpen(reason):
            add(.unreadable, "\(input): \(reason)", at: nil, identity: reason)
        case let .unreadable(errors):
            for error in errors {
                add(.unreadable, Self.message(error), at: Self.position(error.location), identity: error.description)
            }
        case nil:
            break
        }
        for warning in warnings {
            add(.damagedInput, Self.message(warning), at: Self.position(warning.location), identity: warning.message)
        }
        for report in reports {
            for conflict in report.conflicts {
                let located = conflict.members.filter { $0.position != nil }
                let position = conflict.broken.position ?? located.first?.position
                let related = conflict.members.enumerated().compactMap { index, member -> RelatedLocation? in
                    guard index != conflict.brokenMember, let position = member.position else { return nil }
                    return RelatedLocation(message: "\(member.form) [\(member.reference)]", position: position)
                }
                let identity = conflict.members.map(\.reference).sorted().joined(separator: ",") + ">" + conflict.broken.reference
                add(.conflict, conflict.message, at: position, related: related, identity: identity)
                for diagnosis in conflict.diagnoses {
                    let cause = Diagnosis.Cause(rawValue: diagnosis.cause) ?? .competingSizes
                    add(.diagnosis(cause), diagnosis.message, at: position, related: related, identity: identity)
                }
            }
            for list in report.lists where list.recordedLine != nil && list.conflicts.isEmpty {
                let line = list.recordedLine ?? 1
                let reason = list.unreproducedReason ?? "the listed constraints can all hold together"
                add(.unreproducedConflict, "UIKit logged a conflict at line \(line) that draft-inspect did not reproduce: \(reason)",
                    at: SourcePosition(line: line, column: 1), identity: list.constraints.sorted().joined(separator: ","))
            }
            for ambiguity in report.ambiguities {
                add(.ambiguous, ambiguity.message, at: ambiguity.position,
                    identity: "\(ambiguity.item):\(ambiguity.attributes.joined(separator: ","))")
            }
            for misplaced in report.misplacements {
                let message = "\(misplaced.name) [\(misplaced.item)] is recorded at \(Self.text(misplaced.recorded)) but the constraints put it at \(Self.text(misplaced.solved))"
                add(.misplaced, message, at: misplaced.position, identity: misplaced.item.rawValue)
            }
            for host in report.hostsMissingConstraints {
                add(.missingHostConstraints, host.message, at: host.position, identity: host.item.rawValue)
            }
        }
        return Self.numberingRepeats(findings)
    }

    /// A second finding with the same rule and identity in one input gets its own
    /// fingerprint (`#2`), so each is tracked.
    private static func numberingRepeats(_ findings: [Finding]) -> [Finding] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let key = finding.rule.id + "\u{0}" + finding.identity
            seen[key, default: 0] += 1
            guard let count = seen[key], count > 1 else { return finding }
            var numbered = finding
            numbered.identity += "#\(count)"
            numbered.fingerprint = Fingerprint.of(finding.rule.id, finding.path, numbered.identity)
            return numbered
        }
    }

    /// A reading problem's message with its JSON path and id, its line being the location's.
    // Not inlined: the release compiler (Swift 6.3.1) crashes in CopyPropagation
    // ("Found ownership error") when these switches are inlined into `findings(relativeTo:)`.
    @inline(never)
    private static func message(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.message
        if case let .path(path) = diagnostic.location { text = "\(path): \(text)" }
        if let id = diagnostic.itemID { text += " (id \(id))" }
        return text
    }

    @inline(never)
    static func position(_ location: Diagnostic.Location) -> SourcePosition? {
        if case let .line(line, column) = location { return SourcePosition(line: line, column: column) }
        return nil
    }

    /// `input` relative to `root` when it lies inside it; standard input is `stdin`.
    public static func relativePath(_ input: String, to root: String) -> String {
        if input == "-" { return "stdin" }
        var path = input
        while path.hasPrefix("./") { path.removeFirst(2) }
        var base = root
        while base.hasPrefix("./") { base.removeFirst(2) }
        if base == "." || base.isEmpty { return path }
        if !base.hasSuffix("/") { base += "/" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private static func text(_ rect: Rect) -> String {
        "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }
}
