import LayoutModel
import Naming

/// Spells one constraint in UIKit's anchor API, the way a person writes it today:
///
///     titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)
///     avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor, multiplier: 1.5)
///     detailLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1)
///     badge.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor)
///
/// Margin attributes are written through the owner's `layoutMarginsGuide` (UIKit documents the
/// guide's anchors and the margin attributes as the same layout). `NSLayoutConstraint(item:…)`
/// is written only where anchors cannot say it: a multiplier on a position, a multiplier on a
/// constant size, or an attribute a layout guide does not have.
///
/// Every printer that falls back to UIKit code uses this one writer. A priority or an
/// identifier is set through ``helperSource`` (`.withPriority(.defaultHigh)`), so each
/// constraint stays one expression inside `NSLayoutConstraint.activate([…])`.
public struct AnchorExpression: Sendable {
    public var names: NameTable
    /// Which items are layout guides (they have no baselines and no margins).
    private let guides: Set<ItemID>

    /// The standard spacing UIKit resolves system spacing to between sibling views; a recorded
    /// system-spacing constant is this times the multiplier the code passed.
    public static let standardSpacing = 8.0

    public init(names: NameTable, document: LayoutDocument) {
        self.names = names
        guides = Set(document.guides.map(\.id))
    }

    /// The expression that creates the constraint, with its priority and identifier applied
    /// through the helpers of ``helperSource`` (not activated).
    public func expression(_ constraint: Constraint, identifier: String? = nil) -> String {
        var text = CodeText()
        append(constraint, identifier: identifier, to: &text)
        return text.string
    }

    /// Writes ``expression(_:identifier:)`` and a comma as a line of `activate([…])`, its
    /// bytes copied into the file: a layout of thousands of constraints writes one each, and
    /// a string made of each, then one with the comma, cost more than building it.
    func writeListItem(_ constraint: Constraint, identifier: String?, to writer: inout SourceWriter) {
        var text = CodeText()
        append(constraint, identifier: identifier, to: &text)
        text.append(ascii: ",")
        writer.line("", text.bytes[...])
    }

    /// `NSLayoutConstraint.activate([…])` of the constraints a target cannot create, each after
    /// the reason, a view first where turning it round allows, under `introduction`.
    func writeFallbacks(_ fallbacks: [(index: Int, reason: String)], identifiers: [Int: String], introduction: String,
                        document: LayoutDocument, to writer: inout SourceWriter) {
        guard !fallbacks.isEmpty else { return }
        writer.line()
        writer.line("// ", introduction)
        writer.block("NSLayoutConstraint.activate([", closing: "])") { writer in
            for (index, reason) in fallbacks {
                writer.line("// ", reason)
                writeListItem(viewFirst(document.constraints[index]), identifier: identifiers[index], to: &writer)
            }
        }
    }

    /// The creation, then its priority and identifier through the helpers. Built as bytes
    /// (``CodeText``): interpolated strings cost more than the rest of the printing.
    private func append(_ constraint: Constraint, identifier: String?, to text: inout CodeText) {
        appendCreation(constraint, to: &text)
        if let priority = SwiftLiteral.priority(constraint.priority) {
            text += ".withPriority("
            text += priority
            text.append(ascii: ")")
        }
        if let identifier = identifier ?? constraint.identifier {
            text += ".withIdentifier("
            text += SwiftLiteral.string(identifier)
            text.append(ascii: ")")
        }
    }

    /// The constraint turned round when that puts a view first instead of a guide or a view's
    /// margin (`view.safeAreaLayoutGuide.top == title.top - 8` → `title.top == … + 8`); exact,
    /// since only a multiplier of 1 turns round. System spacing keeps its direction: its
    /// anchor call places the first anchor after the second.
    public func viewFirst(_ constraint: Constraint) -> Constraint {
        func startsWithView(_ c: Constraint) -> Bool { !guides.contains(c.first) && !c.firstAttribute.isMargin }
        guard !startsWithView(constraint), !constraint.usesSystemSpacing, let flipped = constraint.flipped,
            startsWithView(flipped)
        else { return constraint }
        return flipped
    }

    /// Whether ``expression(_:identifier:)`` uses the helpers of ``helperSource``.
    public static func needsHelpers(_ constraint: Constraint, identifier: String? = nil) -> Bool {
        !constraint.priority.isRequired || (identifier ?? constraint.identifier) != nil
    }

    /// The helpers that set a priority or an identifier inside an expression; a printer adds
    /// them once, after the code that uses them.
    public static let helperSource: [String] = [
        "private extension NSLayoutConstraint {",
        "    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {",
        "        self.priority = priority",
        "        return self",
        "    }",
        "",
        "    func withIdentifier(_ identifier: String) -> NSLayoutConstraint {",
        "        self.identifier = identifier",
        "        return self",
        "    }",
        "}",
    ]

