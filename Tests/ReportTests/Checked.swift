import LayoutModel
import Readers
import Report
import TestSupport

/// A small layout checked as `check` does, with a code writer that names the constraint, so a
/// test sees which member's code went where without the printer.
enum Checked {
    static let code: ConstraintCodeWriter = { constraint, _, _ in "code(\(constraint.id ?? "?"))" }

    static func report(_ loaded: LoadedDocument, input: String) -> CheckReport {
        CheckReport(checking: loaded, input: input, detail: .words(code: code))
    }

    /// A run over one input, as `check` makes for a single file.
    static func run(_ loaded: LoadedDocument, input: String, baseline: Set<String> = []) -> CheckRun {
        CheckRun(inputs: [InputCheck(input: input, format: loaded.format, reports: [report(loaded, input: input)])], baseline: baseline)
    }
}

extension JSONValue {
    /// An object's keys, in order; empty for anything else.
    var keys: [String] {
        if case let .object(members) = self { return members.map(\.key) }
        return []
    }

    /// An array's elements; empty for anything else.
    var elements: [JSONValue] {
        if case let .array(elements) = self { return elements }
        return []
    }

    subscript(index: Int) -> JSONValue? {
        elements.indices.contains(index) ? elements[index] : nil
    }
}
