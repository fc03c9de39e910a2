import Inspector
import Printer

/// Finds the views and layout guides a user means: by id, tag, printed name or
/// accessibilityIdentifier, or by a prefix of one of them that only one item has.
///
/// Built once per document and set of tags: exact lookups are a dictionary probe and prefix
/// lookups a binary search, so a 4,000-view hierarchy answers in microseconds.
struct ReferenceIndex: Sendable {
    /// Every reference of every item, sorted by text.
    private var keys: [(text: String, item: ItemID)] = []
    private var exact: [String: [ItemID]] = [:]
    private var names = NameTable(document: LayoutDocument(rootID: "", views: []))

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
        var keys: [(text: String, item: ItemID)] = []
        keys.reserveCapacity(document.views.count * 3 + document.guides.count * 2)
        for id in document.views.map(\.id) + document.guides.map(\.id) {
            for text in Self.references(of: id, document: document, names: names, tags: tags) {
                keys.append((text, id))
            }
        }
        keys.sort(by: Self.precedes)
        self.keys = keys
        for key in keys { exact[key.text, default: []].append(key.item) }
    }

    /// The same index after `tag` or `untag`: the references of the items whose name or tag
    /// changed are taken out and put back as they are now, merged into the others in order.
    /// (A tag can rename many items: `label501` becomes `label500` when `label1` is tagged.)
    mutating func update(document: LayoutDocument, names: NameTable, tags oldTags: [ItemID: String], to tags: [ItemID: String]) {
        let oldNames = self.names
        self.names = names
        var changed: Set<ItemID> = []
        var added: [(text: String, item: ItemID)] = []
        for id in document.views.map(\.id) + document.guides.map(\.id)
        where oldNames.name(of: id) != names.name(of: id) || oldTags[id] != tags[id] {
            changed.insert(id)
            for text in Self.references(of: id, document: document, names: oldNames, tags: oldTags) {
                exact[text]?.removeAll { $0 == id }
                if exact[text]?.isEmpty == true { exact[text] = nil }
            }
            for text in Self.references(of: id, document: document, names: names, tags: tags) {
                added.append((text, id))
            }
        }
        guard !changed.isEmpty else { return }
        added.sort(by: Self.precedes)
        var merged: [(text: String, item: ItemID)] = []
        merged.reserveCapacity(keys.count - changed.count + added.count)
        var next = added.startIndex
        for key in keys where !changed.contains(key.item) {
            while next < added.endIndex, Self.precedes(added[next], key) {
                merged.append(added[next])
                next += 1
            }
            merged.append(key)
        }
        merged.append(contentsOf: added[next...])
        keys = merged
        for key in added {
            var items = exact[key.text] ?? []
            items.insert(key.item, at: items.firstIndex { key.item < $0 } ?? items.count)
            exact[key.text] = items
        }
    }

    /// An item's id, tag, printed name and accessibilityIdentifier, each once.
    private static func references(of id: ItemID, document: LayoutDocument, names: NameTable, tags: [ItemID: String]) -> [String] {
        var texts: [String] = []
        for text in [id.rawValue, tags[id], names.name(of: id), document.view(id)?.accessibilityIdentifier] {
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
        if let items = exact[reference] {
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
