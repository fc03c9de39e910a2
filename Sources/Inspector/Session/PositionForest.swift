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
struct PositionForest: Equatable {
    /// A position defined by an edge: `variable = parent + offset`, the offset over
    /// non-position variables (``PositionForest/offset(ofLinkAt:)``).
    ///
    /// Indexes are Int32 (a layout has far fewer variables and equations), and the offset's
    /// terms are a run of the forest's ``offsetTerms``: a large feed has hundreds of thousands
    /// of links, and a link takes 32 bytes, with no form or array of terms of its own.
    struct Link: Equatable {
        private var variableIndex: Int32
        private var parentIndex: Int32
        private var equationIndex: Int32
        private var rootIndex: Int32
        /// The number of links from the tree's root down to the variable.
        fileprivate var depth: Int32
        /// Where the offset's terms start in ``offsetTerms``; they end where the next link's
        /// start (links are made, and their terms written, in one order).
        fileprivate var offsetStart: Int32
        /// The offset's constant.
        var offsetConstant: Double

        fileprivate init(variable: Int, parent: Int, equation: Int, root: Int, depth: Int32, offsetStart: Int, offsetConstant: Double) {
            variableIndex = Int32(variable)
            parentIndex = Int32(parent)
            equationIndex = Int32(equation)
            rootIndex = Int32(root)
            self.depth = depth
            self.offsetStart = Int32(offsetStart)
            self.offsetConstant = offsetConstant
        }

        /// The position the link defines.
        var variable: Int { Int(variableIndex) }
        var parent: Int { Int(parentIndex) }
        var equation: Int { Int(equationIndex) }
        /// The root of the variable's tree.
        var root: Int { Int(rootIndex) }
    }

    /// A value a required equality fixes.
    struct FixedValue: Equatable {
        var value: Double
        private var equationIndex: Int32
        private var variableIndex: Int32

        init(_ value: Double, of variable: Int, equation: Int) {
            self.value = value
            variableIndex = Int32(variable)
            equationIndex = Int32(equation)
        }

        var equation: Int { Int(equationIndex) }
        var variable: Int { Int(variableIndex) }
    }

    /// What the forest does with each variable, by variable: `n >= 0` for the variable of
    /// `links[n]`, `-2 - n` for the variable of `fixedValues[n]`, -1 for neither. One Int32 a
    /// variable, not a table of optional links and one of optional values by variable: a
    /// large layout has hundreds of thousands of variables.
    private var slots: [Int32]
    /// The linked positions, parents before children (the order they are found in, tree by tree).
    private(set) var links: [Link] = []
    /// The terms of the links' offsets, link after link (see ``Link``).
    private var offsetTerms: [LinearTerm] = []
    /// Variables a generated required one-variable equality fixes (the root's frame): constants for
    /// the solvers, so the views sized from the root (`card.width == root.width − 32`) do
    /// not all join one solver through it.
    private var fixedValues: [FixedValue] = []
    /// Whether `fixedValues` holds values derived from other fixed values or from the app's own
    /// constraints (see `propagatesFixedValues`), not only UIKit's one-variable equalities.
    private(set) var hasPropagatedValues = false
    /// Whether the forest stands in for an equation (an edge or a fixing equality), by
    /// equation index: asked once or twice per equation while solving, where a set of
    /// indexes cost a hash each time.
    private var edgeFlags: [Bool]

