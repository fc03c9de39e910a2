import LayoutModel

/// Reads the draft-inspect dump, format version 1 (spec/dump-format-v1.md), into a
/// ``LayoutDocument``, applying the format's defaults and rejecting what it forbids.
///
/// Every problem in a file is reported, each with its JSON path and the id involved, so a
/// user fixes a converter's output in one pass.
public enum DumpReader {
    /// Whether the bytes look like a dump (a JSON object naming this format), for sniffing.
    public static func looksLikeDump(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first(where: { !isSpace($0) }), first == UInt8(ascii: "{") else {
            return false
        }
        return true
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB
            || byte == 0xBF
    }

    /// Parses and validates a dump.
    public static func read(_ bytes: [UInt8]) throws(InputError) -> LayoutDocument {
        try read(parsing: bytes).document
    }

    /// Parses and validates a dump, keeping where each view, guide and constraint starts
    /// (`views[3]` at line 40, column 5), so a finding can point at the line a person edits,
    /// and what it ignored (keys the format does not define) as warnings.
    public static func readKeepingPositions(_ bytes: [UInt8]) throws(InputError) -> (LayoutDocument, SourcePositions, warnings: [Diagnostic]) {
        let (document, reader) = try read(parsing: bytes)
        let tape = reader.tape
        let top = tape.members(tape.root, TopKey.table)
        func starts(_ key: TopKey) -> ArraySlice<JSONTape.Location> {
            top[key.rawValue] < 0 ? [] : tape.locations(ofElementsOf: top[key.rawValue])
        }
        // A valid dump keeps every element, so the document's order is the file's, and each
        // view or guide has an id of its own: its number (``IDTable``) finds its position.
        let (views, guides) = (starts(.views), starts(.layoutGuides))
        var items: [PackedPosition] = []
        items.reserveCapacity(views.count + guides.count)
        items.append(contentsOf: views.lazy.map(\.position))
        items.append(contentsOf: guides.lazy.map(\.position))
        var itemOfNumber = [Int32](repeating: -1, count: reader.ids.count)
        for (index, number) in (reader.numbering.viewNumbers + reader.numbering.guideNumbers).enumerated() {
            itemOfNumber[Int(number)] = Int32(index)
        }
        // The document's numbering, not the reader's table: that one holds the ids' bytes
        // too, and is freed with the reader.
        let (numbers, item) = (document.idNumbers, itemOfNumber)
        let positions = SourcePositions(
            items: PositionTable(items) { id in
                numbers[id].flatMap { item[Int($0)] < 0 ? nil : Int(item[Int($0)]) }
            },
            constraints: PositionTable(starts(.constraints).map(\.position)) { $0 })
        return (document, positions, located(reader.unknownKeys.warnings, in: tape).sortedByLocation)
    }

    private static func read(parsing bytes: [UInt8]) throws(InputError) -> (document: LayoutDocument, reader: DumpDecoder) {
        let tape: JSONTape
        do {
            // The elements of `views`, `layoutGuides` and `constraints` are located as they are
            // parsed (``readKeepingPositions(_:)``).
            tape = try JSONParser.tape(bytes, locatingValuesAtDepth: 2)
        } catch {
            throw InputError(at: .line(error.line, column: error.column), "not valid JSON: \(error.message)")
        }
        var reader = DumpDecoder(tape: tape)
        guard let document = reader.document(), reader.diagnostics.isEmpty else {
            throw InputError(located(reader.diagnostics, in: tape))
        }
        return (document, reader)
    }
}

/// The errors with the line and column of each one's JSON path: found only for a dump that
/// fails, by walking the path again.
private func located(_ diagnostics: [Diagnostic], in tape: JSONTape) -> [Diagnostic] {
    var locator = TextLocator()
    return tape.bytes.withUnsafeBufferPointer { bytes in
        diagnostics.map { diagnostic in
            guard case let .path(path) = diagnostic.location else { return diagnostic }
            var located = diagnostic
            let (line, column) = locator.location(of: tape.offset(ofPath: path), in: bytes)
            located.pathPosition = SourcePosition(line: line, column: column)
            return located
        }
    }
}

/// Decodes a dump's JSON, field by field, into the model's views, guides and constraints,
/// collecting every error instead of stopping at the first.
struct DumpDecoder {
    typealias Value = JSONTape.Index

