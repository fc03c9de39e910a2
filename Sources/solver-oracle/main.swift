// Drives the Solver from JSON lines, for the kiwi oracle (scripts/oracle/kiwi-oracle.py).
//
// Each input line is one system: {"variables": N, "ops": [op…]} where an op is one of
//   {"add": {"terms": [[variable, coefficient]…], "constant": c, "relation": "==|<=|>=",
//            "priority": p}}
//   {"remove": k}              remove the constraint of the k-th add op (if it was accepted)
//   {"edit": v, "priority": p} make variable v an edit variable
//   {"suggest": v, "value": x}
//   {"check": true}            record every variable's value and the unpinned ones
// Each output line: {"accepted": [Bool per add op], "conflicts": [{"add": k, "involved": [k…],
// "minimal": [k…]}], "checks": [{"values": [x…], "unpinned": [v…]}], "errors": [String…]}
import Foundation
import Solver

struct System: Decodable {
    var variables: Int
    var ops: [Op]
}

struct Op: Decodable {
    struct Add: Decodable {
        var terms: [[Double]]
        var constant: Double
        var relation: String
        var priority: Double
    }
    var add: Add?
    var remove: Int?
    var edit: Int?
    var suggest: Int?
    var value: Double?
    var priority: Double?
    var check: Bool?
}

struct Conflict: Encodable {
    var add: Int
    var involved: [Int]
    var minimal: [Int]
}

struct Check: Encodable {
    var values: [Double]
    var unpinned: [Int]
}

struct Outcome: Encodable {
    var accepted: [Bool] = []
    var conflicts: [Conflict] = []
    var checks: [Check] = []
    var errors: [String] = []
}

func run(_ system: System) -> Outcome {
    let solver = Solver()
    let variables = (0..<system.variables).map { solver.makeVariable(name: "v\($0)") }
    var outcome = Outcome()
    var handles: [Int: ConstraintHandle] = [:]
    var addIndex: [ConstraintHandle: Int] = [:]
    func variable(_ index: Int) -> Variable? {
        variables.indices.contains(index) ? variables[index] : nil
    }
    for op in system.ops {
        if let add = op.add {
            let k = outcome.accepted.count
            var expression = LinearExpression(constant: add.constant)
            for term in add.terms where term.count == 2 {
                guard let v = variable(Int(term[0])) else { continue }
                expression = expression + term[1] * v
            }
            let relation: LinearRelation =
                add.relation == "<=" ? .lessThanOrEqual : add.relation == ">=" ? .greaterThanOrEqual : .equal
            let constraint = LinearConstraint(expression: expression, relation: relation, strength: Strength(add.priority))
            do {
                let handle = try solver.add(constraint)
                handles[k] = handle
                addIndex[handle] = k
                outcome.accepted.append(true)
            } catch .unsatisfiable(let involved) {
                outcome.accepted.append(false)
                let minimal = solver.minimalConflict(adding: constraint, involving: involved)
                outcome.conflicts.append(Conflict(
                    add: k, involved: involved.compactMap { addIndex[$0] }, minimal: minimal.compactMap { addIndex[$0] }))
            } catch {
                outcome.accepted.append(false)
                outcome.errors.append("add \(k): \(error)")
            }
        } else if let k = op.remove {
            guard let handle = handles[k] else { continue }
            do {
                try solver.remove(handle)
                handles[k] = nil
            } catch {
                outcome.errors.append("remove \(k): \(error)")
            }
        } else if let index = op.edit, let v = variable(index) {
            do {
                try solver.addEditVariable(v, strength: Strength(op.priority ?? 750))
            } catch {
                outcome.errors.append("edit \(index): \(error)")
            }
        } else if let index = op.suggest, let v = variable(index), let value = op.value {
            do {
                try solver.suggestValue(v, value)
            } catch {
                outcome.errors.append("suggest \(index): \(error)")
            }
        } else if op.check == true {
            let unpinned = solver.unpinnedVariables()
            outcome.checks.append(Check(
                values: variables.map(solver.value(of:)),
                unpinned: variables.indices.filter { unpinned.contains(variables[$0]) }))
        }
    }
    return outcome
}

let decoder = JSONDecoder()
let encoder = JSONEncoder()
while let line = readLine() {
    if line.isEmpty { continue }
    let outcome: Outcome
    do {
        outcome = run(try decoder.decode(System.self, from: Data(line.utf8)))
    } catch {
        outcome = Outcome(errors: ["bad input line: \(error)"])
    }
    let data = (try? encoder.encode(outcome)) ?? Data("{\"errors\":[\"unencodable\"]}".utf8)
    print(String(decoding: data, as: UTF8.self))
}