    /// - Parameters:
    ///   - excluded: equations that must not be edges (they were given up in a conflict).
    ///   - preferredRoots: position variables that should root their trees (the root view's).
    ///   - propagatesFixedValues: fix every variable required equalities determine (see above).
    init(_ system: LayoutSystem, excluded: Set<EquationOrigin>, preferredRoots: [Int], propagatesFixedValues: Bool = false) {
        let count = system.variableCount
        let equations = system.equations
        slots = Array(repeating: -1, count: count)
        edgeFlags = Array(repeating: false, count: equations.count)
        // Equations are read field by field in place: copying one retains its terms and origin.
        func isCandidate(_ index: Int) -> Bool {
            equations[index].relation == .equal && equations[index].priority.isRequired
                && (excluded.isEmpty || !excluded.contains(equations[index].origin))
        }
        var unionFind = UnionFind(count: count)
        // Each position's candidate edges, both ways, in equation order. Edges join trees, so
        // there are fewer than positions (half the variables): room for them all at once,
        // since a list this long grown by doubling copied itself a dozen times.
        var adjacencyPairs: [(key: Int, element: (neighbor: Int32, equation: Int32))] = []
        adjacencyPairs.reserveCapacity(count)
        // Each of these edges becomes a link, whose offset has the equation's other terms at
        // most: room for them all at once, where growing by doubling would leave up to half unused.
        var offsetTermBound = 0
        // The equation's own fields first: its terms are a pointer away, a cache miss each over
        // a large layout's hundreds of thousands of equations, and most are not candidates.
        for index in equations.indices where isCandidate(index) && equations[index].terms.count >= 2 {
            let positions = equations[index].terms.withUnsafeBufferPointer { terms in
                var positions: (first: LinearTerm?, second: LinearTerm?, count: Int) = (nil, nil, 0)
                for term in terms where LayoutSystem.component(ofVariable: term.variable).isPosition {
                    positions.count += 1
                    if positions.first == nil { positions.first = term } else { positions.second = term }
                }
                return positions
            }
            guard positions.count == 2, let a = positions.first, let b = positions.second, a.coefficient == -b.coefficient,
                LayoutSystem.component(ofVariable: a.variable) == LayoutSystem.component(ofVariable: b.variable),
                unionFind.union(a.variable, b.variable)
            else { continue }
            adjacencyPairs.append((a.variable, (Int32(b.variable), Int32(index))))
            adjacencyPairs.append((b.variable, (Int32(a.variable), Int32(index))))
            offsetTermBound += equations[index].terms.count - 2
        }
        offsetTerms.reserveCapacity(offsetTermBound)
        let adjacency = FlatGroups(keyCount: count, adjacencyPairs)
        adjacencyPairs = []
        links.reserveCapacity(adjacency.elementCount / 2)
        var visited = [Bool](repeating: false, count: count)
        // Breadth first from each root; the links found so far are the queue.
        func growTree(from start: Int) {
            guard start < count, !adjacency[start].isEmpty, !visited[start] else { return }
            visited[start] = true
            var head = links.count
            var current = start
            var currentDepth: Int32 = 0
            while true {
                for (neighbor, equation) in adjacency[current] where !visited[Int(neighbor)] {
                    let neighbor = Int(neighbor), equation = Int(equation)
                    visited[neighbor] = true
                    slots[neighbor] = Int32(links.count)
                    let offsetStart = offsetTerms.count
                    let offsetConstant = appendOffset(
                        of: neighbor, from: current, equations[equation].terms, equations[equation].constant)
                    links.append(Link(
                        variable: neighbor, parent: current, equation: equation, root: start, depth: currentDepth + 1,
                        offsetStart: offsetStart, offsetConstant: offsetConstant))
                    edgeFlags[equation] = true
                }
                guard head < links.count else { return }
                current = links[head].variable
                currentDepth = links[head].depth
                head += 1
            }
        }
        for start in preferredRoots { growTree(from: start) }
        for start in 0..<count { growTree(from: start) }
        if propagatesFixedValues {
            propagateFixedValues(system, excluded: excluded)
            // Kept for the session's life, and grown by doubling to a count no bound tells
            // ahead: copied to its size, so that the room doubling left unused is not kept.
            fixedValues = fixedValues.withUnsafeBufferPointer { Array($0) }
            return
        }
        for index in equations.indices where isCandidate(index) && equations[index].terms.count == 1 {
            // Only what UIKit holds (the root's frame, guides at recorded frames): an app's
            // `height == 44` stays in its solver, where a conflict can give it up cheaply.
            guard Self.isHeldByUIKit(equations[index]) else { continue }
            let term = equations[index].terms[0]
            guard term.coefficient != 0, slots[term.variable] == -1 else { continue }
            fix(term.variable, at: -equations[index].constant / term.coefficient, by: index)
        }
    }

    /// Whether an equation is one of UIKit's one-variable equalities (the root's frame, guides
    /// at their recorded frames), which the forest fixes whether or not it propagates values.
    private static func isHeldByUIKit(_ equation: LayoutEquation) -> Bool {
        guard case .generated = equation.origin else { return false }
        return equation.terms.count == 1
    }

    /// The link that defines a position, if one does.
    func link(of variable: Int) -> Link? {
        slots[variable] >= 0 ? links[Int(slots[variable])] : nil
    }

