import Solver
import Testing

/// The bit set answers as `Set` does and lists its members in ascending order, for a
/// layout's variables (numbers) and a solver's.
@Suite struct BitSetTests {
    /// A small deterministic generator, so a failure names a reproducible case.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    @Test(arguments: [0, 1, 63, 64, 200])
    func itAnswersAsASetOfInts(capacity: Int) {
        var generator = Generator(state: UInt64(capacity) + 1)
        var bits = BitSet<Int>(capacity: capacity)
        var reference = Set<Int>()
        for _ in 0..<2_000 {
            // Past the room made at first too: a REPL's edit may add items.
            let number = Int.random(in: 0..<(capacity + 70), using: &generator)
            if Bool.random(using: &generator) {
                #expect(bits.insert(number) == reference.insert(number).inserted)
            } else {
                bits.remove(number)
                reference.remove(number)
            }
            #expect(bits.contains(number) == reference.contains(number))
            #expect(bits.count == reference.count)
            #expect(bits.isEmpty == reference.isEmpty)
        }
        #expect(Array(bits) == reference.sorted())
        #expect(!bits.contains(-1))
    }

    @Test func setsOfTheSameMembersAreEqualWhateverTheirRoom() {
        var small = BitSet<Int>(capacity: 8)
        var large = BitSet<Int>(capacity: 1_000)
        for number in [3, 70, 129] {
            small.insert(number)
            large.insert(number)
        }
        #expect(small == large)
        #expect(small == [129, 3, 70])
        large.insert(999)
        #expect(small != large)
    }

    /// A solver's free variables, listed in the order the solver made them.
    @Test func aSolversFreeVariablesComeInTheOrderMade() throws {
        let solver = Solver()
        let variables = (0..<130).map { solver.makeVariable(name: "v\($0)") }
        // Every other one pinned; the rest free.
        for variable in variables.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
            try solver.add(LinearConstraint(expression: LinearExpression(terms: [.init(variable, 1)], constant: -5), relation: .equal))
        }
        let free = solver.unpinnedVariables()
        #expect(Array(free) == variables.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        #expect(free.count == 65)
        #expect(!free.contains(variables[0]) && free.contains(variables[129]))
    }
}
