/// The constraints that mention each item, by the item's number (``LayoutDocument``'s
/// numbering of its ids), in input order.
///
/// One list for all items, item after item, with where each item's part starts, instead of an
/// array per item: an array costs a header and an allocation, and a large document has
/// hundreds of thousands of items, most with a few constraints each.
///
/// Constraints added after the lists were built (a REPL's `add`) are kept apart, by item:
/// each comes after every listed one, so input order holds without moving the lists.
struct ItemConstraints: Sendable {
    /// Item `n`'s constraints are `indexes[starts[n] ..< starts[n + 1]]`.
    private var starts: [Int32] = [0]
    private var indexes: [Int32] = []
    /// How many of the document's constraints the lists cover; later ones are in `added`.
    private var listedCount = 0
    /// Constraints added since the lists were built, by item number.
    private var added: [Int32: [Int]] = [:]

    init() {}

    /// The lists of `itemCount` items, from the numbers of each constraint's items (-1: no
    /// second item).
    init(itemCount: Int, items: [(first: Int32, second: Int32)]) {
        // Counted, then each item's count summed with those before it: `starts[n]` is where
        // item `n`'s part ends. Filled back to front, each entry moves its item's end down by
        // one, so the ends become starts and each part comes out in input order.
        var starts = [Int32](repeating: 0, count: itemCount + 1)
        for (first, second) in items {
            starts[Int(first)] += 1
            if second >= 0, second != first { starts[Int(second)] += 1 }
        }
        var total: Int32 = 0
        for item in 0..<itemCount {
            total += starts[item]
            starts[item] = total
        }
        starts[itemCount] = total
        var indexes = [Int32](repeating: 0, count: Int(total))
        for index in items.indices.reversed() {
            let (first, second) = items[index]
            starts[Int(first)] -= 1
            indexes[Int(starts[Int(first)])] = Int32(index)
            if second >= 0, second != first {
                starts[Int(second)] -= 1
                indexes[Int(starts[Int(second)])] = Int32(index)
            }
        }
        self.starts = starts
        self.indexes = indexes
        listedCount = items.count
    }

    /// The indexes of the constraints that mention the item numbered `number`, in input order.
    func constraints(ofItem number: Int32) -> [Int] {
        var result: [Int] = []
        if Int(number) + 1 < starts.count {
            let part = Int(starts[Int(number)])..<Int(starts[Int(number) + 1])
            result.reserveCapacity(part.count)
            for position in part { result.append(Int(indexes[position])) }
        }
        if let more = added[number] { result += more }
        return result
    }

    /// Lists the constraint at `index`, the document's last, under its items.
    mutating func add(_ index: Int, items: (first: Int32, second: Int32)) {
        added[items.first, default: []].append(index)
        if items.second >= 0, items.second != items.first { added[items.second, default: []].append(index) }
    }

    /// Takes the constraint at `index`, the document's last, off its items' lists, when it
    /// was added after the lists were built; `false` when the lists must be built again.
    mutating func removeAdded(_ index: Int, items: (first: Int32, second: Int32)) -> Bool {
        guard index >= listedCount else { return false }
        added[items.first]?.removeLast()
        if items.second >= 0, items.second != items.first { added[items.second]?.removeLast() }
        return true
    }
}
