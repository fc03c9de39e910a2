import LayoutModel
import Readers

/// A check report as JSON: the analysis report of the dump format spec
/// (`docs/dump-format.md`), with the fields of conflict lists and UIKit's record added where
/// the input has them.
///
/// Written as it goes through a ``JSONWriter``, never built as a ``JSONValue`` first: a tree
/// of a 100,001-view report held a fifth of the check's memory for one pass over it.
public enum JSONReport {
    public static func render(_ report: CheckReport) -> String {
        JSONWriter.text(endingLine: true) { write(report, to: &$0) }
    }

    /// The report of one input as UTF-8, ending its line, handed to `output` a piece at a time.
    public static func write(_ input: InputCheck, to output: (UnsafeRawBufferPointer) -> Void) {
        JSONWriter.write(to: output) { write(input, to: &$0) }
    }

    public static func write(_ report: CheckReport, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("input", report.input)
        writer.member("format", report.format.reportName)
        if let layout = report.layout {
            writer.key("layout")
            writer.beginObject()
            writer.member("id", layout.id)
            writer.member("name", layout.name)
            writer.member("kind", layout.kind)
            writer.endObject()
        }
        writer.key("summary")
        writer.beginObject()
        writer.member("views", Double(report.viewCount))
        writer.member("constraints", Double(report.constraintCount))
        writer.member("conflicts", Double(report.conflicts.count))
        writer.member("ambiguous", Double(report.ambiguities.count))
        writer.member("misplaced", Double(report.misplacements.count))
        if report.scope == .reproducedLists {
            writer.member("recordedConflicts", Double(report.recordedListCount))
            writer.member("reproduced", Double(report.reproducedListCount))
        }
        writer.endObject()
        writer.member("conflicts", objects: report.conflicts, conflict)
        writer.member("ambiguous", objects: report.ambiguities, ambiguity)
        writer.member("misplaced", objects: report.misplacements, misplacement)
        if report.scope == .reproducedLists { writer.member("lists", objects: report.lists, list) }
        // A trace's marks, alone or beside a log in one paste.
        if report.scope == .recordedByUIKit || !report.hostsMissingConstraints.isEmpty {
            writer.member("missingHostConstraints", objects: report.hostsMissingConstraints, host)
        }
        let notes = [report.limitation, report.breakingRule].compactMap { $0 }
        if !notes.isEmpty { writer.member("notes", strings: notes) }
        writer.endObject()
    }

    /// Where the input states an item, when it says.
    private static func place(_ position: SourcePosition?, in writer: inout JSONWriter) {
        guard let position else { return }
        writer.member("line", Double(position.line))
        writer.member("column", Double(position.column))
    }

    private static func conflict(_ writer: inout JSONWriter, _ conflict: ConflictFinding) {
        guard let reproduction = conflict.reproduction else {
            writer.member("constraints", strings: conflict.members.lazy.map(\.reference))
            writer.member("derived", strings: conflict.members.lazy.filter(\.isDerived).map(\.reference))
            writer.member("broken", conflict.broken.reference)
            writer.member("message", conflict.message)
            diagnoses(of: conflict, in: &writer)
            if conflict.members.contains(where: { $0.position != nil }) {
                writer.key("positions")
                writer.beginArray()
                for member in conflict.members {
                    guard let position = member.position else {
                        writer.null()
                        continue
                    }
                    writer.beginObject()
                    place(position, in: &writer)
                    writer.endObject()
                }
                writer.endArray()
            }
            return
        }
        // A mask, not a search of the implicit members per member: a log's long cycle has a
        // hundred thousand of each.
        var isImplicit = [Bool](repeating: false, count: conflict.members.count)
        for member in reproduction.implicitMembers { isImplicit[member] = true }
        writer.member("constraints", strings: conflict.members.indices.lazy.filter { !isImplicit[$0] }.map { conflict.members[$0].reference })
        writer.member("broken", conflict.broken.reference)
        writer.member("message", conflict.message)
        writer.key("uikitBroke")
        optional(reproduction.uikitBroke, in: &writer) { $0.string($1) }
        writer.key("recordedLine")
        optional(reproduction.recordedLine, in: &writer) { $0.number(Double($1)) }
        writer.member("implicit", strings: reproduction.implicitMembers.lazy.map { conflict.members[$0].reference })
        diagnoses(of: conflict, in: &writer)
        writer.member("assumptions", strings: reproduction.assumptions)
        writer.key("follows")
        optional(reproduction.follows, in: &writer) { $0.number(Double($1)) }
    }

    private static func diagnoses(of conflict: ConflictFinding, in writer: inout JSONWriter) {
        writer.member("diagnoses", objects: conflict.diagnoses) { writer, diagnosis in
            writer.member("cause", diagnosis.cause)
            writer.member("message", diagnosis.message)
        }
    }

    /// The value `write` writes, or `null`.
    private static func optional<Value>(_ value: Value?, in writer: inout JSONWriter, _ write: (inout JSONWriter, Value) -> Void) {
        if let value { write(&writer, value) } else { writer.null() }
    }

    private static func ambiguity(_ writer: inout JSONWriter, _ ambiguity: AmbiguityFinding) {
        writer.member("item", ambiguity.item.rawValue)
        writer.member("name", ambiguity.name)
        writer.member("attributes", strings: ambiguity.attributes)
        writer.member("message", ambiguity.message)
        writer.member("followers", strings: ambiguity.followers.lazy.map(\.rawValue))
        writer.member("tied", strings: ambiguity.tied.lazy.map(\.rawValue))
        if let recorded = ambiguity.recorded {
            writer.member("recordedLine", Double(recorded.line))
            writer.key("variableIDs")
            writer.beginArray()
            for id in recorded.variableIDs { writer.number(Double(id)) }
            writer.endArray()
            return
        }
        place(ambiguity.position, in: &writer)
    }

