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
///
/// The text goes straight into a byte buffer (``JSONWriter``) that is handed on as it fills: a
/// 10,000-view document is 9 MB, and a value tree or a whole copy of it would cost more to
/// build and free than the writing.
public enum DumpWriter {
    /// The dump as JSON text ending in a newline: 2-space indented, or on one line for an
    /// `indent` of `nil`.
    public static func text(_ document: LayoutDocument, indent: Int? = 2) -> String {
        String(decoding: bytes(document, indent: indent), as: UTF8.self)
    }

    /// ``text(_:indent:)`` as UTF-8.
    public static func bytes(_ document: LayoutDocument, indent: Int? = 2) -> [UInt8] {
        var bytes: [UInt8] = []
        write(document, indent: indent) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// ``text(_:indent:)`` as UTF-8, handed to `output` a piece at a time, in order: for
    /// writing a file without holding the whole text.
    public static func write(_ document: LayoutDocument, indent: Int? = 2, to output: (UnsafeRawBufferPointer) -> Void) {
        withoutActuallyEscaping(output) { output in
            var writer = JSONWriter(indent: indent, output: output)
            write(document, to: &writer)
            writer.finish(endingLine: true)
        }
    }

    static func write(_ document: LayoutDocument, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("format", DumpFormat.name)
        writer.member("version", Double(DumpFormat.version))
        writer.member("root", document.rootID.rawValue)
        // Only what cannot be inferred again from the classes is written.
        if document.rootKind != RootKind.inferred(in: document) {
            writer.member("rootKind", document.rootKind.formatName)
        }
        if let controller = document.rootKind.controllerClass {
            writer.member("viewController", controller)
        }
        if document.isPartial { writer.member("partial", true) }
        if document.layoutDirection != .leftToRight {
            writer.member("layoutDirection", document.layoutDirection.rawValue)
        }
        if !document.metadata.isEmpty {
            writer.key("metadata")
            JSONValue.object(document.metadata).write(to: &writer)
        }
        writer.key("views")
        writer.beginArray()
        // Each view and constraint is read where it lies, through a pointer. Passed by value,
        // each would be copied whole first (the writer's calls could change the array, for all
        // the compiler knows), and the copy and its release cost as much as writing it.
        document.views.withUnsafeBufferPointer { views in
            for index in views.indices { write(views.baseAddress! + index, to: &writer) }
        }
        writer.endArray()
        if !document.guides.isEmpty {
            writer.key("layoutGuides")
            writer.beginArray()
            for index in document.guides.indices { write(document.guides[index], to: &writer) }
            writer.endArray()
        }
        writer.key("constraints")
        writer.beginArray()
        document.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices { write(constraints.baseAddress! + index, to: &writer) }
        }
        writer.endArray()
        if !document.outletCollections.isEmpty {
            writer.member("outletCollections", objects: document.outletCollections) { writer, collection in
                writer.member("property", collection.property)
                writer.member("views", strings: collection.views.lazy.map(\.rawValue))
            }
        }
        if !document.connections.isEmpty { write(document.connections, to: &writer) }
        if !document.recorded.isEmpty {
            let references = Set(document.constraints.indices.map(document.reference(ofConstraintAt:)))
            writer.key("recorded")
            write(document.recorded, writing: references, to: &writer)
        }
        writer.endObject()
    }

    static func write(_ connections: Connections, to writer: inout JSONWriter) {
        writer.key("connections")
        writer.beginObject()
        if !connections.actions.isEmpty {
            writer.member("actions", objects: connections.actions) { writer, action in
                writer.member("source", action.source.rawValue)
                writer.member("selector", action.selector)
                writer.member("event", action.event)
                write(action.target, as: "target", to: &writer)
            }
        }
        if !connections.outlets.isEmpty {
            writer.member("outlets", objects: connections.outlets) { writer, outlet in
                writer.member("source", outlet.source.rawValue)
                writer.member("property", outlet.property)
                write(outlet.destination, as: "destination", to: &writer)
            }
        }
        if !connections.listed.isEmpty {
            writer.member("listed", objects: connections.listed) { writer, listed in
                writer.member("kind", listed.kind)
                writer.member("summary", listed.summary)
                if let view = listed.view { writer.member("view", view.rawValue) }
            }
        }
        if !connections.gestures.isEmpty {
            writer.member("gestures", objects: connections.gestures) { writer, gesture in write(gesture, to: &writer) }
        }
        if !connections.runtimeAttributes.isEmpty {
            writer.member("runtimeAttributes", objects: connections.runtimeAttributes) { writer, attribute in
                writer.member("view", attribute.view.rawValue)
                writer.member("keyPath", attribute.keyPath)
                writer.member("type", attribute.value.typeName)
                write(attribute.value, to: &writer)
            }
        }
        writer.endObject()
    }

