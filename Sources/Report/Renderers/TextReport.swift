import Inspector
import LayoutModel
import Readers

/// A check report as text for a person.
public enum TextReport {
    public static func render(_ report: CheckReport, color: Bool) -> String {
        var text = ""
        write(report, color: color) { line in
            text += line
            text += "\n"
        }
        return text
    }

    /// Hands each line of the report to `line` in order, without its line break, kept to one
    /// line (``Swift/StringProtocol/oneLine``): a report of ten thousand findings goes to its
    /// output without being held whole, line by line or as text.
    public static func write(_ report: CheckReport, color: Bool, line: (String) -> Void) {
        let style = TextStyle(enabled: color)
        let source: String? = report.locatesFindings ? report.input : nil
        // Each entry is one line: a line break in an id or a label text is written as an escape.
        func emit(_ text: String) { line(text.oneLine) }
        if let layout = report.layout {
            // One of several layouts of a file: under a heading naming it.
            emit(style.bold("== \(layout.name) (\(layout.id)), \(layout.phrase)"))
        }
        emit(headline(report, style: style))
        switch report.scope {
        case .solvedLayout:
            for (number, conflict) in report.conflicts.enumerated() {
                emit("")
                conflictSectionLines(conflict, number: number + 1, style: style, input: source, line: emit)
            }
        case .reproducedLists:
            listSections(report, style: style).forEach(emit)
        case .recordedByUIKit:
            break
        }
        if !report.ambiguities.isEmpty {
            emit("")
            ambiguityLines(report.ambiguities, style: style, input: source, line: emit)
        }
        if !report.misplacements.isEmpty {
            emit("")
            emit(style.bold("misplaced") + ": recorded frames with an edge more than 0.5 pt from the solved one")
            for misplaced in report.misplacements {
                // IB's own flag says the canvas is stale, not the constraints: Update Frames fixes it.
                let flag = (misplaced.flaggedByInterfaceBuilder ? style.dim(" (Interface Builder flags it too)") : "")
                    + (misplaced.showsSymbol ? style.dim(" (\(MisplacementFinding.symbolNote))") : "")
                emit("  \(misplaced.name) \(style.dim(place(misplaced.item.rawValue, misplaced.position, input: source))) recorded \(rectText(misplaced.recorded)), solved \(rectText(misplaced.solved))\(flag)")
            }
        }
        if !report.hostsMissingConstraints.isEmpty {
            emit("")
            emit(style.bold("missing host constraints") + ":")
            for host in report.hostsMissingConstraints { emit("  \(host.message) \(style.dim("[\(host.item)]"))") }
        }
        if let limitation = report.limitation {
            emit("")
            emit(style.dim("note: \(limitation)."))
        }
    }

    /// `input: ok: 0 conflicts, …`: the verdict and the counts, in the words of what was checked.
    public static func headline(_ report: CheckReport, style: TextStyle) -> String {
        let verdict = !report.isClean ? style.red("problems") : report.hasWarnings ? style.yellow("warnings") : style.green("ok")
        let views = counted(report.viewCount, "view")
        let constraints = counted(report.constraintCount, "constraint")
        switch report.scope {
        case .solvedLayout:
            let counts = [
                counted(report.conflicts.count, "conflict"), counted(report.ambiguities.count, "ambiguous item"),
                counted(report.misplacements.count, "misplaced frame"),
            ]
            return "\(report.input): \(verdict): \(counts.joined(separator: ", ")) (\(views), \(constraints))"
        case .reproducedLists:
            let recorded = report.recordedListCount
            let source = recorded == 0 ? "from the listed constraints" : "from \(counted(recorded, "UIKit message"))"
            // Conflicts that remain once an earlier one of the same list is broken.
            let remaining = report.conflicts.filter { $0.reproduction?.follows != nil }.count
            let remainder = remaining == 0 ? "" : ", \(remaining) of them left after breaking the one before"
            // A trace in the same paste adds what UIKit marked there.
            let marked = report.ambiguities.isEmpty ? "" : ", \(counted(report.ambiguities.count, "ambiguous item")) recorded by UIKit"
            return "\(report.input): \(verdict): \(counted(report.conflicts.count, "conflict")) reproduced \(source)\(remainder)\(marked) (\(views), \(constraints))"
        case .recordedByUIKit:
            return "\(report.input): \(verdict): \(counted(report.ambiguities.count, "ambiguous item")) recorded by UIKit (\(views))"
        }
    }