    /// The index in ``links`` of the link that defines a position, if one does.
    private func linkIndex(of variable: Int) -> Int? {
        slots[variable] >= 0 ? Int(slots[variable]) : nil
    }

    /// Where the terms of the offset of `links[index]` are in ``offsetTerms``.
    private func offsetTermRange(ofLinkAt index: Int) -> Range<Int> {
        let end = index + 1 < links.count ? Int(links[index + 1].offsetStart) : offsetTerms.count
        return Int(links[index].offsetStart) ..< end
    }

    /// The terms of the offset of `links[index]` (its constant is the link's ``Link/offsetConstant``).
    func offsetTerms(ofLinkAt index: Int) -> ArraySlice<LinearTerm> {
        offsetTerms[offsetTermRange(ofLinkAt: index)]
    }

    /// The value a required equality fixes a variable at, if one does.
    private func fixedValue(of variable: Int) -> FixedValue? {
        slots[variable] <= -2 ? fixedValues[Int(-2 - slots[variable])] : nil
    }

    private func isLinked(_ variable: Int) -> Bool { slots[variable] >= 0 }

    private mutating func fix(_ variable: Int, at value: Double, by equation: Int) {
        slots[variable] = Int32(-2 - fixedValues.count)
        fixedValues.append(FixedValue(value, of: variable, equation: equation))
        edgeFlags[equation] = true
    }

    /// Fixes each variable that a required equality (not an edge) leaves as its only unknown
    /// once positions are substituted and the variables fixed so far are known, until none is
    /// left: a work list over the equations, each visited when its count of unknowns drops to
    /// one, so linear in the size of the system however long the chains of values.
    private mutating func propagateFixedValues(_ system: LayoutSystem, excluded: Set<EquationOrigin>) {
        let equations = system.equations
        // The candidates only (required equalities that are not edges, with their forms over
        // roots and sizes), not a slot for every equation: a quarter of the room.
        var candidates: [(equation: Int32, unknowns: Int32)] = []
        var forms: [LinearForm] = []
        var termCount = 0
        var ready: [Int] = []
        for index in equations.indices
        where equations[index].relation == .equal && equations[index].priority.isRequired && !edgeFlags[index]
            && (excluded.isEmpty || !excluded.contains(equations[index].origin))
        {
            let own = equations[index].form
            let form = substituteLinks(own, noting: { _, _ in }) ?? own
            guard !form.terms.isEmpty else { continue }
            if form.terms.count == 1 { ready.append(forms.count) }
            candidates.append((Int32(index), Int32(form.terms.count)))
            forms.append(form)
            termCount += form.terms.count
        }
        // The candidates that mention each variable, ascending.
        var mentionPairs: [(key: Int, element: Int)] = []
        mentionPairs.reserveCapacity(termCount)
        for (candidate, form) in forms.enumerated() {
            form.terms.withUnsafeBufferPointer { terms in
                for term in terms { mentionPairs.append((term.variable, candidate)) }
            }
        }
        let mentions = FlatGroups(keyCount: slots.count, mentionPairs)
        mentionPairs = []
        var head = 0
        while head < ready.count {
            let candidate = ready[head]
            head += 1
            guard candidates[candidate].unknowns == 1 else { continue }
            let form = forms[candidate]
            var value = form.constant
            var unknown: LinearTerm?
            for term in form.terms {
                if let known = fixedValue(of: term.variable) {
                    value += term.coefficient * known.value
                } else {
                    unknown = term
                }
            }
            guard let unknown, abs(unknown.coefficient) > 1e-9 else { continue }
            let solved = -value / unknown.coefficient
            guard solved.isFinite else { continue }
            let equation = Int(candidates[candidate].equation)
            fix(unknown.variable, at: solved, by: equation)
            // UIKit's own one-variable equalities fix their own variable without propagation
            // too: a conflict need not solve again for them (every layout's root frame is one).
            // One whose variable is linked fixes its tree's root here, which it does not there.
            if !Self.isHeldByUIKit(equations[equation]) || equations[equation].terms[0].variable != unknown.variable {
                hasPropagatedValues = true
            }
            for other in mentions[unknown.variable] {
                candidates[other].unknowns -= 1
                if candidates[other].unknowns == 1 { ready.append(other) }
            }
        }
    }

