"""Instructions per operation, ours beside kiwi's C++ core, counted by callgrind: the part of
`Benchmarks/compare.sh --instructions` that needs no clock.

The workloads on which our solver trails kiwi cost microseconds per call, and on this
shared 2-core machine wall-clock medians of such work move by half from run to run (kiwi's
own enaml build measured 393 us and 698 us two hours apart). Callgrind counts the
instructions a process executes, the same on every run, so these ratios can be tracked
from change to change. An instruction is not a unit of time (cache misses and branch
mispredictions are not counted), so this table stands beside the timed one, not for it.

Each workload runs under `valgrind --tool=callgrind` twice on each side, with one run
(`--runs 1`) and with two, and the difference is one run in a warm process: the start of
the process, the workload list, the parse of `enaml-like.constraints` and every first-call
cost (lazy symbol binding, type metadata) cancel out. One run of each workload is:
  - churn: 100,000 add + remove cycles (and the three constraints built before them),
    divided by 100,000;
  - enaml build: one build, with the solver's teardown (kiwi's driver also builds its
    constraints from the parsed file in each run; ours are built with the parse);
  - enaml resize step: a build and 600 steps (each two suggestions and every variable
    read); the build's run is subtracted and the rest divided by 600.
"""
import os
import re
import shutil
import subprocess
import tempfile

# (workload, operations per run, workload whose run is part of this one's and subtracted)
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


def one_run(command):
    """Instructions of one run of the workload `command` selects, in a warm process."""
    once, twice = count(command + ["1"]), count(command + ["2"])
    return twice - once if once is not None and twice is not None else None


def per_operation(runs):
    """Instructions per operation of each workload, from the instructions of one run."""
    result = {}
    for name, operations, subtracted in WORKLOADS:
        total, part = runs.get(name), runs.get(subtracted) if subtracted else 0
        result[name] = (total - part) / operations if total is not None and part is not None else None
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
        sides[variant] = per_operation({name: one_run(ours_program + ["%s %s" % (name, variant), "--runs"])
                                        for name, _, _ in WORKLOADS})
    if kiwi_program:
        log("instructions: kiwi")
        kiwi = [kiwi_program, "--enaml", enaml_path]
        sides["kiwi"] = per_operation({name: one_run(kiwi + ["--only", name, "--runs"]) for name, _, _ in WORKLOADS})
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
