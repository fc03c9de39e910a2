import LayoutModel

/// Lists of elements grouped by small integer keys (`0..<keyCount`), kept in one flat array
/// with where each key's list starts, instead of one array per key: a layout has tens of
/// thousands of keys (variables, components), and an array each would be an allocation each.
/// Each key's elements keep the order the pairs gave them in.
struct FlatGroups<Element> {
    /// Key `k`'s elements are `elements[starts[k]..<starts[k + 1]]`. Int32: a layout has far
    /// fewer elements, and a large one hundreds of thousands of keys.
    private let starts: [Int32]
    private let elements: [Element]

    /// No keys.
    init() {
        starts = [0]
        elements = []
    }

    /// `pairs` grouped by key (a counting sort: the pairs are counted, then placed).
    init(keyCount: Int, _ pairs: [(key: Int, element: Element)]) {
        precondition(pairs.count < Int(Int32.max), "\(pairs.count) elements")
        // First each key's count, then where each key's elements end.
        var starts = [Int32](repeating: 0, count: keyCount + 1)
        for pair in pairs { starts[pair.key] += 1 }
        var end: Int32 = 0
        for key in 0..<keyCount {
            end += starts[key]
            starts[key] = end
        }
        starts[keyCount] = end
        // Then the pairs, last first, each just before the end of its key's elements so far:
        // each key's elements keep their order, and its end moves back to its start, with no
        // second table of where the next element of each key goes.
        elements = Array(unsafeUninitializedCapacity: pairs.count) { buffer, initializedCount in
            // Every place from 0 to the pair count is taken exactly once.
            for pair in pairs.reversed() {
                starts[pair.key] -= 1
                (buffer.baseAddress! + Int(starts[pair.key])).initialize(to: pair.element)
            }
            initializedCount = pairs.count
        }
        self.starts = starts
    }

    /// How many elements there are, over all keys.
    var elementCount: Int { elements.count }

    /// The elements of a key, in the order they were given.
    subscript(key: Int) -> ArraySlice<Element> {
        elements[Int(starts[key]) ..< Int(starts[key + 1])]
    }
}
