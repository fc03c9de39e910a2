import LayoutModel

/// An Interface Builder archive (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`,
/// the XIB format of Xcode 3 to 4.6), written out as the document Xcode 5 makes of it when it
/// opens one, so that one reader reads both.
///
/// An archive is IB's objects keyed-archived: views nest by `NSSubviews`, a frame is a string
/// (`{{20, 101}, {280, 37}}`), `NSvFlags` holds the autoresizing mask in its low six bits and
/// `hidden` in its top bit, outlets and actions are connection records, and Xcode 4.5's
/// constraints are objects that name the view holding them. The document keeps
/// each object's IB id (its object record's, as Xcode's upgrade does), and knows for each of
/// its lines where the archive states that object, so that what the reader says about the
/// document points at the archive.
struct InterfaceBuilderArchive {
    /// The document, as UTF-8.
    var document: [UInt8]
    /// For each line of the document, where the archive states what it says.
    private var sources: [SourcePosition]

    /// The archive's line and column for a line and column of the document.
    func archivePosition(line: Int, column: Int) -> SourcePosition {
        sources.indices.contains(line - 1) ? sources[line - 1] : SourcePosition(line: line, column: column)
    }

    /// The document of an archive's tree.
    static func upgrade(_ tree: XMLTree) throws(InputError) -> InterfaceBuilderArchive {
        var writer = Writer(tree: tree)
        try writer.write()
        return InterfaceBuilderArchive(document: Array(writer.text.utf8), sources: writer.sources)
    }

    /// Where a read layout's views, constraints and warnings are in the archive.
    func remapped(_ layout: LoadedLayout) -> LoadedLayout {
        var layout = layout
        layout.loaded.warnings = layout.loaded.warnings.map(remapped)
        layout.loaded.positions.items = layout.loaded.positions.items.mapped(archivePosition)
        layout.loaded.positions.constraints = layout.loaded.positions.constraints.mapped(archivePosition)
        return layout
    }

    func remapped(_ error: InputError) -> InputError {
        InputError(error.diagnostics.map(remapped))
    }

    private func remapped(_ diagnostic: Diagnostic) -> Diagnostic {
        guard case let .line(line, column) = diagnostic.location else { return diagnostic }
        var diagnostic = diagnostic
        let position = archivePosition(line: line, column: column)
        diagnostic.location = .line(position.line, column: position.column)
        return diagnostic
    }
}

/// Writes the document, a line at a time, each line noting the archive element it comes from.
private struct Writer {
    let tree: XMLTree
    var text = ""
    var sources: [SourcePosition] = []
    /// Archive elements by their `id` attribute (what a `<reference ref>` names).
    private var elementsByID: [String: Int] = [:]
    /// The IB id (object record id) and label of each archived object, by its archive id.
    private var recordIDs: [String: String] = [:]
    private var labels: [String: String] = [:]
    /// `flattenedProperties`' `<record id>.CustomClassName`.
    private var customClasses: [String: String] = [:]
    /// Each object's outlets and actions, as document lines, by the source's archive id.
    private var connections: [String: [(line: String, element: Int)]] = [:]
    /// The view elements written so far.
    private var written: Set<Int> = []
    /// The views (by IB id) whose mask `flattenedProperties` says is not translated.
    private var laidOutByConstraints: Set<String> = []
    /// Each view's constraints, as document lines, by its archive id (`containingView`).
    private var constraints: [String: [(line: String, element: Int)]] = [:]

    init(tree: XMLTree) {
        self.tree = tree
    }

