#!/usr/bin/env python3
"""The solver-level systems of AutoLayoutBenchmarks, given to kiwisolver (kiwi's C++ Cassowary
through its Python binding) for comparison: the same variables and constraints, the same
priorities mapped to kiwi's strengths. The constraints are made before the clock starts, so
the figures are kiwi's solving (addConstraint, suggestValue, updateVariables) plus the binding's
call overhead, not Python building expressions. Prints the median and p90 of each task."""
import statistics
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    """UIKit's priorities as kiwi strengths (weights, not levels: kiwi has no lexicographic
    objective)."""
    if priority >= 1000:
        return kiwi.strength.required
    return kiwi.strength.create(0, priority, 0)


def cell_constraints():
    v = lambda name: kiwi.Variable(name)
    width, height = v("width"), v("height")
    image = [v("ix"), v("iy"), v("iw"), v("ih")]
    title = [v("tx"), v("ty"), v("tw"), v("th")]
    sub = [v("sx"), v("sy"), v("sw"), v("sh")]
    cs = [
        image[0] == 16, image[1] == 12, image[2] == 40, image[3] == 40,
        title[0] == image[0] + image[2] + 12, title[0] + title[2] <= width - 16, title[1] == 12,
        sub[0] == title[0], sub[1] == title[1] + title[3] + 4, sub[0] + sub[2] <= width - 16,
        height >= image[1] + image[3] + 12, height >= sub[1] + sub[3] + 12,
    ]
    for label, (w, h) in ((title, (80, 21)), (sub, (120, 18))):
        cs += [(label[2] >= w) | strength(750), (label[2] <= w) | strength(251),
               (label[3] >= h) | strength(750), (label[3] <= h) | strength(251)]
    cs += [width == 320, (height == 0) | strength(50)]
    return cs, height


def solve_cell(constraints):
    solver = kiwi.Solver()
    for c in constraints:
        solver.addConstraint(c)
    solver.updateVariables()


def screen_constraints(rows=1000, width_edited=False):
    """The screen's constraints; with `width_edited`, the root's width is left to an edit
    variable (kiwi edits through edit variables only) instead of `width == 1000`."""
    width = kiwi.Variable("width")
    cs = [] if width_edited else [width == 1000]
    previous = None
    first_height = None
    last_y = None
    for index in range(rows):
        x, y, w, h = (kiwi.Variable(n + str(index)) for n in "xywh")
        cs += [x == 8, x + w == width - 8]
        cs.append(y == previous[0] + previous[1] + 4 if previous else y == 8)
        if index == 0:
            first_height = h  # an edit variable: kiwi changes constants through suggestValue
        else:
            cs.append(h == 20)
        previous = (y, h)
        last_y = y
    return cs, first_height, last_y, width


def make_screen(constraints, first_height):
    solver = kiwi.Solver()
    for c in constraints:
        solver.addConstraint(c)
    solver.addEditVariable(first_height, kiwi.strength.create(0, 999, 0))
    solver.suggestValue(first_height, 20)
    solver.updateVariables()
    return solver


def measure(name, body, iterations, per_call=1):
    samples = []
    deadline = time.perf_counter() + 5
    for _ in range(iterations):
        start = time.perf_counter_ns()
        body()
        samples.append((time.perf_counter_ns() - start) / per_call)
        if time.perf_counter() > deadline:
            break
    samples.sort()
    median = statistics.median(samples)
    p90 = samples[int(len(samples) * 0.9)]
    unit, scale = ("µs", 1e3) if median < 1e6 else ("ms", 1e6)
    print(f"{name}: p50 {median / scale:.2f} {unit}, p90 {p90 / scale:.2f} {unit} ({len(samples)} samples)")


def main():
    print(f"kiwisolver {kiwi.__version__}, Python {sys.version.split()[0]}")
    cell, _ = cell_constraints()
    measure("kiwi: cell (10 constraints) from scratch", lambda: solve_cell(cell), 5000)
    screen, first_height, last_y, _ = screen_constraints()
    measure("kiwi: 1,000-row screen from scratch", lambda: make_screen(screen, first_height), 30)
    solver = make_screen(screen, first_height)
    toggle = [False]

    def edit():
        toggle[0] = not toggle[0]
        solver.suggestValue(first_height, 30 if toggle[0] else 20)
        solver.updateVariables()
        assert last_y.value() in (8 + 999 * 24 + 10, 8 + 999 * 24)
    measure("kiwi: 1,000-row screen, one constant edit (suggestValue + updateVariables)", edit, 5000)

    def edit_only():
        toggle[0] = not toggle[0]
        solver.suggestValue(first_height, 30 if toggle[0] else 20)
    measure("kiwi: 1,000-row screen, one constant edit (suggestValue only)", edit_only, 5000)

    wide_screen, wide_first, _, width = screen_constraints(width_edited=True)
    wide = make_screen(wide_screen, wide_first)
    wide.addEditVariable(width, kiwi.strength.create(0, 999, 0) * 1000)
    wide.suggestValue(width, 1000)
    wide.updateVariables()

    def width_edit():
        toggle[0] = not toggle[0]
        wide.suggestValue(width, 1010 if toggle[0] else 1000)
        wide.updateVariables()
    measure("kiwi: 1,000-row screen, root width edit (suggestValue + updateVariables)", width_edit, 5000)

    def width_edit_only():
        toggle[0] = not toggle[0]
        wide.suggestValue(width, 1010 if toggle[0] else 1000)
    measure("kiwi: 1,000-row screen, root width edit (suggestValue only)", width_edit_only, 5000)


if __name__ == "__main__":
    main()
