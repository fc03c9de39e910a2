import LayoutModel

/// Reads the draft-inspect dump, format version 1 (spec/dump-format-v1.md), into a
/// ``LayoutDocument``, applying the format's defaults and rejecting what it forbids.
///
/// Every problem in a file is reported, each with its JSON path and the id involved, so a
/// user fixes a converter's output in one pass.
public enum DumpReader {
    /// Whether the bytes look like a dump (a JSON object naming this format), for sniffing.
    public static func looksLikeDump(_ bytes: [UInt8]) -> Bool {
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
    /// (`views[3]` at line 40, column 5), so a finding can point at the line a person edits.
    public static func readKeepingPositions(_ bytes: [UInt8]) throws(InputError) -> (LayoutDocument, SourcePositions) {
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
        return (document, positions)
    }

    private static func read(parsing bytes: [UInt8]) throws(InputError) -> (document: LayoutDocument, reader: Fields) {
        let tape: JSONTape
        do {
            // The elements of `views`, `layoutGuides` and `constraints` are located as they are
            // parsed (``readKeepingPositions(_:)``).
            tape = try JSONParser.tape(bytes, locatingValuesAtDepth: 2)
        } catch {
            throw InputError(at: .line(error.line, column: error.column), "not valid JSON: \(error.message)")
        }
        var reader = Fields(tape: tape)
        guard let document = reader.document(), reader.diagnostics.isEmpty else {
            throw InputError(reader.diagnostics)
        }
        return (document, reader)
    }
}

/// The field-by-field reading of a dump, collecting every error instead of stopping at the
/// first.
private struct Fields {
    typealias Value = JSONTape.Index

    let tape: JSONTape
    var diagnostics: [Diagnostic] = []
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
    /// The value of each constraint's own id, numbered once all are read (``checkReferences``);
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
        guard let format = string(top, .format, required: true) else { return nil }
        guard format == DumpFormat.name else {
            fail("format", "expected \"\(DumpFormat.name)\", found \"\(format)\"")
            return nil
        }
        guard let version = number(top, .version, required: true) else { return nil }
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
        var metadata: [(key: String, value: JSONValue)] = []
        if let value = top[.metadata] {
            if case let .object(members) = tape.value(value) {
                metadata = members
            } else {
                fail("metadata", "expected an object, found \(tape.kindDescription(value))")
            }
        }
        guard let root else { return nil }
        checkReferences(root: root, views: views, guides: guides, constraints: constraints)
        guard diagnostics.isEmpty else { return nil }
        // The ids as numbered here: the document's indexes are built without hashing them again.
        numbering.numbers = ids.itemNumbers
        let document = LayoutDocument(
            rootID: ids.ids[root], views: views.values, guides: guides.values,
            constraints: constraints.values, layoutDirection: direction, metadata: metadata,
            rootKind: rootKind, isPartial: isPartial, recorded: recorded, numbering: numbering)
        checkRecordedReferences(recorded, in: document)
        return diagnostics.isEmpty ? document : nil
    }

