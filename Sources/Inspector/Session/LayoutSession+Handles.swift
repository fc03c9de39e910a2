import LayoutModel
import Solver

// How the session finds its equations in the solvers and back: one slot per equation or
// per constraint a solver was made for, in flat arrays.
extension LayoutSession {
    struct Handle: Hashable {
        var handle: ConstraintHandle
        /// Int32, like the handle's own number: one per equation, 8 bytes (see ``HandleTable``).
        private var componentIndex: Int32

        init(component: Int, handle: ConstraintHandle) {
            self.componentIndex = Int32(component)
            self.handle = handle
        }

        var component: Int { Int(componentIndex) }

        func hash(into hasher: inout Hasher) {
            hasher.combine(componentIndex)
            hasher.combine(handle)
        }

        /// The component and the handle's number mixed (``seededMix(_:seed:)``), not run
        /// through `Hasher`: a long conflict's floors are looked up by handle one by one.
        func _rawHashValue(seed: Int) -> Int {
            seededMix(UInt64(UInt32(bitPattern: componentIndex)) << 32 | UInt64(UInt32(truncatingIfNeeded: handle.id)), seed: seed)
        }

        /// Marks an equation with no handle in ``HandleTable``.
        static let none = Handle(component: -1, handle: .placeholder)
    }

    /// A handle or none per equation: 8 bytes each, where `[Handle?]` takes 12 (a large feed
    /// has hundreds of thousands of equations).
    struct HandleTable {
        private var storage: [Handle] = []

        init() {}

        init(count: Int) {
            storage = Array(repeating: .none, count: count)
        }

        var indices: Range<Int> { storage.indices }
        var count: Int { storage.count }

        subscript(equation: Int) -> Handle? {
            get { storage[equation].component >= 0 ? storage[equation] : nil }
            set { storage[equation] = newValue ?? .none }
        }

        mutating func append(_ handle: Handle?) { storage.append(handle ?? .none) }
        mutating func reserveCapacity(_ capacity: Int) { storage.reserveCapacity(capacity) }
    }

    /// The equation of each constraint in the solvers, by component and the handle's id (a
    /// solver numbers its constraints from 0 in the order added): arrays, not a dictionary
    /// keyed by handle, so that adding a large layout's equations hashes nothing.
    struct EquationsByHandle {
        /// Component `c`'s first handles are at `equations[starts[c]..<starts[c + 1]]`, one
        /// slot per constraint its solver was made for: one flat array, not an allocation per
        /// component.
        private var starts: [Int32]
        /// -1 for a handle with no equation (Int32, not `Int?`: a quarter of the room).
        private var equations: [Int32]
        /// Handles past their component's slots: floors taken in once the solution leans on
        /// them, constraints given up and added again below required, a REPL's edits.
        private var later: [Handle: Int32] = [:]

        /// - Parameter laterCapacity: how many handles past the slots to make room for at once
        ///   (a long conflict's floors, taken in one by one, grew the table by doubling).
        init(constraintCounts: [Int], laterCapacity: Int = 0) {
            var starts: [Int32] = [0]
            starts.reserveCapacity(constraintCounts.count + 1)
            for count in constraintCounts { starts.append(starts[starts.count - 1] + Int32(count)) }
            self.starts = starts
            equations = [Int32](repeating: -1, count: Int(starts[starts.count - 1]))
            later.reserveCapacity(laterCapacity)
        }

        subscript(handle: Handle) -> Int? {
            get {
                let equation = slot(of: handle).map { equations[$0] } ?? later[handle] ?? -1
                return equation >= 0 ? Int(equation) : nil
            }
            set {
                if let slot = slot(of: handle) {
                    equations[slot] = newValue.map(Int32.init) ?? -1
                } else {
                    later[handle] = newValue.map(Int32.init)
                }
            }
        }

        private func slot(of handle: Handle) -> Int? {
            guard starts.indices.contains(handle.component + 1) else { return nil }
            let start = Int(starts[handle.component])
            return handle.handle.id < Int(starts[handle.component + 1]) - start ? start + handle.handle.id : nil
        }
    }
}
