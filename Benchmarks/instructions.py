"""Instructions per operation, ours beside kiwi's C++ core, counted by callgrind: the part of
`Benchmarks/compare.sh --instructions` that needs no clock.

The workloads on which our solver trails kiwi cost microseconds per call, and on this
shared 2-core machine wall-clock medians of such work move by half from run to run (kiwi's
own enaml build measured 393 us and 698 us two hours apart). Callgrind counts the
instructions a process executes, the same on every run, so these ratios can be tracked
from change to change. An instruction is not a unit of time (cache misses and branch
mispredictions are not counted), so this table stands beside the timed one, not for it.

Each side runs once per workload under `valgrind --tool=callgrind` with one run
(`--runs 1`), and a run of the same program that selects no workload is subtracted: it
holds the process's start, the workload list and the parse of `enaml-like.constraints`,
which both programs do before any workload. What remains:
  - churn: the 100,000 add + remove cycles (and the three constraints built before them),
    divided by 100,000;
  - enaml build: one build, with the solver's teardown (kiwi's driver also builds its
    constraints from the parsed file in this run; ours were built with the parse);
  - enaml resize step: the resize workload less the build workload, divided by its 600
    steps (each two suggestions and every variable read).
"""
import os
import re
import shutil
import subprocess
import tempfile

# (workload, operations per run, workload whose count is subtracted instead of the empty run)
WORKLOADS = [
    ("enaml-like: build", 1, None),
    ("enaml-like: resize step", 600, "enaml-like: build"),
    ("churn: add + remove", 100000, None),
]


def count(command):
    """Instructions `command` executes under callgrind, or None if it failed."""
    with tempfile.TemporaryDirectory() as scratch:
        run = subprocess.run(["valgrind", "--tool=callgrind",
                              "--callgrind-out-file=" + os.path.join(scratch, "out")] + command,
                             capture_output=True, text=True)
    match = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if run.returncode != 0 or not match:
        return None
    return int(match.group(1).replace(",", ""))


def per_operation(counts, base):
    """Instructions per operation of each workload, from whole-process counts."""
    result = {}
    for name, operations, subtracted in WORKLOADS:
        total, reference = counts.get(name), counts.get(subtracted) if subtracted else base
        if total is None or reference is None:
            result[name] = None
        else:
            result[name] = (total - reference) / operations
    return result


def fmt(instructions):
    if instructions is None:
        return "failed"
    if instructions >= 1e6:
        return "%.2f M" % (instructions / 1e6)
    if instructions >= 1e3:
        return "%.1f K" % (instructions / 1e3)
    return "%.0f" % instructions


def ratio(ours, kiwi):
    return "%.2f" % (ours / kiwi) if ours is not None and kiwi else "-"


def run_instructions(ours_program, kiwi_program, enaml_path, log, report):
    """Appends the instructions table to `report`; returns the raw counts per side."""
    if shutil.which("valgrind") is None:
        log("instructions: valgrind is not installed (apt-get install valgrind); skipped")
        report += ["### Solver: instructions per operation", "", "Not measured: valgrind is not installed.", ""]
        return {}
    sides = {}
    for variant in ["strict", "weighted"]:
        log("instructions: ours %s" % variant)
        base = count(ours_program + ["(no workload)", "--runs", "1"])
        counts = {name: count(ours_program + ["%s %s" % (name, variant), "--runs", "1"]) for name, _, _ in WORKLOADS}
        sides[variant] = per_operation(counts, base)
    if kiwi_program:
        log("instructions: kiwi")
        kiwi = [kiwi_program, "--runs", "1", "--enaml", enaml_path]
        base = count(kiwi + ["--only", "(no workload)"])
        counts = {name: count(kiwi + ["--only", name]) for name, _, _ in WORKLOADS}
        sides["kiwi"] = per_operation(counts, base)
    kiwi_side = sides.get("kiwi", {})
    report += ["### Solver: instructions per operation (callgrind)", "",
               "| workload | kiwi C++ | ours strict | strict / kiwi | ours weighted | weighted / kiwi |",
               "| --- | --- | --- | --- | --- | --- |"]
    for name, _, _ in WORKLOADS:
        k = kiwi_side.get(name)
        s, w = sides["strict"][name], sides["weighted"][name]
        report.append("| %s | %s | %s | %s | %s | %s |" % (
            name, fmt(k) if kiwi_program else "-", fmt(s), ratio(s, k), fmt(w), ratio(w, k)))
    report.append("")
    return sides
