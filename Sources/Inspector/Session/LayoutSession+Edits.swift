import LayoutModel
import Solver

extension LayoutSession {
    /// Makes room for `extra` constraints more, gives the session's document storage of its
    /// own and indexes the equations by variable, so that the first what-if edit or `why`
    /// does not pay for copying what the session shares with its caller or for building the
    /// index (the caller of a REPL calls this while loading).
    public func reserveForEdits(_ extra: Int) {
        document.reserveForEdits(extra)
        system.equations.reserveCapacity(system.equations.count + extra)
        handles.reserveCapacity(handles.count + extra)
        isHeldConstant.reserveCapacity(isHeldConstant.count + extra)
        // `why` walks it; built here, while loading, and kept up to date by `add`.
        indexEquationsByVariable()
    }

    /// Takes a document constraint out of the solver. A conflict it was part of is gone; the
    /// constraint that conflict gave up is tried as required again (it may conflict anew).
    public func deactivate(constraintAt index: Int) {
        guard document.constraints.indices.contains(index) else { return }
        cachedAnalysis = nil
        document.setActive(false, constraintAt: index)
        guard let equation = self.equation(forConstraintAt: index) else { return }
        if forest.isEdge(equation) {
            if forest.hasPropagatedValues && forest.fixesValue(equation) { propagatesFixedValues = false }
            rebuild()
            return
        }
        if isHeldConstant[equation] {
            isHeldConstant[equation] = false
            return
        }
        guard let handle = handles[equation] else { return }
        try? components.solvers[handle.component].remove(handle.handle)
        changed(handle.component)
        handles[equation] = nil
        equationByHandle[handle] = nil
        broken.remove(equation)
        let resolved = conflicts.filter { $0.equations.contains(equation) }
        conflicts.removeAll { $0.equations.contains(equation) }
        for conflict in resolved where conflict.broken != equation && broken.contains(conflict.broken) {
            let stillBroken = conflicts.contains { $0.broken == conflict.broken }
            guard !stillBroken, let brokenHandle = handles[conflict.broken] else { continue }
            try? components.solvers[brokenHandle.component].remove(brokenHandle.handle)
            changed(brokenHandle.component)
            equationByHandle[brokenHandle] = nil
            handles[conflict.broken] = nil
            broken.remove(conflict.broken)
            if case .added = insert(conflict.broken) { continue }
            rebuild()
            return
        }
        // Without the constraint a size may now reach zero.
        if case .added = insertNeededFloors() { return }
        rebuild()
    }

    /// Puts a document constraint back into the solver; returns the conflicts that causes.
    @discardableResult
    public func activate(constraintAt index: Int) -> [Conflict] {
        guard document.constraints.indices.contains(index) else { return [] }
        cachedAnalysis = nil
        document.setActive(true, constraintAt: index)
        let equation: Int
        if let existing = self.equation(forConstraintAt: index) {
            guard !isActive(equation: existing) else { return [] }
            equation = existing
        } else {
            guard let made = appendEquation(forConstraintAt: index) else { return [] }
            equation = made
        }
        return insertReportingConflicts(equation)
    }

    /// Adds a constraint to the document and the solver; returns its index in the document
    /// and the conflicts it causes.
    @discardableResult
    public func add(_ constraint: Constraint) -> (index: Int, conflicts: [Conflict]) {
        cachedAnalysis = nil
        let index = document.appendConstraint(constraint)
        guard constraint.isActive, let equation = appendEquation(forConstraintAt: index) else { return (index, []) }
        return (index, insertReportingConflicts(equation))
    }

    private func insertReportingConflicts(_ equation: Int) -> [Conflict] {
        let before = conflicts
        if case .added = insert(equation), case .added = insertNeededFloors() {} else {
            rebuild()
        }
        return conflicts.filter { !before.contains($0) }
    }

    private func appendEquation(forConstraintAt index: Int) -> Int? {
        let container = document.coordinateContainer(of: document.constraints[index]).flatMap { system.index(of: $0) }
        guard let equation = system.equation(for: document.constraints[index], container: container, origin: .document(index))
        else { return nil }
        system.equations.append(equation)
        handles.append(nil)
        isHeldConstant.append(false)
        // The newest equation comes last in each list: the lists stay ascending.
        equationsByVariable?.add(system.equations.count - 1, mentioning: equation.terms.lazy.map(\.variable))
        if equationByConstraint.count <= index {
            equationByConstraint += Array(repeating: -1, count: index + 1 - equationByConstraint.count)
        }
        equationByConstraint[index] = Int32(system.equations.count - 1)
        return system.equations.count - 1
    }
}
