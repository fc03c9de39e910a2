import LayoutModel
import Naming

/// Prints a document with FlowConstraint, limited to what its README documents (reference
/// flowconstraint-and-notautolayout.md): `view.flow()`, the attribute calls `left()`, `top()`,
/// `right()`, `bottom()` (with the second attribute when it differs, `top(.bottom)`),
/// `attribute(constant:)` and `attribute(relation:)`, and the target call `withSuperview()`,
/// which creates and activates the pending definitions. Constants are written as
/// `NSLayoutConstraint` stores them: FlowConstraint flips no signs.
///
/// Everything the README does not show (another view as target, widths, heights, centers,
/// leading and trailing, multipliers, priorities, identifiers) is UIKit anchor code after the
/// flows, each with the reason. FlowConstraint's handling of
/// `translatesAutoresizingMaskIntoConstraints` is not documented either, so the code sets it
/// itself, as the README's own comparison does.
struct FlowConstraintPrinter: FileTargetPrinter {
    static let reservedNames: Set<String> = ["PrintedLayout", "apply", "UIKit", "FlowConstraint"]

    let prepared: PreparedDocument
    let library = "FlowConstraint"
    let imports = ["UIKit", "FlowConstraint"]
    let creator = "FlowConstraint flows (withSuperview())"

    init(_ prepared: PreparedDocument) { self.prepared = prepared }

    private static let edges: Set<Attribute> = [.left, .top, .right, .bottom]

    /// Why a flow on the constraint's first item cannot create it with the README's calls.
    func whyNot(_ constraint: OwnedConstraint) -> String? {
        guard constraint.ownerView != nil else { return "its first item is a layout guide; flows start from views" }
        guard Self.edges.contains(constraint.attribute) else {
            return "FlowConstraint's README shows only left(), top(), right() and bottom(), not \(constraint.attribute.name)"
        }
        guard let target = constraint.target, document.item(numbered: target) == document.superview(of: document.item(numbered: constraint.owner)) else {
            return "FlowConstraint's README shows only the superview as target (withSuperview())"
        }
        guard Self.edges.contains(constraint.targetAttribute), Attribute.areCompatible(constraint.attribute, constraint.targetAttribute) else {
            return "FlowConstraint's README shows only left, top, right and bottom as second attributes"
        }
        if constraint.multiplier != 1 { return "FlowConstraint's README shows no multipliers" }
        if !constraint.priority.isRequired { return "FlowConstraint's README shows no priorities" }
        if document.constraints[constraint.index].identifier != nil || options.autoIdentifier { return "FlowConstraint's README shows no identifiers" }
        if document.constraints[constraint.index].usesSystemSpacing { return "system spacing: FlowConstraint's README shows none" }
        return nil
    }

    func body(_ file: PrintedFile, _ writer: inout SourceWriter) {
        file.hierarchy(&writer)
        for id in order {
            guard let constraints = file.plan.owned[id] else { continue }
            writer.line()
            writer.line("\(names.displayName(of: id)).flow()")
            writer.indent()
            for batch in Self.batches(constraints) { writer.line(Self.batch(batch)) }
            writer.dedent()
        }
        file.fallbackCode(&writer, introduction: "FlowConstraint's README does not show these: UIKit's anchors create them.")
    }

    /// Definitions that one `attribute(…)` and `withSuperview()` finish: the same relation and
    /// constant, each attribute once (a second definition of an attribute would be a second
    /// constraint in the same batch, which the README does not show).
    private static func batches(_ constraints: [OwnedConstraint]) -> [[OwnedConstraint]] {
        var result: [[OwnedConstraint]] = []
        for constraint in constraints {
            if let index = result.firstIndex(where: { batch in
                batch[0].relation == constraint.relation && batch[0].constant == constraint.constant
                    && !batch.contains { $0.attribute == constraint.attribute }
            }) {
                result[index].append(constraint)
            } else {
                result.append([constraint])
            }
        }
        return result
    }

    /// `.left().top(.bottom).attribute(constant: 20).withSuperview()`.
    private static func batch(_ batch: [OwnedConstraint]) -> String {
        var text = batch.map { constraint in
            constraint.targetAttribute == constraint.attribute
                ? ".\(constraint.attribute.name)()" : ".\(constraint.attribute.name)(.\(constraint.targetAttribute.name))"
        }.joined()
        if batch[0].constant != 0 { text += ".attribute(constant: \(codeNumber(batch[0].constant)))" }
        if batch[0].relation != .equal { text += ".attribute(relation: .\(batch[0].relation.rawValue))" }
        return text + ".withSuperview()"
    }
}
