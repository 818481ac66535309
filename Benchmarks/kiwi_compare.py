#!/usr/bin/env python3
"""Runs the solver workloads of `swift run -c release Benchmarks` through kiwisolver
(kiwi's C++ core behind a thin Python binding) and prints the ratio ours / kiwi.

    pip install kiwisolver
    python3 Benchmarks/kiwi_compare.py [--runs N] [--skip-conflicting]

kiwi's figures include the Python binding's per-call cost (building each expression and
constraint object in Python, one call per add/remove/suggest), so they overstate kiwi's
own time a little, most on the cheap per-call workloads. Medians over N runs.
"""
import os
import re
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def median_per_op(runs, sample):
    values = []
    for _ in range(runs):
        elapsed, ops = sample()
        values.append(elapsed / max(ops, 1))
    return statistics.median(values)


# --- the enaml-like layout, parsed from the same data file ------------------------------

STRENGTHS = {
    "required": kiwi.strength.required,
    "strong": kiwi.strength.strong,
    "700": 0.1 * kiwi.strength.strong,
    "550": 1.25 * kiwi.strength.medium,
    "medium": kiwi.strength.medium,
    "weak": kiwi.strength.weak,
}


def parse_enaml():
    edits, lines = [], []
    with open(os.path.join(HERE, "enaml-like.constraints")) as f:
        for raw in f:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if line.startswith("suggest"):
                name = line.split()[1]
                edits.append(name)
            else:
                lines.append(line)
    return edits, lines


def build_enaml(edits, lines):
    variables = {}

    def var(name):
        if name not in variables:
            variables[name] = kiwi.Variable(name)
        return variables[name]

    def expr(text):
        # Sums of [coefficient*]name terms and numbers, as in the data file.
        text = text.replace(" ", "")
        terms = re.findall(r"[+-]?[^+-]+", text)
        e = 0
        for t in terms:
            sign = -1 if t.startswith("-") else 1
            t = t.lstrip("+-")
            if "*" in t:
                c, n = t.split("*")
                e = e + sign * float(c) * var(n)
            elif re.match(r"^[0-9.]+$", t):
                e = e + sign * float(t)
            else:
                e = e + sign * var(t)
        return e

    constraints = []
    for line in lines:
        strength = "required"
        if "@" in line:
            line, strength = line.split("@")
            strength = strength.strip()
        for op in ("==", "<=", ">="):
            if op in line:
                lhs, rhs = line.split(op)
                l, r = expr(lhs), expr(rhs)
                c = {"==": lambda: l == r, "<=": lambda: l <= r, ">=": lambda: l >= r}[op]()
                constraints.append(c | STRENGTHS[strength])
                break
    return variables, constraints


SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]


def enaml_build():
    edits, lines = parse_enaml()

    def sample():
        start = time.perf_counter()
        variables, constraints = build_enaml(edits, lines)
        solver = kiwi.Solver()
        for name in edits:
            solver.addEditVariable(variables[name], kiwi.strength.strong)
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        return time.perf_counter() - start, 1

    return sample


def enaml_resize():
    edits, lines = parse_enaml()

    def sample():
        variables, constraints = build_enaml(edits, lines)
        solver = kiwi.Solver()
        for name in edits:
            solver.addEditVariable(variables[name], kiwi.strength.strong)
        for c in constraints:
            solver.addConstraint(c)
        w, h = variables["width"], variables["height"]
        start = time.perf_counter()
        for k in range(600):
            sw, sh = SIZES[k % len(SIZES)]
            solver.suggestValue(w, sw)
            solver.suggestValue(h, sh)
            solver.updateVariables()
        return time.perf_counter() - start, 600

    return sample


# --- chains and the tree ----------------------------------------------------------------

def chain(n, step):
    x = [kiwi.Variable("x%d" % i) for i in range(n)]
    cs = []
    for i in range(n):
        cs.append((x[i] == step * i) | "weak")
        if i > 0:
            cs.append(x[i] >= x[i - 1] + 10)
    return x, cs


def chain_add(n, step):
    def sample():
        x, cs = chain(n, step)
        solver = kiwi.Solver()
        start = time.perf_counter()
        for c in cs:
            solver.addConstraint(c)
        solver.updateVariables()
        return time.perf_counter() - start, len(cs)
    return sample