    static func write(_ gesture: GestureRecognizer, to writer: inout JSONWriter) {
        writer.member("id", gesture.id)
        writer.member("class", gesture.className)
        if let view = gesture.view { writer.member("view", view.rawValue) }
        if let outlet = gesture.outlet { writer.member("outlet", outlet) }
        if let label = gesture.label { writer.member("label", label) }
        if !gesture.actions.isEmpty {
            writer.member("actions", objects: gesture.actions) { writer, action in
                writer.member("selector", action.selector)
                write(action.target, as: "target", to: &writer)
            }
        }
        if let delegate = gesture.delegate { write(delegate, as: "delegate", to: &writer) }
        if !gesture.settings.isEmpty {
            writer.member("settings", objects: gesture.settings) { writer, setting in
                writer.member("property", setting.property)
                switch setting.value {
                case let .boolean(value): writer.member("value", value)
                case let .number(value): writer.member("value", value)
                case let .options(members): writer.member("value", strings: members)
                }
            }
        }
    }

    /// A runtime attribute's `value` member, as its type has it; none for `nil`.
    static func write(_ value: RuntimeAttribute.Value, to writer: inout JSONWriter) {
        switch value {
        case let .boolean(flag): writer.member("value", flag)
        case let .number(number): writer.member("value", number)
        case let .string(text), let .localizedString(text), let .image(text): writer.member("value", text)
        case let .color(color): write(color, as: "value", to: &writer)
        case let .point(x, y): writeNumbers(["x": x, "y": y], to: &writer)
        case let .size(width, height): writeNumbers(["width": width, "height": height], to: &writer)
        case let .rect(rect): writeNumbers(["x": rect.x, "y": rect.y, "width": rect.width, "height": rect.height], to: &writer)
        case let .range(location, length): writeNumbers(["location": Double(location), "length": Double(length)], to: &writer)
        case .nil: break
        }
    }

    /// A `value` object of named numbers, in the order given.
    private static func writeNumbers(_ members: KeyValuePairs<StaticString, Double>, to writer: inout JSONWriter) {
        writer.key("value")
        writer.beginObject()
        for (key, number) in members { writer.member(key, number) }
        writer.endObject()
    }

    static func write(_ endpoint: ConnectionEndpoint, as key: StaticString, to writer: inout JSONWriter) {
        switch endpoint {
        case .owner: writer.member(key, "owner")
        case .firstResponder: writer.member(key, "firstResponder")
        case let .view(id):
            writer.key(key)
            writer.beginObject()
            writer.member("view", id.rawValue)
            writer.endObject()
        }
    }

    @inline(__always)
    static func write(_ view: UnsafePointer<View>, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", view.pointee.id.rawValue)
        writer.member("class", view.pointee.className)
        if let frame = view.pointee.frame {
            writer.key("frame")
            write(frame, to: &writer)
        }
        if !view.pointee.subviews.isEmpty {
            writer.member("subviews", strings: view.pointee.subviews.lazy.map(\.rawValue))
        }
        if let value = view.pointee.accessibilityIdentifier { writer.member("accessibilityIdentifier", value) }
        if let value = view.pointee.name { writer.member("name", value) }
        if let value = view.pointee.outlet { writer.member("outlet", value) }
        if let value = view.pointee.text { writer.member("text", value) }
        if view.pointee.isHidden { writer.member("hidden", true) }
        if view.pointee.isShownInRecordedFrames { writer.member("shownInRecordedFrames", true) }
        if view.pointee.translatesInRecordedFrames { writer.member("translatesInRecordedFrames", true) }
        if !view.pointee.translatesAutoresizingMaskIntoConstraints {
            writer.member("translatesAutoresizingMaskIntoConstraints", false)
        }
        if !view.pointee.autoresizingMask.isEmpty {
            writer.member("autoresizingMask", strings: view.pointee.autoresizingMask.flagNames)
        }
        if let size = view.pointee.intrinsicContentSize {
            writer.key("intrinsicContentSize")
            writer.beginObject()
            writer.key("width")
            if let width = size.width { writer.number(width) } else { writer.null() }
            writer.key("height")
            if let height = size.height { writer.number(height) } else { writer.null() }
            writer.endObject()
        }
        let unmeasured = view.pointee.unmeasuredContentSize
        if !unmeasured.isEmpty {
            writer.member("unmeasuredContentSize", strings: [(SizeSides.width, "width"), (.height, "height")].filter { unmeasured.contains($0.0) }.map(\.1))
        }
        if view.pointee.contentHuggingPriority != .defaultHugging {
            writer.key("contentHuggingPriority")
            write(view.pointee.contentHuggingPriority, to: &writer)
        }
        if view.pointee.contentCompressionResistancePriority != .defaultCompressionResistance {
            writer.key("contentCompressionResistancePriority")
            write(view.pointee.contentCompressionResistancePriority, to: &writer)
        }
        if view.pointee.layoutMargins != .defaultLayoutMargins {
            writer.key("layoutMargins")
            write(view.pointee.layoutMargins, to: &writer)
        }
        if view.pointee.safeAreaInsets != .zero {
            writer.key("safeAreaInsets")
            write(view.pointee.safeAreaInsets, to: &writer)
        }
        if !view.pointee.insetsLayoutMarginsFromSafeArea {
            writer.member("insetsLayoutMarginsFromSafeArea", false)
        }
        if view.pointee.alignmentRectInsets != .zero {
            writer.key("alignmentRectInsets")
            write(view.pointee.alignmentRectInsets, to: &writer)
        }
        if let offsets = view.pointee.baselineOffsets {
            writer.key("baselineOffsets")
            writer.beginObject()
            writer.member("first", offsets.first)
            writer.member("last", offsets.last)
            writer.endObject()
        }
        if let stack = view.pointee.stack {
            writer.key("stack")
            write(stack, to: &writer)
        }
        if let properties = view.pointee.recordedProperties { write(properties, to: &writer) }
        writer.endObject()
    }

