/// A min-heap of symbols without duplicates: the work lists of the simplex loops.
///
/// Popping the smallest symbol first is Bland's rule, which rules out cycling; keeping the
/// list as a heap (instead of scanning the whole objective, as kiwi does) makes each
/// optimisation cost proportional to what changed, not to the size of the system.
struct SymbolHeap {
    private var heap: [Symbol] = []
    private var member: [Bool] = []

    var isEmpty: Bool { heap.isEmpty }

    mutating func insert(_ symbol: Symbol) {
        let index = Int(symbol)
        if index >= member.count {
            member.append(contentsOf: repeatElement(false, count: index - member.count + 1))
        }
        if member[index] { return }
        member[index] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMin() -> Symbol? {
        guard let top = heap.first else { return nil }
        member[Int(top)] = false
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