    /// The elements of one of the top-level arrays that `read` accepts, with where each was.
    mutating func elements<Element>(
        _ top: Object<TopKey>, _ key: TopKey, required: Bool, read: (inout Fields, Value, Path) -> Element?
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

    mutating func strings<Key>(_ parent: Object<Key>, _ key: Key, required: Bool) -> [String]? {
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

    // MARK: Cross-references

    /// Checks ids and references by the ids' numbers (``IDTable``): a view is the position of
    /// the first view with its id, so the tree's checks index arrays, not dictionaries of strings.
    mutating func checkReferences(
        root: Int, views: Elements<View>, guides: Elements<Guide>, constraints: Elements<Constraint>
    ) {
        let viewsPath = Path(head: "views")
        let guidesPath = Path(head: "layoutGuides")
        let constraintsPath = Path(head: "constraints")
        let rootID = ids.ids[root]
        // The first view or guide with each id, by number.
        var items = [Item?](repeating: nil, count: ids.count)
        for index in views.values.indices {
            let number = Int(numbering.viewNumbers[index])
            if let earlier = items[number] {
                fail("\(viewsPath.element(views.position(index))).id", "duplicate id, also used at \(earlier.path(views, guides))", id: ids.ids[number].rawValue)
            } else {
                items[number] = .view(index)
            }
        }
        /// Whether an id names a view, or an item dropped for its own errors.
        func isView(_ number: Int) -> Bool {
            if case .view = items[number] { return true }
            return failedItemIDs.contains(number)
        }
        for index in guides.values.indices {
            let (number, owner) = (Int(numbering.guideNumbers[index]), Int(guideOwners[index]))
            let path = guidesPath.element(guides.position(index))
            if let earlier = items[number] {
                fail("\(path).id", "duplicate id, also used at \(earlier.path(views, guides))", id: ids.ids[number].rawValue)
            } else {
                items[number] = .guide(index)
            }
            if !isView(owner) {
                fail("\(path).owner", "unknown view \"\(ids.ids[owner])\"", id: ids.ids[number].rawValue)
            }
        }
        if !isView(root) {
            fail("root", "unknown view \"\(rootID)\"", id: rootID.rawValue)
        }

        // By the position of the first view with an id: the position of its superview's.
        var superview = [Int?](repeating: nil, count: views.values.count)
        // Superviews of the ids of views dropped for their own errors.
        var superviewOfFailed: [Int: ItemID] = [:]
        for index in views.values.indices {
            let path = viewsPath.element(views.position(index))
            let id = ids.ids[Int(numbering.viewNumbers[index])]
            // The first view with this id stands for all of them (a second is an error already).
            guard case let .view(parent) = items[Int(numbering.viewNumbers[index])] else { continue }
            let subviews = numbering.subviews(ofViewAt: index)
            for (position, number) in subviews.enumerated() {
                let subview = Int(number)
                let item = items[subview]
                guard case let .view(child) = item else {
                    if failedItemIDs.contains(subview) {
                        if subview == root {
                            fail("\(path).subviews[\(position)]", "the root \"\(rootID)\" is listed as a subview", id: id.rawValue)
                        }
                        if let other = superviewOfFailed[subview] {
                            fail("\(path).subviews[\(position)]", "\"\(ids.ids[subview])\" is already a subview of \"\(other)\"", id: id.rawValue)
                        } else {
                            superviewOfFailed[subview] = id
                        }
                    } else {
                        fail("\(path).subviews[\(position)]", "unknown view \"\(ids.ids[subview])\"", id: id.rawValue)
                    }
                    continue
                }
                if subview == root {
                    fail("\(path).subviews[\(position)]", "the root \"\(rootID)\" is listed as a subview", id: id.rawValue)
                }
                if let other = superview[child] {
                    fail("\(path).subviews[\(position)]", "\"\(ids.ids[subview])\" is already a subview of \"\(ids.ids[Int(numbering.viewNumbers[other])])\"", id: id.rawValue)
                } else {
                    superview[child] = parent
                }
            }
            if let stack = views.values[index].stack {
                let subviews = Set(subviews)
                var seen: Set<Int> = []
                for (position, arranged) in stack.arrangedSubviews.enumerated() {
                    let arrangedPath = "\(path).stack.arrangedSubviews[\(position)]"
                    let number = ids.number(of: arranged)
                    if !(number.map(isView) ?? false) {
                        fail(arrangedPath, "unknown view \"\(arranged)\"", id: id.rawValue)
                    } else if let number, !subviews.contains(Int32(number)) {
                        fail(arrangedPath, "\"\(arranged)\" is arranged but not a subview of the stack", id: id.rawValue)
                    } else if let number, !seen.insert(number).inserted {
                        fail(arrangedPath, "\"\(arranged)\" is arranged twice", id: id.rawValue)
                    }
                }
            }
        }
        checkCycles(views: views, superview: superview, items: items)

        let firstWithSameID = firstConstraintsWithSameID()
        for index in constraints.values.indices {
            let path = constraintsPath.element(constraints.position(index))
            let references = numbering.constraintNumbers[index]
            let (first, second) = (Int(references.first), references.second < 0 ? nil : Int(references.second))
            let id = constraints.values[index].id
            let earlier = Int(firstWithSameID[index])
            if earlier >= 0 {
                fail("\(path).id", "duplicate constraint id, also used at \(constraintsPath.element(constraints.position(earlier)))", id: id)
            }
            if items[first] == nil, !failedItemIDs.contains(first) {
                fail("\(path).first", "unknown item \"\(ids.ids[first])\"", id: id)
            }
            if let second, items[second] == nil, !failedItemIDs.contains(second) {
                fail("\(path).second", "unknown item \"\(ids.ids[second])\"", id: id)
            }
        }
    }

    /// For each constraint read, by position, the first one before it with the same id (-1:
    /// none, or no id).
    ///
    /// All in one pass, not as each constraint is read: lookups in a table too large for the
    /// cache overlap when little else runs between them. The ids are first sorted into parts of
    /// about 512 by the top bits of their hash, each part in input order (one pass to count,
    /// one to place): equal ids fall in one part, and a part's table fits in the cache, where
    /// one table for a large dump's ids (350,000 at 100,000 views) missed it on every probe.
    /// A table (``HashSlots``) holds each first constraint's position and half its id's hash,
    /// and an id is read again from the tape only when the halves agree (a duplicate, nearly
    /// always): the ids are not copied out, nor numbered, since nothing but this check asks.
    func firstConstraintsWithSameID() -> [Int32] {
        // Each id in 8 bytes: half its hash (the high 32 bits), then its constraint's position.
        var ids: [UInt64] = []
        ids.reserveCapacity(constraintIDValues.count)
        for (index, value) in constraintIDValues.enumerated() where value != 0 {
            guard let digest = tape.withStringBytes(Int(value), ItemID.fnv1a) else { continue }
            ids.append(HashSlots.hash(digest) << 32 | UInt64(index))
        }
        var bits = 0
        while ids.count >> bits > 512 { bits += 1 }
        func part(_ id: UInt64) -> Int { bits == 0 ? 0 : Int(truncatingIfNeeded: id >> UInt64(64 - bits)) }
        // Where each part starts, then each id placed after the ones before it in its part.
        var starts = [Int](repeating: 0, count: (1 << bits) + 1)
        for id in ids { starts[part(id) + 1] += 1 }
        for index in starts.indices.dropFirst() { starts[index] += starts[index - 1] }
        var parted = [UInt64](repeating: 0, count: ids.count)
        var next = starts
        for id in ids {
            parted[next[part(id)]] = id
            next[part(id)] += 1
        }
        var result = [Int32](repeating: -1, count: constraintIDValues.count)
        for part in 0..<(1 << bits) {
            let members = parted[starts[part]..<starts[part + 1]]
            // A part's table numbers its ids by their place in the part.
            var slots = HashSlots(capacity: members.count)
            func constraint(at place: Int) -> Int { Int(truncatingIfNeeded: members[members.startIndex + place] & 0xFFFF_FFFF) }
            for (place, id) in members.enumerated() {
                // The half hash twice over: its low bits pick the slot, its high ones tag it.
                let hash = id & 0xFFFF_FFFF_0000_0000 | id >> 32
                let value = constraintIDValues[constraint(at: place)]
                let (earlier, slot) = slots.find(hash) { sameString(constraintIDValues[constraint(at: $0)], value) }
                if let earlier {
                    result[constraint(at: place)] = Int32(constraint(at: earlier))
                } else {
                    slots.file(place, hash: hash, at: slot)
                }
            }
        }
        return result
    }

    /// Whether two string values of the tape spell the same bytes.
    func sameString(_ a: JSONTape.Entry, _ b: JSONTape.Entry) -> Bool {
        tape.withStringBytes(Int(a)) { a in tape.withStringBytes(Int(b)) { KeyTable.equal(a, $0) } } == true
    }

    /// A cycle in `subviews` shows as a view whose chain of superviews comes back to itself;
    /// it is reported once, at the first of its views. Each view has one superview at most,
    /// so a walk up stops at the first view an earlier walk went through: every view is
    /// visited once, however deep the tree.
    mutating func checkCycles(views: Elements<View>, superview: [Int?], items: [Item?]) {
        // Views are numbered by the first view with their id, which is also their order.
        var visited = [Bool](repeating: false, count: views.values.count)
        // The walk that went through a view, to tell this walk's views from earlier ones.
        var walkOf = [Int](repeating: -1, count: views.values.count)
        var walk: [Int] = []
        for index in views.values.indices {
            guard case let .view(start) = items[Int(numbering.viewNumbers[index])], start == index, !visited[start] else { continue }
            walk.removeAll(keepingCapacity: true)
            var current: Int? = start
            while let position = current, !visited[position], walkOf[position] != start {
                walkOf[position] = start
                walk.append(position)
                current = superview[position]
            }
            for position in walk { visited[position] = true }
            guard let repeated = current, walkOf[repeated] == start, let first = walk.firstIndex(of: repeated) else {
                continue
            }
            guard let earliest = walk[first...].min() else { continue }
            let id = views.values[earliest].id
            fail("\(Path(head: "views").element(views.position(earliest))).subviews", "\"\(id)\" is its own ancestor (a cycle in subviews)", id: id.rawValue)
        }
    }

    // MARK: Elements

    mutating func view(_ json: Value, path: Path) -> View? {
        guard let object = object(json, ViewKey.self, path: path) else { return nil }
        let errorsBefore = diagnostics.count
        let subviewsBefore = numbering.subviewNumbers.count
        let idNumber = self.id(object, .id, required: true)
        let id = idNumber.map { ids.ids[$0].rawValue }
        let className = string(object, .class, required: true)
        // A frame the input did not give is missing or null: unknown, never taken as zero.
        let frame = rect(object, .frame, required: false)
        var view = View(id: idNumber.map { ids.ids[$0] } ?? ItemID(""), className: className ?? "", frame: frame)
        if let list = array(object, .subviews, required: false) {
            view.subviews.reserveCapacity(tape.count(list))
            for (index, element) in tape.elements(list).enumerated() {
                if let number = itemID(element, path: "\(object.path).subviews[\(index)]") {
                    view.subviews.append(ids.ids[number])
                    numbering.subviewNumbers.append(Int32(number))
                }
            }
        }
        view.accessibilityIdentifier = string(object, .accessibilityIdentifier, required: false)
        view.name = string(object, .name, required: false)
        view.text = string(object, .text, required: false)
        view.isHidden = bool(object, .hidden) ?? false
        view.translatesAutoresizingMaskIntoConstraints =
            bool(object, .translatesAutoresizingMaskIntoConstraints) ?? true
        if let list = array(object, .autoresizingMask, required: false) {
            for (index, element) in tape.elements(list).enumerated() {
                let elementPath = "\(object.path).autoresizingMask[\(index)]"
                guard let name = tape.string(element) else {
                    fail(elementPath, "expected a string, found \(tape.kindDescription(element))", id: id)
                    continue
                }
                guard let flag = AutoresizingMask.names.first(where: { $0.name == name })?.flag else {
                    let names = AutoresizingMask.names.map(\.name).joined(separator: ", ")
                    fail(elementPath, "unknown autoresizing flag \"\(name)\"; expected one of \(names)", id: id)
                    continue
                }
                view.autoresizingMask.insert(flag)
            }
        }
        if let size = object[.intrinsicContentSize] {
            view.intrinsicContentSize = intrinsicSize(size, path: object.path.appending(ViewKey.intrinsicContentSize.name), id: id)
        }
        if let axes = axes(object, .contentHuggingPriority, id: id) { view.contentHuggingPriority = axes }
        if let axes = axes(object, .contentCompressionResistancePriority, id: id) {
            view.contentCompressionResistancePriority = axes
        }
        if let insets = insets(object, .layoutMargins) { view.layoutMargins = insets }
        if let insets = insets(object, .safeAreaInsets) { view.safeAreaInsets = insets }
        if let offsets = self.object(object, .baselineOffsets, BaselineOffsetsKey.self) {
            let first = number(offsets, .first, required: true)
            let last = number(offsets, .last, required: true)
            if let first, let last { view.baselineOffsets = BaselineOffsets(first: first, last: last) }
        }
        if let stack = self.object(object, .stack, StackKey.self) {
            view.stack = stackProperties(stack, id: id)
        }
        // Most views record none: one test instead of a dozen, and no empty properties made
        // and copied into the view.
        if object.members.hasAny(ViewKey.propertyKeys) { view.properties = viewProperties(object) }
        guard let idNumber, diagnostics.count == errorsBefore else {
            if let idNumber { failedItemIDs.insert(idNumber) }
            numbering.subviewNumbers.removeSubrange(subviewsBefore...)
            return nil
        }
        numbering.viewNumbers.append(Int32(idNumber))
        numbering.subviewEnds.append(Int32(numbering.subviewNumbers.count))
        return view
    }

    mutating func stackProperties(_ object: Object<StackKey>, id: String?) -> StackProperties? {
        let axis = enumeration(object, .axis, required: true, as: Axis.self)
        let arranged = array(object, .arrangedSubviews, required: true).map { list in
            tape.elements(list).enumerated().compactMap { itemID($1, path: "\(object.path).arrangedSubviews[\($0)]").map { ids.ids[$0] } }
        }
        var stack = StackProperties(axis: axis ?? .horizontal, arrangedSubviews: arranged ?? [])
        if let value = enumeration(object, .distribution, required: false, as: StackProperties.Distribution.self) {
            stack.distribution = value
        }
        if let value = enumeration(object, .alignment, required: false, as: StackProperties.Alignment.self) {
            stack.alignment = value
        }
        if let value = number(object, .spacing, required: false) { stack.spacing = value }
        if let value = bool(object, .isLayoutMarginsRelativeArrangement) {
            stack.isLayoutMarginsRelativeArrangement = value
        }
        if let value = bool(object, .isBaselineRelativeArrangement) { stack.isBaselineRelativeArrangement = value }
        return axis == nil || arranged == nil ? nil : stack
    }

    mutating func guide(_ json: Value, path: Path) -> Guide? {
        guard let object = object(json, GuideKey.self, path: path) else { return nil }
        let errorsBefore = diagnostics.count
        let id = self.id(object, .id, required: true)
        let owner = self.id(object, .owner, required: true)
        let kind = enumeration(object, .kind, required: true, as: Guide.Kind.self)
        let identifier = string(object, .identifier, required: false)
        let frame = rect(object, .frame, required: false)
        guard let id, let owner, let kind, diagnostics.count == errorsBefore else {
            if let id { failedItemIDs.insert(id) }
            return nil
        }
        numbering.guideNumbers.append(Int32(id))
        guideOwners.append(Int32(owner))
        return Guide(id: ids.ids[id], owner: ids.ids[owner], kind: kind, identifier: identifier, frame: frame)
    }

    mutating func constraint(_ json: Value, path: Path) -> Constraint? {
        guard let object = object(json, ConstraintKey.self, path: path) else { return nil }
        let errorsBefore = diagnostics.count
        let idValue = present(object, .id, required: false)
        let id = string(object, .id, required: false)
        let className = string(object, .class, required: false) ?? Constraint.defaultClassName
        let identifier = string(object, .identifier, required: false)
        let first = self.id(object, .first, required: true)
        let firstAttribute = attribute(object, .firstAttribute, required: true, id: id)
        var relation = Relation.equal
        if let value = object[.relation], let index = tape.stringValue(value, in: Self.relations) {
            relation = Self.relationsBySpelling[index]
        } else if let spelling = string(object, .relation, required: false) {
            if let value = Relation(spelling: spelling) {
                relation = value
            } else {
                fail("\(path).relation", "expected \"equal\", \"lessThanOrEqual\", \"greaterThanOrEqual\", \"==\", \"<=\" or \">=\", found \"\(spelling)\"", id: id)
            }
        }
        let second = self.id(object, .second, required: false)
        let secondAttribute = attribute(object, .secondAttribute, required: false, id: id) ?? .notAnAttribute
        let multiplier = number(object, .multiplier, required: false) ?? 1
        let constant = number(object, .constant, required: false) ?? 0
        let priority = number(object, .priority, required: false) ?? 1000
        let isActive = bool(object, .active) ?? true
        // UIKit makes system spacing (`constraint(equalToSystemSpacingBelow:multiplier:)`) as
        // a `_UISystemBaselineConstraint`, so its class says so when the key is missing.
        let usesSystemSpacing = bool(object, .systemSpacing) ?? (className == "_UISystemBaselineConstraint")
        guard let first, let firstAttribute, diagnostics.count == errorsBefore else { return nil }

        if !Priority.validRange.contains(priority) {
            fail("\(path).priority", "priority must be between 1 and 1000, found \(formatNumber(priority))", id: id)
        }
        if firstAttribute == .notAnAttribute {
            fail("\(path).firstAttribute", "the first attribute cannot be notAnAttribute", id: id)
        }
        if second == nil, secondAttribute != .notAnAttribute {
            fail("\(path).secondAttribute", "expected notAnAttribute because second is null, found \(secondAttribute.rawValue)", id: id)
        } else if second != nil, secondAttribute == .notAnAttribute {
            fail("\(path).secondAttribute", "expected an attribute of \"\(second.map { ids.ids[$0].rawValue } ?? "")\", found notAnAttribute", id: id)
        } else if second != nil, multiplier == 0 {
            fail("\(path).multiplier", "a multiplier of 0 with a second item is invalid (UIKit throws)", id: id)
        } else if second != nil, firstAttribute != .notAnAttribute,
            !Attribute.areCompatible(firstAttribute, secondAttribute)
        {
            fail("\(path).secondAttribute", incompatibility(firstAttribute, secondAttribute), id: id)
        } else if second == nil, firstAttribute.isLocation {
            fail("\(path).second", "a location attribute (\(firstAttribute.rawValue)) cannot equal a constant; UIKit requires a second item", id: id)
        }
        guard diagnostics.count == errorsBefore else { return nil }
        numbering.constraintNumbers.append((Int32(first), second.map(Int32.init) ?? -1))
        constraintIDValues.append(JSONTape.Entry(idValue ?? 0))
        return Constraint(
            id: id, className: className, identifier: identifier, first: ids.ids[first],
            firstAttribute: firstAttribute, relation: relation, second: second.map { ids.ids[$0] },
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
            priority: Priority(priority), isActive: isActive, usesSystemSpacing: usesSystemSpacing)
    }

    func incompatibility(_ a: Attribute, _ b: Attribute) -> String {
        if a.isDimension != b.isDimension {
            return "\(a.rawValue) cannot be related to \(b.rawValue): a location attribute cannot be related to a dimension (UIKit throws)"
        }
        if a.axis != b.axis {
            return "\(a.rawValue) cannot be related to \(b.rawValue): they lie on different axes (UIKit throws)"
        }
        return "\(a.rawValue) cannot be related to \(b.rawValue): left/right cannot be mixed with leading/trailing (UIKit throws)"
    }

    // MARK: Values

    mutating func object<Key>(_ json: Value, _: Key.Type, path: Path) -> Object<Key>? {
        guard tape.kind(json) == .object else {
            fail("\(path)", "expected an object, found \(tape.kindDescription(json))")
            return nil
        }
        return Object(value: json, members: tape.members(json, Key.table), path: path)
    }

    mutating func object<Parent, Key>(_ parent: Object<Parent>, _ key: Parent, _ type: Key.Type) -> Object<Key>? {
        guard let value = present(parent, key, required: false) else { return nil }
        return object(value, type, path: parent.path.appending(key.name))
    }

    mutating func string<Key>(_ parent: Object<Key>, _ key: Key, required: Bool) -> String? {
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
    mutating func id<Key>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Int? {
        guard let value = present(parent, key, required: required) else { return nil }
        guard let number = idNumber(value) else {
            fail(parent.path(key), "expected a string, found \(tape.kindDescription(value))")
            return nil
        }
        return number
    }

    mutating func number<Key>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Double? {
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

    mutating func bool<Key>(_ parent: Object<Key>, _ key: Key) -> Bool? {
        guard let value = present(parent, key, required: false) else { return nil }
        guard let flag = tape.bool(value) else {
            fail(parent.path(key), "expected true or false, found \(tape.kindDescription(value))")
            return nil
        }
        return flag
    }

    mutating func array<Key>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Value? {
        guard let value = present(parent, key, required: required) else { return nil }
        guard tape.kind(value) == .array else {
            fail(parent.path(key), "expected an array, found \(tape.kindDescription(value))")
            return nil
        }
        return value
    }

    mutating func enumeration<Key, T: RawRepresentable & CaseIterable>(
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

    mutating func attribute(_ parent: Object<ConstraintKey>, _ key: ConstraintKey, required: Bool, id: String?) -> Attribute? {
        guard let value = present(parent, key, required: required) else { return nil }
        if let index = tape.stringValue(value, in: Self.attributes) { return Attribute.allCases[index] }
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

    mutating func rect<Key>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Rect? {
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
    mutating func present<Key>(_ parent: Object<Key>, _ key: Key, required: Bool) -> Value? {
        guard let value = parent[key] else {
            if required { failMissing(parent, key) }
            return nil
        }
        if tape.kind(value) == .null && !required { return nil }
        return value
    }

    @inline(never)
    mutating func failMissing<Key>(_ parent: Object<Key>, _ key: Key) {
        fail(parent.path(key), "missing required key \"\(key.name)\"")
    }
}

/// An object's members with the path that leads to it.
// MARK: - View properties

extension Fields {
    /// The optional keys of what a view shows: `title`, `placeholder`, `buttonType`, `font`,
    /// `numberOfLines`, `textAlignment`, `image`, `contentMode`, `clipsToBounds` and the
    /// colours.
    mutating func viewProperties(_ object: Object<ViewKey>) -> ViewProperties {
        var properties = ViewProperties()
        properties.title = string(object, .title, required: false)
        properties.placeholder = string(object, .placeholder, required: false)
        properties.buttonType = oneOf(object, .buttonType, ViewPropertyNames.buttonTypes)
        if let font = self.object(object, .font, FontKey.self) { properties.font = self.font(font) }
        if let lines = number(object, .numberOfLines, required: false) {
            if lines >= 0, lines == lines.rounded(), lines <= 1e6 {
                properties.numberOfLines = Int(lines)
            } else {
                fail(object.path(.numberOfLines), "expected a whole number of lines (0 = no limit), found \(formatNumber(lines))")
            }
        }
        properties.textAlignment = oneOf(object, .textAlignment, ViewPropertyNames.textAlignments)
        properties.imageName = string(object, .image, required: false)
        properties.contentMode = oneOf(object, .contentMode, ViewPropertyNames.contentModes)
        properties.clipsToBounds = bool(object, .clipsToBounds)
        properties.textColor = color(object, .textColor)
        properties.backgroundColor = color(object, .backgroundColor)
        properties.tintColor = color(object, .tintColor)
        return properties
    }

    private mutating func oneOf<Key>(_ object: Object<Key>, _ key: Key, _ names: [String]) -> String? {
        guard let text = string(object, key, required: false) else { return nil }
        guard names.contains(text) else {
            fail(object.path(key), "unknown value \"\(text)\"; expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
            return nil
        }
        return text
    }

    private mutating func font(_ object: Object<FontKey>) -> ViewProperties.Font? {
        if object[.system] != nil {
            guard let size = number(object, .system, required: true) else { return nil }
            return .system(size: size, weight: oneOf(object, .weight, ViewPropertyNames.fontWeights) ?? "regular")
        }
        if let style = string(object, .textStyle, required: false) { return .textStyle(style) }
        if object[.name] != nil {
            guard let name = string(object, .name, required: true), let size = number(object, .size, required: true) else { return nil }
            return .named(name, size: size)
        }
        fail("\(object.path)".isEmpty ? "font" : "\(object.path)", "expected {\"system\": size}, {\"textStyle\": name} or {\"name\", \"size\"}")
        return nil
    }

    private mutating func color(_ parent: Object<ViewKey>, _ key: ViewKey) -> ViewProperties.Color? {
        guard let object = self.object(parent, key, ColorKey.self) else { return nil }
        if let name = string(object, .system, required: false) { return .system(name) }
        if let name = string(object, .named, required: false) { return .named(name) }
        let names: [ColorKey] = [.red, .green, .blue, .alpha]
        let components = names.map { number(object, $0, required: true) }
        guard let red = components[0], let green = components[1], let blue = components[2], let alpha = components[3] else { return nil }
        for (name, value) in zip(names, [red, green, blue, alpha]) where !(0...1).contains(value) {
            fail(object.path(name), "expected a component between 0 and 1, found \(formatNumber(value))")
        }
        return .components(red: red, green: green, blue: blue, alpha: alpha, space: string(object, .colorSpace, required: false) ?? "sRGB")
    }
}

/// An object of the dump with where it is.
private struct Object<Key: ObjectKey> {
    var value: JSONTape.Index
    /// The values of its members that the reader knows (``JSONTape/members(_:_:)``).
    var members: MemberValues
    var path: Path

    /// The value of the member named `key`, if the object has one.
    subscript(key: Key) -> JSONTape.Index? {
        let value = members[key.rawValue]
        return value < 0 ? nil : value
    }

    func path(_ key: Key) -> String {
        path.appending(key.name).description
    }
}

/// Where a value is in the dump (`views[3].frame`), made into text only for a message: a
/// dump of 100,000 views holds millions of values and, when it reads, no message at all.
private struct Path: CustomStringConvertible {
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
private struct Elements<Element> {
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

/// A view or guide, by its position in the elements read.
private enum Item {
    case view(Int)
    case guide(Int)

    func path(_ views: Elements<View>, _ guides: Elements<Guide>) -> String {
        switch self {
        case let .view(index): "views[\(views.position(index))]"
        case let .guide(index): "layoutGuides[\(guides.position(index))]"
        }
    }
}
