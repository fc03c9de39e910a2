/// A minimal set of required constraints that cannot hold together: dropping any one of them
/// makes the rest satisfiable.
public struct Conflict: Hashable, Sendable {
    /// The members, as indexes into the session's ``LayoutSystem/equations``, ascending.
    public var equations: [Int]
    /// The member given up (kept just below required).
    public var broken: Int
    /// False when the search for a minimal set ran out of its budget
    /// (``LayoutSession/conflictSearchBudget``): the members cannot hold together, but some
    /// of them may not be needed for that.
    public var isMinimal: Bool

    public init(equations: [Int], broken: Int, isMinimal: Bool = true) {
        self.equations = equations
        self.broken = broken
        self.isMinimal = isMinimal
    }

    /// Which member of a conflict to give up. UIKit does not document its choice (it has been
    /// seen to break the later of two user constraints, and a user height rather than a
    /// table's `UIView-Encapsulated-Layout-Height`), so this rule is deterministic and aims at
    /// the constraint a developer is most likely to change:
    ///
    /// 1. a constraint the app made (a document constraint UIKit did not make) before one
    ///    UIKit recorded (`UISV-*`, encapsulated sizes, autoresizing, …), before one this
    ///    tool generated (the root's frame and non-negative sizes last of all: the window
    ///    holds the one, the engine the other);
    /// 2. within that, the one that comes last: in document order for document constraints,
    ///    in generation order for generated ones.
    public static func breakingRule(_ members: [Int], in system: LayoutSystem, document: LayoutDocument) -> Int {
        func rank(_ equation: Int) -> (Int, Int) {
            switch system.equations[equation].origin {
            case let .document(index):
                let isSystem = document.constraints.indices.contains(index) && document.constraints[index].systemKind != nil
                return (isSystem ? 1 : 0, -equation)
            case let .generated(generated):
                let isImplicit = generated.source == .rootFrame || generated.source == .nonNegativeSize
                return (isImplicit ? 3 : 2, -equation)
            }
        }
        return members.min { rank($0) < rank($1) } ?? members.last ?? 0
    }
}