    let tape: JSONTape
    var diagnostics: [Diagnostic] = []
    /// Keys the format does not define, told as warnings when the dump reads.
    var unknownKeys = UnknownDumpKeys()
    /// The ids of views and guides, numbered as met; the numbers below are theirs.
    var ids: IDTable
    /// Ids of views and guides that were dropped for errors of their own; references to them
    /// are not reported again as unknown.
    var failedItemIDs: Set<Int> = []
    /// The numbers of the ids each element read names, by its position in the elements read
    /// (a reader appends them when it returns an element): the document's indexes are built
    /// from them as they are (32-bit: a large dump has hundreds of thousands of constraints,
    /// and pages touched are time).
    var numbering = ItemNumbering(
        numbers: ItemNumbers(), viewNumbers: [], guideNumbers: [], subviewNumbers: [], subviewEnds: [], constraintNumbers: [])
    /// The number of each guide's owner, by position.
    var guideOwners: [Int32] = []
    /// The value of each constraint's own id, numbered once all are read (``DumpReferenceCheck``);
    /// 0, the document's own value, for none.
    var constraintIDValues: [JSONTape.Entry] = []

    init(tape: JSONTape) {
        self.tape = tape
        ids = IDTable(capacity: 0)
    }

    mutating func fail(_ path: String, _ message: String, id: String? = nil) {
        diagnostics.append(Diagnostic(at: .path(path), message, itemID: id))
    }

    // MARK: Top level

    mutating func document() -> LayoutDocument? {
        guard tape.kind(tape.root) == .object else {
            fail("$", "expected the dump to be a JSON object, found \(tape.kindDescription(tape.root))")
            return nil
        }
        let top = Object<TopKey>(value: tape.root, members: tape.members(tape.root, TopKey.table), path: Path())
        if top.members.hasUnknownKey { noteUnknownKeys(of: tape.root, TopKey.self, at: "") }
        guard let format = string(top, .format, required: true) else { return nil }
        guard format == DumpFormat.name else {
            fail("format", "expected \"\(DumpFormat.name)\", found \"\(format)\"")
            return nil
        }
        // Not a layout number: its range and its words are a version's.
        guard let versionValue = present(top, .version, required: true) else { return nil }
        guard let version = tape.number(versionValue) else {
            fail("version", "expected a number, found \(tape.kindDescription(versionValue))")
            return nil
        }
        guard version.isFinite else {
            fail("version", "expected version \(DumpFormat.version), found a number too large to read")
            return nil
        }
        guard version == version.rounded() else {
            fail("version", "expected an integer, found \(formatNumber(version))")
            return nil
        }
        guard version <= Double(DumpFormat.version) else {
            fail("version", "version \(formatNumber(version)) is newer than this reader understands (\(DumpFormat.version)); update draft-inspect")
            return nil
        }
        guard version >= 1 else {
            fail("version", "expected version \(DumpFormat.version), found \(formatNumber(version))")
            return nil
        }

        // Each view and guide has an id, and each constraint may have one.
        let tape = self.tape
        let count = { (key: TopKey) in top[key].map { tape.kind($0) == .array ? tape.count($0) : 0 } ?? 0 }
        ids = IDTable(capacity: count(.views) + count(.layoutGuides) + 1)
        numbering.constraintNumbers.reserveCapacity(count(.constraints))
        constraintIDValues.reserveCapacity(count(.constraints))
        let root = id(top, .root, required: true)
        let views = elements(top, .views, required: true) { $0.view($1, path: $2) }
        let guides = elements(top, .layoutGuides, required: false) { $0.guide($1, path: $2) }
        let constraints = elements(top, .constraints, required: true) { $0.constraint($1, path: $2) }
        var direction = LayoutDirection.leftToRight
        if let text = string(top, .layoutDirection, required: false) {
            if let value = LayoutDirection(rawValue: text) {
                direction = value
            } else {
                fail("layoutDirection", "expected \"leftToRight\" or \"rightToLeft\", found \"\(text)\"")
            }
        }
        var rootKind: RootKind?
        let controllerClass = string(top, .viewController, required: false)
        if let text = string(top, .rootKind, required: false) {
            rootKind = RootKind(formatName: text, controllerClass: controllerClass)
            if rootKind == nil {
                let names = RootKind.formatNames.map { "\"\($0)\"" }.joined(separator: ", ")
                fail("rootKind", "unknown value \"\(text)\"; expected one of \(names)")
            }
        }
        if controllerClass != nil, rootKind?.controllerClass == nil {
            fail("viewController", "a view controller's class needs \"rootKind\": \"viewControllerView\"")
        }
        let isPartial = bool(top, .partial) ?? false
        var recorded = RecordedFindings.none
        if let object = self.object(top, .recorded, RecordedKey.self) { recorded = recordedFindings(object) }
        let outletCollections = self.outletCollections(top)
        let connections = self.connections(top)
        var metadata: [(key: String, value: JSONValue)] = []
        if let value = top[.metadata] {
            if case let .object(members) = tape.value(value) {
                metadata = members
            } else {
                fail("metadata", "expected an object, found \(tape.kindDescription(value))")
            }
        }
        guard let root else { return nil }
        var references = DumpReferenceCheck(
            tape: tape, ids: ids, failedItemIDs: failedItemIDs, numbering: numbering, guideOwners: guideOwners,
            constraintIDValues: constraintIDValues)
        references.checkReferences(root: root, views: views, guides: guides, constraints: constraints)
        diagnostics += references.diagnostics
        guard diagnostics.isEmpty else { return nil }
        // The ids as numbered here: the document's indexes are built without hashing them again.
        numbering.numbers = ids.itemNumbers
        var document = LayoutDocument(
            rootID: ids.ids[root], views: views.values, guides: guides.values,
            constraints: constraints.values, layoutDirection: direction, metadata: metadata,
            rootKind: rootKind, isPartial: isPartial, recorded: recorded, numbering: numbering)
        document.outletCollections = outletCollections
        document.connections = connections
        checkConnectionReferences(connections, in: document)
        checkRecordedReferences(recorded, in: document)
        for (index, collection) in outletCollections.enumerated() {
            for (position, view) in collection.views.enumerated() where document.view(view) == nil {
                fail("outletCollections[\(index)].views[\(position)]", "unknown view \"\(view)\"")
            }
        }
        return diagnostics.isEmpty ? document : nil
    }

