import Inspector
import Printer

/// The report of `check` for `_autolayoutTrace` output: the ambiguity UIKit recorded (view and
/// minX/minY/width/height) and the hosts it marks as missing constraints. A trace lists no
/// constraints, so there is nothing for draft-inspect's solver to check.
struct TraceCheckReport {
    var input: String
    var document: LayoutDocument
    var recorded: RecordedFindings
    var names: NameTable

    init(input: String, document: LayoutDocument, recorded: RecordedFindings) {
        self.input = input
        self.document = document
        self.recorded = recorded
        self.names = NameTable(document: document)
    }

    static let scopeNote = "a trace lists no constraints: the ambiguity is UIKit's own record, and draft-inspect's solver has nothing to check"

    var isClean: Bool { recorded.ambiguities.isEmpty }

    private func name(_ id: ItemID) -> String { names.name(of: id) ?? id.rawValue }

    /// What is missing, as for a dump's ambiguity; iOS 7's bare mark does not say what.
    func message(_ ambiguity: RecordedAmbiguity) -> String {
        let components = ambiguity.attributes.compactMap { attribute in FrameComponent.allCases.first { $0.name == attribute } }
        guard !components.isEmpty else {
            return "UIKit marks \(name(ambiguity.item)) ambiguous without saying which of minX, minY, width and height is free"
        }
        return Ambiguity(item: ambiguity.item, components: components).message(name: name(ambiguity.item)) { _ in false }
    }

    private func missingHostMessage(_ item: ItemID) -> String {
        "\(name(item)) hosts a layout engine but has no constraints tying it to its superview (MISSING HOST CONSTRAINTS)"
    }

    func text(color: Bool) -> String {
        let style = TextStyle(enabled: color)
        let verdict = isClean ? style.green("ok") : style.red("problems")
        var lines = ["\(input): \(verdict): \(CheckReport.count(recorded.ambiguities.count, "ambiguous item")) recorded by UIKit (\(CheckReport.count(document.views.count, "view")))"]
        if !recorded.ambiguities.isEmpty {
            lines.append("")
            lines.append(style.bold(style.yellow("ambiguous")) + ": UIKit's trace marks these AMBIGUOUS LAYOUT")
            for ambiguity in recorded.ambiguities {
                let free = ambiguity.attributes.isEmpty ? "not said" : ambiguity.attributes.joined(separator: ", ")
                lines.append("  \(name(ambiguity.item)) \(style.dim("[\(ambiguity.item)]")) line \(ambiguity.line), free: \(free)")
                lines.append("     \(message(ambiguity))")
            }
        }
        if !recorded.hostsMissingConstraints.isEmpty {
            lines.append("")
            lines.append(style.bold("missing host constraints") + ":")
            lines += recorded.hostsMissingConstraints.map { "  \(missingHostMessage($0)) \(style.dim("[\($0)]"))" }
        }
        lines.append("")
        lines.append(style.dim("note: \(Self.scopeNote)."))
        return lines.joined(separator: "\n") + "\n"
    }

    func json() -> String {
        let ambiguous: [JSONValue] = recorded.ambiguities.map { ambiguity in
            .object([
                ("item", .string(ambiguity.item.rawValue)),
                ("name", .string(name(ambiguity.item))),
                ("attributes", .array(ambiguity.attributes.map(JSONValue.string))),
                ("message", .string(message(ambiguity))),
                ("followers", .array([])),
                ("recordedLine", .number(Double(ambiguity.line))),
                ("variableIDs", .array(ambiguity.variableIDs.map { .number(Double($0)) })),
            ])
        }
        let hosts: [JSONValue] = recorded.hostsMissingConstraints.map { item in
            .object([("item", .string(item.rawValue)), ("name", .string(name(item))), ("message", .string(missingHostMessage(item)))])
        }
        let report: JSONValue = .object([
            ("input", .string(input)),
            ("format", .string(InputFormat.autolayoutTrace.reportName)),
            ("summary", .object([
                ("views", .number(Double(document.views.count))),
                ("constraints", .number(Double(document.constraints.count))),
                ("conflicts", .number(0)),
                ("ambiguous", .number(Double(recorded.ambiguities.count))),
                ("misplaced", .number(0)),
            ])),
            ("conflicts", .array([])),
            ("ambiguous", .array(ambiguous)),
            ("misplaced", .array([])),
            ("missingHostConstraints", .array(hosts)),
            ("notes", .array([.string(Self.scopeNote)])),
        ])
        return report.serialized(indent: 2) + "\n"
    }
}
