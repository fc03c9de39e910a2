import LayoutModel
import Naming

/// The constraints printed code leaves out, as comments a reader can act on: those inactive in
/// the dump, and those that reach views outside the printed hierarchy. Every target prints
/// them the same way.
enum UncreatedConstraints {
    /// Writes both lists, each under its own heading, for the constraints `includes` admits.
    static func write(
        _ dispositions: [ConstraintDisposition], document: LayoutDocument, names: NameTable,
        into writer: inout SourceWriter, includes: (Int) -> Bool = { _ in true }
    ) {
        var inactive: [String] = []
        var outside: [String] = []
        for (index, disposition) in dispositions.enumerated() where includes(index) {
            switch disposition {
            case .inactive:
                inactive.append("// \(commented(document.constraints[index], names: names))")
            case let .outside(item):
                outside.append("// \(commented(document.constraints[index], names: names)) (\(names.displayName(of: item)) is outside the printed hierarchy)")
            default:
                break
            }
        }
        if !inactive.isEmpty {
            writer.line()
            writer.line("// Inactive in the input, so not created (add them with isActive = false if the app toggles them):")
            for line in inactive { writer.line(line) }
        }
        if !outside.isEmpty {
            writer.line()
            writer.line("// Not created: these mention views outside the printed hierarchy.")
            for line in outside { writer.line(line) }
        }
    }

    /// A constraint in a comment: its equation, after its identifier when it has one (never
    /// its address, which means nothing in source).
    private static func commented(_ constraint: Constraint, names: NameTable) -> String {
        let equation = UIKitDebugForm.text(of: constraint, names: names)
        return constraint.identifier.map { "\(SwiftLiteral.string($0)): \(equation)" } ?? equation
    }
}
