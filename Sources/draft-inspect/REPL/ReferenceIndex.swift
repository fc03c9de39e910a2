import LayoutModel
import Naming
import Printer

/// Finds the views and layout guides a user means: by id, tag, printed name or
/// accessibilityIdentifier, or by a prefix of one of them that only one item has.
///
/// Built once per document and set of tags: exact and prefix lookups are a binary search, so a
/// 10,000-view hierarchy answers in microseconds.
struct ReferenceIndex: Sendable {
    /// Every reference of every item, sorted by text, then item.
    private var keys: [(text: String, item: ItemID)] = []
    private var names = NameTable(document: LayoutDocument(rootID: "", views: []))
    /// Every view, then every guide, in the document's order, with the printed name the
    /// index has for each: `update` compares names by position instead of looking each up twice.
    private var items: [ItemID] = []
    private var printedNames: [String?] = []
    private var positions: [ItemID: Int] = [:]

    /// What a reference turned out to mean.
    enum Resolution: Equatable {
        case item(ItemID)
        /// Several items answer to it, in the order of their printed names.
        case ambiguous([ItemID])
        case none
    }

    init() {}

    /// - Parameters:
    ///   - names: the printed names.
    ///   - tags: the names the user gave items.
    init(document: LayoutDocument, names: NameTable, tags: [ItemID: String]) {
        self.names = names
        items = document.views.map(\.id) + document.guides.map(\.id)
        printedNames = items.map(names.name(of:))
        positions.reserveCapacity(items.count)
        for (position, id) in items.enumerated() { positions[id] = position }
        var keys: [(text: String, item: ItemID)] = []
        keys.reserveCapacity(document.views.count * 3 + document.guides.count * 2)
        for (id, name) in zip(items, printedNames) {
            for text in Self.references(of: id, tag: tags[id], name: name, document: document) {
                keys.append((text, id))
            }
        }
        keys.sort(by: Self.precedes)
        self.keys = keys
    }

    /// The same index after `tag` or `untag`: of the items whose name or tag changed, the
    /// references they lost are taken out and the ones they gained merged in, in order.
    /// (A tag can rename many items: `label501` becomes `label500` when `label1` is tagged.)
    /// Issue 18 wants `tag` within a frame on 10,000 views: names are compared by position,
    /// and the keys taken out are found by binary search, not by hashing every key's item.
    mutating func update(document: LayoutDocument, names: NameTable, tags oldTags: [ItemID: String], to tags: [ItemID: String]) {
        guard items.count == document.views.count + document.guides.count else {
            self = ReferenceIndex(document: document, names: names, tags: tags)
            return
        }
        self.names = names
        var retagged = [Bool](repeating: false, count: items.count)
        for id in Set(oldTags.keys).union(tags.keys) where oldTags[id] != tags[id] {
            if let position = positions[id] { retagged[position] = true }
        }
        var removed = [Bool](repeating: false, count: keys.count)
        var added: [(text: String, item: ItemID)] = []
        for position in items.indices {
            let id = items[position]
            let name = names.name(of: id)
            guard name != printedNames[position] || retagged[position] else { continue }
            let before = Self.references(of: id, tag: oldTags[id], name: printedNames[position], document: document)
            let after = Self.references(of: id, tag: tags[id], name: name, document: document)
            // The id and accessibilityIdentifier stay: only a changed name or tag moves.
            for text in before where !after.contains(text) {
                var index = lowerBound(text)
                while index < keys.count, keys[index].text == text {
                    if keys[index].item == id { removed[index] = true }
                    index += 1
                }
            }
            for text in after where !before.contains(text) {
                added.append((text, id))
            }
            printedNames[position] = name
        }
        guard removed.contains(true) || !added.isEmpty else { return }
        added.sort(by: Self.precedes)
        var merged: [(text: String, item: ItemID)] = []
        merged.reserveCapacity(keys.count + added.count)
        var next = added.startIndex
        for index in keys.indices where !removed[index] {
            while next < added.endIndex, Self.precedes(added[next], keys[index]) {
                merged.append(added[next])
                next += 1
            }
            merged.append(keys[index])
        }
        merged.append(contentsOf: added[next...])
        keys = merged
    }

    /// An item's id, tag, printed name and accessibilityIdentifier, each once.
    private static func references(of id: ItemID, tag: String?, name: String?, document: LayoutDocument) -> [String] {
        var texts: [String] = []
        for text in [id.rawValue, tag, name, document.view(id)?.accessibilityIdentifier] {
            guard let text, !text.isEmpty, !texts.contains(text) else { continue }
            texts.append(text)
        }
        return texts
    }

    private static func precedes(_ a: (text: String, item: ItemID), _ b: (text: String, item: ItemID)) -> Bool {
        a.text < b.text || (a.text == b.text && a.item < b.item)
    }

    /// An exact match wins; otherwise a prefix that leads to one item.
    func resolve(_ reference: String) -> Resolution {
        let start = lowerBound(reference)
        var end = start
        while end < keys.count, keys[end].text == reference { end += 1 }
        if end > start {
            let items = keys[start..<end].map(\.item)
            return items.count == 1 ? .item(items[0]) : .ambiguous(sortedByName(items))
        }
        var items: [ItemID] = []
        var seen: Set<ItemID> = []
        for key in keys[range(withPrefix: reference)] where seen.insert(key.item).inserted {
            items.append(key.item)
        }
        switch items.count {
        case 0: return .none
        case 1: return .item(items[0])
        default: return .ambiguous(sortedByName(items))
        }
    }

    /// The references that start with `prefix`, sorted, each once.
    func references(withPrefix prefix: String) -> [String] {
        var result: [String] = []
        for key in keys[range(withPrefix: prefix)] where result.last != key.text {
            result.append(key.text)
        }
        return result
    }

    private func sortedByName(_ items: [ItemID]) -> [ItemID] {
        items.sorted { (names.name(of: $0) ?? $0.rawValue, $0) < (names.name(of: $1) ?? $1.rawValue, $1) }
    }

    /// The keys that begin with `prefix`: they sit together in the sorted list.
    private func range(withPrefix prefix: String) -> Range<Int> {
        let start = lowerBound(prefix)
        var end = start
        while end < keys.count, keys[end].text.hasPrefix(prefix) { end += 1 }
        return start..<end
    }

    private func lowerBound(_ text: String) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].text < text { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