    mutating func write() throws(InputError) {
        guard let data = tree.child(of: 0, named: "data") else {
            throw InputError(at: tree.root.location, "an Interface Builder archive without its <data> element")
        }
        var constraintElements: [Int] = []
        for index in 0..<tree.count {
            let element = tree[index]
            if element.has("class", equalTo: "IBNSLayoutConstraint") { constraintElements.append(index) }
            if let id = element["id"] { elementsByID[id] = index }
        }
        let objects = tree.child(of: data, key: "IBDocument.Objects")
        readRecords(objects)
        readConnections(objects)
        for constraint in constraintElements { try readConstraint(constraint) }

        let version = tree.child(of: data, key: "IBDocument.InterfaceBuilderVersion").map(tree.text(of:)) ?? "0"
        let onPad = tree.child(of: data, key: "IBDocument.TargetRuntimeIdentifier").map(tree.text(of:)) == "IBIPadFramework"
        let (type, runtime) = onPad ? ("CocoaTouch.iPad.XIB", "iOS.CocoaTouch.iPad") : ("CocoaTouch.XIB", "iOS.CocoaTouch")
        line(0, #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#)
        let usesAutolayout = tree.child(of: data, key: "IBDocument.UseAutolayout").map(tree.text(of:)) == "YES"
        line(0, #"<document type="com.apple.InterfaceBuilder3.\#(type)" version="3.0" toolsVersion="\#(escaped(version))" targetRuntime="\#(runtime)" propertyAccessControl="none"\#(usesAutolayout ? #" useAutolayout="YES""# : "")>"#)
        line(data, "    <objects>")
        for object in tree.child(of: data, key: "IBDocument.RootObjects").map({ Array(tree.children(of: $0)) }) ?? [] {
            let object = resolved(object)
            if tree[object].has("class", equalTo: "IBProxyObject") {
                writePlaceholder(object)
            } else if let view = tree.child(of: object, key: "IBUIView"), let element = controllerElementName(of: object) {
                try writeController(object, element: element, view: resolved(view))
            } else if elementName(of: object) != nil {
                try writeView(object, key: nil, depth: 2, isRoot: true)
            }
        }
        line(data, "    </objects>")
        line(0, "</document>")
    }

    // MARK: - Records

    private mutating func readRecords(_ objects: Int?) {
        guard let objects else { return }
        if let records = tree.child(of: objects, key: "objectRecords"), let ordered = tree.child(of: records, key: "orderedObjects") {
            for record in tree.children(of: ordered) {
                guard let object = tree.child(of: record, key: "object").flatMap({ tree[$0]["ref"] ?? tree[$0]["id"] }),
                      // `objectID` before Xcode 4.2, `id` after.
                      let id = (tree.child(of: record, key: "id") ?? tree.child(of: record, key: "objectID")).map(tree.text(of:))
                else { continue }
                recordIDs[object] = id
                if let name = tree.child(of: record, key: "objectName").map(tree.text(of:)) { labels[object] = name }
            }
        }
        if let properties = tree.child(of: objects, key: "flattenedProperties") {
            for (key, property) in dictionaryEntries(properties) {
                if key.hasSuffix(".CustomClassName") {
                    customClasses[String(key.dropLast(".CustomClassName".count))] = tree.text(of: property)
                } else if key.hasSuffix(".IBViewMetadataTranslatesAutoresizingMaskIntoConstraints"), tree[property].has("value", equalTo: "NO") {
                    laidOutByConstraints.insert(String(key.prefix { $0 != "." }))
                }
            }
        }
    }

    /// A keyed-archived dictionary's entries, in any of the three ways archives write one:
    /// values keyed by their own `key` (Xcode 4), parallel `dict.sortedKeys` and `dict.values`
    /// arrays (Xcode 3), or `NS.key.n` and `NS.object.n` pairs.
    private func dictionaryEntries(_ dictionary: Int) -> [(key: String, value: Int)] {
        func items(_ list: Int) -> [Int] {
            tree.children(of: list).filter { !tree[$0].has("key", equalTo: "EncodedWithXMLCoder") }
        }
        if let keys = tree.child(of: dictionary, key: "dict.sortedKeys"), let values = tree.child(of: dictionary, key: "dict.values") {
            return zip(items(resolved(keys)), items(resolved(values))).map { (tree.text(of: resolved($0)), resolved($1)) }
        }
        var entries: [(key: String, value: Int)] = []
        var pairedKeys: [String: String] = [:]
        var pairedValues: [String: Int] = [:]
        for child in items(dictionary) {
            guard let key = tree[child]["key"] else { continue }
            if key.hasPrefix("NS.key.") {
                pairedKeys[String(key.dropFirst("NS.key.".count))] = tree.text(of: child)
            } else if key.hasPrefix("NS.object.") {
                pairedValues[String(key.dropFirst("NS.object.".count))] = child
            } else {
                entries.append((key, child))
            }
        }
        for (number, key) in pairedKeys.sorted(by: { $0.key < $1.key }) {
            if let value = pairedValues[number] { entries.append((key, value)) }
        }
        return entries
    }

    private mutating func readConnections(_ objects: Int?) {
        guard let objects, let records = tree.child(of: objects, key: "connectionRecords") else { return }
        for record in tree.children(of: records) {
            guard let connection = tree.child(of: record, key: "connection"),
                  let label = tree.child(of: connection, key: "label").map(tree.text(of:)),
                  let source = tree.child(of: connection, key: "source").flatMap({ tree[$0]["ref"] }),
                  let destination = tree.child(of: connection, key: "destination").flatMap({ tree[$0]["ref"] })
            else { continue }
            let id = (tree.child(of: record, key: "id") ?? tree.child(of: record, key: "connectionID")).map(tree.text(of:)) ?? "\(record)"
            let kind = tree[connection]
            let text: String
            if kind.has("class", equalTo: "IBCocoaTouchOutletConnection") {
                text = #"<outlet property="\#(escaped(label))" destination="\#(escaped(ibID(destination)))" id="\#(escaped(id))"/>"#
            } else if kind.has("class", equalTo: "IBCocoaTouchEventConnection") {
                let event = tree.child(of: connection, key: "IBEventType").flatMap { Int(tree.text(of: $0)) }.flatMap(Self.eventName)
                text = #"<action selector="\#(escaped(label))" destination="\#(escaped(ibID(destination)))""#
                    + (event.map { #" eventType="\#($0)""# } ?? "") + #" id="\#(escaped(id))"/>"#
            } else {
                continue
            }
            connections[source, default: []].append((text, connection))
        }
    }

    /// An `IBNSLayoutConstraint` (Xcode 4.5 and 4.6), as the document's `<constraint>` in the
    /// view that holds it (`containingView`): attributes and relations are `NSLayoutAttribute`
    /// and `NSLayoutRelation` numbers, the constant an `IBLayoutConstant` (or a symbolic one, the
    /// standard spacing IB resolved).
    private mutating func readConstraint(_ constraint: Int) throws(InputError) {
        let element = tree[constraint]
        guard !element.hasName("reference") else { return }
        func fail(_ what: String) -> InputError {
            InputError(at: element.location, "an archived constraint \(what)", itemID: element["id"])
        }
        guard let holder = tree.child(of: constraint, key: "containingView").flatMap({ tree[$0]["ref"] }) else {
            throw fail("names no view that holds it (containingView)")
        }
        guard let first = tree.child(of: constraint, key: "firstItem").flatMap({ tree[$0]["ref"] }) else {
            throw fail("has no first item")
        }
        guard let firstAttribute = int(constraint, "firstAttribute").flatMap(Self.attributeName) else {
            throw fail("has no attribute it knows (firstAttribute \(string(constraint, "firstAttribute") ?? "missing"))")
        }
        var text = #"<constraint firstItem="\#(escaped(ibID(first)))" firstAttribute="\#(firstAttribute)""#
        switch int(constraint, "relation") ?? 0 {
        case -1: text += #" relation="lessThanOrEqual""#
        case 0: break
        case 1: text += #" relation="greaterThanOrEqual""#
        case let other: throw fail("has relation \(other), which is none of -1, 0 and 1")
        }
        if let second = tree.child(of: constraint, key: "secondItem").flatMap({ tree[$0]["ref"] }) {
            guard let secondAttribute = int(constraint, "secondAttribute").flatMap(Self.attributeName) else {
                throw fail("has no attribute it knows (secondAttribute \(string(constraint, "secondAttribute") ?? "missing"))")
            }
            text += #" secondItem="\#(escaped(ibID(second)))" secondAttribute="\#(secondAttribute)""#
        }
        if let multiplier = string(constraint, "multiplier"), Double(multiplier) != 1 { text += #" multiplier="\#(escaped(multiplier))""# }
        if let constant = tree.child(of: constraint, key: "constant") {
            if let value = string(constant, "value"), Double(value) != 0 { text += #" constant="\#(escaped(value))""# }
            if tree[constant].has("class", equalTo: "IBNSLayoutSymbolicConstant") { text += #" symbolic="YES""# }
        }
        if let priority = string(constraint, "priority"), Double(priority) != 1000 { text += #" priority="\#(escaped(priority))""# }
        let id = ibID(element["id"] ?? "archive-\(constraint)")
        text += #" id="\#(escaped(id))"/>"#
        constraints[holder, default: []].append((text, constraint))
    }

    /// The object's id in the document: its object record's, as Xcode's upgrade keeps it.
    private func ibID(_ archiveID: String) -> String { recordIDs[archiveID] ?? archiveID }

    private func resolved(_ element: Int) -> Int {
        guard tree[element].hasName("reference"), let ref = tree[element]["ref"], let target = elementsByID[ref] else { return element }
        return target
    }

    // MARK: - Objects

    private mutating func writePlaceholder(_ object: Int) {
        let identifier = tree.child(of: object, key: "IBProxiedObjectIdentifier").map(tree.text(of:))
        let archiveID = tree[object]["id"] ?? ""
        let id = identifier == "IBFilesOwner" ? "-1" : identifier == "IBFirstResponder" ? "-2" : ibID(archiveID)
        var attributes = #"placeholderIdentifier="\#(escaped(identifier ?? "IBFirstResponder"))" id="\#(escaped(id))""#
        if let label = labels[archiveID] { attributes += #" userLabel="\#(escaped(label))""# }
        if let custom = customClasses[id] { attributes += #" customClass="\#(escaped(custom))""# }
        let outlets = connections[archiveID] ?? []
        guard !outlets.isEmpty else {
            line(object, "        <placeholder \(attributes)/>")
            return
        }
        line(object, "        <placeholder \(attributes)>")
        writeConnections(outlets, depth: 3)
        line(object, "        </placeholder>")
    }

    /// A top-level controller whose view the archive holds (`IBUIView`), as a document's
    /// controller with its `view`.
    private mutating func writeController(_ object: Int, element: String, view: Int) throws(InputError) {
        let archiveID = tree[object]["id"] ?? "archive-\(object)"
        let id = ibID(archiveID)
        var attributes = #"id="\#(escaped(id))""#
        if let custom = customClasses[id] { attributes += #" customClass="\#(escaped(custom))""# }
        if let label = labels[archiveID] { attributes += #" userLabel="\#(escaped(label))""# }
        line(object, "        <\(element) \(attributes)>")
        try writeView(view, key: "view", depth: 3, isRoot: true)
        if let list = connections[archiveID], !list.isEmpty { writeConnections(list, depth: 3) }
        line(object, "        </\(element)>")
    }

    /// The document's element for an archived controller that can hold its own view.
    private func controllerElementName(of object: Int) -> String? {
        if tree[object].has("class", equalTo: "IBUIViewController") { return "viewController" }
        if tree[object].has("class", equalTo: "IBUITableViewController") { return "tableViewController" }
        return nil
    }

    private mutating func writeConnections(_ list: [(line: String, element: Int)], depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        line(list[0].element, indent + "<connections>")
        for connection in list { line(connection.element, indent + "    " + connection.line) }
        line(list[0].element, indent + "</connections>")
    }

    private mutating func writeView(_ object: Int, key: String?, depth: Int, isRoot: Bool = false, element: String? = nil) throws(InputError) {
        guard let name = element ?? elementName(of: object) else { return }
        // A reference can name any object: one that names a view already written (its own
        // ancestor, say) would make a document that never ends.
        guard written.insert(object).inserted else {
            throw InputError(at: tree[object].location, "a view listed twice in the archive's hierarchy (a subview reference to a view already placed)", itemID: tree[object]["id"])
        }
        let indent = String(repeating: "    ", count: depth)
        let archiveID = tree[object]["id"] ?? "archive-\(object)"
        let id = ibID(archiveID)
        var attributes = key.map { #"key="\#($0)" "# } ?? ""
        attributes += #"id="\#(escaped(id))""#
        if let custom = customClasses[id] ?? unknownClass(of: object) { attributes += #" customClass="\#(escaped(custom))""# }
        if let label = labels[archiveID] { attributes += #" userLabel="\#(escaped(label))""# }
        let flags = int(object, "NSvFlags") ?? 0
        if flags & Int(Int32.min) != 0 || flags < 0 { attributes += #" hidden="YES""# }
        // Left out when it is the default, which Xcode 5's upgrade writes out.
        attributes += #" contentMode="\#(int(object, "IBUIContentMode").flatMap(Self.contentModeName) ?? "scaleToFill")""#
        if let alpha = string(object, "IBUIAlpha") { attributes += #" alpha="\#(escaped(alpha))""# }
        if let tag = string(object, "IBUITag") { attributes += #" tag="\#(escaped(tag))""# }
        if laidOutByConstraints.contains(id) { attributes += #" translatesAutoresizingMaskIntoConstraints="NO""# }
        attributes += contentAttributes(of: object, name: name)
        line(object, "\(indent)<\(name) \(attributes)>")

        let frame = try self.frame(of: object)
        line(object, #"\#(indent)    <rect key="frame" x="\#(frame.x)" y="\#(frame.y)" width="\#(frame.width)" height="\#(frame.height)"/>"#)
        line(object, "\(indent)    <autoresizingMask key=\"autoresizingMask\"\(Self.maskAttributes(flags))/>")
        // A cell's content view is among its subviews, named by `IBUIContentView`.
        var subviews: [Int] = []
        var contentView: Int?
        let contentViewID = tree.child(of: object, key: "IBUIContentView").flatMap { tree[$0]["ref"] ?? tree[$0]["id"] }
        if let list = tree.child(of: object, key: "NSSubviews") {
            for child in tree.children(of: list) {
                let child = resolved(child)
                if name == "tableViewCell", contentViewID != nil && tree[child]["id"] == contentViewID
                    || tree[child].has("class", equalTo: "IBUITableViewCellContentView")
                {
                    contentView = child
                } else {
                    subviews.append(child)
                }
            }
        }
        if let contentView {
            try writeView(contentView, key: "contentView", depth: depth + 1, element: "tableViewCellContentView")
        }
        if subviews.contains(where: { elementName(of: $0) != nil }) {
            line(object, "\(indent)    <subviews>")
            for subview in subviews { try writeView(subview, key: nil, depth: depth + 2) }
            line(object, "\(indent)    </subviews>")
        }
        if let list = constraints[archiveID], !list.isEmpty {
            line(object, "\(indent)    <constraints>")
            for constraint in list { line(constraint.element, "\(indent)        " + constraint.line) }
            line(object, "\(indent)    </constraints>")
        }
        writeContent(of: object, name: name, depth: depth + 1)
        if isRoot { writeSimulatedMetrics(of: object, depth: depth + 1) }
        if let list = connections[archiveID], !list.isEmpty { writeConnections(list, depth: depth + 1) }
        line(object, "\(indent)</\(name)>")
    }

    /// A view's frame, as the archive writes it: `NSFrame` (`{{x, y}, {width, height}}`) or,
    /// at the origin, `NSFrameSize` (`{width, height}`).
    private func frame(of object: Int) throws(InputError) -> (x: String, y: String, width: String, height: String) {
        if let frame = tree.child(of: object, key: "NSFrame") {
            let numbers = Self.numbers(in: tree.text(of: frame))
            guard numbers.count == 4 else {
                throw InputError(at: tree[frame].location, "NSFrame is not {{x, y}, {width, height}}: \"\(tree.text(of: frame))\"", itemID: tree[object]["id"])
            }
            return (numbers[0], numbers[1], numbers[2], numbers[3])
        }
        if let size = tree.child(of: object, key: "NSFrameSize") {
            let numbers = Self.numbers(in: tree.text(of: size))
            guard numbers.count == 2 else {
                throw InputError(at: tree[size].location, "NSFrameSize is not {width, height}: \"\(tree.text(of: size))\"", itemID: tree[object]["id"])
            }
            return ("0.0", "0.0", numbers[0], numbers[1])
        }
        throw InputError(at: tree[object].location, "a view without NSFrame or NSFrameSize", itemID: tree[object]["id"])
    }

    /// The numbers of `{{20, 101}, {280, 37}}`, as written; none if anything else is there.
    static func numbers(in text: String) -> [String] {
        let parts = text.split(whereSeparator: { "{}, ".contains($0) }).map(String.init)
        return parts.allSatisfy({ Double($0)?.isFinite == true }) ? parts : []
    }

    // MARK: - Content

    /// What a label, a button, a text field or an image view shows, as attributes.
    private func contentAttributes(of object: Int, name: String) -> String {
        var result = ""
        switch name {
        case "label":
            // An empty text is no text, as Xcode's upgrade writes it.
            if let text = string(object, "IBUIText"), !text.isEmpty { result += #" text="\#(escaped(text))""# }
            if let alignment = int(object, "IBUITextAlignment").flatMap(Self.alignmentName) { result += #" textAlignment="\#(alignment)""# }
            // An archive leaves out one line, as documents do.
            if let lines = int(object, "IBUINumberOfLines") { result += #" numberOfLines="\#(lines)""# }
        case "textField":
            if let text = string(object, "IBUIText"), !text.isEmpty { result += #" text="\#(escaped(text))""# }
            if let placeholder = string(object, "IBUIPlaceholder") { result += #" placeholder="\#(escaped(placeholder))""# }
        case "button":
            if let type = int(object, "IBUIButtonType").flatMap(Self.buttonTypeName) { result += #" buttonType="\#(type)""# }
        case "imageView":
            if let image = resourceName(object, "IBUIImage") { result += #" image="\#(escaped(image))""# }
        case "tableViewCell":
            if let identifier = string(object, "IBUIReuseIdentifier") { result += #" reuseIdentifier="\#(escaped(identifier))""# }
            if let height = string(object, "IBUIRowHeight") { result += #" rowHeight="\#(escaped(height))""# }
        default:
            break
        }
        return result
    }

    private mutating func writeContent(of object: Int, name: String, depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        if name == "button", string(object, "IBUINormalTitle") != nil || resourceName(object, "IBUINormalImage") != nil {
            var attributes = ""
            if let title = string(object, "IBUINormalTitle") { attributes += #" title="\#(escaped(title))""# }
            if let image = resourceName(object, "IBUINormalImage") { attributes += #" image="\#(escaped(image))""# }
            if let color = tree.child(of: object, key: "IBUINormalTitleColor").map(resolved).flatMap(colorAttributes),
               !(int(object, "IBUIButtonType") == 1 && color.hasPrefix(Self.roundedRectTitleColor))
            {
                line(object, #"\#(indent)<state key="normal"\#(attributes)>"#)
                line(object, #"\#(indent)    <color key="titleColor"\#(color)/>"#)
                line(object, "\(indent)</state>")
            } else {
                line(object, #"\#(indent)<state key="normal"\#(attributes)/>"#)
            }
        }
        for (archiveKey, key) in [("IBUIBackgroundColor", "backgroundColor"), ("IBUITextColor", "textColor")] as [(StaticString, String)] {
            if let color = tree.child(of: object, key: archiveKey).map(resolved).flatMap(colorAttributes) {
                line(object, #"\#(indent)<color key="\#(key)"\#(color)/>"#)
            }
        }
        writeFont(of: object, indent: indent)
    }

    /// The font: an `IBUIFontDescription` (Xcode 4: a system type or a name, and a size), else
    /// the `NSFont` beside it (Xcode 3: a name and a size). Both are often references to a
    /// font another view defines.
    private mutating func writeFont(of object: Int, indent: String) {
        let description = tree.child(of: object, key: "IBUIFontDescription").map(resolved)
        let font = tree.child(of: object, key: "IBUIFont").map(resolved)
        let size = description.flatMap { string($0, "pointSize") } ?? font.flatMap { string($0, "NSSize") }
        guard let size, let element = description ?? font else { return }
        let type = description.flatMap { string($0, "type") }
        if let family = ["1": "system", "2": "boldSystem", "3": "italicSystem"][type ?? ""] {
            line(element, #"\#(indent)<fontDescription key="fontDescription" type="\#(family)" pointSize="\#(escaped(size))"/>"#)
        } else if let name = description.flatMap({ string($0, "name") }) ?? font.flatMap({ string($0, "NSName") }) {
            line(element, #"\#(indent)<fontDescription key="fontDescription" name="\#(escaped(name))" pointSize="\#(escaped(size))"/>"#)
        }
    }

    /// The bars IB drew over a top-level view, as the document names them.
    private mutating func writeSimulatedMetrics(of object: Int, depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        let metrics: [(StaticString, String)] = [
            ("IBUISimulatedStatusBarMetrics", "simulatedStatusBarMetrics"),
            ("IBUISimulatedTopBarMetrics", "simulatedTopBarMetrics"),
            ("IBUISimulatedBottomBarMetrics", "simulatedBottomBarMetrics"),
        ]
        for (archiveKey, key) in metrics {
            guard let metric = tree.child(of: object, key: archiveKey) else { continue }
            let element = tree[metric]
            if element.hasName("nil") {
                line(metric, #"\#(indent)<nil key="\#(key)"/>"#)
            } else if element.has("class", equalTo: "IBUISimulatedStatusBarMetrics") {
                line(metric, #"\#(indent)<simulatedStatusBarMetrics key="\#(key)"/>"#)
            } else if element.has("class", equalTo: "IBUISimulatedNavigationBarMetrics") {
                line(metric, #"\#(indent)<simulatedNavigationBarMetrics key="\#(key)" prompted="NO"/>"#)
            } else if element.has("class", equalTo: "IBUISimulatedToolbarMetrics") {
                line(metric, #"\#(indent)<simulatedToolbarMetrics key="\#(key)"/>"#)
            } else if element.has("class", equalTo: "IBUISimulatedTabBarMetrics") {
                line(metric, #"\#(indent)<simulatedTabBarMetrics key="\#(key)"/>"#)
            }
        }
    }

    // MARK: - Values

    private func string(_ object: Int, _ key: StaticString) -> String? {
        tree.child(of: object, key: key).flatMap { child in tree[child].hasName("nil") ? nil : tree.text(of: child) }
    }

    private func int(_ object: Int, _ key: StaticString) -> Int? {
        string(object, key).flatMap { Int($0) }
    }

    /// An archived `NSColor` as a document's color attributes: RGB or white components (the
    /// ASCII numbers of `NSRGB` or `NSWhite`, base64-encoded), calibrated (spaces 1 and 3) or
    /// device (2 and 4). A catalog colour (space 6) or anything else is left out.
    private func colorAttributes(_ color: Int) -> String? {
        // A UIColor class property (`darkTextColor`) is named beside the components it had then.
        if let name = string(color, "IBUIColorCocoaTouchKeyPath") { return #" cocoaTouchSystemColor="\#(escaped(name))""# }
        guard let space = int(color, "NSColorSpace") else { return nil }
        func components(_ key: StaticString) -> [String]? {
            guard let encoded = string(color, key), let bytes = Self.base64Decoded(encoded) else { return nil }
            let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            let numbers = text.split(separator: " ").map(String.init)
            return numbers.allSatisfy({ Double($0)?.isFinite == true }) ? numbers : nil
        }
        switch space {
        case 1, 2:
            guard let rgb = components("NSRGB"), rgb.count == 3 || rgb.count == 4 else { return nil }
            let alpha = rgb.count == 4 ? rgb[3] : "1"
            return #" red="\#(rgb[0])" green="\#(rgb[1])" blue="\#(rgb[2])" alpha="\#(alpha)" colorSpace="\#(space == 1 ? "calibratedRGB" : "deviceRGB")""#
        case 3, 4:
            guard let white = components("NSWhite"), white.count == 1 || white.count == 2 else { return nil }
            let alpha = white.count == 2 ? white[1] : "1"
            return #" white="\#(white[0])" alpha="\#(alpha)" colorSpace="\#(space == 3 ? "calibratedWhite" : "deviceWhite")""#
        default:
            return nil
        }
    }

    /// iOS 6's title colour of a rounded-rect button, which IB archived with every one and
    /// Xcode 5's upgrade leaves out (iOS 7 draws a system button in the tint colour).
    static let roundedRectTitleColor = #" red="0.1960784346" green="0.3098039329" blue="0.521568656""#

    /// Base64 as archives write it, padding left off.
    static func base64Decoded(_ text: String) -> [UInt8]? {
        var bits: UInt32 = 0, count = 0
        var result: [UInt8] = []
        for byte in text.utf8 where byte != UInt8(ascii: "=") {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
            default: return nil
            }
            bits = bits << 6 | UInt32(value)
            count += 6
            if count >= 8 {
                count -= 8
                result.append(UInt8(truncatingIfNeeded: bits >> UInt32(count)))
            }
        }
        return result
    }

    /// An image's name: an `NSCustomResource`'s `NSResourceName`.
    private func resourceName(_ object: Int, _ key: StaticString) -> String? {
        tree.child(of: object, key: key).flatMap { tree.child(of: resolved($0), key: "NSResourceName") }.map(tree.text(of:))
    }

    /// The document's element for an archived view class (`IBUILabel` → `label`); a UIKit
    /// class the table does not name is a plain view of that class.
    private func elementName(of object: Int) -> String? {
        guard tree[object].hasName("object"), let archiveClass = tree[object]["class"] else { return nil }
        if let name = Self.elementNames[archiveClass] { return name }
        return tree.child(of: object, key: "NSvFlags") != nil ? "view" : nil
    }

    /// The UIKit class of an archived view the element table does not name (`IBUIPopoverView`
    /// → `UIPopoverView`), for a plain view element to carry.
    private func unknownClass(of object: Int) -> String? {
        guard let archiveClass = tree[object]["class"], Self.elementNames[archiveClass] == nil else { return nil }
        return archiveClass.hasPrefix("IB") ? String(archiveClass.dropFirst(2)) : archiveClass
    }

    private mutating func line(_ element: Int, _ content: String) {
        text += content
        text += "\n"
        let (line, column) = tree[element].lineAndColumn
        sources.append(SourcePosition(line: line, column: column))
    }

    private func escaped(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: - Tables

    private static let elementNames: [String: String] = [
        "IBUIView": "view", "IBUILabel": "label", "IBUIButton": "button", "IBUIImageView": "imageView",
        "IBUITextField": "textField", "IBUITextView": "textView", "IBUIScrollView": "scrollView",
        "IBUITableView": "tableView", "IBUITableViewCell": "tableViewCell", "IBUICollectionView": "collectionView",
        "IBUICollectionViewCell": "collectionViewCell", "IBUICollectionReusableView": "collectionReusableView",
        "IBUISwitch": "switch", "IBUISlider": "slider", "IBUIStepper": "stepper", "IBUISegmentedControl": "segmentedControl",
        "IBUIDatePicker": "datePicker", "IBUIPickerView": "pickerView", "IBUIPageControl": "pageControl",
        "IBUIProgressView": "progressView", "IBUIActivityIndicatorView": "activityIndicatorView", "IBMKMapView": "mapView",
        "IBUIWebView": "webView", "IBUIToolbar": "toolbar", "IBUINavigationBar": "navigationBar", "IBUITabBar": "tabBar",
        "IBUISearchBar": "searchBar", "IBGLKView": "glkView", "IBUIControl": "control",
        "IBUITableViewCellContentView": "tableViewCellContentView", "IBUIWindow": "window",
    ]

    /// `NSLayoutAttribute`'s cases by number, as the document names them (0 is none).
    static func attributeName(_ value: Int) -> String? {
        let names = [1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width", 8: "height",
                     9: "centerX", 10: "centerY", 11: "baseline"]
        return names[value]
    }

    /// `UIViewAutoresizing`'s bits, low to high, as the document's attributes.
    static func maskAttributes(_ flags: Int) -> String {
        let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
        return names.indices.filter { flags & (1 << $0) != 0 }.map { #" \#(names[$0])="YES""# }.joined()
    }

    /// `UIViewContentMode`'s cases in order.
    static func contentModeName(_ value: Int) -> String? {
        let names = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
                     "topLeft", "topRight", "bottomLeft", "bottomRight"]
        return names.indices.contains(value) ? names[value] : nil
    }

    static func alignmentName(_ value: Int) -> String? {
        ["left", "center", "right"].indices.contains(value) ? ["left", "center", "right"][value] : nil
    }

    /// `UIButtonType`'s cases in order.
    static func buttonTypeName(_ value: Int) -> String? {
        let names = ["custom", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]
        return names.indices.contains(value) ? names[value] : nil
    }

    /// IB numbers a control event by its bit in `UIControlEvents`, from 1 (7 is touch up inside).
    static func eventName(_ value: Int) -> String? {
        let names: [Int: String] = [
            1: "touchDown", 2: "touchDownRepeat", 3: "touchDragInside", 4: "touchDragOutside", 5: "touchDragEnter",
            6: "touchDragExit", 7: "touchUpInside", 8: "touchUpOutside", 9: "touchCancel", 13: "valueChanged",
            17: "editingDidBegin", 18: "editingChanged", 19: "editingDidEnd", 20: "editingDidEndOnExit",
        ]
        return names[value]
    }
}