    /// The recorded view properties, each key only when recorded, as members of the view.
    static func write(_ properties: ViewProperties, to writer: inout JSONWriter) {
        if let value = properties.title { writer.member("title", value) }
        if let value = properties.placeholder { writer.member("placeholder", value) }
        if let value = properties.buttonType { writer.member("buttonType", value) }
        if let font = properties.font {
            writer.key("font")
            writer.beginObject()
            switch font {
            case let .system(size, weight):
                writer.member("system", size)
                writer.member("weight", weight)
            case let .textStyle(style):
                writer.member("textStyle", style)
            case let .named(name, size):
                writer.member("name", name)
                writer.member("size", size)
            }
            writer.endObject()
        }
        if let value = properties.numberOfLines { writer.member("numberOfLines", Double(value)) }
        if let value = properties.textAlignment { writer.member("textAlignment", value) }
        write(properties.image, as: ("image", "systemImage"), to: &writer)
        write(properties.backgroundImage, as: ("backgroundImage", "systemBackgroundImage"), to: &writer)
        if let value = properties.contentMode { writer.member("contentMode", value) }
        if let value = properties.clipsToBounds { writer.member("clipsToBounds", value) }
        if let value = properties.semanticContentAttribute { writer.member("semanticContentAttribute", value) }
        // One call each: an array of the three would be allocated for every view.
        write(properties.textColor, as: "textColor", to: &writer)
        write(properties.backgroundColor, as: "backgroundColor", to: &writer)
        write(properties.tintColor, as: "tintColor", to: &writer)
        if let value = properties.uikitClass { writer.member("uikitClass", value) }
        if let value = properties.accessoryType { writer.member("accessoryType", value) }
        if let value = properties.selectionStyle { writer.member("selectionStyle", value) }
        if let value = properties.cellStyle { writer.member("cellStyle", value) }
        if let value = properties.isTextCut { writer.member("textCut", value) }
    }

    /// An app's image under its key, an SF Symbol under the other (`image`, `systemImage`).
    static func write(_ image: ViewProperties.Image?, as keys: (named: StaticString, system: StaticString), to writer: inout JSONWriter) {
        switch image {
        case let .named(name)?: writer.member(keys.named, name)
        case let .system(name)?: writer.member(keys.system, name)
        case nil: break
        }
    }

    static func write(_ color: ViewProperties.Color?, as key: StaticString, to writer: inout JSONWriter) {
        guard let color else { return }
        writer.key(key)
        writer.beginObject()
        switch color {
        case let .system(name): writer.member("system", name)
        case let .named(name): writer.member("named", name)
        case let .components(red, green, blue, alpha, space):
            writer.member("red", red)
            writer.member("green", green)
            writer.member("blue", blue)
            writer.member("alpha", alpha)
            writer.member("colorSpace", space)
        }
        writer.endObject()
    }

    static func write(_ stack: StackProperties, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("axis", stack.axis.rawValue)
        writer.member("arrangedSubviews", strings: stack.arrangedSubviews.lazy.map(\.rawValue))
        if stack.distribution != .fill { writer.member("distribution", stack.distribution.rawValue) }
        if stack.alignment != .fill { writer.member("alignment", stack.alignment.rawValue) }
        if stack.spacing != 0 { writer.member("spacing", stack.spacing) }
        if stack.isLayoutMarginsRelativeArrangement { writer.member("isLayoutMarginsRelativeArrangement", true) }
        if stack.isBaselineRelativeArrangement { writer.member("isBaselineRelativeArrangement", true) }
        writer.endObject()
    }