    /// The forest of `system`, which differs from `old`, the system this forest was built from,
    /// in constants alone (another root size); `nil` when an edge's constant changed (its
    /// link's offset would) or a value comes out infinite.
    ///
    /// Which equations are edges, the links, and which values get fixed in which order depend
    /// on the terms alone. So each value is worked out again, in ``fixedValues``' order, from
    /// its equation in `system` with the operations ``propagateFixedValues(_:excluded:)`` uses,
    /// and the forest equals the one built from `system` (`RootResizerTests`), without the
    /// work list that found that order or the forms of the equations that fix nothing. The
    /// forms are made again rather than kept: kept, they held fresh memory through the solving.
    func refixed(in system: LayoutSystem, from old: LayoutSystem) -> PositionForest? {
        guard !links.contains(where: { system.equations[$0.equation].constant != old.equations[$0.equation].constant }) else {
            return nil
        }
        var result = self
        for index in fixedValues.indices {
            let own = system.equations[fixedValues[index].equation].form
            let form = substituteLinks(own, noting: { _, _ in }) ?? own
            // The fixed variable is the form's one term not fixed before it.
            let variable = fixedValues[index].variable
            var value = form.constant
            var coefficient = 0.0
            for term in form.terms {
                if term.variable == variable {
                    coefficient = term.coefficient
                } else if let known = result.fixedValue(of: term.variable) {
                    value += term.coefficient * known.value
                }
            }
            let solved = -value / coefficient
            guard solved.isFinite else { return nil }
            result.fixedValues[index].value = solved
        }
        return result
    }

    /// From `c·child − c·parent + rest = 0`: `child = parent − rest / c`. Appends the terms
    /// of `−rest / c` to ``offsetTerms`` and returns its constant, computed as `LinearForm`'s
    /// `(rest + Σ term) * (−1 / c)` computes them.
    /// The equation's terms and constant, not the equation: a copy of it retains its origin too.
    private mutating func appendOffset(of child: Int, from parent: Int, _ terms: LinearTerms, _ constant: Double) -> Double {
        let coefficient = terms.first { $0.variable == child }?.coefficient ?? 1
        let start = offsetTerms.count
        var constant = constant
        for term in terms where term.variable != child && term.variable != parent {
            // What `LinearForm.add` does with a one-term form: its constant, 0, is added too
            // (a constant of -0 becomes 0), and the term merged into the rest.
            constant += 0
            LinearForm.merge(term, times: 1, into: &offsetTerms, from: start)
        }
        let factor = -1 / coefficient
        if factor == 0 {
            offsetTerms.removeSubrange(start...)
        } else {
            for index in start ..< offsetTerms.count { offsetTerms[index].coefficient *= factor }
        }
        return constant * factor
    }

    /// Whether the forest defines a variable (a linked position or a fixed value), so that
    /// no solver has it.
    func defines(_ variable: Int) -> Bool { slots[variable] != -1 }

    /// Whether `equation` fixes a variable's value (rather than linking two positions).
    func fixesValue(_ equation: Int) -> Bool {
        isEdge(equation) && fixedValues.contains { $0.equation == equation }
    }

    /// Whether the forest stands in for the equation: an edge, or an equality that fixes a
    /// value. Equations added after the forest was built are not.
    func isEdge(_ equation: Int) -> Bool { edgeFlags.indices.contains(equation) && edgeFlags[equation] }

    func root(of variable: Int) -> Int { link(of: variable)?.root ?? variable }

    /// Rewrites a form over layout variables into one over tree roots and non-position
    /// variables.
    func substitute(_ form: LinearForm) -> LinearForm {
        substitute(form, noting: { _, _ in })
    }

    /// The edges and fixing equalities ``substitute(_:)`` goes through for a form, in the
    /// order it meets them: what a conflict over substituted forms is made of. Apart, because
    /// solving substitutes every equation and needs none of these lists.
    func edges(substituting form: LinearForm) -> [Int] {
        var edges: [Int] = []
        _ = substitute(form, noting: { edge, _ in edges.append(edge) })
        return edges
    }

