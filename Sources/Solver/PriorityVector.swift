/// An objective coefficient split by priority: one component per priority level, compared
/// lexicographically from the highest priority down.
///
/// This is how lexicographic priorities stay exact: no single `Double` weight (kiwi's
/// 1e6/1e3/1) can make one priority-251 error outweigh any number of priority-250 errors.
/// Most symbols have no objective coefficient, which costs nothing here (an empty array).
struct PriorityVector {
    /// Components sorted by priority, highest first; no component is near zero.
    private(set) var priorities: [Double] = []
    private(set) var values: [Double] = []

    var isZero: Bool { values.isEmpty }

    /// The sign of the leading (highest-priority) component: -1, 0 or +1.
    var sign: Int {
        guard let first = values.first else { return 0 }
        return first < 0 ? -1 : 1
    }

    /// The component at one priority (0 if absent).
    func value(at priority: Double) -> Double {
        guard let i = priorities.firstIndex(of: priority) else { return 0 }
        return values[i]
    }

    /// Adds `factor·other`.
    mutating func add(_ other: PriorityVector, times factor: Double) {
        for k in other.priorities.indices {
            add(other.values[k] * factor, at: other.priorities[k])
        }
    }

    /// Adds `amount` to the component at `priority`; components that cancel are dropped.
    mutating func add(_ amount: Double, at priority: Double) {
        var i = 0
        while i < priorities.count && priorities[i] > priority { i += 1 }
        if i < priorities.count && priorities[i] == priority {
            let sum = values[i] + amount
            if isNearZero(sum) {
                priorities.remove(at: i)
                values.remove(at: i)
            } else {
                values[i] = sum
            }
        } else if !isNearZero(amount) {
            priorities.insert(priority, at: i)
            values.insert(amount, at: i)
        }
    }

    /// Compares `self / a` with `other / b` lexicographically (`a`, `b` > 0):
    /// true if `self / a` is smaller.
    func isLess(dividedBy a: Double, than other: PriorityVector, dividedBy b: Double) -> Bool {
        var i = 0
        var j = 0
        while i < priorities.count || j < other.priorities.count {
            let lhs: Double
            let rhs: Double
            if j == other.priorities.count || (i < priorities.count && priorities[i] > other.priorities[j]) {
                lhs = values[i] / a
                rhs = 0
                i += 1
            } else if i == priorities.count || other.priorities[j] > priorities[i] {
                lhs = 0
                rhs = other.values[j] / b
                j += 1
            } else {
                lhs = values[i] / a
                rhs = other.values[j] / b
                i += 1
                j += 1
            }
            if !isNearZero(lhs - rhs) { return lhs < rhs }
        }
        return false
    }
}
