/// Writes a ``LayoutDocument`` as a draft-inspect dump, format version 1
/// (spec/dump-format-v1.md), so that ``DumpReader`` reads it back equal.
///
/// The output is deterministic: items keep the document's order, keys follow the order of the
/// spec's tables, and a value equal to the format's default is left out, as a person writing
/// the dump by hand would.
///
/// Numbers go through ``formatNumber``, which prints a value that is exactly a widened `Float`
/// in that `Float`'s short form; such a value reads back as the nearest `Double` to the short
/// form, not as the widened `Float`.
public enum DumpWriter {
    /// The dump as JSON text, 2-space indented, ending in a newline.
    public static func text(_ document: LayoutDocument) -> String {
        json(document).serialized(indent: 2) + "\n"
    }

    /// The dump as a JSON value.
    public static func json(_ document: LayoutDocument) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("format", .string(DumpReader.formatName)),
            ("version", .number(Double(DumpReader.supportedVersion))),
            ("root", .string(document.rootID.rawValue)),
        ]
        // Only what cannot be inferred again from the classes is written.
        if document.rootKind != RootKind.inferred(in: document) {
            members.append(("rootKind", .string(document.rootKind.formatName)))
        }
        if let controller = document.rootKind.controllerClass {
            members.append(("viewController", .string(controller)))
        }
        if document.isPartial { members.append(("partial", .bool(true))) }
        if document.layoutDirection != .leftToRight {
            members.append(("layoutDirection", .string(document.layoutDirection.rawValue)))
        }
        if !document.metadata.isEmpty {
            members.append(("metadata", .object(document.metadata)))
        }
        members.append(("views", .array(document.views.map(view))))
        if !document.guides.isEmpty {
            members.append(("layoutGuides", .array(document.guides.map(guide))))
        }
        members.append(("constraints", .array(document.constraints.map(constraint))))
        if !document.recorded.isEmpty {
            let references = Set(document.constraints.indices.map(document.reference(ofConstraintAt:)))
            members.append(("recorded", recorded(document.recorded, writing: references)))
        }
        return .object(members)
    }

    static func view(_ view: View) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(view.id.rawValue)),
            ("class", .string(view.className)),
        ]
        if let frame = view.frame { members.append(("frame", rect(frame))) }
        if !view.subviews.isEmpty {
            members.append(("subviews", .array(view.subviews.map { .string($0.rawValue) })))
        }
        if let value = view.accessibilityIdentifier { members.append(("accessibilityIdentifier", .string(value))) }
        if let value = view.name { members.append(("name", .string(value))) }
        if let value = view.text { members.append(("text", .string(value))) }
        if view.isHidden { members.append(("hidden", .bool(true))) }
        if !view.translatesAutoresizingMaskIntoConstraints {
            members.append(("translatesAutoresizingMaskIntoConstraints", .bool(false)))
        }
        if !view.autoresizingMask.isEmpty {
            members.append(("autoresizingMask", .array(view.autoresizingMask.flagNames.map { .string($0) })))
        }
        if let size = view.intrinsicContentSize {
            members.append(("intrinsicContentSize", .object([
                ("width", size.width.map { .number($0) } ?? .null),
                ("height", size.height.map { .number($0) } ?? .null),
            ])))
        }
        if view.contentHuggingPriority != .defaultHugging {
            members.append(("contentHuggingPriority", axes(view.contentHuggingPriority)))
        }
        if view.contentCompressionResistancePriority != .defaultCompressionResistance {
            members.append(("contentCompressionResistancePriority", axes(view.contentCompressionResistancePriority)))
        }
        if view.layoutMargins != .defaultLayoutMargins { members.append(("layoutMargins", insets(view.layoutMargins))) }
        if view.safeAreaInsets != .zero { members.append(("safeAreaInsets", insets(view.safeAreaInsets))) }
        if let offsets = view.baselineOffsets {
            members.append(("baselineOffsets", .object([("first", .number(offsets.first)), ("last", .number(offsets.last))])))
        }
        if let stack = view.stack { members.append(("stack", self.stack(stack))) }
        members += properties(view.properties)
        return .object(members)
    }

    /// The recorded view properties, each key only when recorded.
    static func properties(_ properties: ViewProperties) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        if let value = properties.title { members.append(("title", .string(value))) }
        if let value = properties.placeholder { members.append(("placeholder", .string(value))) }
        if let value = properties.buttonType { members.append(("buttonType", .string(value))) }
        if let font = properties.font {
            switch font {
            case let .system(size, weight):
                members.append(("font", .object([("system", .number(size)), ("weight", .string(weight))])))
            case let .textStyle(style):
                members.append(("font", .object([("textStyle", .string(style))])))
            case let .named(name, size):
                members.append(("font", .object([("name", .string(name)), ("size", .number(size))])))
            }
        }
        if let value = properties.numberOfLines { members.append(("numberOfLines", .number(Double(value)))) }
        if let value = properties.textAlignment { members.append(("textAlignment", .string(value))) }
        if let value = properties.imageName { members.append(("image", .string(value))) }
        if let value = properties.contentMode { members.append(("contentMode", .string(value))) }
        if let value = properties.clipsToBounds { members.append(("clipsToBounds", .bool(value))) }
        for (key, color) in [("textColor", properties.textColor), ("backgroundColor", properties.backgroundColor), ("tintColor", properties.tintColor)] {
            guard let color else { continue }
            switch color {
            case let .system(name): members.append((key, .object([("system", .string(name))])))
            case let .named(name): members.append((key, .object([("named", .string(name))])))
            case let .components(red, green, blue, alpha, space):
                members.append((key, .object([
                    ("red", .number(red)), ("green", .number(green)), ("blue", .number(blue)), ("alpha", .number(alpha)),
                    ("colorSpace", .string(space)),
                ])))
            }
        }
        return members
    }

    static func stack(_ stack: StackProperties) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("axis", .string(stack.axis.rawValue)),
            ("arrangedSubviews", .array(stack.arrangedSubviews.map { .string($0.rawValue) })),
        ]
        if stack.distribution != .fill { members.append(("distribution", .string(stack.distribution.rawValue))) }
        if stack.alignment != .fill { members.append(("alignment", .string(stack.alignment.rawValue))) }
        if stack.spacing != 0 { members.append(("spacing", .number(stack.spacing))) }
        if stack.isLayoutMarginsRelativeArrangement {
            members.append(("isLayoutMarginsRelativeArrangement", .bool(true)))
        }
        if stack.isBaselineRelativeArrangement { members.append(("isBaselineRelativeArrangement", .bool(true))) }
        return .object(members)
    }

    static func guide(_ guide: Guide) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(guide.id.rawValue)),
            ("owner", .string(guide.owner.rawValue)),
            ("kind", .string(guide.kind.rawValue)),
        ]
        if let identifier = guide.identifier { members.append(("identifier", .string(identifier))) }
        if let frame = guide.frame { members.append(("frame", rect(frame))) }
        return .object(members)
    }

    static func constraint(_ constraint: Constraint) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let id = constraint.id { members.append(("id", .string(id))) }
        if constraint.className != Constraint.defaultClassName { members.append(("class", .string(constraint.className))) }
        if let identifier = constraint.identifier { members.append(("identifier", .string(identifier))) }
        members.append(("first", .string(constraint.first.rawValue)))
        members.append(("firstAttribute", .string(constraint.firstAttribute.rawValue)))
        if constraint.relation != .equal { members.append(("relation", .string(constraint.relation.rawValue))) }
        if let second = constraint.second {
            members.append(("second", .string(second.rawValue)))
            members.append(("secondAttribute", .string(constraint.secondAttribute.rawValue)))
        }
        if constraint.multiplier != 1 { members.append(("multiplier", .number(constraint.multiplier))) }
        if constraint.constant != 0 { members.append(("constant", .number(constraint.constant))) }
        if constraint.usesSystemSpacing != (constraint.className == "_UISystemBaselineConstraint") {
            members.append(("systemSpacing", .bool(constraint.usesSystemSpacing)))
        }
        if !constraint.priority.isRequired { members.append(("priority", .number(constraint.priority.rawValue))) }
        if !constraint.isActive { members.append(("active", .bool(false))) }
        return .object(members)
    }

    /// UIKit's record, referring only to constraints the dump holds (`references`): a log's
    /// message may list a constraint the reader skipped (UIKit cannot relate `trailing` to
    /// `height`), and the dump must read back.
    static func recorded(_ findings: RecordedFindings, writing references: Set<String>) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if !findings.conflicts.isEmpty {
            members.append(("conflicts", .array(findings.conflicts.map { conflict in
                var fields: [(key: String, value: JSONValue)] = [
                    ("constraints", .array(conflict.constraints.filter(references.contains).map { .string($0) })),
                ]
                if let broken = conflict.broken, references.contains(broken) { fields.append(("broken", .string(broken))) }
                fields.append(("line", .number(Double(conflict.line))))
                if let prefix = conflict.logPrefix { fields.append(("logPrefix", .string(prefix))) }
                return .object(fields)
            })))
        }
        if !findings.ambiguities.isEmpty {
            members.append(("ambiguities", .array(findings.ambiguities.map { ambiguity in
                .object([
                    ("item", .string(ambiguity.item.rawValue)),
                    ("attributes", .array(ambiguity.attributes.map { .string($0) })),
                    ("variableIDs", .array(ambiguity.variableIDs.map { .number(Double($0)) })),
                    ("line", .number(Double(ambiguity.line))),
                ])
            })))
        }
        if !findings.hostsMissingConstraints.isEmpty {
            members.append(("hostsMissingConstraints", .array(findings.hostsMissingConstraints.map { .string($0.rawValue) })))
        }
        if !findings.misplaced.isEmpty {
            members.append(("misplaced", .array(findings.misplaced.map { .string($0.rawValue) })))
        }
        return .object(members)
    }

    static func rect(_ rect: Rect) -> JSONValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)),
            ("width", .number(rect.width)), ("height", .number(rect.height)),
        ])
    }

    static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object([
            ("top", .number(insets.top)), ("left", .number(insets.left)),
            ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
        ])
    }

    static func axes(_ axes: AxisPriorities) -> JSONValue {
        .object([("horizontal", .number(axes.horizontal.rawValue)), ("vertical", .number(axes.vertical.rawValue))])
    }
}