    /// Whether anchors can say this constraint; when not, ``expression(_:identifier:)`` writes
    /// `NSLayoutConstraint(item:…)`.
    public func usesAnchors(_ constraint: Constraint) -> Bool {
        guard hasAnchor(constraint.first, constraint.firstAttribute) else { return false }
        guard let second = constraint.second else {
            return constraint.firstAttribute.isDimension && constraint.multiplier == 1
        }
        guard hasAnchor(second, constraint.secondAttribute),
            Attribute.areCompatible(constraint.firstAttribute, constraint.secondAttribute)
        else { return false }
        if constraint.usesSystemSpacing { return systemSpacingMultiplier(constraint) != nil }
        return constraint.firstAttribute.isDimension || constraint.multiplier == 1
    }

    /// The creating call without priority or identifier.
    private func appendCreation(_ constraint: Constraint, to text: inout CodeText) {
        guard usesAnchors(constraint) else {
            text += itemForm(constraint)
            return
        }
        appendAnchor(constraint.first, constraint.firstAttribute, to: &text)
        text += ".constraint("
        text += Self.label(constraint.relation)
        guard let second = constraint.second else {
            text += "ToConstant: "
            text.append(number: constraint.constant)
            text.append(ascii: ")")
            return
        }
        if constraint.usesSystemSpacing, let multiplier = systemSpacingMultiplier(constraint) {
            text += constraint.firstAttribute.axis == .vertical ? "ToSystemSpacingBelow: " : "ToSystemSpacingAfter: "
            appendAnchor(second, constraint.secondAttribute, to: &text)
            text += ", multiplier: "
            text += codeMultiplier(multiplier)
            text.append(ascii: ")")
            return
        }
        text += "To: "
        appendAnchor(second, constraint.secondAttribute, to: &text)
        if constraint.multiplier != 1 {
            text += ", multiplier: "
            text += codeMultiplier(constraint.multiplier)
        }
        if constraint.constant != 0 {
            text += ", constant: "
            text.append(number: constraint.constant)
        }
        text.append(ascii: ")")
    }

    /// `constraint(equalToSystemSpacingBelow:multiplier:)` takes a multiplier of the standard
    /// spacing and places the first anchor after the second; the recorded constant is the
    /// resolved spacing, so the multiplier is that over the standard spacing.
    private func systemSpacingMultiplier(_ constraint: Constraint) -> Double? {
        guard constraint.multiplier == 1, constraint.constant >= 0, constraint.firstAttribute.isLocation else { return nil }
        return constraint.constant / Self.standardSpacing
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
    /// exact for any constraint UIKit accepts.
    private func itemForm(_ constraint: Constraint) -> String {
        let first = names.displayName(of: constraint.first)
        let second = constraint.second.map { names.displayName(of: $0) } ?? "nil"
        let constant = codeNumber(constraint.constant)
        return "NSLayoutConstraint(item: \(first), attribute: .\(constraint.firstAttribute.name), relatedBy: .\(constraint.relation.rawValue), "
            + "toItem: \(second), attribute: .\(constraint.secondAttribute.name), multiplier: \(codeMultiplier(constraint.multiplier)), constant: \(constant))"
    }

    /// `view.topAnchor`, `view.layoutMarginsGuide.leadingAnchor` for a margin attribute,
    /// `view.safeAreaLayoutGuide.bottomAnchor` for a guide; `nil` when the item has no anchor
    /// for the attribute (a guide's baseline or margin).
    public func anchor(_ item: ItemID, _ attribute: Attribute) -> String? {
        guard hasAnchor(item, attribute) else { return nil }
        var text = CodeText()
        appendAnchor(item, attribute, to: &text)
        return text.string
    }

    /// ``anchor(_:_:)`` appended, for an item that has the anchor.
    private func appendAnchor(_ item: ItemID, _ attribute: Attribute, to text: inout CodeText) {
        text += names.displayName(of: item)
        if attribute.isMargin && !guides.contains(item) {
            text += ".layoutMarginsGuide."
            text += attribute.withoutMargin.name
        } else {
            text.append(ascii: ".")
            text += attribute.name
        }
        text += "Anchor"
    }

    /// Whether ``anchor(_:_:)`` has an anchor to spell, asked without spelling it: the
    /// printers ask it of both items of every constraint.
    private func hasAnchor(_ item: ItemID, _ attribute: Attribute) -> Bool {
        guard attribute != .notAnAttribute else { return false }
        return !guides.contains(item) || (!attribute.isMargin && !attribute.isBaseline)
    }

    private static func label(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equal"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        case .lessThanOrEqual: "lessThanOrEqual"
        }
    }
}
