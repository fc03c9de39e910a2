import Inspector
import LayoutModel
import Readers

extension InputCheck {
    /// The input's findings: what its reports found, what the reading skipped, or why it
    /// could not be read, each at ``path``.
    public func findings() -> [Finding] {
        var found = readingFindings()
        for report in reports {
            for pending in Self.pending(report) { found += Self.drafts(of: pending, in: report) }
        }
        return Self.numberingRepeats(found.map { $0.finding(path: path, input: input) })
    }

    /// The rule of each of ``findings()``, in order, none of them worded: whether a run fails
    /// asks only this, and wording a conflict of ten thousand members costs more than solving it.
    public var findingRules: [FindingRule] {
        var rules = readingFindings().map(\.rule)
        for report in reports {
            for pending in Self.pending(report) { Self.appendRules(of: pending, in: report, to: &rules) }
        }
        return rules
    }

    /// A finding of a report, by its kind and its index there: what its rules are is known at
    /// once, and it is worded (``drafts(of:in:)``) only when asked. Indexes, not the findings
    /// themselves or closures over them: a report of ten thousand free views would copy each.
    private enum Pending {
        case conflict(Int)
        /// A list of ``CheckReport/lists`` that UIKit logged and nothing reproduced.
        case unreproducedList(Int)
        case ambiguity(Int)
        case misplacement(Int)
        case missingHost(Int)
    }

    /// What a finding is before it is placed in a file.
    private struct Draft {
        var rule: FindingRule
        var message: String
        var position: SourcePosition?
        var related: [RelatedLocation] = []
        var identity: String

        func finding(path: String, input: String) -> Finding {
            Finding(rule: rule, path: path, input: input, message: message, position: position, related: related, identity: identity)
        }
    }

    /// Why the input could not be read, and what the reading skipped.
    private func readingFindings() -> [Draft] {
        var drafts: [Draft] = []
        if case let .cannotOpen(reason)? = failure {
            drafts.append(Draft(rule: .unreadable, message: "\(input): \(reason)", position: nil, identity: reason))
        }
        if case let .unreadable(errors)? = failure {
            drafts += errors.map(Self.unreadable)
        }
        // Notes say what a reader assumed (an IB layout's inferred margins), not a problem.
        drafts += warnings.filter { $0.severity == .warning }.map(Self.damaged)
        return drafts
    }

    private static func unreadable(_ error: Diagnostic) -> Draft {
        Draft(rule: .unreadable, message: message(error), position: error.position, identity: error.description)
    }

    private static func damaged(_ warning: Diagnostic) -> Draft {
        Draft(rule: .damagedInput, message: message(warning), position: warning.position, identity: warning.message)
    }

    /// What one report found, in the order its findings are listed.
    private static func pending(_ report: CheckReport) -> [Pending] {
        report.conflicts.indices.map(Pending.conflict)
            + report.lists.indices.filter { report.lists[$0].recordedLine != nil && report.lists[$0].conflicts.isEmpty }
                .map(Pending.unreproducedList)
            + report.ambiguities.indices.map(Pending.ambiguity)
            + report.misplacements.indices.map(Pending.misplacement)
            + report.hostsMissingConstraints.indices.map(Pending.missingHost)
    }

    /// A finding's rules: a conflict's own, then one per diagnosis.
    private static func appendRules(of pending: Pending, in report: CheckReport, to rules: inout [FindingRule]) {
        switch pending {
        case let .conflict(index):
            rules.append(.conflict)
            for diagnosis in report.conflicts[index].diagnoses {
                rules.append(.diagnosis(Diagnosis.Cause(rawValue: diagnosis.cause) ?? .competingSizes))
            }
        case .unreproducedList: rules.append(.unreproducedConflict)
        case .ambiguity: rules.append(.ambiguous)
        case .misplacement: rules.append(.misplaced)
        case .missingHost: rules.append(.missingHostConstraints)
        }
    }

    /// A finding worded: a conflict at its broken member (or the first member the input
    /// places), the other members related, and one finding per diagnosis, all of them placed
    /// and related alike.
    private static func drafts(of pending: Pending, in report: CheckReport) -> [Draft] {
        switch pending {
        case let .conflict(index):
            let conflict = report.conflicts[index]
            var rules: [FindingRule] = []
            appendRules(of: pending, in: report, to: &rules)
            let position = conflict.broken.position ?? conflict.members.compactMap(\.position).first
            var related: [RelatedLocation] = []
            for (member, place) in conflict.members.enumerated() where member != conflict.brokenMember {
                if let position = place.position {
                    related.append(RelatedLocation(message: "\(place.text) [\(place.reference)]", position: position))
                }
            }
            let identity = conflict.members.map(\.reference).sorted().joined(separator: ",") + ">" + conflict.broken.reference
            let messages = [conflict.message] + conflict.diagnoses.map(\.message)
            return zip(rules, messages).map { Draft(rule: $0, message: $1, position: position, related: related, identity: identity) }
        case let .unreproducedList(index):
            let list = report.lists[index]
            let line = list.recordedLine ?? 1
            let reason = list.unreproducedReason ?? "the listed constraints can all hold together"
            return [Draft(
                rule: .unreproducedConflict, message: "UIKit logged a conflict at line \(line) that draft-inspect did not reproduce: \(reason)",
                position: SourcePosition(line: line, column: 1), identity: list.constraints.sorted().joined(separator: ","))]
        case let .ambiguity(index):
            let ambiguity = report.ambiguities[index]
            return [Draft(rule: .ambiguous, message: ambiguity.message, position: ambiguity.position,
                          identity: "\(ambiguity.item):\(ambiguity.attributes.joined(separator: ","))")]
        case let .misplacement(index):
            let misplaced = report.misplacements[index]
            var message = "\(misplaced.name) [\(misplaced.item)] is recorded at \(text(misplaced.recorded)) but the constraints put it at \(text(misplaced.solved))"
            if misplaced.flaggedByInterfaceBuilder { message += " (Interface Builder flags this frame as not laid out from the constraints)" }
            if misplaced.showsSymbol { message += " (\(MisplacementFinding.symbolNote))" }
            return [Draft(rule: .misplaced, message: message, position: misplaced.position, identity: misplaced.item.rawValue)]
        case let .missingHost(index):
            let host = report.hostsMissingConstraints[index]
            return [Draft(rule: .missingHostConstraints, message: host.message, position: host.position, identity: host.item.rawValue)]
        }
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
    // ("Found ownership error") when these switches are inlined into `findings()`.
    @inline(never)
    private static func message(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.message
        if case let .path(path) = diagnostic.location { text = "\(path): \(text)" }
        if let id = diagnostic.itemID { text += " (id \(id))" }
        return text
    }

    /// `input` as findings name it when no root was given: without a leading `./`;
    /// standard input is `stdin`.
    public static func findingPath(_ input: String) -> String {
        if input == "-" { return "stdin" }
        var path = input
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    private static func text(_ rect: Rect) -> String {
        "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }
}
