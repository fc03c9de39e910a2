/// Positions defined by required equalities, taken out of the solver.
///
/// A Cassowary tableau writes every variable in terms of zero-valued slack, error and
/// marker symbols. Along a chain of views (a feed's cards, each under the previous one, each
/// as tall as its content decides) a card's position depends on the sizes of all the cards
/// above it, so its row has a term for each: the tableau grows quadratically and so does the
/// solve (kiwi has the same problem). But layouts place most views by a required equality
/// between two positions, `a.top == b.bottom + 8`, i.e. `a.minY = b.minY + b.height + 8`.
/// Those equalities form a forest over position variables; every position is its tree
/// root's plus a sum of sizes along the path. Substituting that into the other equations
/// makes positions cancel out of nearly all of them (constraints are local: `card.bottom
/// >= image.bottom + 12` becomes `card.height >= image.height + 24`), so the solver sees
/// sizes and tree roots only, in small independent blocks.
///
/// The edges are required equalities with exactly two position terms on one axis with
/// opposite coefficients, the other terms being sizes, that join two different trees (in
/// system order). The tree holding the root view's position is rooted there.
///
/// Required equalities that leave one unknown once the positions are substituted fix that
/// variable outright (`image.width == 60`; `card.trailing == root.trailing − 16` once the
/// root's width is known). With `propagatesFixedValues` the forest fixes them all, each value
/// feeding the next, so the solver never sees them: a chain of views each as wide as its
/// parent is a list of constants instead of a tableau whose every row spells out the chain
/// above it (quadratic, as in kiwi). Without it only UIKit's own one-variable equalities are
/// fixed, and an app's `height == 44` stays in its solver, where a conflict can give it up
/// cheaply: ``LayoutSession`` solves that way once a conflict appears.
struct PositionForest {
    /// A position defined by an edge: `variable = parent + offset`.
    ///
    /// The per-variable tables hold indexes as Int32 (a layout has far fewer variables and
    /// equations): a large feed has 400,000 variables, and a link takes 24 bytes, not 40.
    struct Link {
        private var parentIndex: Int32
        private var equationIndex: Int32
        /// Over non-position variables.
        var offset: LinearForm

        init(parent: Int, equation: Int, offset: LinearForm) {
            parentIndex = Int32(parent)
            equationIndex = Int32(equation)
            self.offset = offset
        }

        var parent: Int { Int(parentIndex) }
        var equation: Int { Int(equationIndex) }
    }

    /// A value a required equality fixes.
    struct FixedValue {
        var value: Double
        private var equationIndex: Int32

        init(_ value: Double, equation: Int) {
            self.value = value
            equationIndex = Int32(equation)
        }

        var equation: Int { Int(equationIndex) }
    }

    /// The link of each position variable that has a parent, by variable.
    private(set) var links: [Link?]
    private var depth: [Int32]
    /// The root of each linked position's tree, by variable (itself for the others).
    private var roots: [Int32]
    /// Variables a generated required one-variable equality fixes (the root's frame): constants for
    /// the solvers, so the views sized from the root (`card.width == root.width − 32`) do
    /// not all join one solver through it.
    private var fixed: [FixedValue?]
    /// Whether `fixed` holds values derived from other fixed values or from the app's own
    /// constraints (see `propagatesFixedValues`), not only UIKit's one-variable equalities.
    private(set) var hasPropagatedValues = false
    /// Whether the forest stands in for an equation (an edge or a fixing equality), by
    /// equation index: asked once or twice per equation while solving, where a set of
    /// indexes cost a hash each time.
    private var edgeFlags: [Bool]
    /// Linked positions, parents before children.
    private(set) var order: [Int] = []

