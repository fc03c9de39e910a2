extension Array where Element: Comparable & Hashable {
    /// The values that occur at least `count` times, found by sorting a copy: a long conflict's
    /// members mostly name items of their own, and a table of every member, to find the few
    /// that share one, missed the cache at each.
    func repeatedValues(atLeast count: Int) -> Set<Element> {
        precondition(count >= 2)
        let sorted = self.sorted()
        var result: Set<Element> = []
        var run = 1
        for index in sorted.indices.dropFirst() {
            run = sorted[index] == sorted[index - 1] ? run + 1 : 1
            if run == count { result.insert(sorted[index]) }
        }
        return result
    }
}
