import LayoutModel
import Solver

/// A component whose solver holds one required equality over sizes alone,
/// `Σ aᵢ·sizeᵢ + c == 0` with every `aᵢ` of `c`'s sign, whose sizes' floors wait outside: the
/// equality and the floors cannot hold together, and without any one of them the rest can
/// (that size takes up `−c`). A cycle through positions (`v[i].top == v[i+1].bottom + 1`,
/// closed) comes to this once the forest has taken its positions out.
///
/// Entered one by one, each floor moves the equality's row (a term per size) onto the next
/// size, and the last one fails; the conflict search then solves systems as long as the
/// cycle until its budget runs out. Both are quadratic in the number of sizes. Since the
/// conflict is known (every floor and the equality, irreducible), ``LayoutSession`` records it
/// as that insertion would, and puts the floors in at once.
struct SizeSum {
    var component: Int
    /// The equality's equation.
    var equation: Int
    /// The sizes' floors, in the order they would go in: the last is the one that fails.
    var floors: [Int]
}

extension LayoutSession {
    /// The size sums among the floors about to go in (`needed`, in their order), by component.
    func sizeSums(among needed: [(value: Double, equation: Int)]) -> [Int: SizeSum] {
        // Grouped flat: most needed floors are alone in their component (a free width each),
        // and a table of arrays by component cost an allocation and a hash each.
        var pairs: [(key: Int, element: Int)] = []
        pairs.reserveCapacity(needed.count)
        for (_, floor) in needed {
            guard let size = NonNegativeSizes.size(ofFloor: floor, in: system), let slot = components.slot(of: size) else { continue }
            pairs.append((slot.component, floor))
        }
        let floorsByComponent = FlatGroups(keyCount: components.solvers.count, pairs)
        var sums: [Int: SizeSum] = [:]
        for (component, floor) in pairs {
            let floors = floorsByComponent[component]
            // Each component once, at its first floor.
            guard floors.count >= 2, floors.first == floor else { continue }
            if let equation = sizeSumEquation(in: component, floors: floors) {
                sums[component] = SizeSum(component: component, equation: equation, floors: Array(floors))
            }
        }
        return sums
    }

    /// The size sum's equality (taken once) and its floors, with the multipliers that combine
    /// them into a nonzero constant: each floor (`size >= 0`) takes away its size's share of
    /// the sum. The conflict is irreducible: without the equality nothing bounds the sizes,
    /// and without a floor its size takes up what the others cannot.
    private func combination(of sum: SizeSum) -> [(equation: Int, multiplier: Double)] {
        // The sum's terms are exactly the floors' sizes (``sizeSumEquation(in:floors:)``).
        // The system read once: handed to a function from this class, it is copied each time.
        let system = system
        return [(sum.equation, 1)] + substitutedForm(sum.equation).terms.compactMap { term in
            NonNegativeSizes.floor(of: term.variable, in: system).map { ($0, -term.coefficient) }
        }
    }

    /// The equation of the component's size sum, if its solver holds one over exactly the
    /// sizes of `floors` and nothing else.
    private func sizeSumEquation(in component: Int, floors: ArraySlice<Int>) -> Int? {
        let held = components.solvers[component].constraints
        guard held.count == 1, let equation = equationByHandle[Handle(component: component, handle: held[0])],
            !broken.contains(equation), system.equations[equation].relation == .equal,
            system.equations[equation].priority.isRequired
        else { return nil }
        let form = substitutedForm(equation)
        guard form.terms.count == floors.count, abs(form.constant) > 1e-6 else { return nil }
        // Each term's floor found among the floors by bisection, and crossed off: a sum over
        // thousands of sizes (a cycle through positions) hashed each into two sets.
        let sorted = floors.sorted()
        var seen = [Bool](repeating: false, count: sorted.count)
        for term in form.terms {
            guard term.coefficient * form.constant > 0, let floor = NonNegativeSizes.floor(of: term.variable, in: system),
                isSlackFloor[floor]
            else { return nil }
            var position = 0, end = sorted.count
            while position < end {
                let middle = (position + end) / 2
                if sorted[middle] < floor { position = middle + 1 } else { end = middle }
            }
            guard position < sorted.count, sorted[position] == floor, !seen[position] else { return nil }
            seen[position] = true
        }
        return equation
    }

    /// Puts a size sum's floors in: records the conflict that entering them one by one would
    /// find at the last, gives up the member ``Conflict/breakingRule(_:in:document:)`` picks
    /// and enters the floors at once. Where that member is not the equality or a forest edge
    /// (never so far), the floors go in one by one after all.
    func insertFloors(of sum: SizeSum) -> Outcome {
        changed(sum.component)
        if forest.hasPropagatedValues {
            propagatesFixedValues = false
            return .conflictWithPropagatedValues
        }
        let started = ContinuousClock.now
        let combination = combination(of: sum)
        let members = irreducibleMembers(combination.map(\.equation), multipliers: combination.map(\.multiplier))
        let victim = breakingChoice(members.equations)
        guard victim == sum.equation || forest.isEdge(victim) else {
            for floor in sum.floors {
                isSlackFloor[floor] = false
                switch insert(floor) {
                case .added, .joinsComponents: continue
                case let outcome: return outcome
                }
            }
            return .added
        }
        conflictExplanationTime += ContinuousClock.now - started
        conflicts.append(Conflict(equations: members.equations, broken: victim, isMinimal: members.isMinimal))
        if victim != sum.equation { return .breakEdge(victim) }
        if let handle = handles[sum.equation] {
            try? components.solvers[sum.component].remove(handle.handle)
            equationByHandle[handle] = nil
            handles[sum.equation] = nil
        }
        // The sizes are in no row now: each floor makes its size a row of its own.
        for floor in sum.floors {
            isSlackFloor[floor] = false
            _ = insert(floor)
        }
        if let part = components.split(substitutedForm(sum.equation)).first {
            addBroken(sum.equation, part)
        }
        return .added
    }
}