    /// A conflict as the report shows it: its members, the one broken and why, and the
    /// diagnoses.
    public static func conflictSection(_ conflict: ConflictFinding, number: Int, style: TextStyle, input: String? = nil) -> [String] {
        var lines: [String] = []
        conflictSectionLines(conflict, number: number, style: style, input: input) { lines.append($0.oneLine) }
        return lines
    }

    /// ``conflictSection(_:number:style:input:)``'s lines, each handed to `line` before it is
    /// kept to one line.
    private static func conflictSectionLines(_ conflict: ConflictFinding, number: Int, style: TextStyle, input: String?, line: (String) -> Void) {
        conflictLines(conflict, number: number, style: style, input: input, line: line)
        line("  breaking \(conflict.broken.text): \(conflict.breakingReason); it is kept as close as possible, just below required, as UIKit does")
        for diagnosis in conflict.diagnoses { line("  \(style.bold("diagnosis")): \(diagnosis.message)") }
    }

    /// The ambiguous items as the report shows them.
    public static func ambiguitySection(_ ambiguities: [AmbiguityFinding], style: TextStyle, input: String? = nil) -> [String] {
        var lines: [String] = []
        ambiguityLines(ambiguities, style: style, input: input) { lines.append($0.oneLine) }
        return lines
    }

    /// ``ambiguitySection(_:style:input:)``'s lines, each handed to `line` before it is kept
    /// to one line.
    private static func ambiguityLines(_ ambiguities: [AmbiguityFinding], style: TextStyle, input: String?, line: (String) -> Void) {
        let isRecorded = ambiguities.contains { $0.recorded != nil }
        // iOS 7's bare marks say nothing more than "not said": told once, not once an item.
        let unsaid = ambiguities.filter { $0.recorded != nil && $0.attributes.isEmpty }
        var heading = isRecorded ? "UIKit's trace marks these AMBIGUOUS LAYOUT" : "the constraints do not pin these down"
        if !unsaid.isEmpty, unsaid.count == ambiguities.count {
            heading += ", without saying which of minX, minY, width and height is free"
        }
        line(style.bold(style.yellow("ambiguous")) + ": " + heading)
        for ambiguity in ambiguities {
            let free = ambiguity.attributes.isEmpty ? "not said" : ambiguity.attributes.joined(separator: ", ")
            let recordedLine = ambiguity.recorded.map { " line \($0.line)," } ?? ""
            let reference = ambiguity.recorded == nil ? place(ambiguity.item.rawValue, ambiguity.position, input: input) : "[\(ambiguity.item)]"
            line("  \(ambiguity.name) \(style.dim(reference))\(recordedLine) free: \(free)")
            if ambiguity.recorded == nil || !ambiguity.attributes.isEmpty { line("     \(ambiguity.message)") }
        }
    }

    /// The heading and the numbered members of a conflict, the broken one marked.
    static func conflictLines(_ conflict: ConflictFinding, number: Int, style: TextStyle, input: String?, line: (String) -> Void) {
        // A conflict too large to search (LayoutSession.conflictSearchBudget) says so.
        let heading = conflict.isMinimal
            ? "these constraints cannot all hold together"
            : "these \(conflict.members.count) constraints cannot all hold together (too many to reduce to a minimal set; some may not be needed for the conflict)"
        line(style.bold(style.red("conflict \(number)")) + ": " + heading)
        for (position, member) in conflict.members.enumerated() {
            let marker = position == conflict.brokenMember ? style.red(" (broken)") : ""
            line("  \(position + 1). \(member.text)  \(style.dim(place(member.reference, member.position, input: input)))\(marker)")
            if let code = member.code { line("     \(style.dim(code))") }
        }
    }