    /// The elements of one of the top-level arrays that `read` accepts, with where each was.
    mutating func elements<Element>(
        _ top: Object<TopKey>, _ key: TopKey, required: Bool, read: (inout DumpDecoder, Value, Path) -> Element?
    ) -> Elements<Element> {
        var result = Elements<Element>()
        guard let list = array(top, key, required: required) else { return result }
        result.values.reserveCapacity(tape.count(list))
        let path = top.path.appending(key.name)
        for (index, element) in tape.elements(list).enumerated() {
            guard let value = read(&self, element, path.element(index)) else {
                result.skipped.append(index)
                continue
            }
            result.values.append(value)
        }
        return result
    }

    /// `outletCollections`: the app's properties that hold several views.
    mutating func outletCollections(_ top: Object<TopKey>) -> [OutletCollection] {
        let path = top.path.appending(TopKey.outletCollections.name)
        var result: [OutletCollection] = []
        for (index, element) in tape.elements(array(top, .outletCollections, required: false)).enumerated() {
            guard let object = self.object(element, OutletCollectionKey.self, path: path.element(index)) else { continue }
            let property = string(object, .property, required: true)
            let views = strings(object, .views, required: true)
            guard let property, let views else { continue }
            result.append(OutletCollection(property: property, views: views.map { ItemID($0) }))
        }
        return result
    }

    // MARK: Recorded findings

    /// `recorded`: what UIKit reported in the input a dump was converted from.
    mutating func recordedFindings(_ object: Object<RecordedKey>) -> RecordedFindings {
        var findings = RecordedFindings()
        let conflictsPath = object.path.appending("conflicts")
        for (index, element) in tape.elements(array(object, .conflicts, required: false)).enumerated() {
            guard let conflict = self.object(element, RecordedConflictKey.self, path: conflictsPath.element(index)) else { continue }
            let constraints = strings(conflict, .constraints, required: true)
            let broken = string(conflict, .broken, required: false)
            let line = number(conflict, .line, required: true)
            let prefix = string(conflict, .logPrefix, required: false)
            guard let constraints, let line else { continue }
            findings.conflicts.append(RecordedConflict(constraints: constraints, broken: broken, line: Int(line), logPrefix: prefix))
        }
        let ambiguitiesPath = object.path.appending("ambiguities")
        for (index, element) in tape.elements(array(object, .ambiguities, required: false)).enumerated() {
            guard let ambiguity = self.object(element, RecordedAmbiguityKey.self, path: ambiguitiesPath.element(index)) else { continue }
            let item = string(ambiguity, .item, required: true)
            let attributes = strings(ambiguity, .attributes, required: false) ?? []
            let variables = tape.elements(array(ambiguity, .variableIDs, required: false)).enumerated().compactMap {
                number($1, path: "\(ambiguity.path(.variableIDs))[\($0)]").map { Int($0) }
            }
            let line = number(ambiguity, .line, required: true)
            guard let item, let line else { continue }
            findings.ambiguities.append(RecordedAmbiguity(item: ItemID(item), attributes: attributes, variableIDs: variables, line: Int(line)))
        }
        findings.hostsMissingConstraints = (strings(object, .hostsMissingConstraints, required: false) ?? []).map { ItemID($0) }
        findings.misplaced = (strings(object, .misplaced, required: false) ?? []).map { ItemID($0) }
        return findings
    }

