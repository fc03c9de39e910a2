/// UIKit's layout engine never solves a width or height to less than zero, though no
/// `NSLayoutConstraint` says so and no conflict log lists it: `H:|-(8)-[table]-(8)-|` in a
/// view whose `UIView-Encapsulated-Layout-Width` is 0 is logged as unsatisfiable, with just
/// those three constraints. Without this floor, 17 of the corpus's 30 reproducible logs
/// (uikit-logs 03, 06, 08, 12, 13, 15, 16, 19–21, 23, 27, 29–33) show no conflict.
///
/// ``LayoutSession`` gives a solver only the floors the solution leans on (see
/// ``isNeeded(at:)``): with every floor in the tableau, sizes become slack variables, and
/// a chain of sizes (`v[i].width == v[i+1].width + 1`) turns into restricted rows as long as
/// the chain, cubic to build.
enum NonNegativeSizes {
    /// Appends `width >= 0` and `height >= 0`, required, for every view and guide of the
    /// system: in place, not through an array of their own (two equations per item, each of
    /// which a copy would retain twice more).
    ///
    /// `intrinsicSizes` are the records of the items' intrinsic-size constraints, by item
    /// (none past its end), which their floors share (``GeneratedConstraint/sizeFloors(of:sharingWith:)``).
    static func append(to system: inout LayoutSystem, intrinsicSizes: [GeneratedConstraint.IntrinsicSizeConstraints?] = []) {
        let start = system.equations.count
        system.sizeFloorTermsStart = system.bulkTerms.count
        // One item at a time, two floors each: a loop over an array literal of the two
        // would allocate that array for every item. Their terms go in the builder's
        // array (``LayoutSystem/bulkTerms``), not an array each.
        func appendFloor(_ index: Int, _ component: FrameComponent, _ origin: GeneratedConstraint) {
            let terms = system.bulkTerms(LinearTerm(variable: LayoutSystem.variable(index, component), coefficient: 1))
            system.equations.append(LayoutEquation(
                terms: terms, constant: 0, relation: .greaterThanOrEqual, priority: .required, origin: .generated(origin)))
        }
        for index in system.items.indices {
            let origins = GeneratedConstraint.sizeFloors(
                of: system.items[index].id, sharingWith: index < intrinsicSizes.count ? intrinsicSizes[index] : nil)
            appendFloor(index, .width, origins.width)
            appendFloor(index, .height, origins.height)
        }
        system.sizeFloors = start..<system.equations.count
    }

    /// Whether the equation at an index is one of these floors: asked by index, since asking
    /// an equation's origin reads a box per generated equation (several per view).
    static func isFloor(_ index: Int, in system: LayoutSystem) -> Bool {
        system.sizeFloors.contains(index)
    }

    /// The index of a size variable's floor, if the system has floors (two an item, width
    /// first, in item order).
    static func floor(of variable: Int, in system: LayoutSystem) -> Int? {
        let component = LayoutSystem.component(ofVariable: variable)
        guard !component.isPosition else { return nil }
        let index = system.sizeFloors.lowerBound + LayoutSystem.item(ofVariable: variable) * 2 + (component == .width ? 0 : 1)
        return system.sizeFloors.contains(index) ? index : nil
    }

    /// The size variable of the floor at an equation index, `nil` for an equation that is not a floor.
    static func size(ofFloor index: Int, in system: LayoutSystem) -> Int? {
        guard system.sizeFloors.contains(index) else { return nil }
        let offset = index - system.sizeFloors.lowerBound
        return LayoutSystem.variable(offset / 2, offset % 2 == 0 ? .width : .height)
    }

    /// Whether a floor must be in the solver when its size solves to `value` without it.
    ///
    /// A size clearly above zero at an optimum that satisfies the floors given so far stays
    /// above zero nearby: that optimum is also one with every floor (it satisfies them all, and
    /// more constraints cannot do better), and the floor changes neither which variables the
    /// optimum pins nor what a tight-constraint explanation finds. A size at or below zero
    /// (within a margin wider than the solver's tolerance for a degenerate row) needs it.
    static func isNeeded(at value: Double) -> Bool {
        value <= 1e-6
    }
}