    /// A conflict that remains of an earlier one of the same list once its broken member is
    /// given up, told by what differs: most members are the same, and listing them all again
    /// reads as another problem when it is the same one going on.
    static func remainderLines(
        _ conflict: ConflictFinding, number: Int, of earlier: ConflictFinding, earlierNumber: Int, style: TextStyle
    ) -> [String] {
        let before = Set(earlier.members.map(\.reference))
        let now = Set(conflict.members.map(\.reference))
        let dropped = earlier.members.filter { !now.contains($0.reference) && $0.reference != earlier.broken.reference }
        var heading = "with \(earlier.broken.text) given up, conflict \(earlierNumber)'s constraints still cannot all hold together"
        if !dropped.isEmpty { heading += " without \(dropped.map(\.text).joined(separator: ", "))" }
        var lines = [style.bold(style.red("conflict \(number)")) + ": " + heading]
        let added = conflict.members.enumerated().filter { !before.contains($0.element.reference) }
        if !added.isEmpty { lines.append("  and with:") }
        for (position, member) in added {
            let marker = position == conflict.brokenMember ? style.red(" (broken)") : ""
            lines.append("  + \(member.text)  \(style.dim("[\(member.reference)]"))\(marker)")
            if let code = member.code { lines.append("     \(style.dim(code))") }
        }
        return lines
    }

    /// Each conflict list: what was found in it beside what UIKit did, or why nothing was.
    private static func listSections(_ report: CheckReport, style: TextStyle) -> [String] {
        var lines: [String] = []
        // The rule is the same for every message: told under the first conflict it picks in.
        var ruleTold = false
        for list in report.lists {
            lines.append("")
            let heading = list.recordedLine.map { "UIKit's message at line \($0)" } ?? "the pasted list"
            lines.append(style.bold(heading) + ": \(counted(list.constraints.count, "constraint")) listed")
            if let reason = list.unreproducedReason {
                lines.append("  \(list.recordedLine == nil ? "no conflict" : "not reproduced"): \(reason)")
                if let broke = list.uikitBroke {
                    lines.append("  UIKit broke: \(broke.text) [\(broke.reference)]")
                }
                continue
            }
            for index in list.conflicts {
                let conflict = report.conflicts[index]
                lines.append("")
                if let earlier = conflict.reproduction?.follows {
                    lines += remainderLines(conflict, number: index + 1, of: report.conflicts[earlier], earlierNumber: earlier + 1, style: style)
                        .map { "  " + $0 }
                } else {
                    conflictLines(conflict, number: index + 1, style: style, input: nil) { lines.append("  " + $0) }
                }
                if let reproduction = conflict.reproduction {
                    lines.append("    " + reproduction.comparison)
                }
                if let rule = report.breakingRule, conflict.reproduction?.follows == nil, !ruleTold {
                    ruleTold = true
                    lines.append("       \(style.dim(rule))")
                }
                // What the conflict it remains of said already is not said again.
                let earlier = conflict.reproduction?.follows.map { report.conflicts[$0] }
                let said = Set(earlier.map { $0.diagnoses.map(\.message) + ($0.reproduction?.assumptions ?? []) } ?? [])
                lines += conflict.diagnoses.filter { !said.contains($0.message) }.map { "    \(style.bold("diagnosis")): \($0.message)" }
                lines += (conflict.reproduction?.assumptions ?? []).filter { !said.contains($0) }.map { "    assumed: \($0)" }
            }
        }
        return lines
    }

    /// `[id]`, followed by `file:line:column` when the input says where the item is, so an
    /// editor or a terminal can jump there.
    static func place(_ reference: String, _ position: SourcePosition?, input: String?) -> String {
        guard let position, let input else { return "[\(reference)]" }
        return "[\(reference)] \(input):\(position.line):\(position.column)"
    }

    /// Rounded to 1/100 pt as `frame` and `frames` print it: the text is read by a person;
    /// the JSON and SARIF reports keep the solver's value whole.
    private static func rectText(_ rect: Rect) -> String {
        "(\(formatReadableNumber(rect.x)), \(formatReadableNumber(rect.y)), \(formatReadableNumber(rect.width)), \(formatReadableNumber(rect.height)))"
    }
}