    /// The edges and fixing equalities that a conflict over substituted forms needs, given
    /// the multipliers that combine the substituted forms into a nonzero constant (the
    /// conflict's certificate): those through which the combination carries a nonzero
    /// weight, in index order. An edge whose weights cancel (two members placed from one
    /// ancestor) is not needed. When the substituted conflict is irreducible, these and the
    /// forms' own equations are too: edges and fixing equalities each define a variable of
    /// their own, so they are independent, and the certificate is the only combination.
    func edges(neededBy forms: some Sequence<(form: LinearForm, multiplier: Double)>) -> [Int] {
        // Noted in a list and summed by edge after a sort (a stable one: each edge's weights
        // add in the order noted), not in a table by edge: a long conflict's certificate goes
        // through thousands of edges.
        var noted: [(edge: Int, weight: Double)] = []
        for (form, multiplier) in forms {
            noteEdges(of: form) { edge, weight in noted.append((edge, multiplier * weight)) }
        }
        noted.sort { $0.edge < $1.edge }
        var needed: [Int] = []
        var start = 0
        while start < noted.count {
            let edge = noted[start].edge
            var weight = EdgeWeight()
            while start < noted.count, noted[start].edge == edge {
                weight.add(noted[start].weight)
                start += 1
            }
            if !weight.cancels { needed.append(edge) }
        }
        return needed
    }

    /// What a combination carries through one edge: its weights' sum, and their sizes' sum,
    /// against which the sum is told from rounding.
    private struct EdgeWeight {
        private var sum = 0.0
        private var magnitude = 0.0

        mutating func add(_ weight: Double) {
            sum += weight
            magnitude += abs(weight)
        }

        var cancels: Bool { abs(sum) <= 1e-9 * max(1, magnitude) }
    }

    /// `noteEdge` is told each edge or fixing equality a position or fixed term goes
    /// through, with the term's coefficient.
    private func substitute(_ form: LinearForm, noting noteEdge: (Int, Double) -> Void) -> LinearForm {
        rewrite(form, noting: noteEdge) ?? form
    }

    /// What ``substitute(_:)`` makes of a form, or `nil` when that is the form itself (no
    /// linked position, no fixed value, its terms already merged): most equations of a
    /// layout, whose substituted forms a caller then need not keep (``SubstitutedForms``).
    func rewrite(_ form: LinearForm) -> LinearForm? {
        rewrite(form, noting: { _, _ in })
    }

    private func rewrite(_ form: LinearForm, noting noteEdge: (Int, Double) -> Void) -> LinearForm? {
        let linked = substituteLinks(form, noting: noteEdge)
        let result = linked ?? form
        // Most forms keep their terms (a size no required equality fixes): shared, not copied.
        // A loop, not `contains(where:)`: a closure would copy the forest's arrays.
        let fixesSome = result.terms.withUnsafeBufferPointer { terms in
            for term in terms where slots[term.variable] <= -2 { return true }
            return false
        }
        guard fixesSome else { return linked }
        var constant = result.constant
        var terms: [LinearTerm] = []
        terms.reserveCapacity(result.terms.count)
        for term in result.terms {
            if let value = fixedValue(of: term.variable) {
                constant += term.coefficient * value.value
                noteEdge(value.equation, term.coefficient)
            } else {
                terms.append(term)
            }
        }
        return LinearForm(terms: LinearTerms(terms), constant: constant)
    }

    /// What ``substitute(_:noting:)`` notes of a form, without the substituted form: of its
    /// terms only those of fixed values are merged, the ones whose edges it notes last.
    private func noteEdges(of form: LinearForm, noting noteEdge: (Int, Double) -> Void) {
        let terms = substituteLinks(form, fixedTermsOnly: true, noting: noteEdge)?.terms ?? form.terms
        for term in terms {
            if let value = fixedValue(of: term.variable) { noteEdge(value.equation, term.coefficient) }
        }
    }