    /// - Parameters:
    ///   - excluded: equations that must not be edges (they were given up in a conflict).
    ///   - preferredRoots: position variables that should root their trees (the root view's).
    ///   - propagatesFixedValues: fix every variable required equalities determine (see above).
    init(_ system: LayoutSystem, excluded: Set<EquationOrigin>, preferredRoots: [Int], propagatesFixedValues: Bool = false) {
        let count = system.variableCount
        let equations = system.equations
        links = Array(repeating: nil, count: count)
        fixed = Array(repeating: nil, count: count)
        depth = Array(repeating: 0, count: count)
        roots = (0..<count).map { Int32($0) }
        edgeFlags = Array(repeating: false, count: equations.count)
        // Equations are read field by field in place: copying one retains its terms and origin.
        func isCandidate(_ index: Int) -> Bool {
            equations[index].relation == .equal && equations[index].priority.isRequired
                && (excluded.isEmpty || !excluded.contains(equations[index].origin))
        }
        var unionFind = UnionFind(count: count)
        // Each position's candidate edges, both ways, in equation order.
        var adjacencyPairs: [(key: Int, element: (neighbor: Int, equation: Int))] = []
        for index in equations.indices where equations[index].terms.count >= 2 && isCandidate(index) {
            var positions: (first: LinearTerm?, second: LinearTerm?, count: Int) = (nil, nil, 0)
            for term in equations[index].terms where LayoutSystem.component(ofVariable: term.variable).isPosition {
                positions.count += 1
                if positions.first == nil { positions.first = term } else { positions.second = term }
            }
            guard positions.count == 2, let a = positions.first, let b = positions.second, a.coefficient == -b.coefficient,
                LayoutSystem.component(ofVariable: a.variable) == LayoutSystem.component(ofVariable: b.variable),
                unionFind.union(a.variable, b.variable)
            else { continue }
            adjacencyPairs.append((a.variable, (b.variable, index)))
            adjacencyPairs.append((b.variable, (a.variable, index)))
        }
        let adjacency = FlatGroups(keyCount: count, adjacencyPairs)
        var visited = [Bool](repeating: false, count: count)
        var queue: [Int] = []
        for start in preferredRoots.filter({ $0 < count }) + Array(0..<count) where !adjacency[start].isEmpty && !visited[start] {
            visited[start] = true
            queue.removeAll(keepingCapacity: true)
            queue.append(start)
            var head = 0
            while head < queue.count {
                let current = queue[head]
                head += 1
                for (neighbor, equation) in adjacency[current] where !visited[neighbor] {
                    visited[neighbor] = true
                    links[neighbor] = Link(parent: current, equation: equation,
                                           offset: Self.offset(of: neighbor, from: current, equations[equation]))
                    depth[neighbor] = depth[current] + 1
                    roots[neighbor] = Int32(start)
                    edgeFlags[equation] = true
                    order.append(neighbor)
                    queue.append(neighbor)
                }
            }
        }
        if propagatesFixedValues {
            propagateFixedValues(system, excluded: excluded)
            return
        }
        for index in equations.indices where equations[index].terms.count == 1 && isCandidate(index) {
            // Only what UIKit holds (the root's frame, guides at recorded frames): an app's
            // `height == 44` stays in its solver, where a conflict can give it up cheaply.
            guard case .generated = equations[index].origin else { continue }
            let term = equations[index].terms[0]
            guard term.coefficient != 0, links[term.variable] == nil, fixed[term.variable] == nil else { continue }
            fixed[term.variable] = FixedValue(-equations[index].constant / term.coefficient, equation: index)
            edgeFlags[index] = true
        }
    }

