/// For each layout variable, the equations that mention it, ascending: one flat table made
/// from the system at once, and the equations a REPL's edits add since kept apart. Flat: an
/// array per variable was an allocation for each variable a layout mentions, made when a
/// report first asks whether its free views are constrained.
struct EquationsByVariable {
    private let made: FlatGroups<Int32>
    private let variableCount: Int
    /// Equations added since the table was made, by variable, ascending.
    private var added: [Int: [Int]] = [:]

    init(_ system: LayoutSystem) {
        variableCount = system.variableCount
        var pairs: [(key: Int, element: Int32)] = []
        pairs.reserveCapacity(system.equations.count * 2)
        for (equation, value) in system.equations.enumerated() {
            for term in value.terms where term.variable >= 0 && term.variable < variableCount {
                pairs.append((term.variable, Int32(equation)))
            }
        }
        made = FlatGroups(keyCount: variableCount, pairs)
    }

    /// Notes an equation added after every equation the table holds.
    mutating func add(_ equation: Int, mentioning variables: some Sequence<Int>) {
        for variable in variables where variable >= 0 && variable < variableCount {
            added[variable, default: []].append(equation)
        }
    }

    /// The equations that mention `variable`, ascending.
    subscript(variable: Int) -> [Int] {
        guard variable >= 0 && variable < variableCount else { return [] }
        return made[variable].map(Int.init) + (added[variable] ?? [])
    }

    /// Whether an equation that mentions `variable` satisfies `predicate`, asked in order
    /// without an array of them.
    func contains(mentioning variable: Int, where predicate: (Int) -> Bool) -> Bool {
        guard variable >= 0 && variable < variableCount else { return false }
        return made[variable].contains { predicate(Int($0)) } || (added[variable]?.contains(where: predicate) ?? false)
    }
}
