import LayoutModel

/// A sum of terms merged as ``LinearForm/merge(_:times:into:from:)`` merges them (the same
/// terms, in the same order, with the same coefficients), with an index by variable once the
/// sum is long: a form summed along a long path (a position under a chain of thousands of
/// views) would otherwise search its terms for every term it adds.
struct MergedTerms {
    private(set) var terms: [LinearTerm] = []
    /// Where each variable's term is, once there are ``indexedCount`` terms or more (`nil`
    /// before, and after a term is dropped until the next merge rebuilds it).
    private var indexByVariable: [VariableKey: Int]?

    /// Below this many terms a search is cheaper than a dictionary.
    private static let indexedCount = 32

    init(capacity: Int) {
        terms.reserveCapacity(capacity)
    }

    mutating func merge(_ term: LinearTerm, times factor: Double) {
        guard indexByVariable != nil || terms.count >= Self.indexedCount else {
            LinearForm.merge(term, times: factor, into: &terms)
            return
        }
        if indexByVariable == nil {
            indexByVariable = Dictionary(uniqueKeysWithValues: terms.enumerated().map { (VariableKey($1.variable), $0) })
        }
        let key = VariableKey(term.variable)
        if let at = indexByVariable?[key] {
            terms[at].coefficient += factor * term.coefficient
            if terms[at].coefficient == 0 {
                terms.remove(at: at)
                indexByVariable = nil
            }
        } else if term.coefficient != 0 {
            indexByVariable?[key] = terms.count
            terms.append(LinearTerm(variable: term.variable, coefficient: factor * term.coefficient))
        }
    }
}

/// A variable as a key of ``MergedTerms``'s index, hashed by ``seededMix(_:seed:)`` where an
/// `Int` key runs `Hasher` over it: a form summed along a long path looks a variable up for
/// every term it adds.
private struct VariableKey: Hashable {
    let variable: Int

    init(_ variable: Int) { self.variable = variable }

    func hash(into hasher: inout Hasher) { hasher.combine(variable) }

    func _rawHashValue(seed: Int) -> Int { seededMix(UInt64(bitPattern: Int64(variable)), seed: seed) }
}