    /// `substitute` without the fixed values: over tree roots and sizes; `nil` for a form
    /// that comes out as it went in. With `fixedTermsOnly`, the result holds only the terms
    /// of fixed values, for a caller that wants the edges noted and not the form.
    private func substituteLinks(
        _ form: LinearForm, fixedTermsOnly: Bool = false, noting noteEdge: (Int, Double) -> Void
    ) -> LinearForm? {
        // Over the terms in place: this runs for every equation of the layout.
        form.terms.withUnsafeBufferPointer { terms in
            // Without a linked position, a form whose terms are distinct and non-zero (every
            // equation the builder makes, nearly) comes out as it went in.
            var linksSome = false
            for term in terms where isLinked(term.variable) {
                linksSome = true
                break
            }
            if !linksSome && Self.isReduced(terms) { return nil }
            // The sum is merged as ``LinearForm/add(_:times:)`` merges it, into an array.
            var constant = form.constant
            // Positions cancel along their paths: the result rarely has more terms than the form.
            var result = MergedTerms(capacity: terms.count)
            func isKept(_ variable: Int) -> Bool { !fixedTermsOnly || slots[variable] <= -2 }
            for term in terms where !isLinked(term.variable) && isKept(term.variable) {
                result.merge(term, times: 1)
            }
            // Then each tree, in the order its first position comes. Forms have a handful of
            // terms: rescanning them beats grouping them into arrays (several per form).
            for (index, term) in terms.enumerated() where isLinked(term.variable) {
                let root = root(of: term.variable)
                guard !hasPosition(in: root, among: terms[..<index]) else { continue }
                let group = terms[index...]
                var total = 0.0
                for other in group where isPosition(other.variable, in: root) { total += other.coefficient }
                // Positions whose coefficients cancel need only their paths to a common ancestor.
                var anchor = root
                if abs(total) < 1e-12 {
                    anchor = term.variable
                    for other in group.dropFirst() where isPosition(other.variable, in: root) {
                        anchor = commonAncestor(anchor, other.variable)
                    }
                } else if isKept(root) {
                    result.merge(LinearTerm(variable: root, coefficient: total), times: 1)
                }
                for other in group where isPosition(other.variable, in: root) {
                    var current = other.variable
                    while current != anchor, let index = linkIndex(of: current) {
                        constant += other.coefficient * links[index].offsetConstant
                        for position in offsetTermRange(ofLinkAt: index) where isKept(offsetTerms[position].variable) {
                            result.merge(offsetTerms[position], times: other.coefficient)
                        }
                        noteEdge(links[index].equation, other.coefficient)
                        current = links[index].parent
                    }
                }
            }
            return LinearForm(terms: LinearTerms(result.terms), constant: constant)
        }
    }

    /// Whether `variable` is a linked position of the tree rooted at `root`.
    private func isPosition(_ variable: Int, in root: Int) -> Bool {
        link(of: variable)?.root == root
    }

    private func hasPosition(in root: Int, among terms: Slice<UnsafeBufferPointer<LinearTerm>>) -> Bool {
        for term in terms where isPosition(term.variable, in: root) { return true }
        return false
    }

    /// Whether no two terms share a variable and none is zero: what ``LinearForm/add(_:_:)``
    /// would leave unchanged, term by term.
    private static func isReduced(_ terms: UnsafeBufferPointer<LinearTerm>) -> Bool {
        for (index, term) in terms.enumerated() {
            guard term.coefficient != 0 else { return false }
            for other in terms[..<index] where other.variable == term.variable { return false }
        }
        return true
    }

    /// The nearest position both `a` and `b` descend from (or are).
    private func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var a = a
        var b = b
        func depth(_ variable: Int) -> Int32 { link(of: variable)?.depth ?? 0 }
        while depth(a) > depth(b), let link = link(of: a) { a = link.parent }
        while depth(b) > depth(a), let link = link(of: b) { b = link.parent }
        while a != b, let linkA = link(of: a), let linkB = link(of: b) {
            a = linkA.parent
            b = linkB.parent
        }
        return a
    }

    /// Fills in the linked positions of `values` from their parents and offsets.
    func complete(_ values: inout [Double]) {
        for fixed in fixedValues { values[fixed.variable] = fixed.value }
        for (index, link) in links.enumerated() {
            values[link.variable] = values[link.parent] + offsetTerms(ofLinkAt: index).reduce(link.offsetConstant) {
                $0 + $1.coefficient * values[$1.variable]
            }
        }
    }
}

/// Disjoint sets over `0..<count` with path halving.
struct UnionFind {
    /// Int32: one per layout variable, hundreds of thousands in a large layout.
    private var parent: [Int32]

    init(count: Int) { parent = Array(0..<Int32(count)) }

    mutating func find(_ element: Int) -> Int {
        // Through the buffer: each write to the array checked its uniqueness.
        parent.withUnsafeMutableBufferPointer { parent in
            var current = element
            while Int(parent[current]) != current {
                parent[current] = parent[Int(parent[current])]
                current = Int(parent[current])
            }
            return current
        }
    }

    /// Joins the sets of `a` and `b`; false when they were already one.
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        let rootA = find(a)
        let rootB = find(b)
        guard rootA != rootB else { return false }
        parent[rootA] = Int32(rootB)
        return true
    }
}
