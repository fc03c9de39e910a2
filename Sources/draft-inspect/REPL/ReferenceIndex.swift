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
        func add(_ text: String?, _ item: ItemID, _ added: inout Set<String>) {
            guard let text, !text.isEmpty, added.insert(text).inserted else { return }
            keys.append((text, item))
        }
        for view in document.views {
            var added: Set<String> = []
            add(view.id.rawValue, view.id, &added)
            add(tags[view.id], view.id, &added)
            add(names.name(of: view.id), view.id, &added)
            add(view.accessibilityIdentifier, view.id, &added)
        }
        for guide in document.guides {
            var added: Set<String> = []
            add(guide.id.rawValue, guide.id, &added)
            add(tags[guide.id], guide.id, &added)
            add(names.name(of: guide.id), guide.id, &added)
        }
        keys.sort { $0.text < $1.text || ($0.text == $1.text && $0.item < $1.item) }
        self.keys = keys
        for key in keys { exact[key.text, default: []].append(key.item) }
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