    /// Fixes each variable that a required equality (not an edge) leaves as its only unknown
    /// once positions are substituted and the variables fixed so far are known, until none is
    /// left: a work list over the equations, each visited when its count of unknowns drops to
    /// one, so linear in the size of the system however long the chains of values.
    private mutating func propagateFixedValues(_ system: LayoutSystem, excluded: Set<EquationOrigin>) {
        let equations = system.equations
        var forms = [LinearForm?](repeating: nil, count: equations.count)
        var unknowns = [Int](repeating: 0, count: equations.count)
        var ready: [Int] = []
        for index in equations.indices
        where equations[index].relation == .equal && equations[index].priority.isRequired && !edgeFlags[index]
            && (excluded.isEmpty || !excluded.contains(equations[index].origin))
        {
            let form = substituteLinks(equations[index].form, noting: { _ in })
            guard !form.terms.isEmpty else { continue }
            forms[index] = form
            unknowns[index] = form.terms.count
            if form.terms.count == 1 { ready.append(index) }
        }
        // The equations that mention each variable, ascending.
        var mentionPairs: [(key: Int, element: Int)] = []
        for (index, form) in forms.enumerated() {
            for term in form?.terms ?? [] { mentionPairs.append((term.variable, index)) }
        }
        let mentions = FlatGroups(keyCount: links.count, mentionPairs)
        var head = 0
        while head < ready.count {
            let index = ready[head]
            head += 1
            guard unknowns[index] == 1, let form = forms[index] else { continue }
            var value = form.constant
            var unknown: LinearTerm?
            for term in form.terms {
                if let known = fixed[term.variable] {
                    value += term.coefficient * known.value
                } else {
                    unknown = term
                }
            }
            guard let unknown, abs(unknown.coefficient) > 1e-9 else { continue }
            let solved = -value / unknown.coefficient
            guard solved.isFinite else { continue }
            fixed[unknown.variable] = FixedValue(solved, equation: index)
            edgeFlags[index] = true
            hasPropagatedValues = true
            for other in mentions[unknown.variable] {
                unknowns[other] -= 1
                if unknowns[other] == 1 { ready.append(other) }
            }
        }
    }

    /// From `c·child − c·parent + rest = 0`: `child = parent − rest / c`.
    private static func offset(of child: Int, from parent: Int, _ equation: LayoutEquation) -> LinearForm {
        let coefficient = equation.terms.first { $0.variable == child }?.coefficient ?? 1
        var rest = LinearForm(constant: equation.constant)
        for term in equation.terms where term.variable != child && term.variable != parent {
            rest.add(.variable(term.variable, term.coefficient))
        }
        return rest * (-1 / coefficient)
    }

    /// Whether the forest defines a variable (a linked position or a fixed value), so that
    /// no solver has it.
    func defines(_ variable: Int) -> Bool { links[variable] != nil || fixed[variable] != nil }

    /// Whether `equation` fixes a variable's value (rather than linking two positions).
    func fixesValue(_ equation: Int) -> Bool {
        isEdge(equation) && fixed.contains { $0?.equation == equation }
    }

    /// Whether the forest stands in for the equation: an edge, or an equality that fixes a
    /// value. Equations added after the forest was built are not.
    func isEdge(_ equation: Int) -> Bool { edgeFlags.indices.contains(equation) && edgeFlags[equation] }

    func root(of variable: Int) -> Int { Int(roots[variable]) }

    /// Rewrites a form over layout variables into one over tree roots and non-position
    /// variables.
    func substitute(_ form: LinearForm) -> LinearForm {
        substitute(form, noting: { _ in })
    }

    /// The edges and fixing equalities ``substitute(_:)`` goes through for a form, in the
    /// order it meets them: what a conflict over substituted forms is made of. Apart, because
    /// solving substitutes every equation and needs none of these lists.
    func edges(substituting form: LinearForm) -> [Int] {
        var edges: [Int] = []
        _ = substitute(form, noting: { edges.append($0) })
        return edges
    }

    private func substitute(_ form: LinearForm, noting noteEdge: (Int) -> Void) -> LinearForm {
        let result = substituteLinks(form, noting: noteEdge)
        // Most forms keep their terms (a size no required equality fixes): shared, not copied.
        // A loop, not `contains(where:)`: a closure would copy the forest's arrays.
        var fixesSome = false
        for term in result.terms where fixed[term.variable] != nil {
            fixesSome = true
            break
        }
        guard fixesSome else { return result }
        var constant = result.constant
        var terms: [LinearTerm] = []
        terms.reserveCapacity(result.terms.count)
        for term in result.terms {
            if let value = fixed[term.variable] {
                constant += term.coefficient * value.value
                noteEdge(value.equation)
            } else {
                terms.append(term)
            }
        }
        return LinearForm(terms: terms, constant: constant)
    }