    private static func misplacement(_ writer: inout JSONWriter, _ misplaced: MisplacementFinding) {
        writer.member("item", misplaced.item.rawValue)
        writer.member("name", misplaced.name)
        writer.key("recorded")
        rect(misplaced.recorded, in: &writer)
        writer.key("solved")
        rect(misplaced.solved, in: &writer, rounding: solvedValue)
        if misplaced.flaggedByInterfaceBuilder { writer.member("flaggedByInterfaceBuilder", true) }
        if misplaced.showsSymbol { writer.member("showsSymbol", true) }
        place(misplaced.position, in: &writer)
    }

    private static func list(_ writer: inout JSONWriter, _ list: CheckedList) {
        writer.key("line")
        optional(list.recordedLine, in: &writer) { $0.number(Double($1)) }
        writer.member("uikitMessage", list.recordedLine != nil)
        writer.member("constraints", strings: list.constraints)
        writer.key("uikitBroke")
        optional(list.uikitBroke, in: &writer) { $0.string($1.reference) }
        writer.key("predictedBreak")
        optional(list.predictedBreak, in: &writer) { $0.string($1) }
        writer.member("reproduced", !list.conflicts.isEmpty)
        writer.key("reason")
        optional(list.unreproducedReason, in: &writer) { $0.string($1) }
    }

    private static func host(_ writer: inout JSONWriter, _ host: MissingHostFinding) {
        writer.member("item", host.item.rawValue)
        writer.member("name", host.name)
        writer.member("message", host.message)
    }

    private static func rect(_ rect: Rect, in writer: inout JSONWriter, rounding value: (Double) -> Double = { $0 }) {
        writer.beginObject()
        writer.member("x", value(rect.x))
        writer.member("y", value(rect.y))
        writer.member("width", value(rect.width))
        writer.member("height", value(rect.height))
        writer.endObject()
    }
}

extension JSONReport {
    /// A run over several inputs: `{"inputs": [report, …], "summary": …}`. An input that
    /// could not be read is `{"input", "format", "errors"}`; one with several layouts is
    /// `{"input", "format", "summary", "layouts": [report, …]}`.
    public static func write(_ run: CheckRun, to output: (UnsafeRawBufferPointer) -> Void) {
        let summary = RunSummary(run)
        JSONWriter.write(to: output) { writer in
            writer.beginObject()
            writer.key("inputs")
            writer.beginArray()
            for input in run.inputs { write(input, to: &writer) }
            writer.endArray()
            writer.key("summary")
            writer.beginObject()
            let totals: [(StaticString, Int)] = [
                ("inputs", summary.inputs), ("checked", summary.checked), ("unreadable", summary.unreadable),
                ("skipped", summary.skipped), ("views", summary.views), ("constraints", summary.constraints),
                ("conflicts", summary.conflicts), ("ambiguous", summary.ambiguous), ("misplaced", summary.misplaced),
            ]
            for (key, value) in totals { writer.member(key, Double(value)) }
            if !run.baseline.isEmpty {
                writer.member("baselined", Double(summary.baselined))
                writer.member("new", Double(run.newFindings.count))
            }
            writer.endObject()
            writer.endObject()
        }
    }

    /// One input: its report, its layouts' reports, or why it could not be read.
    public static func write(_ input: InputCheck, to writer: inout JSONWriter) {
        if input.failure == nil, input.reports.count == 1, let report = input.reports.first {
            return write(report, to: &writer)
        }
        writer.beginObject()
        writer.member("input", input.input)
        writer.key("format")
        optional(input.format, in: &writer) { $0.string($1.reportName) }
        if let failure = input.failure {
            writer.key("errors")
            writer.beginArray()
            switch failure {
            case let .cannotOpen(reason):
                writer.beginObject()
                writer.member("message", reason)
                writer.endObject()
            case let .unreadable(diagnostics):
                for diagnostic in diagnostics { error(diagnostic, in: &writer) }
            }
            writer.endArray()
            return writer.endObject()
        }
        let reports = input.reports
        writer.key("summary")
        writer.beginObject()
        writer.member("layouts", Double(reports.count))
        writer.member("views", Double(reports.reduce(0) { $0 + $1.viewCount }))
        writer.member("constraints", Double(reports.reduce(0) { $0 + $1.constraintCount }))
        writer.member("conflicts", Double(reports.reduce(0) { $0 + $1.conflicts.count }))
        writer.member("ambiguous", Double(reports.reduce(0) { $0 + $1.ambiguities.count }))
        writer.member("misplaced", Double(reports.reduce(0) { $0 + $1.misplacements.count }))
        writer.endObject()
        writer.key("layouts")
        writer.beginArray()
        for report in reports { write(report, to: &writer) }
        writer.endArray()
        writer.endObject()
    }

    /// A reading problem: its message and where (line and column, or JSON path).
    private static func error(_ diagnostic: Diagnostic, in writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("message", diagnostic.message)
        switch diagnostic.location {
        case let .line(line, column):
            writer.member("line", Double(line))
            writer.member("column", Double(column))
        case let .path(path):
            writer.member("path", path)
            if let position = diagnostic.pathPosition {
                writer.member("line", Double(position.line))
                writer.member("column", Double(position.column))
            }
        case .file: break
        }
        if let id = diagnostic.itemID { writer.member("id", id) }
        writer.endObject()
    }
}
