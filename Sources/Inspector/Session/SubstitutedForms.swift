/// Every equation of a system as its solver will see it (``PositionForest/substitute(_:)``),
/// while a session sizes and fills its solvers: read in equation order (``forEach(_:)``),
/// then taken in that order (``take(_:)``) as each goes into its solver. An equation the
/// forest stands in for has none.
///
/// Only the forms substitution changes are stored, each with its equation's index; the
/// others are the equations' own forms, read again from the system. They are kept in chunks,
/// each freed once its forms are taken, so that they do not add to the solvers' memory as
/// those fill: when the last form goes into a solver a session's memory is at its top, and
/// a form kept for every equation until then would raise it.
struct SubstitutedForms {
    private struct Rewritten {
        var equation: Int32
        var form: LinearForm
    }

    /// 128 KiB of forms a chunk.
    private static let chunkSize = 4096

    private let equations: [LayoutEquation]
    private let forest: PositionForest
    /// The rewritten forms, by ascending equation; chunks already taken are empty.
    private var chunks: [[Rewritten]] = []
    /// Where ``take(_:)`` is: the next rewritten form is `chunks[chunk][position]`, the form
    /// of equation `next` (`Int.max`: none left).
    private var chunk = 0
    private var position = 0
    private var next = Int.max

    init(_ system: LayoutSystem, forest: PositionForest) {
        equations = system.equations
        self.forest = forest
        var current: [Rewritten] = []
        for index in equations.indices where !forest.isEdge(index) {
            guard let form = forest.rewrite(equations[index].form) else { continue }
            if current.isEmpty { current.reserveCapacity(Self.chunkSize) }
            current.append(Rewritten(equation: Int32(index), form: form))
            if current.count == Self.chunkSize {
                chunks.append(current)
                current = []
            }
        }
        if !current.isEmpty { chunks.append(current) }
        next = equation(chunk: 0, position: 0)
    }

    /// The equation of `chunks[chunk][position]`; `Int.max` past the last.
    private func equation(chunk: Int, position: Int) -> Int {
        chunk < chunks.count ? Int(chunks[chunk][position].equation) : Int.max
    }

    /// Calls `body` with each equation that has a form and that form, in equation order.
    /// Before any ``take(_:)``.
    func forEach(_ body: (_ equation: Int, _ form: LinearForm) -> Void) {
        assert(chunk == 0 && position == 0, "forms read after some were taken")
        var chunk = 0
        var position = 0
        var next = equation(chunk: 0, position: 0)
        for index in equations.indices where !forest.isEdge(index) {
            guard index == next else {
                body(index, equations[index].form)
                continue
            }
            body(index, chunks[chunk][position].form)
            position += 1
            if position == chunks[chunk].count {
                chunk += 1
                position = 0
            }
            next = equation(chunk: chunk, position: position)
        }
    }

    /// The form of the equation at `index` (`nil`: none), asked once for each equation in
    /// ascending order; each chunk of rewritten forms is freed once passed.
    mutating func take(_ index: Int) -> LinearForm? {
        guard !forest.isEdge(index) else { return nil }
        guard index == next else {
            assert(index < next, "forms taken out of order")
            return equations[index].form
        }
        let form = chunks[chunk][position].form
        position += 1
        if position == chunks[chunk].count {
            chunks[chunk] = []
            chunk += 1
            position = 0
        }
        next = equation(chunk: chunk, position: position)
        return form
    }
}