    mutating func strings<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key, required: Bool) -> [String]? {
        guard let list = array(parent, key, required: required) else { return nil }
        return tape.elements(list).enumerated().compactMap { index, element in
            guard let text = tape.string(element) else {
                fail("\(parent.path(key))[\(index)]", "expected a string, found \(tape.kindDescription(element))")
                return nil
            }
            return text
        }
    }

    mutating func checkRecordedReferences(_ recorded: RecordedFindings, in document: LayoutDocument) {
        for (index, conflict) in recorded.conflicts.enumerated() {
            for (position, reference) in conflict.constraints.enumerated() where document.indexOfConstraint(reference: reference) == nil {
                fail("recorded.conflicts[\(index)].constraints[\(position)]", "unknown constraint \"\(reference)\"")
            }
            if let broken = conflict.broken, document.indexOfConstraint(reference: broken) == nil {
                fail("recorded.conflicts[\(index)].broken", "unknown constraint \"\(broken)\"")
            }
        }
        for (index, ambiguity) in recorded.ambiguities.enumerated() where !document.contains(ambiguity.item) {
            fail("recorded.ambiguities[\(index)].item", "unknown item \"\(ambiguity.item)\"")
        }
        for (index, item) in recorded.hostsMissingConstraints.enumerated() where document.view(item) == nil {
            fail("recorded.hostsMissingConstraints[\(index)]", "unknown view \"\(item)\"")
        }
        for (index, item) in recorded.misplaced.enumerated() where document.view(item) == nil {
            fail("recorded.misplaced[\(index)]", "unknown view \"\(item)\"")
        }
    }

    // MARK: Values

    /// Inlined, as is the next: made in its caller's frame, an object's member table (168
    /// bytes) is not copied three times on its way out, nor its path retained, for each of
    /// a dump's hundreds of thousands of objects.
    @inline(__always)
    mutating func object<Key: ObjectKey>(_ json: Value, _: Key.Type, path: Path) -> Object<Key>? {
        guard tape.kind(json) == .object else {
            fail("\(path)", "expected an object, found \(tape.kindDescription(json))")
            return nil
        }
        let members = tape.members(json, Key.table)
        if members.hasUnknownKey { noteUnknownKeys(of: json, Key.self, at: path.description) }
        return Object(value: json, members: members, path: path)
    }

    /// Looked for only in an object that has one: a dump written by draft-inspect has none.
    mutating func noteUnknownKeys<Key: ObjectKey>(of json: Value, _: Key.Type, at path: String) {
        let known = Key.table.names
        let unknown = tape.keys(json).compactMap(tape.string).filter { !known.contains($0) }
        unknownKeys.note(unknown, at: path, kind: String(describing: Key.self), known: known)
    }

    @inline(__always)
    mutating func object<Parent: ObjectKey, Key: ObjectKey>(_ parent: Object<Parent>, _ key: Parent, _ type: Key.Type) -> Object<Key>? {
        guard let value = present(parent, key, required: false) else { return nil }
        return object(value, type, path: parent.path.appending(key.name))
    }

    mutating func string<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key, required: Bool) -> String? {
        guard let value = present(parent, key, required: required) else { return nil }
        guard let text = tape.string(value) else {
            fail(parent.path(key), "expected a string, found \(tape.kindDescription(value))")
            return nil
        }
        return text
    }

    // Paths are built only for an error: a dump of 100,000 views has millions of values.
    mutating func itemID(_ json: Value, path: @autoclosure () -> String) -> Int? {
        guard let number = idNumber(json) else {
            fail(path(), "expected an id string, found \(tape.kindDescription(json))")
            return nil
        }
        return number
    }

    /// The number of the id a string value spells (``IDTable``); `nil` for another value.
    mutating func idNumber(_ json: Value) -> Int? {
        ids.number(ofString: json, in: tape)
    }

    /// An id member: a string, made into an ``ItemID`` once however often the dump names it.
    mutating func id<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Int? {
        guard let value = present(parent, key, required: required) else { return nil }
        guard let number = idNumber(value) else {
            fail(parent.path(key), "expected a string, found \(tape.kindDescription(value))")
            return nil
        }
        return number
    }

    mutating func number<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Double? {
        guard let value = present(parent, key, required: required) else { return nil }
        return number(value, path: parent.path(key))
    }

    mutating func number(_ value: Value, path: @autoclosure () -> String) -> Double? {
        guard let number = tape.number(value) else {
            fail(path(), "expected a number, found \(tape.kindDescription(value))")
            return nil
        }
        guard LayoutNumber.isAccepted(number) else {
            fail(path(), LayoutNumber.rejection(number.isFinite ? formatNumber(number) : "the number"))
            return nil
        }
        return number
    }

    mutating func bool<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key) -> Bool? {
        guard let value = present(parent, key, required: false) else { return nil }
        guard let flag = tape.bool(value) else {
            fail(parent.path(key), "expected true or false, found \(tape.kindDescription(value))")
            return nil
        }
        return flag
    }

    mutating func array<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Value? {
        guard let value = present(parent, key, required: required) else { return nil }
        guard tape.kind(value) == .array else {
            fail(parent.path(key), "expected an array, found \(tape.kindDescription(value))")
            return nil
        }
        return value
    }

    mutating func enumeration<Key: ObjectKey, T: RawRepresentable & CaseIterable>(
        _ parent: Object<Key>, _ key: Key, required: Bool, as type: T.Type
    ) -> T? where T.RawValue == String {
        guard let text = string(parent, key, required: required) else { return nil }
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            fail(parent.path(key), "unknown value \"\(text)\"; expected one of \(names)")
            return nil
        }
        return value
    }

    /// Attributes by name, matched on the bytes: a dump's many constraints name two each.
    static let attributes = KeyTable(names: Attribute.allCases.map(\.rawValue))
    /// The attributes by their place in ``attributes``: `allCases` makes its array anew on each call.
    static let attributesByNumber = Attribute.allCases

    mutating func attribute(_ parent: Object<ConstraintKey>, _ key: ConstraintKey, required: Bool, id: String?) -> Attribute? {
        guard let value = present(parent, key, required: required) else { return nil }
        if let index = tape.stringValue(value, in: Self.attributes) { return Self.attributesByNumber[index] }
        guard let text = tape.string(value) else {
            fail(parent.path(key), "expected a string, found \(tape.kindDescription(value))")
            return nil
        }
        fail(parent.path(key), "unknown attribute \"\(text)\"", id: id)
        return nil
    }

    /// ``Relation/init(spelling:)``'s spellings, matched on the bytes.
    static let relationsBySpelling: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual, .equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
    static let relations = KeyTable(names: ["equal", "lessThanOrEqual", "greaterThanOrEqual", "==", "=", "<=", ">="])

    mutating func rect<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Rect? {
        guard let value = present(parent, key, required: required) else { return nil }
        guard let object = object(value, RectKey.self, path: parent.path.appending(key.name)) else { return nil }
        let x = number(object, .x, required: true)
        let y = number(object, .y, required: true)
        let width = number(object, .width, required: true)
        let height = number(object, .height, required: true)
        guard let x, let y, let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    mutating func insets(_ parent: Object<ViewKey>, _ key: ViewKey) -> EdgeInsets? {
        guard let object = object(parent, key, InsetsKey.self) else { return nil }
        let top = number(object, .top, required: true)
        let left = number(object, .left, required: true)
        let bottom = number(object, .bottom, required: true)
        let right = number(object, .right, required: true)
        guard let top, let left, let bottom, let right else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    mutating func axes(_ parent: Object<ViewKey>, _ key: ViewKey, id: String?) -> AxisPriorities? {
        guard let object = object(parent, key, AxesKey.self) else { return nil }
        let horizontal = number(object, .horizontal, required: true)
        let vertical = number(object, .vertical, required: true)
        guard let horizontal, let vertical else { return nil }
        for (name, value) in [(AxesKey.horizontal, horizontal), (.vertical, vertical)]
        where !Priority.validRange.contains(value) {
            fail(object.path(name), "priority must be between 1 and 1000, found \(formatNumber(value))", id: id)
        }
        return AxisPriorities(horizontal: Priority(horizontal), vertical: Priority(vertical))
    }

    mutating func intrinsicSize(_ json: Value, path: Path, id: String?) -> IntrinsicSize? {
        guard let object = object(json, SizeKey.self, path: path) else { return nil }
        return IntrinsicSize(width: dimension(object, .width, id: id), height: dimension(object, .height, id: id))
    }

    /// One dimension of an intrinsic size: `null` or missing when the view has none.
    mutating func dimension(_ object: Object<SizeKey>, _ key: SizeKey, id: String?) -> Double? {
        guard let value = object[key], tape.kind(value) != .null else { return nil }
        guard let number = number(value, path: object.path(key)) else { return nil }
        if number < 0 {
            fail(object.path(key), "an intrinsic size cannot be negative, found \(formatNumber(number))", id: id)
        }
        return number
    }

    /// The value of a member, `nil` for a missing one (an error when it is required) or an
    /// optional one that is `null`. Inlined, the message kept out of line: every member a
    /// reader asks for passes here, hundreds of thousands in a large dump.
    @inline(__always)
    mutating func present<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Value? {
        guard let value = parent[key] else {
            if required { failMissing(parent, key) }
            return nil
        }
        if tape.kind(value) == .null && !required { return nil }
        return value
    }

    @inline(never)
    mutating func failMissing<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key) {
        fail(parent.path(key), "missing required key \"\(key.name)\"")
    }
}

