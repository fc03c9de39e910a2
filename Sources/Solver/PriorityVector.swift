/// An objective coefficient split by priority: one component per priority level, compared
/// lexicographically from the highest priority down.
///
/// This is how lexicographic priorities stay exact: no single `Double` weight (kiwi's
/// 1e6/1e3/1) can make one priority-251 error outweigh any number of priority-250 errors.
/// Most symbols have no objective coefficient, which costs nothing here (an empty array).
struct PriorityVector {
    /// One component of the vector.
    struct Component {
        var priority: Double
        var value: Double
    }

    /// Sorted by priority, highest first; no value is near zero. One array of pairs, not
    /// two arrays: an error symbol's one component costs one allocation.
    private(set) var components: [Component] = []

    var isZero: Bool { components.isEmpty }

    /// 1 at `priority`: what adding 1 at `priority` to a zero vector makes, the objective
    /// coefficient of a new constraint's error symbol. For the whole-number priorities below
    /// required (what layouts use) one shared vector each, so that the error symbols of a
    /// feed's thousands of small solvers do not allocate an array each; arrays are copied
    /// on write, so sharing changes no value.
    static func unit(at priority: Double) -> PriorityVector {
        if priority >= 1, priority <= 999, let index = Int(exactly: priority) { return sharedUnits[index] }
        var vector = PriorityVector()
        vector.add(1, at: priority)
        return vector
    }

    /// ``unit(at:)`` of 0 through 999 (made once, on first use).
    private static let sharedUnits: [PriorityVector] = (0...999).map { priority in
        var vector = PriorityVector()
        vector.add(1, at: Double(priority))
        return vector
    }

    /// The sign of the leading (highest-priority) component: -1, 0 or +1.
    var sign: Int {
        guard let first = components.first else { return 0 }
        return first.value < 0 ? -1 : 1
    }

    /// The component at one priority (0 if absent).
    func value(at priority: Double) -> Double {
        components.first { $0.priority == priority }?.value ?? 0
    }

    /// Adds `factor·other`.
    mutating func add(_ other: PriorityVector, times factor: Double) {
        for component in other.components {
            add(component.value * factor, at: component.priority)
        }
    }

    /// Adds `amount` to the component at `priority`; components that cancel are dropped.
    mutating func add(_ amount: Double, at priority: Double) {
        var i = 0
        while i < components.count && components[i].priority > priority { i += 1 }
        if i < components.count && components[i].priority == priority {
            let sum = components[i].value + amount
            if isNearZero(sum) {
                components.remove(at: i)
            } else {
                components[i].value = sum
            }
        } else if !isNearZero(amount) {
            // Appended when lowest (the usual case): `insert(_:at:)` at the end costs several
            // times an append.
            let component = Component(priority: priority, value: amount)
            if i == components.count { components.append(component) } else { components.insert(component, at: i) }
        }
    }

    /// Compares `self / a` with `other / b` lexicographically (`a`, `b` > 0):
    /// true if `self / a` is smaller.
    func isLess(dividedBy a: Double, than other: PriorityVector, dividedBy b: Double) -> Bool {
        var i = 0
        var j = 0
        while i < components.count || j < other.components.count {
            let lhs: Double
            let rhs: Double
            if j == other.components.count || (i < components.count && components[i].priority > other.components[j].priority) {
                lhs = components[i].value / a
                rhs = 0
                i += 1
            } else if i == components.count || other.components[j].priority > components[i].priority {
                lhs = 0
                rhs = other.components[j].value / b
                j += 1
            } else {
                lhs = components[i].value / a
                rhs = other.components[j].value / b
                i += 1
                j += 1
            }
            if !isNearZero(lhs - rhs) { return lhs < rhs }
        }
        return false
    }
}
