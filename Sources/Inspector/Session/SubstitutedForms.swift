/// Every equation of a system as its solver will see it (``PositionForest/substitute(_:)``),
/// kept while a session sizes and fills its solvers, by equation index: `nil` for an
/// equation the forest stands in for.
///
/// Only the forms substitution changes are stored: the others are the equations' own forms,
/// read again from the system. An optional form for each equation took 24 bytes of each of
/// a 100,001-view feed's 750,000 equations (18 MB) until the last one was in a solver, the
/// top of a session's memory; two thirds of them are the equation's own form.
struct SubstitutedForms: RandomAccessCollection {
    private let equations: [LayoutEquation]
    /// By equation: `n >= 0` for `rewritten[n]`, ``own`` for the equation's own form,
    /// ``none`` for none.
    private var slots: [Int32]
    private var rewritten: [LinearForm] = []

    private static let own: Int32 = -1
    private static let none: Int32 = -2

    /// No forms.
    init() {
        equations = []
        slots = []
    }

    init(_ system: LayoutSystem, forest: PositionForest) {
        equations = system.equations
        slots = [Int32](repeating: Self.own, count: equations.count)
        for index in equations.indices {
            if forest.isEdge(index) {
                slots[index] = Self.none
            } else if let form = forest.rewrite(equations[index].form) {
                slots[index] = Int32(rewritten.count)
                rewritten.append(form)
            }
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { slots.count }

    @inline(__always)  // Read five times an equation while a session is built.
    subscript(index: Int) -> LinearForm? {
        let slot = slots[index]
        if slot >= 0 { return rewritten[Int(slot)] }
        return slot == Self.own ? equations[index].form : nil
    }

    /// Forgets the form at `index` (`nil` from now on), letting a rewritten form's terms go:
    /// once its solver has its own copy of them, they would only add to the solvers' memory
    /// as those fill.
    mutating func release(_ index: Int) {
        if slots[index] >= 0 { rewritten[Int(slots[index])] = LinearForm() }
        slots[index] = Self.none
    }

    /// Forgets every form (and frees the table of them).
    mutating func removeAll() {
        slots = []
        rewritten = []
    }
}
