#!/usr/bin/env python3
"""Checks draft-inspect's Swift solver against kiwisolver on seeded random constraint systems.

    scripts/oracle/kiwi-oracle.py --oracle PATH/TO/solver-oracle [--systems N] [--seed S]

Every system is a sequence of operations (adds with mixed equalities, inequalities, priorities,
redundant and contradictory constraints; removals; edit variables and suggested values; checks)
run through both solvers. For every system:

* both solvers accept and reject the same required constraints;
* at every check, every variable the Swift solver calls pinned has kiwi's value (1e-6), and
  every required constraint in the Swift solver holds (1e-6);
* the first conflicts the Swift solver reports in each system are verified with fresh kiwi solvers: the minimal set
  plus the failing constraint is infeasible, and dropping any one member makes it feasible.

Priorities and kiwi's strengths agree by construction: systems use one non-required level, or
kiwi's strong (1e6) and weak (1) for few constraints, where the weighted sum ranks like the
lexicographic order. One system shows the designed difference (2000 weak errors outweigh one
medium in kiwi, never here). kiwi runs in child processes, since it aborts the process on some
systems ("Dual optimize failed"); those systems are counted and the Swift solver's answer is
checked on its own. Exits 1 and prints every disagreement when anything is wrong.
"""
import argparse
import json
import os
import random
import resource
import subprocess
import sys

TOLERANCE = 1e-6
KIWI_STRENGTHS = {750.0: "strong", 500.0: "medium", 250.0: "weak"}


