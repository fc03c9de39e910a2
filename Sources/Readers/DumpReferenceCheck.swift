import LayoutModel

/// Checks a dump's ids and references once every element is read: duplicate ids, references
/// to unknown items, subviews listed twice or arranged wrongly, cycles in `subviews`.
struct DumpReferenceCheck {
    typealias Elements = DumpDecoder.Elements
    typealias Path = DumpDecoder.Path

    let tape: JSONTape
    /// The ids of views and guides, numbered as met; the numbers below are theirs.
    let ids: IDTable
    /// Ids of views and guides that were dropped for errors of their own; references to them
    /// are not reported again as unknown.
    let failedItemIDs: Set<Int>
    /// The numbers of the ids each element read names, by its position in the elements read.
    let numbering: ItemNumbering
    /// The number of each guide's owner, by position.
    let guideOwners: [Int32]
    /// The value of each constraint's own id; 0, the document's own value, for none.
    let constraintIDValues: [JSONTape.Entry]
    /// What the check found, in the order found.
    private(set) var diagnostics: [Diagnostic] = []

    mutating func fail(_ path: String, _ message: String, id: String? = nil) {
        diagnostics.append(Diagnostic(at: .path(path), message, itemID: id))
    }

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
    /// one table for a large dump's ids (350,000 at 100,000 views) misses it on every probe.
    /// A table (``HashSlots``) holds each first constraint's position and half its id's hash,
    /// and an id is read again from the tape only when the halves agree (a duplicate, nearly
    /// always): the ids are not copied out, nor numbered, since nothing but this check asks.
    private func firstConstraintsWithSameID() -> [Int32] {
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
    private func sameString(_ a: JSONTape.Entry, _ b: JSONTape.Entry) -> Bool {
        tape.withStringBytes(Int(a)) { a in tape.withStringBytes(Int(b)) { KeyTable.equal(a, $0) } } == true
    }

    /// A cycle in `subviews` shows as a view whose chain of superviews comes back to itself;
    /// it is reported once, at the first of its views. Each view has one superview at most,
    /// so a walk up stops at the first view an earlier walk went through: every view is
    /// visited once, however deep the tree.
    private mutating func checkCycles(views: Elements<View>, superview: [Int?], items: [Item?]) {
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
}
