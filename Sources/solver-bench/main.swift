// Times the Solver on workloads written by scripts/bench-solver (release builds only).
//
//     solver-bench < WORKLOAD-FILE
//
// A workload is plain text, one item a line:
//     variables N
//     c PRIORITY RELATION CONSTANT VAR COEFFICIENT [VAR COEFFICIENT …]   (RELATION: == <= >=)
//     edit VAR PRIORITY
//     suggest VAR VALUE                                                (one resize step)
//     skip-removal                                                     (too slow to time)
// It prints one line of figures (process CPU time): add µs per constraint (adding everything and reading every
// value), µs per resize (the suggestions between two reads), µs for the unpinned-variable
// analysis, and µs per constraint to remove everything in insertion order.
import Foundation
import Solver

struct Workload {
    var variableCount = 0
    var constraints: [(priority: Double, relation: LinearRelation, constant: Double, terms: [(Int, Double)])] = []
    var edits: [(Int, Double)] = []
    var suggestions: [(Int, Double)] = []
    var timesRemoval = true
}

func parse(_ lines: some Sequence<Substring>) -> Workload {
    var workload = Workload()
    for line in lines {
        let fields = line.split(separator: " ")
        guard let kind = fields.first else { continue }
        switch kind {
        case "variables":
            workload.variableCount = Int(fields[1]) ?? 0
        case "c":
            let relation: LinearRelation = fields[2] == "<=" ? .lessThanOrEqual : fields[2] == ">=" ? .greaterThanOrEqual : .equal
            var terms: [(Int, Double)] = []
            var index = 4
            while index + 1 < fields.count {
                terms.append((Int(fields[index]) ?? 0, Double(fields[index + 1]) ?? 0))
                index += 2
            }
            workload.constraints.append((Double(fields[1]) ?? 1000, relation, Double(fields[3]) ?? 0, terms))
        case "edit":
            workload.edits.append((Int(fields[1]) ?? 0, Double(fields[2]) ?? 999))
        case "skip-removal":
            workload.timesRemoval = false
        case "suggest":
            workload.suggestions.append((Int(fields[1]) ?? 0, Double(fields[2]) ?? 0))
        default:
            break
        }
    }
    return workload
}

/// Process CPU time in µs: the machine is shared, and CPU time is far less disturbed by
/// other processes than wall time.
func cpuMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

func run(_ workload: Workload) throws {
    let solver = Solver()
    let variables = (0..<workload.variableCount).map { solver.makeVariable(name: "v\($0)") }
    let constraints = workload.constraints.map { c in
        LinearConstraint(
            expression: LinearExpression(
                terms: c.terms.map { LinearExpression.Term(variables[$0.0], $0.1) }, constant: c.constant),
            relation: c.relation, strength: Strength(c.priority))
    }
    var handles: [ConstraintHandle] = []
    handles.reserveCapacity(constraints.count)
    var checksum = 0.0
    let start = cpuMicroseconds()
    for (variable, priority) in workload.edits {
        try solver.addEditVariable(variables[variable], strength: Strength(priority))
    }
    for constraint in constraints {
        handles.append(try solver.add(constraint))
    }
    for variable in variables { checksum += solver.value(of: variable) }
    let added = cpuMicroseconds()

    // A resize is one suggestion per edit variable, then reading every value.
    let steps = workload.edits.isEmpty ? 0 : workload.suggestions.count / workload.edits.count
    var index = 0
    for _ in 0..<steps {
        for _ in workload.edits {
            let (variable, value) = workload.suggestions[index]
            try solver.suggestValue(variables[variable], value)
            index += 1
        }
        for variable in variables { checksum += solver.value(of: variable) }
    }
    let resized = cpuMicroseconds()
    let unpinned = solver.unpinnedVariables().count
    let analysed = cpuMicroseconds()
    if workload.timesRemoval {
        for handle in handles { try solver.remove(handle) }
    }
    let removed = cpuMicroseconds()

    let count = Double(max(constraints.count, 1))
    print(
        "constraints", constraints.count,
        "add_us_per_cns", ((added - start) / count).rounded(toPlaces: 2),
        "resize_us", steps == 0 ? 0 : ((resized - added) / Double(steps)).rounded(toPlaces: 1),
        "unpinned_us", (analysed - resized).rounded(toPlaces: 0),
        "unpinned", unpinned,
        "remove_us_per_cns", workload.timesRemoval ? ((removed - analysed) / count).rounded(toPlaces: 2) : -1,
        "checksum", checksum.rounded(toPlaces: 3))
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}

var lines: [Substring] = []
while let line = readLine() { lines.append(Substring(line)) }
do {
    try run(parse(lines))
} catch {
    print("solver-bench: \(error)")
    exit(1)
}
