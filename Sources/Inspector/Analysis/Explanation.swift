/// One constraint that determines an attribute, with how far it is from the attribute: 0 for
/// constraints on the item itself, 1 for those on the items they lead to, and so on.
public struct ExplanationStep: Hashable, Sendable {
    /// An index into the session's ``LayoutSystem/equations``.
    public var equation: Int
    public var distance: Int

    public init(equation: Int, distance: Int) {
        self.equation = equation
        self.distance = distance
    }
}

extension LayoutSession {
    /// Why an attribute of a view or guide has its value: the active constraints that hold
    /// with equality at the solution (a constraint that is slack or violated decides nothing)
    /// and connect it, through the variables they share on the attribute's axis, to fixed
    /// ground, nearest first. `maxDistance` bounds the search (long chains such as a feed's
    /// cards stacked under each other lead back through every card).
    public func explain(_ item: ItemID, _ attribute: Attribute, maxDistance: Int = .max) -> [ExplanationStep] {
        guard let index = system.index(of: item) else { return [] }
        let start: [Int]
        if attribute == .notAnAttribute {
            start = FrameComponent.allCases.map { LayoutSystem.variable(index, $0) }
        } else {
            start = system.expression(attribute, of: index).terms.map(\.variable)
        }
        let values = self.values
        // notAnAttribute asks about the whole frame: both axes.
        let onAxis = attribute.axis
        var seenVariables = Set(start)
        var seenEquations: Set<Int> = []
        var frontier = start
        var result: [ExplanationStep] = []
        var distance = 0
        while !frontier.isEmpty, distance <= maxDistance {
            var next: [Int] = []
            for variable in frontier {
                for equation in equations(mentioning: variable) where !seenEquations.contains(equation) {
                    let value = system.equations[equation]
                    guard isActive(equation: equation), abs(value.residual(values)) <= 1e-6 else { continue }
                    seenEquations.insert(equation)
                    result.append(ExplanationStep(equation: equation, distance: distance))
                    for term in value.terms where !seenVariables.contains(term.variable)
                        && (onAxis == nil || LayoutSystem.component(ofVariable: term.variable).axis == onAxis)
                    {
                        seenVariables.insert(term.variable)
                        next.append(term.variable)
                    }
                }
            }
            frontier = next
            distance += 1
        }
        return result
    }
}