extension DumpDecoder {
    /// An object of the dump with where it is.
    ///
    /// `Key` is constrained where it is used, not here: a requirement on the type itself is
    /// checked by the Swift runtime when it first makes the type's metadata, a search of every
    /// protocol conformance in the binary for each kind of object.
    struct Object<Key> {
        var value: JSONTape.Index
        /// The values of its members that the reader knows (``JSONTape/members(_:_:)``).
        var members: MemberValues
        var path: Path
    }
}

extension DumpDecoder.Object where Key: ObjectKey {
    /// The value of the member named `key`, if the object has one.
    subscript(key: Key) -> JSONTape.Index? {
        let value = members[key.rawValue]
        return value < 0 ? nil : value
    }

    func path(_ key: Key) -> String {
        path.appending(key.name).description
    }
}

extension DumpDecoder {
    /// Where a value is in the dump (`views[3].frame`), made into text only for a message: a
    /// dump of 100,000 views holds millions of values and, when it reads, no message at all.
    struct Path: CustomStringConvertible {
        /// The path up to the array of the last element (`views`), or all of it.
        var head = ""
        var index: Int?
        /// A member of that element (`frame`).
        var member: String?

        func appending(_ key: String) -> Path {
            if index != nil, member == nil { return Path(head: head, index: index, member: key) }
            let text = description
            return Path(head: text.isEmpty ? "\(key)" : "\(text).\(key)")
        }

        func element(_ index: Int) -> Path {
            Path(head: description, index: index)
        }

        var description: String {
            var text = head
            if let index { text += "[\(index)]" }
            if let member { text += ".\(member)" }
            return text
        }
    }

    /// The elements of a top-level array that read without errors, and where each was in the
    /// array (for paths in later messages).
    struct Elements<Element> {
        var values: [Element] = []
        /// The positions of the elements that did not read, in order. A dump that reads has none,
        /// so the position of each element read is not kept (a large dump has 450,000).
        var skipped: [Int] = []

        /// The position in the array of `values[index]`: `index` plus the number of elements
        /// skipped before it.
        func position(_ index: Int) -> Int {
            guard !skipped.isEmpty else { return index }
            // `skipped[n] - n` elements were read before `skipped[n]`: the skipped ones before
            // the element are those with `skipped[n] - n <= index`, a prefix found by bisection.
            var (low, high) = (0, skipped.count)
            while low < high {
                let middle = (low + high) / 2
                if skipped[middle] - middle <= index { low = middle + 1 } else { high = middle }
            }
            return index + low
        }
    }
}
