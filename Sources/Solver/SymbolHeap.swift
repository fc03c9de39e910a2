/// A min-heap of symbols without duplicates: the work lists of the simplex loops.
///
/// Which symbols it holds the caller keeps, with what else it knows of each symbol (a flag
/// passed to ``insert(_:isQueued:)``, cleared when ``popMin()`` returns the symbol): an array
/// of flags here was one more allocation for each of a feed's thousands of small tableaux.
///
/// Popping the smallest symbol first is Bland's rule, which rules out cycling; keeping the
/// list as a heap (instead of scanning the whole objective, as kiwi does) makes each
/// optimisation cost proportional to what changed, not to the size of the system.
struct SymbolHeap {
    private var heap: [Symbol] = []

    var isEmpty: Bool { heap.isEmpty }

    /// Adds `symbol` unless `isQueued` says it is here already, and sets `isQueued`.
    mutating func insert(_ symbol: Symbol, isQueued: inout Bool) {
        if isQueued { return }
        isQueued = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes the smallest symbol and returns it; the caller clears its flag.
    mutating func popMin() -> Symbol? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                if left >= heap.count { break }
                var smallest = left
                if left + 1 < heap.count && heap[left + 1] < heap[left] { smallest = left + 1 }
                if heap[parent] <= heap[smallest] { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }
}
