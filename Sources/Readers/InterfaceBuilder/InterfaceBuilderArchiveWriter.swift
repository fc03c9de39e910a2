import LayoutModel

/// Writes an archive out as the document of ``InterfaceBuilderArchive``, a line at a time, each
/// line noting the archive element it comes from.
struct InterfaceBuilderArchiveWriter {
    let tree: XMLTree
    var text = ""
    var sources: [SourcePosition] = []
    /// Archive elements by their `id` attribute (what a `<reference ref>` names).
    var elementsByID: [String: Int] = [:]
    /// The IB id (object record id) and label of each archived object, by its archive id.
    var recordIDs: [String: String] = [:]
    var labels: [String: String] = [:]
    /// `flattenedProperties`' `<record id>.CustomClassName`.
    var customClasses: [String: String] = [:]
    /// Each object's outlets and actions, as document lines, by the source's archive id.
    var connections: [String: [(line: String, element: Int)]] = [:]
    /// The view elements written so far.
    var written: Set<Int> = []
    /// The views (by IB id) whose mask `flattenedProperties` says is not translated.
    var laidOutByConstraints: Set<String> = []
    /// Each view's constraints, as document lines, by its archive id (`containingView`).
    var constraints: [String: [(line: String, element: Int)]] = [:]

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

    mutating func readRecords(_ objects: Int?) {
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
    func dictionaryEntries(_ dictionary: Int) -> [(key: String, value: Int)] {
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

    mutating func readConnections(_ objects: Int?) {
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
    mutating func readConstraint(_ constraint: Int) throws(InputError) {
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
    func ibID(_ archiveID: String) -> String { recordIDs[archiveID] ?? archiveID }

    func resolved(_ element: Int) -> Int {
        guard tree[element].hasName("reference"), let ref = tree[element]["ref"], let target = elementsByID[ref] else { return element }
        return target
    }

    // MARK: - Objects

    mutating func writePlaceholder(_ object: Int) {
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
    mutating func writeController(_ object: Int, element: String, view: Int) throws(InputError) {
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
    func controllerElementName(of object: Int) -> String? {
        if tree[object].has("class", equalTo: "IBUIViewController") { return "viewController" }
        if tree[object].has("class", equalTo: "IBUITableViewController") { return "tableViewController" }
        return nil
    }

    mutating func writeConnections(_ list: [(line: String, element: Int)], depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        line(list[0].element, indent + "<connections>")
        for connection in list { line(connection.element, indent + "    " + connection.line) }
        line(list[0].element, indent + "</connections>")
    }

    mutating func writeView(_ object: Int, key: String?, depth: Int, isRoot: Bool = false, element: String? = nil) throws(InputError) {
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
        if flags & (1 << 31) != 0 { attributes += #" hidden="YES""# }
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
    func frame(of object: Int) throws(InputError) -> (x: String, y: String, width: String, height: String) {
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
}