    static func write(_ guide: Guide, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", guide.id.rawValue)
        writer.member("owner", guide.owner.rawValue)
        writer.member("kind", guide.kind.rawValue)
        if let identifier = guide.identifier { writer.member("identifier", identifier) }
        if let frame = guide.frame {
            writer.key("frame")
            write(frame, to: &writer)
        }
        writer.endObject()
    }

    @inline(__always)
    static func write(_ constraint: UnsafePointer<Constraint>, to writer: inout JSONWriter) {
        writer.beginObject()
        if let id = constraint.pointee.id { writer.member("id", id) }
        // Asked once: a comparison with another string costs more than writing the member.
        let hasDefaultClass = constraint.pointee.className == Constraint.defaultClassName
        if !hasDefaultClass { writer.member("class", constraint.pointee.className) }
        if let identifier = constraint.pointee.identifier { writer.member("identifier", identifier) }
        writer.member("first", constraint.pointee.first.rawValue)
        writer.member("firstAttribute", constraint.pointee.firstAttribute.rawValue)
        if constraint.pointee.relation != .equal { writer.member("relation", constraint.pointee.relation.rawValue) }
        if let second = constraint.pointee.second {
            writer.member("second", second.rawValue)
            writer.member("secondAttribute", constraint.pointee.secondAttribute.rawValue)
        }
        if constraint.pointee.multiplier != 1 { writer.member("multiplier", constraint.pointee.multiplier) }
        if constraint.pointee.constant != 0 { writer.member("constant", constraint.pointee.constant) }
        if constraint.pointee.usesSystemSpacing != (!hasDefaultClass && constraint.pointee.className == "_UISystemBaselineConstraint") {
            writer.member("systemSpacing", constraint.pointee.usesSystemSpacing)
        }
        if !constraint.pointee.priority.isRequired { writer.member("priority", constraint.pointee.priority.rawValue) }
        if !constraint.pointee.isActive { writer.member("active", false) }
        writer.endObject()
    }

    /// UIKit's record, referring only to constraints the dump holds (`references`): a log's
    /// message may list a constraint the reader skipped (UIKit cannot relate `trailing` to
    /// `height`), and the dump must read back.
    static func write(_ findings: RecordedFindings, writing references: Set<String>, to writer: inout JSONWriter) {
        writer.beginObject()
        if !findings.conflicts.isEmpty {
            writer.key("conflicts")
            writer.beginArray()
            for conflict in findings.conflicts {
                writer.beginObject()
                writer.member("constraints", strings: conflict.constraints.lazy.filter(references.contains))
                if let broken = conflict.broken, references.contains(broken) { writer.member("broken", broken) }
                writer.member("line", Double(conflict.line))
                if let prefix = conflict.logPrefix { writer.member("logPrefix", prefix) }
                writer.endObject()
            }
            writer.endArray()
        }
        if !findings.ambiguities.isEmpty {
            writer.key("ambiguities")
            writer.beginArray()
            for ambiguity in findings.ambiguities {
                writer.beginObject()
                writer.member("item", ambiguity.item.rawValue)
                writer.member("attributes", strings: ambiguity.attributes)
                writer.key("variableIDs")
                writer.beginArray()
                for id in ambiguity.variableIDs { writer.number(Double(id)) }
                writer.endArray()
                writer.member("line", Double(ambiguity.line))
                writer.endObject()
            }
            writer.endArray()
        }
        if !findings.hostsMissingConstraints.isEmpty {
            writer.member("hostsMissingConstraints", strings: findings.hostsMissingConstraints.lazy.map(\.rawValue))
        }
        if !findings.misplaced.isEmpty {
            writer.member("misplaced", strings: findings.misplaced.lazy.map(\.rawValue))
        }
        writer.endObject()
    }

    static func write(_ rect: Rect, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("x", rect.x)
        writer.member("y", rect.y)
        writer.member("width", rect.width)
        writer.member("height", rect.height)
        writer.endObject()
    }

    static func write(_ insets: EdgeInsets, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("top", insets.top)
        writer.member("left", insets.left)
        writer.member("bottom", insets.bottom)
        writer.member("right", insets.right)
        writer.endObject()
    }

    static func write(_ axes: AxisPriorities, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("horizontal", axes.horizontal.rawValue)
        writer.member("vertical", axes.vertical.rawValue)
        writer.endObject()
    }
}
