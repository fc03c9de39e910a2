/// Lists of elements grouped by small integer keys (`0..<keyCount`), kept in one flat array
/// with where each key's list starts, instead of one array per key: a layout has tens of
/// thousands of keys (variables, components), and an array each would be an allocation each.
/// Each key's elements keep the order the pairs gave them in.
struct FlatGroups<Element> {
    /// Key `k`'s elements are `elements[starts[k]..<starts[k + 1]]`.
    private let starts: [Int]
    private let elements: [Element]

    /// No keys.
    init() {
        starts = [0]
        elements = []
    }

    /// `pairs` grouped by key (a counting sort: the pairs are counted, then placed).
    init(keyCount: Int, _ pairs: [(key: Int, element: Element)]) {
        var starts = [Int](repeating: 0, count: keyCount + 1)
        for pair in pairs { starts[pair.key + 1] += 1 }
        for key in 0..<keyCount { starts[key + 1] += starts[key] }
        var next = starts
        elements = Array(unsafeUninitializedCapacity: pairs.count) { buffer, initializedCount in
            // Every place from 0 to the pair count is taken exactly once.
            for pair in pairs {
                (buffer.baseAddress! + next[pair.key]).initialize(to: pair.element)
                next[pair.key] += 1
            }
            initializedCount = pairs.count
        }
        self.starts = starts
    }

    /// How many elements there are, over all keys.
    var elementCount: Int { elements.count }

    /// The elements of a key, in the order they were given.
    subscript(key: Int) -> ArraySlice<Element> {
        elements[starts[key]..<starts[key + 1]]
    }
}
