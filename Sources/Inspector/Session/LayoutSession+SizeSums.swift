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

    /// The members of a size sum's conflict: its equality, its sizes' floors and the forest
    /// edges they need, combined with the multipliers that make a nonzero constant (each floor,
    /// `size >= 0`, takes away its size's share of the sum). The conflict is irreducible:
    /// without the equality nothing bounds the sizes, and without a floor its size takes up
    /// what the others cannot.
    private func members(ofSizeSum equation: Int, form: LinearForm) -> [Int] {
        // The sum's terms are exactly the floors' sizes (``isSizeSum(_:_:_:floorWaits:in:)``).
        // The system read once: handed to a function from this class, it is copied each time.
        let system = system
        let combination = [(equation, 1.0)] + form.terms.compactMap { term in
            NonNegativeSizes.floor(of: term.variable, in: system).map { ($0, -term.coefficient) }
        }
        return irreducibleMembers(combination.map(\.0), multipliers: combination.map(\.1)).equations
    }

    /// Whether an equation, as its solver sees it, is a size sum's equality: required,
    /// `Σ aᵢ·sizeᵢ + c == 0` over two sizes or more, each `aᵢ` of `c`'s sign, each size's
    /// floor waiting outside.
    static func isSizeSum(
        _ form: LinearForm, _ relation: Relation, _ priority: Priority, floorWaits: (Int) -> Bool, in system: LayoutSystem
    ) -> Bool {
        guard form.terms.count >= 2, relation == .equal, priority.isRequired, abs(form.constant) > 1e-6
        else { return false }
        return form.terms.allSatisfy { term in
            guard term.coefficient * form.constant > 0, let floor = NonNegativeSizes.floor(of: term.variable, in: system) else { return false }
            return floorWaits(floor)
        }
    }

    /// The forest edge a size sum gives up, found before anything is solved: such a sum cannot
    /// hold whatever the solvers find, and where the breaking rule gives up one of the
    /// forest's edges, solving starts over without it (``solveAll()``). Found after solving,
    /// it would cost a whole solve more. The conflict of a sum whose equality is given up is
    /// kept for ``insertFloors(of:)``.
    ///
    /// - Parameter candidates: the equations that have a size sum's form
    ///   (``isSizeSum(_:_:_:floorWaits:in:)``), with their forms; those alone in their
    ///   component's solver are size sums.
    func edgeGivenUp(bySizeSumsAmong candidates: [(equation: Int, form: LinearForm)]) -> Outcome? {
        for (equation, form) in candidates {
            guard let component = components.component(of: form), components.constraintCounts[component] == 1 else { continue }
            if forest.hasPropagatedValues { return .conflictWithPropagatedValues }
            let started = ContinuousClock.now
            defer { conflictExplanationTime += ContinuousClock.now - started }
            let members = members(ofSizeSum: equation, form: form)
            let victim = breakingChoice(members)
            if forest.isEdge(victim) { return .breakEdge(victim) }
            foreseenSizeSums[equation] = members
        }
        return nil
    }

    /// The equation of the component's size sum, if its solver holds one over exactly the
    /// sizes of `floors` and nothing else.
    private func sizeSumEquation(in component: Int, floors: ArraySlice<Int>) -> Int? {
        let held = components.solvers[component].constraints
        guard held.count == 1, let equation = equationByHandle[Handle(component: component, handle: held[0])],
            !broken.contains(equation)
        else { return nil }
        let form = substitutedForm(equation)
        // The system read once: handed to a function from this class, it is copied each time.
        let system = system
        let relation = system.equations[equation].relation, priority = system.equations[equation].priority
        guard form.terms.count == floors.count, Self.isSizeSum(form, relation, priority, floorWaits: { isSlackFloor[$0] }, in: system)
        else { return nil }
        // Each term's floor found among the floors by bisection, and crossed off: a sum over
        // thousands of sizes (a cycle through positions) hashed each into two sets.
        let sorted = floors.sorted()
        var seen = [Bool](repeating: false, count: sorted.count)
        for term in form.terms {
            guard let floor = NonNegativeSizes.floor(of: term.variable, in: system) else { return nil }
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
        let members = foreseenSizeSums.removeValue(forKey: sum.equation)
            ?? members(ofSizeSum: sum.equation, form: substitutedForm(sum.equation))
        let victim = breakingChoice(members)
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
        conflicts.append(Conflict(equations: members, broken: victim, isMinimal: true))
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
