/// UIKit's layout engine never solves a width or height to less than zero, though no
/// `NSLayoutConstraint` says so and no conflict log lists it: `H:|-(8)-[table]-(8)-|` in a
/// view whose `UIView-Encapsulated-Layout-Width` is 0 is logged as unsatisfiable, with just
/// those three constraints. Without this floor, 17 of the corpus's 30 reproducible logs
/// (uikit-logs 03, 06, 08, 12, 13, 15, 16, 19–21, 23, 27, 29–33) show no conflict.
enum NonNegativeSizes {
    /// `width >= 0` and `height >= 0`, required, for every view and guide of the system.
    static func equations(in system: LayoutSystem) -> [LayoutEquation] {
        var result: [LayoutEquation] = []
        result.reserveCapacity(system.items.count * 2)
        for (index, item) in system.items.enumerated() {
            for (component, attribute) in [(FrameComponent.width, Attribute.width), (.height, .height)] {
                let constraint = Constraint(first: item.id, firstAttribute: attribute, relation: .greaterThanOrEqual)
                let origin = GeneratedConstraint(item: item.id, source: .nonNegativeSize, role: component.name, constraint: constraint)
                result.append(LayoutEquation(
                    terms: [LinearTerm(variable: LayoutSystem.variable(index, component), coefficient: 1)],
                    constant: 0, relation: .greaterThanOrEqual, priority: .required, origin: .generated(origin)))
            }
        }
        return result
    }
}
