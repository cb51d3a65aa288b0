#!/usr/bin/python3
"""The Auto Layout differential test's oracle: solves linear constraint systems with kiwisolver
(a Cassowary solver, written apart from ours) and says whether each solution is unique.

Reads one JSON batch on stdin and writes one JSON answer on stdout, so that a test run starts
one process for many systems (Tests/UIKitTests/AutoLayout/AutoLayoutKiwiOracle.swift).

Input:  {"systems": [{"variables": n, "constraints": [{"terms": [[index, coefficient], ...],
         "constant": c, "relation": "==" | "<=" | ">=", "priority": p}, ...]}, ...]}
         Each constraint reads  Σ coefficient·variable + constant  (relation)  0.
Output: {"results": [{"status": "unique" | "ambiguous" | "unsatisfiable",
         "values": [...], "weighted": [...]}, ...]}

Priorities are lexicographic, as UIKit's engine compares them (its objective is a vector of
priority levels; docs/design-notes.md, "Priorities are lexicographic"): kiwi's strengths are
weights, so each optional level is solved on its own, from the highest priority down, and its
total error is then held as a required constraint before the next level is solved. Priority
1000 is kiwi's `required`.

A solution is unique when, with every level held at its optimum, a random linear function of
the variables has the same largest and smallest value (two more solves, pulling it far up and
far down): a stronger test than two solves with perturbed weights, which agree by chance when
a level's optimum is a segment (the issue's test kept such systems). "weighted" is the plain
kiwi answer with each priority as a weight (strength `priority`), for comparison only.
"""
import json
import random
import sys

import kiwisolver as kiwi

AGREEMENT = 1e-4


def expression(terms, constant, variables):
    return kiwi.Expression([kiwi.Term(variables[i], float(c)) for i, c in terms], float(constant))


def relate(expr, relation):
    if relation == "==":
        return expr == 0
    if relation == "<=":
        return expr <= 0
    return expr >= 0


def solve_lexicographic(system, rng):
    """The lexicographic optimum, and whether it is the only one: the values, or None when
    the required constraints cannot all hold, and a flag."""
    count = system["variables"]
    variables = [kiwi.Variable("v%d" % i) for i in range(count)]
    solver = kiwi.Solver()
    levels = {}
    largest = 1.0
    try:
        for constraint in system["constraints"]:
            expr = expression(constraint["terms"], constraint["constant"], variables)
            largest = max(largest, abs(constraint["constant"]))
            priority = constraint["priority"]
            relation = constraint["relation"]
            if priority >= 1000:
                solver.addConstraint(relate(expr, relation) | "required")
                continue
            # The error of an optional constraint as variables of its own: e == p − n for an
            # equality, e ≤ p (e ≥ −p) for an inequality, p and n never negative.
            errors = [kiwi.Variable("p")]
            solver.addConstraint((errors[0] >= 0) | "required")
            if relation == "==":
                errors.append(kiwi.Variable("n"))
                solver.addConstraint((errors[1] >= 0) | "required")
                solver.addConstraint((expr == errors[0] - errors[1]) | "required")
            elif relation == "<=":
                solver.addConstraint((expr <= errors[0]) | "required")
            else:
                solver.addConstraint((expr + errors[0] >= 0) | "required")
            levels.setdefault(priority, []).extend(errors)
    except kiwi.UnsatisfiableConstraint:
        return None, False
    # Each level: the sum of its errors (every error counts once, as in our engine and UIKit's
    # priority levels) is minimized, then held.
    for priority in sorted(levels, reverse=True):
        errors = levels[priority]
        pulls = [(error == 0) | kiwi.strength.create(0, 1, 0, 1.0) for error in errors]
        for pull in pulls:
            solver.addConstraint(pull)
        solver.updateVariables()
        total = sum(error.value() for error in errors)
        for pull in pulls:
            solver.removeConstraint(pull)
        total_expr = kiwi.Expression([kiwi.Term(error, 1.0) for error in errors], 0.0)
        solver.addConstraint((total_expr <= total + 1e-8 * (1 + abs(total))) | "required")
    # The optimum is unique when a random direction takes the same value at its largest and
    # its smallest over the optimal set (a set with any extent has a direction that varies on
    # it, and a random one does).
    direction = kiwi.Expression([kiwi.Term(v, rng.uniform(-1, 1)) for v in variables], 0.0)
    far = 1e6 * largest
    answers = []
    for target in (far, -far):
        pull = (direction == target) | kiwi.strength.create(0, 0, 1, 1.0)
        solver.addConstraint(pull)
        solver.updateVariables()
        answers.append([variable.value() for variable in variables])
        solver.removeConstraint(pull)
    high, low = answers
    unique = all(abs(a - b) <= AGREEMENT * max(1.0, abs(a)) for a, b in zip(high, low))
    return high, unique


def solve_weighted(system):
    """kiwi's own answer: each priority a weight, 1000 required."""
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    try:
        for constraint in system["constraints"]:
            expr = expression(constraint["terms"], constraint["constant"], variables)
            priority = constraint["priority"]
            strength = "required" if priority >= 1000 else kiwi.strength.create(0, 0, 1, float(priority))
            solver.addConstraint(relate(expr, constraint["relation"]) | strength)
    except kiwi.UnsatisfiableConstraint:
        return None
    solver.updateVariables()
    return [variable.value() for variable in variables]


def answer(system, index):
    rng = random.Random(index * 7919 + 17)
    values, unique = solve_lexicographic(system, rng)
    if values is None:
        return {"status": "unsatisfiable", "values": [], "weighted": []}
    return {"status": "unique" if unique else "ambiguous", "values": values, "weighted": solve_weighted(system) or []}


def main():
    batch = json.load(sys.stdin)
    results = [answer(system, index) for index, system in enumerate(batch["systems"])]
    json.dump({"results": results}, sys.stdout)


if __name__ == "__main__":
    main()