    /// `substitute` without the fixed values: over tree roots and sizes.
    private func substituteLinks(_ form: LinearForm, noting noteEdge: (Int) -> Void) -> LinearForm {
        // Without a linked position, a form whose terms are distinct and non-zero (every
        // equation the builder makes, nearly) comes out as it went in.
        var linksSome = false
        for term in form.terms where links[term.variable] != nil {
            linksSome = true
            break
        }
        if !linksSome && Self.isReduced(form) { return form }
        var result = LinearForm(constant: form.constant)
        // Positions cancel along their paths: the result rarely has more terms than the form.
        result.terms.reserveCapacity(form.terms.count)
        for term in form.terms where links[term.variable] == nil {
            result.add(term.variable, term.coefficient)
        }
        // Then each tree, in the order its first position comes. Forms have a handful of
        // terms: rescanning them beats grouping them into arrays (several per form).
        for (index, term) in form.terms.enumerated() where links[term.variable] != nil {
            let root = root(of: term.variable)
            guard !hasPosition(in: root, among: form.terms[..<index]) else { continue }
            let group = form.terms[index...]
            var total = 0.0
            for other in group where isPosition(other.variable, in: root) { total += other.coefficient }
            // Positions whose coefficients cancel need only their paths to a common ancestor.
            var anchor = root
            if abs(total) < 1e-12 {
                anchor = term.variable
                for other in group.dropFirst() where isPosition(other.variable, in: root) {
                    anchor = commonAncestor(anchor, other.variable)
                }
            } else {
                result.add(root, total)
            }
            for other in group where isPosition(other.variable, in: root) {
                var current = other.variable
                while current != anchor, let link = links[current] {
                    result.add(link.offset, times: other.coefficient)
                    noteEdge(link.equation)
                    current = link.parent
                }
            }
        }
        return result
    }

    /// Whether `variable` is a linked position of the tree rooted at `root`.
    private func isPosition(_ variable: Int, in root: Int) -> Bool {
        links[variable] != nil && self.root(of: variable) == root
    }

    private func hasPosition(in root: Int, among terms: ArraySlice<LinearTerm>) -> Bool {
        for term in terms where isPosition(term.variable, in: root) { return true }
        return false
    }

    /// Whether no two terms share a variable and none is zero: what ``LinearForm/add(_:_:)``
    /// would leave unchanged, term by term.
    private static func isReduced(_ form: LinearForm) -> Bool {
        for (index, term) in form.terms.enumerated() {
            guard term.coefficient != 0 else { return false }
            for other in form.terms[..<index] where other.variable == term.variable { return false }
        }
        return true
    }

    /// The nearest position both `a` and `b` descend from (or are).
    private func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var a = a
        var b = b
        while depth[a] > depth[b], let link = links[a] { a = link.parent }
        while depth[b] > depth[a], let link = links[b] { b = link.parent }
        while a != b, let linkA = links[a], let linkB = links[b] {
            a = linkA.parent
            b = linkB.parent
        }
        return a
    }

    /// Fills in the linked positions of `values` from their parents and offsets.
    func complete(_ values: inout [Double]) {
        for (variable, value) in fixed.enumerated() {
            if let value { values[variable] = value.value }
        }
        for variable in order {
            guard let link = links[variable] else { continue }
            values[variable] = values[link.parent] + link.offset.terms.reduce(link.offset.constant) {
                $0 + $1.coefficient * values[$1.variable]
            }
        }
    }
}

/// Disjoint sets over `0..<count` with path halving.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ element: Int) -> Int {
        var current = element
        while parent[current] != current {
            parent[current] = parent[parent[current]]
            current = parent[current]
        }
        return current
    }

    /// Joins the sets of `a` and `b`; false when they were already one.
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        let rootA = find(a)
        let rootB = find(b)
        guard rootA != rootB else { return false }
        parent[rootA] = rootB
        return true
    }
}