def chain_remove(n, lifo):
    def sample():
        x, cs = chain(n, 20)
        solver = kiwi.Solver()
        for c in cs:
            solver.addConstraint(c)
        order = list(reversed(cs)) if lifo else cs
        start = time.perf_counter()
        for c in order:
            solver.removeConstraint(c)
        return time.perf_counter() - start, len(cs)
    return sample


def suggest_loop(build, edited):
    """1,000 suggestions on the variable `edited(variables)`, each followed by an update."""
    def sample():
        variables, cs = build()
        solver = kiwi.Solver()
        for c in cs:
            solver.addConstraint(c)
        v = edited(variables)
        solver.addEditVariable(v, "strong")
        start = time.perf_counter()
        for k in range(1000):
            solver.suggestValue(v, (k * 37) % 1000)
            solver.updateVariables()
        return time.perf_counter() - start, 1000
    return sample


def tree(depth):
    count = (1 << (depth + 1)) - 1
    v = [kiwi.Variable("v%d" % k) for k in range(count + 1)]
    first_leaf = 1 << depth
    cs = [(v[k] == k % 10) | "weak" for k in range(first_leaf, count + 1)]
    cs += [v[k] == v[2 * k] + v[2 * k + 1] for k in range(first_leaf - 1, 0, -1)]
    return v, cs


def tree_build():
    def sample():
        v, cs = tree(10)
        solver = kiwi.Solver()
        start = time.perf_counter()
        for c in cs:
            solver.addConstraint(c)
        solver.updateVariables()
        return time.perf_counter() - start, 1
    return sample


def main():
    runs = 5
    if "--runs" in sys.argv:
        runs = int(sys.argv[sys.argv.index("--runs") + 1])
    workloads = [
        ("enaml-like: build", enaml_build(), runs),
        ("enaml-like: resize step", enaml_resize(), runs),
        ("chain 1000: add", chain_add(1000, 20), runs),
        ("chain 1000: remove fifo", chain_remove(1000, False), runs),
        ("chain 1000: remove lifo", chain_remove(1000, True), runs),
        ("chain 10000: add", chain_add(10000, 20), runs),
        ("chain 10000: remove fifo", chain_remove(10000, False), runs),
        ("chain 10000: remove lifo", chain_remove(10000, True), runs),
        ("chain 1000: suggest", suggest_loop(lambda: chain(1000, 20), lambda x: x[0]), runs),
        ("tree depth 10: build", tree_build(), runs),
        ("tree depth 10: suggest", suggest_loop(lambda: tree(10), lambda v: v[1]), runs),
    ]
    if "--skip-conflicting" not in sys.argv:
        # kiwi needs minutes here; one run.
        workloads.append(("conflicting chain 1000: add", chain_add(1000, 5), 1))

    print("running ours: swift run -c release Benchmarks --tsv", file=sys.stderr)
    ours_out = subprocess.run(
        ["swift", "run", "-c", "release", "Benchmarks", "--tsv", "--runs", str(runs), "solver"],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout
    ours = {}
    for line in ours_out.splitlines():
        parts = line.split("\t")
        if len(parts) == 3:
            ours[(parts[0], parts[1])] = float(parts[2])

    def fmt(s):
        for unit, scale in (("s", 1), ("ms", 1e-3), ("us", 1e-6), ("ns", 1e-9)):
            if s >= scale:
                return "%.3g %s" % (s / scale, unit)
        return "%.3g ns" % (s / 1e-9)

    print("%-30s %12s %14s %8s %14s %8s" % ("workload", "kiwi/op", "ours strict", "ratio", "ours weighted", "ratio"))
    for name, sample, n in workloads:
        k = median_per_op(n, sample)
        s = ours.get((name, "strict"))
        w = ours.get((name, "weighted"))
        print("%-30s %12s %14s %8s %14s %8s" % (
            name, fmt(k),
            fmt(s) if s else "-", "%.3f" % (s / k) if s else "-",
            fmt(w) if w else "-", "%.3f" % (w / k) if w else "-"))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