def import_kiwi():
    try:
        import kiwisolver
    except ImportError:
        print("kiwi-oracle: installing kiwisolver with pip", file=sys.stderr)
        pip = [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check"]
        if subprocess.call(pip + ["kiwisolver==1.5.1"]) != 0:
            subprocess.check_call(pip + ["kiwisolver"])
        import kiwisolver
    return kiwisolver


# ---------------------------------------------------------------------------------------------
# Generators


def random_terms(r, nvars, coefficients):
    picked = r.sample(range(nvars), r.randint(1, min(3, nvars)))
    return [[v, r.choice(coefficients)] for v in picked]


def add_op(terms, constant, relation, priority):
    return {"add": {"terms": terms, "constant": constant, "relation": relation, "priority": priority}}


def layered_system(r, levels, max_vars, max_constraints):
    """Mixed constraints over a few variables, with redundancies and contradictions."""
    nvars = r.randint(2, max_vars)
    ops, adds = [], []
    for _ in range(r.randint(2, max_constraints)):
        priority = 1000.0 if r.random() < 0.6 else r.choice(levels)
        roll = r.random()
        if adds and roll < 0.15:
            # The same constraint again, or shifted (redundant, or a direct contradiction).
            terms, constant, relation, _ = r.choice(adds)
            constant = constant if r.random() < 0.5 else constant + r.choice([-2, 1, 3])
        elif len([a for a in adds if a[2] == "=="]) >= 2 and roll < 0.25:
            # The sum of two equalities: redundant with them, or contradicting them.
            (t1, c1, _, _), (t2, c2, _, _) = r.sample([a for a in adds if a[2] == "=="], 2)
            terms, constant, relation = t1 + t2, c1 + c2 + r.choice([0, 0, 1]), "=="
        else:
            terms = random_terms(r, nvars, [-2, -1, -0.5, 1, 1, 2, 3])
            constant = float(r.randint(-10, 10))
            relation = r.choice(["==", "==", "<=", ">="])
        adds.append((terms, constant, relation, priority))
        ops.append(add_op(terms, constant, relation, priority))
    ops.append({"check": True})
    for _ in range(r.randint(0, 2)):
        ops.append({"remove": r.randrange(len(adds))})
        ops.append({"check": True})
    if r.random() < 0.5:
        v = r.randrange(nvars)
        ops.append({"edit": v, "priority": levels[0]})
        for _ in range(r.randint(1, 4)):
            ops.append({"suggest": v, "value": float(r.randint(-20, 20))})
            ops.append({"check": True})
    return {"variables": nvars, "ops": ops}


def add_del_system(r, nvars, resolves):
    """The classic Cassowary addDel benchmark, shrunk: random 1-3 term constraints with
    coefficients in [-5, 5) and constants in [-10, 10), 12% inequalities, weak stays on every
    variable, then two edit variables and a run of resolves."""
    ops = [add_op([[v, 1.0]], -float(r.randint(0, 20)), "==", 250.0) for v in range(nvars)]
    for _ in range(2 * nvars):
        terms = [[v, round(r.uniform(-5, 5), 2)] for v in r.sample(range(nvars), r.randint(1, 3))]
        terms = [t for t in terms if t[1] != 0] or [[0, 1.0]]
        relation = r.choice(["<=", ">="]) if r.random() < 0.12 else "=="
        ops.append(add_op(terms, round(r.uniform(-10, 10), 2), relation, 1000.0))
    ops.append({"check": True})
    e1, e2 = r.sample(range(nvars), 2)
    ops += [{"edit": e1, "priority": 750.0}, {"edit": e2, "priority": 750.0}]
    a, b = 10.0, 20.0
    for i in range(resolves):
        a, b = a * 1.001, b * 1.001
        ops += [{"suggest": e1, "value": a}, {"suggest": e2, "value": b}]
        if i % 10 == 9:
            ops.append({"check": True})
    return {"variables": nvars, "ops": ops, "kind": "adddel"}


def designed_difference():
    """One priority-500 error against 1100 priority-250 ones: kiwi's weighted sum (medium 1e3,
    weak 1) gives the medium constraint up; lexicographic priorities never do."""
    ops = [add_op([[0, 1.0]], 0.0, "==", 500.0)]
    ops += [add_op([[0, 1.0]], -1.0, "==", 250.0) for _ in range(1100)]
    ops.append({"check": True})
    return {"variables": 1, "ops": ops, "kind": "designed-difference"}


def generate(count, seed):
    systems = []
    for i in range(count):
        r = random.Random(seed * 1_000_003 + i)
        roll = i % 10
        if roll < 5:
            system = layered_system(r, [r.choice([750.0, 500.0, 250.0])], 6, 12)
            system["kind"] = "one-level"
        elif roll < 8:
            system = layered_system(r, [750.0, 250.0], 4, 6)
            system["kind"] = "two-level"
        else:
            system = add_del_system(r, r.randint(8, 24) if i % 250 else 100, 40)
        systems.append(system)
    systems.append(designed_difference())
    return systems


# ---------------------------------------------------------------------------------------------
# kiwi, in child processes


def kiwi_expression(kiwi, variables, terms, constant):
    return kiwi.Expression(tuple(kiwi.Term(variables[v], c) for v, c in terms), constant)


def kiwi_constraint(kiwi, variables, add):
    expression = kiwi_expression(kiwi, variables, add["terms"], add["constant"])
    relation = {"==": "==", "<=": "<=", ">=": ">="}[add["relation"]]
    strength = "required" if add["priority"] >= 1000 else KIWI_STRENGTHS[add["priority"]]
    return kiwi.Constraint(expression, relation, strength)


def run_kiwi(kiwi, system, from_scratch):
    """kiwi's verdicts and values. kiwi 1.5.1's incremental paths go wrong in two ways: it
    does not undo the phase-1 pivots of a rejected constraint (and then rejects satisfiable
    ones), and removing a constraint that has a redundant duplicate can pivot a slack into the
    duplicate's dummy row (a required `v == -3` then reads -20). With `from_scratch`, kiwi's
    solver is rebuilt from the constraints it holds after every rejection and removal, which
    makes it a reference; without it, kiwi runs as a user would."""
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    accepted, constraints, edits, checks = [], {}, {}, []

    def rebuild():
        fresh = kiwi.Solver()
        for constraint in constraints.values():
            fresh.addConstraint(constraint)
        for v, (strength, value) in edits.items():
            fresh.addEditVariable(variables[v], strength)
            fresh.suggestValue(variables[v], value)
        return fresh

    for op in system["ops"]:
        if "add" in op:
            constraint = kiwi_constraint(kiwi, variables, op["add"])
            try:
                solver.addConstraint(constraint)
                constraints[len(accepted)] = constraint
                accepted.append(True)
            except kiwi.UnsatisfiableConstraint:
                accepted.append(False)
                if from_scratch:
                    solver = rebuild()
        elif "remove" in op:
            if op["remove"] in constraints:
                solver.removeConstraint(constraints.pop(op["remove"]))
                if from_scratch:
                    solver = rebuild()
        elif "edit" in op:
            edits[op["edit"]] = (KIWI_STRENGTHS[op["priority"]], 0.0)
            solver.addEditVariable(variables[op["edit"]], KIWI_STRENGTHS[op["priority"]])
        elif "suggest" in op:
            edits[op["suggest"]] = (edits[op["suggest"]][0], op["value"])
            solver.suggestValue(variables[op["suggest"]], op["value"])
        elif "check" in op:
            solver.updateVariables()
            checks.append([v.value() for v in variables])
    return {"accepted": accepted, "checks": checks}


def kiwi_result(kiwi, system, from_scratch):
    try:
        return run_kiwi(kiwi, system, from_scratch)
    except Exception as error:  # kiwi's InternalSolverError, when it does not abort
        return {"exception": "%s: %s" % (type(error).__name__, error)}


def kiwi_worker(mode):
    """Runs kiwi on each system read from stdin. Incremental kiwi can abort the process, so
    there every system runs in a forked child (cheap, no re-import) and a child killed by a
    signal is reported as {"crashed": true}."""
    kiwi = import_kiwi()
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    for line in sys.stdin:
        system = json.loads(line)
        if mode == "from-scratch":
            result = kiwi_result(kiwi, system, True)
        else:
            read, write = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(read)
                with os.fdopen(write, "w") as pipe:
                    pipe.write(json.dumps(kiwi_result(kiwi, system, False)))
                os._exit(0)
            os.close(write)
            with os.fdopen(read) as pipe:
                text = pipe.read()
            _, status = os.waitpid(pid, 0)
            result = json.loads(text) if os.WIFEXITED(status) and text else {"crashed": True}
        sys.stdout.write(json.dumps(result) + "\n")
        sys.stdout.flush()


def run_all_kiwi(systems, mode):
    """kiwi's result per system, or None where kiwi killed its process (which the forked
    children of an incremental worker prevent; this is the safety net)."""
    results = []
    while len(results) < len(systems):
        rest = systems[len(results):]
        child = subprocess.run(
            [sys.executable, __file__, "--kiwi-worker", mode],
            input="".join(json.dumps(s) + "\n" for s in rest),
            capture_output=True, text=True)
        lines = child.stdout.splitlines()
        results += [json.loads(line) for line in lines]
        if len(lines) < len(rest):
            results.append(None)  # this system took kiwi down; go on after it
    return results


def kiwi_feasible(kiwi, nvars, adds):
    variables = [kiwi.Variable("v%d" % i) for i in range(nvars)]
    solver = kiwi.Solver()
    try:
        for add in adds:
            solver.addConstraint(kiwi_constraint(kiwi, variables, dict(add, priority=1000.0)))
    except kiwi.UnsatisfiableConstraint:
        return False
    return True


# ---------------------------------------------------------------------------------------------
# Comparison


def residual_ok(add, values):
    total = add["constant"] + sum(c * values[v] for v, c in add["terms"])
    scale = max(1.0, abs(add["constant"]) + sum(abs(c * values[v]) for v, c in add["terms"]))
    limit = TOLERANCE * scale
    return {"==": abs(total) <= limit, "<=": total <= limit, ">=": total >= -limit}[add["relation"]]


def compare(kiwi, index, system, ours, theirs):
    """Problems found in one system (empty if all agree)."""
    problems = []
    say = lambda text: problems.append("system %d (%s): %s" % (index, system.get("kind"), text))
    if ours.get("errors"):
        say("solver errors %s" % ours["errors"])
    adds = [op["add"] for op in system["ops"] if "add" in op]

    # Our own answers: required constraints hold at every check.
    present, accepted_iter, checks, k = set(), iter(ours["accepted"]), iter(ours["checks"]), 0
    for op in system["ops"]:
        if "add" in op:
            if next(accepted_iter, False):
                present.add(k)
            k += 1
        elif "remove" in op:
            present.discard(op["remove"])
        elif "check" in op:
            check = next(checks, None)
            if check is None:
                say("missing check")
                break
            for j in sorted(present):
                if adds[j]["priority"] >= 1000 and not residual_ok(adds[j], check["values"]):
                    say("required constraint %d does not hold: %s" % (j, adds[j]))

    for conflict in ours["conflicts"][:4]:
        failing = adds[conflict["add"]]
        minimal = [adds[j] for j in conflict["minimal"]]
        if kiwi_feasible(kiwi, system["variables"], minimal + [failing]):
            say("conflict for add %d: %s with it is feasible" % (conflict["add"], conflict["minimal"]))
        for drop in range(len(minimal)):
            if not kiwi_feasible(kiwi, system["variables"], minimal[:drop] + minimal[drop + 1:] + [failing]):
                say("conflict for add %d: %s is not minimal" % (conflict["add"], conflict["minimal"]))
                break

    if theirs is None or "exception" in theirs:
        return problems
    if system.get("kind") == "designed-difference":
        if not (abs(ours["checks"][0]["values"][0]) <= TOLERANCE and abs(theirs["checks"][0][0] - 1) <= TOLERANCE):
            say("expected x = 0 here and x = 1 in kiwi, got %s and %s"
                % (ours["checks"][0]["values"][0], theirs["checks"][0][0]))
        return problems
    if ours["accepted"] != theirs["accepted"]:
        say("accepted %s, kiwi accepted %s" % (ours["accepted"], theirs["accepted"]))
        return problems
    if system.get("kind") == "adddel":
        return problems  # values: 1e6 vs 1 weights need not rank like priorities here
    for n, (check, kiwi_values) in enumerate(zip(ours["checks"], theirs["checks"])):
        for v, (mine, other) in enumerate(zip(check["values"], kiwi_values)):
            if v not in check["unpinned"] and abs(mine - other) > TOLERANCE * max(1.0, abs(other)):
                say("check %d: v%d = %r, kiwi %r" % (n, v, mine, other))
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--oracle", help="the built solver-oracle executable")
    parser.add_argument("--systems", type=int, default=2500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kiwi-worker", choices=["from-scratch", "incremental"], help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.kiwi_worker:
        return kiwi_worker(arguments.kiwi_worker)
    if not arguments.oracle:
        parser.error("--oracle is required")
    kiwi = import_kiwi()

    systems = generate(arguments.systems, arguments.seed)
    ours = subprocess.run(
        [arguments.oracle], input="".join(json.dumps(s) + "\n" for s in systems),
        capture_output=True, text=True)
    outcomes = [json.loads(line) for line in ours.stdout.splitlines()]
    if ours.returncode != 0 or len(outcomes) != len(systems):
        print("kiwi-oracle: solver-oracle failed (status %d, %d of %d answers)\n%s"
              % (ours.returncode, len(outcomes), len(systems), ours.stderr[-2000:]))
        return 1
    reference = run_all_kiwi(systems, "from-scratch")
    incremental = run_all_kiwi(systems, "incremental")

    problems, agreed, crashed, raised, wrong = [], 0, 0, 0, 0
    for index, system in enumerate(systems):
        found = compare(kiwi, index, system, outcomes[index], reference[index])
        problems += found
        if found:
            continue
        if reference[index] is not None and "exception" not in reference[index]:
            agreed += 1
        kiwi_as_used = incremental[index]
        if kiwi_as_used is None or "crashed" in kiwi_as_used:
            crashed += 1
        elif "exception" in kiwi_as_used:
            raised += 1
        elif kiwi_as_used != reference[index] and not compare(kiwi, index, system, outcomes[index], kiwi_as_used):
            pass  # kiwi's incremental answer differs only where the optimum is not unique
        elif kiwi_as_used != reference[index]:
            wrong += 1
    for problem in problems[:50]:
        print(problem)
    print("kiwi-oracle: %d systems, %d agreed with kiwi from scratch, %d kiwi-crashed-we-solved, "
          "%d kiwi-raised-we-solved, %d kiwi-incremental-wrong-we-right, %d problems"
          % (len(systems), agreed, crashed, raised, wrong, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
