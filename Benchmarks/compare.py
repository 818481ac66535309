#!/usr/bin/env python3
"""Issue 8's side by side: our stack layouts beside Yoga's C++ core, our solver beside
kiwi's C++ core, in one run, with ratios. Run as `Benchmarks/compare.sh [--quick]`.

What it does:
  1. Downloads the `pyyoga` wheel (Yoga's headers and libyogacore.a) and the `kiwisolver`
     source distribution (the header-only kiwi/) with pip into .build/peers/ (kept out of
     git), and compiles Benchmarks/peers/yoga_shapes.cpp and kiwi_workloads.cpp with -O3.
     If pip cannot reach PyPI it says so and runs our side alone.
  2. Builds `Benchmarks` (the solver workloads) and `StackShapes` (the shapes; a program
     that links `Stacks` alone) in release with `--static-swift-stdlib`, as Swift programs
     are deployed on Linux, into .build/static (`--dynamic-stdlib`: the runtime's shared
     libraries, into .build/release, as `swift build` makes them).
  3. Each shape at each size, ours then Yoga's, each side in child processes: one run that
     also reports peak memory (`--memory`), one more with Benchmarks/peers/heap_peak.c
     loaded (LD_PRELOAD) for the peak of the live heap, then more runs for the medians
     while a repeat budget lasts. Every operation has a time cap (default 20 s: a child silent that long
     is stopped and the cell reads "> 20 s") and every child a memory cap (RLIMIT_AS,
     like `ulimit -v`; default 4 GiB: a child that dies of it reads "out of memory").
  4. The solver workloads: `Benchmarks solver --tsv` beside kiwi_workloads, one per
     workload under the same time cap; memory per constraint on a chain of 10,000.
  5. Prints the tables (medians; ratios ours / Yoga and ours / kiwi; growth exponents from
     N = 1,000 to 10,000 where both finished) and writes them as Markdown to
     .build/peers/results.md (and the raw samples to results.json).

  6. With --instructions, the solver workloads that cost microseconds per call (the enaml
     build and resize step, churn) counted in instructions under callgrind on both sides
     (Benchmarks/instructions.py), since their wall-clock medians move by half between runs.

Options: --quick (3 runs, 2 s repeat budget), --runs R, --repeat-budget S, --cap S,
--memory-cap GB, --shapes a,b, --sizes 100,1000, --ours-only, --no-shapes, --no-solver,
--no-build, --dynamic-stdlib, --instructions, --markdown PATH.
"""
import argparse
import glob
import json
import math
import os
import resource
import selectors
import shutil
import signal
import statistics
import subprocess
import sys
import tarfile
import time
import zipfile

sys.dont_write_bytecode = True  # no __pycache__ beside the Swift target's sources
from instructions import run_instructions  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CACHE = os.path.join(ROOT, ".build", "peers")
# Where ours is built with the Swift standard library linked in (the default).
STATIC_BUILD = os.path.join(ROOT, ".build", "static")
OPERATIONS = ["first", "resize", "insert", "remove", "hide"]
OPERATION_TITLES = {"first": "first layout", "resize": "width change", "insert": "insert",
                    "remove": "remove", "hide": "hide"}
YOGA_PIN = "pyyoga==0.1.0"
# Operations per run of each solver workload (Benchmarks/SolverWorkloads.swift), to turn
# "kiwi was stopped after the cap" into a bound per operation.
SOLVER_OPERATIONS = {
    "chain 1000: add": 1999, "chain 1000: remove fifo": 1999, "chain 1000: remove lifo": 1999,
    "chain 10000: add": 19999, "chain 10000: remove fifo": 19999, "chain 10000: remove lifo": 19999,
    "conflicting chain 1000: add": 1999, "chain 1000: suggest": 1000, "chain 1000: read every value": 100,
    "churn: add + remove": 100000,
    "tree depth 10: suggest": 1000, "enaml-like: resize step": 600,
}
KIWI_PIN = "kiwisolver==1.5.1"


def log(message):
    print(message, file=sys.stderr, flush=True)


# ---- peers: download and compile ---------------------------------------------------------

def pip_download(args, destination):
    os.makedirs(destination, exist_ok=True)
    command = [sys.executable, "-m", "pip", "download", "--no-deps", "--disable-pip-version-check",
               "-q", "-d", destination] + args
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as error:
        return str(error)
    return None if result.returncode == 0 else (result.stderr.strip().splitlines() or ["pip failed"])[-1]


def compiler():
    for name in (os.environ.get("CXX"), "c++", "g++", "clang++"):
        if name and shutil.which(name):
            return name
    return None


def compile_driver(source, output, flags, language=("-std=c++20",)):
    """Compiles `source` unless `output` is newer; returns None, or why it failed.
    `language`: what comes before the source (C++20 by default; `("-x", "c")` for C)."""
    if os.path.exists(output) and os.path.getmtime(output) > os.path.getmtime(source):
        return None
    cxx = compiler()
    if not cxx:
        return "no C++ compiler (set CXX)"
    command = [cxx] + list(language) + ["-O3", "-DNDEBUG", source, "-o", output] + flags
    result = subprocess.run(command, capture_output=True, text=True)
    return None if result.returncode == 0 else result.stderr[-2000:]


def prepare_yoga():
    """Returns the driver's path, or None after saying why."""
    downloads = os.path.join(CACHE, "downloads")
    wheels = glob.glob(os.path.join(downloads, "pyyoga-*.whl"))
    if not wheels:
        log("peers: pip download %s (Yoga's headers and libyogacore.a)" % YOGA_PIN)
        error = pip_download(["--only-binary", ":all:", YOGA_PIN], downloads)
        wheels = glob.glob(os.path.join(downloads, "pyyoga-*.whl"))
        if error or not wheels:
            log("peers: cannot download pyyoga from PyPI (%s); running without Yoga" % error)
            return None
    unpacked = os.path.join(CACHE, "yoga")
    if not os.path.exists(os.path.join(unpacked, "include", "yoga", "Yoga.h")):
        with zipfile.ZipFile(wheels[0]) as wheel:
            wheel.extractall(unpacked)
    libraries = glob.glob(os.path.join(unpacked, "lib*", "libyogacore.a"))
    if not libraries:
        log("peers: the pyyoga wheel holds no libyogacore.a; running without Yoga")
        return None
    output = os.path.join(CACHE, "yoga_shapes")
    error = compile_driver(os.path.join(HERE, "peers", "yoga_shapes.cpp"), output,
                           ["-I" + os.path.join(unpacked, "include"), libraries[0]])
    if error:
        log("peers: compiling yoga_shapes.cpp failed; running without Yoga\n" + error)
        return None
    return output


def prepare_kiwi():
    downloads = os.path.join(CACHE, "downloads")
    archives = glob.glob(os.path.join(downloads, "kiwisolver-*.tar.gz"))
    if not archives:
        log("peers: pip download --no-binary :all: %s (kiwi's header-only C++ core)" % KIWI_PIN)
        error = pip_download(["--no-binary", ":all:", KIWI_PIN], downloads)
        archives = glob.glob(os.path.join(downloads, "kiwisolver-*.tar.gz"))
        if error or not archives:
            log("peers: cannot download kiwisolver from PyPI (%s); running without kiwi" % error)
            return None
    unpacked = os.path.join(CACHE, "kiwi")
    headers = glob.glob(os.path.join(unpacked, "*", "kiwi", "kiwi.h"))
    if not headers:
        with tarfile.open(archives[0]) as archive:
            members = [m for m in archive.getmembers() if "/kiwi/" in m.name and m.isfile()]
            archive.extractall(unpacked, members=members)
        headers = glob.glob(os.path.join(unpacked, "*", "kiwi", "kiwi.h"))
    if not headers:
        log("peers: the kiwisolver archive holds no kiwi/kiwi.h; running without kiwi")
        return None
    include = os.path.dirname(os.path.dirname(headers[0]))
    output = os.path.join(CACHE, "kiwi_workloads")
    error = compile_driver(os.path.join(HERE, "peers", "kiwi_workloads.cpp"), output, ["-I" + include])
    if error:
        log("peers: compiling kiwi_workloads.cpp failed; running without kiwi\n" + error)
        return None
    return output


def prepare_heap_shim():
    """Compiles heap_peak.c (ours) into a library to preload; returns its path, or None
    after saying why (the heap column then reads "-")."""
    output = os.path.join(CACHE, "heap_peak.so")
    error = compile_driver(os.path.join(HERE, "peers", "heap_peak.c"), output, ["-shared", "-fPIC"],
                           language=("-x", "c"))
    if error:
        log("peers: compiling heap_peak.c failed; no heap peaks\n" + error)
        return None
    return output


# ---- child processes under a time cap and a memory cap -----------------------------------

def vm_hwm_kb(pid):
    try:
        with open("/proc/%d/status" % pid) as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def run_capped(command, cap, memory_cap, preload=None):
    """Runs `command`, reading its lines as they come. Returns (lines, outcome, hwm_kb):
    outcome is "done", "timeout" (silent for `cap` seconds: stopped) or "crashed". With
    `preload`, the library is loaded first (LD_PRELOAD) and its `heap-peak` line on
    standard error joins the lines."""
    def limits():
        os.setsid()
        if memory_cap:
            resource.setrlimit(resource.RLIMIT_AS, (memory_cap, memory_cap))
    env = dict(os.environ, LD_PRELOAD=preload) if preload else None
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                               preexec_fn=limits, text=True, bufsize=1, env=env)
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    lines, last, outcome, hwm = [], time.monotonic(), None, None
    while True:
        remaining = cap - (time.monotonic() - last)
        if remaining <= 0 or not selector.select(timeout=remaining):
            hwm = vm_hwm_kb(process.pid)
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            outcome = "timeout"
            break
        line = process.stdout.readline()
        if not line:
            break
        last = time.monotonic()
        lines.append(line.rstrip("\n"))
    process.wait()
    stderr = process.stderr.read()
    process.stdout.close()
    process.stderr.close()
    lines += [l for l in stderr.splitlines() if l.startswith("heap-peak ")]
    if outcome is None:
        outcome = "done" if any(l.startswith("done") for l in lines) else "crashed"
        if outcome == "crashed" and stderr.strip():
            lines.append("stderr " + stderr.strip().splitlines()[-1][:200])
    return lines, outcome, hwm


class ShapeResult:
    """One side's measurements of one shape at one size."""

    def __init__(self):
        self.samples = {op: [] for op in OPERATIONS}
        self.paths = {op: set() for op in OPERATIONS}
        self.failed = {}  # op -> "timeout" | "crashed" | "skipped"
        self.views = None
        self.peak_kb = None
        self.baseline_kb = None
        self.peak_note = None
        self.heap_kb = None

    def take(self, lines):
        samples = {op: [] for op in OPERATIONS}
        last_op = None
        for line in lines:
            parts = line.split()
            if parts[:1] == ["time"] and len(parts) >= 3:
                samples[parts[1]].append(float(parts[2]))
                if len(parts) > 3:
                    self.paths[parts[1]].add(parts[3])
                last_op = parts[1]
            elif parts[:1] == ["shape"] and len(parts) >= 5:
                self.views = int(parts[4])
            elif parts[:1] == ["peak"]:
                self.peak_kb = int(parts[1])
            elif parts[:1] == ["baseline"]:
                self.baseline_kb = int(parts[1])
            elif parts[:1] == ["heap-peak"]:
                self.heap_kb = int(parts[1])
        return samples, last_op

    def fail_after(self, last_op, outcome):
        index = OPERATIONS.index(last_op) + 1 if last_op else 0
        for k, op in enumerate(OPERATIONS[index:]):
            if not self.samples[op]:
                self.failed[op] = outcome if k == 0 else "skipped"

    def median(self, op):
        values = self.samples[op]
        return statistics.median(values) if values else None

    def path(self):
        paths = set().union(*self.paths.values())
        if not paths:
            return "-"
        return "/".join(sorted(paths))


def measure_shape(program, shape, n, options):
    """The memory run (one run, peak memory), then timing runs while the budget lasts."""
    result = ShapeResult()
    command = program + ["--shape", shape, "--n", str(n)]
    started = time.monotonic()
    lines, outcome, hwm = run_capped(command + ["--memory"], options.cap, options.memory_cap)
    first_run, last_op = result.take(lines)
    elapsed = time.monotonic() - started
    if outcome != "done":
        for op in OPERATIONS:
            result.samples[op] = first_run[op]
        result.fail_after(last_op, outcome)
        if outcome == "timeout":
            result.peak_note = "stopped at %s" % mb(hwm) if hwm else "stopped"
        else:
            result.peak_note = "out of memory"
        return result
    if options.heap_shim:
        # A run of its own: the counting slows every allocation, and the memory run's
        # times may be the ones reported.
        lines, outcome, _ = run_capped(command + ["--memory"], options.cap, options.memory_cap,
                                       preload=options.heap_shim)
        heap = ShapeResult()
        heap.take(lines)
        result.heap_kb = heap.heap_kb if outcome == "done" else None
    if elapsed < options.repeat_budget and options.runs > 1:
        budget = max(0.0, options.repeat_budget - elapsed)
        lines, outcome, _ = run_capped(
            command + ["--runs", str(options.runs), "--repeat-budget", "%.3f" % budget],
            options.cap, options.memory_cap)
        timing = ShapeResult()
        more, _ = timing.take(lines)
        if outcome == "done" and all(more[op] for op in OPERATIONS):
            for op in OPERATIONS:
                result.samples[op] = more[op]
                result.paths[op] |= timing.paths[op]
            return result
    for op in OPERATIONS:
        result.samples[op] = first_run[op]
    return result


# ---- formatting ---------------------------------------------------------------------------

def fmt_time(s):
    if s is None:
        return "-"
    for unit, scale in (("s", 1), ("ms", 1e-3), ("us", 1e-6), ("ns", 1e-9)):
        if s >= scale:
            return "%.3g %s" % (s / scale, unit)
    return "%.3g ns" % (s / 1e-9)


def mb(kb):
    return "-" if kb is None else "%.1f MB" % (kb / 1024)


def fmt_ratio(r):
    if r is None:
        return "-"
    if r >= 100:
        return "{:,.0f}×".format(r)
    if r >= 10:
        return "%.0f×" % r
    return "%.2g×" % r


def side_time(result, op, cap):
    if result is None:
        return "-", None, False
    value = result.median(op)
    if value is not None:
        return fmt_time(value), value, False
    failure = result.failed.get(op)
    if failure == "timeout":
        return "> %g s" % cap, cap, True
    if failure == "crashed":
        return "out of memory", None, True
    return "not reached", None, True


def cell(ours, yoga, op, cap):
    text, value, lower_bound = side_time(ours, op, cap)
    if yoga is None:
        return text
    ytext, yvalue, _ = side_time(yoga, op, cap)
    if value is None or yvalue is None:
        return "%s / %s" % (text, ytext)
    ratio = fmt_ratio(value / yvalue)
    return "%s / %s (%s%s)" % (text, ytext, "> " if lower_bound else "", ratio)


def memory_cell(ours, yoga):
    """Peak resident memory of each side's process, the ratio, then each side's growth over
    its process's baseline (a Swift process starts at about 11 MB, the C++ driver at 3 MB)."""
    def one(r):
        if r is None:
            return "-", None, None
        if r.peak_kb is not None:
            grown = r.peak_kb - r.baseline_kb if r.baseline_kb is not None else None
            return mb(r.peak_kb), r.peak_kb, grown
        return (r.peak_note or "-"), None, None
    text, value, grown = one(ours)
    if yoga is None:
        return text if grown is None else "%s (+%s)" % (text, mb(grown))
    ytext, yvalue, ygrown = one(yoga)
    if value is None or yvalue is None:
        return "%s / %s" % (text, ytext)
    growth_text = "; +%s / +%s" % (mb(grown), mb(ygrown)) if grown is not None and ygrown is not None else ""
    return "%s / %s (%s)%s" % (text, ytext, fmt_ratio(value / yvalue), growth_text)


def heap_cell(ours, yoga):
    """Peak of each side's live heap (heap_peak.c) and the ratio."""
    if ours is None or ours.heap_kb is None:
        return "-"
    if yoga is None or yoga.heap_kb is None:
        return mb(ours.heap_kb)
    return "%s / %s (%s)" % (mb(ours.heap_kb), mb(yoga.heap_kb), fmt_ratio(ours.heap_kb / yoga.heap_kb))


def growth(results, side, shape, op, sizes):
    """The exponent of time from N = 1,000 to 10,000 (views as N), None unless both ran."""
    a, b = results.get((side, shape, 1000)), results.get((side, shape, 10000))
    if not a or not b or a.median(op) is None or b.median(op) is None:
        return None
    na, nb = (a.views or 1000), (b.views or 10000)
    return math.log(b.median(op) / a.median(op)) / math.log(nb / na)


# ---- the two comparisons ------------------------------------------------------------------

def yoga_twin(shape):
    # Equal label widths across rows have no flexbox twin: Yoga builds the plain form.
    return "form-plain" if shape == "form" else shape


def run_shapes(ours_program, yoga_program, options, report):
    listing = subprocess.run(ours_program + ["--list-shapes"], capture_output=True, text=True, cwd=ROOT)
    shapes = []
    for line in listing.stdout.splitlines():
        parts = line.split()
        if parts:
            shapes.append((parts[0], [int(p) for p in parts[1:]]))
    if options.shapes:
        wanted = options.shapes.split(",")
        shapes = [s for s in shapes if s[0] in wanted]
    results = {}
    started = time.monotonic()
    for shape, sizes in shapes:
        for n in sizes:
            if options.sizes and n not in options.sizes:
                continue
            log("shape %s %d: ours" % (shape, n))
            results[("ours", shape, n)] = measure_shape(ours_program, shape, n, options)
            if yoga_program:
                twin = yoga_twin(shape)
                if ("yoga", twin, n) not in results:
                    log("shape %s %d: yoga" % (twin, n))
                    results[("yoga", twin, n)] = measure_shape([yoga_program], twin, n, options)
    log("shapes took %.0f s" % (time.monotonic() - started))

    cap = options.cap
    report.append("### Shapes: ours / Yoga (medians; ratio ours / Yoga)\n")
    header = (["shape", "N", "our path"] + [OPERATION_TITLES[op] for op in OPERATIONS]
              + ["peak memory (ratio); growth over each process's start", "heap peak (ratio)"])
    report.append("| " + " | ".join(header) + " |")
    report.append("|" + " --- |" * len(header))
    for shape, sizes in shapes:
        for n in sizes:
            ours = results.get(("ours", shape, n))
            if ours is None:
                continue
            yoga = results.get(("yoga", yoga_twin(shape), n)) if yoga_program else None
            label = shape if shape != "form" else "form (Yoga: form-plain)"
            size = "{:,}".format(n) if shape != "tree" or not ours.views else "{:,} nodes".format(ours.views)
            row = [label, size, ours.path()] + [cell(ours, yoga, op, cap) for op in OPERATIONS]
            row.append(memory_cell(ours, yoga))
            row.append(heap_cell(ours, yoga))
            report.append("| " + " | ".join(row) + " |")
    report.append("")

    report.append("### Growth from N = 1,000 to 10,000 (exponent of time; where both finished)\n")
    header = ["shape"] + ["%s ours / Yoga" % OPERATION_TITLES[op] for op in OPERATIONS]
    report.append("| " + " | ".join(header) + " |")
    report.append("|" + " --- |" * len(header))
    for shape, sizes in shapes:
        row = [shape]
        for op in OPERATIONS:
            g_ours = growth(results, "ours", shape, op, sizes)
            g_yoga = growth(results, "yoga", yoga_twin(shape), op, sizes) if yoga_program else None
            row.append("%s / %s" % ("-" if g_ours is None else "%.2f" % g_ours,
                                     "-" if g_yoga is None else "%.2f" % g_yoga))
        report.append("| " + " | ".join(row) + " |")
    report.append("")

    report.append("### Constraints without a flexbox twin: ours with them / ours without\n")
    report.append("| shape | N | " + " | ".join(OPERATION_TITLES[op] for op in OPERATIONS) + " |")
    report.append("| --- | --- |" + " --- |" * len(OPERATIONS))
    for shape, plain in (("form", "form-plain"), ("grid", "grid-plain")):
        for n in (100, 1000, 10000):
            a, b = results.get(("ours", shape, n)), results.get(("ours", plain, n))
            if not a or not b:
                continue
            cells = []
            for op in OPERATIONS:
                x, y = a.median(op), b.median(op)
                cells.append(fmt_ratio(x / y) if x is not None and y is not None else "-")
            report.append("| %s / %s | {:,} | %s |".format(n) % (shape, plain, " | ".join(cells)))
    report.append("")
    return results


def run_solver(ours_program, kiwi_program, options, report):
    log("solver: ours (Benchmarks solver --tsv --runs %d)" % options.runs)
    ours = {}
    lines, outcome, _ = run_capped(ours_program + ["solver", "--tsv", "--runs", str(options.runs)],
                                   max(options.cap, 120), options.memory_cap)
    for line in lines:
        parts = line.split("\t")
        if len(parts) == 3:
            ours[(parts[0], parts[1])] = float(parts[2])
    names = []
    for (name, _) in ours:
        if name not in names:
            names.append(name)
    kiwi = {}
    if kiwi_program:
        for name in names:
            log("solver: kiwi %s" % name)
            lines, outcome, _ = run_capped(
                [kiwi_program, "--only", name, "--runs", str(options.runs),
                 "--enaml", os.path.join(HERE, "enaml-like.constraints")],
                options.cap, options.memory_cap)
            runs = []
            for line in lines:
                parts = line.split("\t")
                if len(parts) == 3 and parts[0] == "run":
                    runs.append(float(parts[2]))
            if runs:
                kiwi[name] = statistics.median(runs)
            else:
                kiwi[name] = "timeout" if outcome == "timeout" else "failed"

    report.append("### Solver: ours / kiwi C++ (median per operation)\n")
    report.append("| workload | kiwi C++ | ours strict | strict / kiwi | ours weighted | weighted / kiwi |")
    report.append("| --- | --- | --- | --- | --- | --- |")
    for name in names:
        k = kiwi.get(name)
        row = [name]
        bound = None  # with kiwi stopped: its time per operation is above this
        if isinstance(k, float):
            row.append(fmt_time(k))
        elif k == "timeout":
            bound = options.cap / SOLVER_OPERATIONS.get(name, 1)
            row.append("> %g s per run (> %s per operation)" % (options.cap, fmt_time(bound)))
        else:
            row.append("-")
        for variant in ("strict", "weighted"):
            value = ours.get((name, variant))
            row.append(fmt_time(value))
            if value is not None and isinstance(k, float):
                row.append("%.3g" % (value / k))
            elif value is not None and bound:
                row.append("< %.2g" % (value / bound))
            else:
                row.append("-")
        report.append("| " + " | ".join(row) + " |")
    report.append("")

    report.append("### Solver memory per constraint (chain of 10,000: 19,999 constraints)\n")
    report.append("| | peak memory | growth while building | per constraint |")
    report.append("| --- | --- | --- | --- |")
    runs = [("ours strict", ours_program + ["--solver-memory", "chain-10000", "--model", "strict"]),
            ("ours weighted", ours_program + ["--solver-memory", "chain-10000", "--model", "weighted"])]
    if kiwi_program:
        runs.append(("kiwi C++", [kiwi_program, "--memory", "chain-10000"]))
    for label, command in runs:
        lines, outcome, _ = run_capped(command + [], options.cap, options.memory_cap)
        values = {}
        for line in lines:
            parts = line.split()
            if len(parts) == 2 and parts[1].isdigit():
                values[parts[0]] = int(parts[1])
        if {"baseline", "peak", "constraints"} <= values.keys():
            grown = values["peak"] - values["baseline"]
            report.append("| %s | %s | %s | %.0f bytes |" % (
                label, mb(values["peak"]), mb(grown), grown * 1024 / values["constraints"]))
        else:
            report.append("| %s | - | - | - |" % label)
    report.append("")
    return ours, kiwi


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 runs, 2 s repeat budget")
    parser.add_argument("--runs", type=int)
    parser.add_argument("--repeat-budget", type=float)
    parser.add_argument("--cap", type=float, default=20.0, help="seconds per operation (default 20)")
    parser.add_argument("--memory-cap", type=float, default=4.0, help="GiB of address space per child")
    parser.add_argument("--shapes", help="comma-separated shape names")
    parser.add_argument("--sizes", help="comma-separated sizes, e.g. 100,1000")
    parser.add_argument("--ours-only", action="store_true")
    parser.add_argument("--no-shapes", action="store_true")
    parser.add_argument("--no-solver", action="store_true")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--dynamic-stdlib", action="store_true",
                        help="build ours with the Swift runtime in shared libraries (the default links it in)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count the per-call solver workloads' instructions (valgrind)")
    parser.add_argument("--markdown", default=os.path.join(CACHE, "results.md"))
    options = parser.parse_args()
    options.runs = options.runs or (3 if options.quick else 7)
    options.repeat_budget = options.repeat_budget if options.repeat_budget is not None else (2.0 if options.quick else 8.0)
    options.memory_cap = int(options.memory_cap * (1 << 30)) if options.memory_cap > 0 else None
    options.sizes = [int(s) for s in options.sizes.split(",")] if options.sizes else None
    os.makedirs(CACHE, exist_ok=True)
    started = time.monotonic()

    yoga = kiwi = None
    options.heap_shim = None if options.no_shapes else prepare_heap_shim()
    if not options.ours_only:
        if not options.no_shapes:
            yoga = prepare_yoga()
        if not options.no_solver:
            kiwi = prepare_kiwi()
    # As Swift programs are deployed on Linux: the standard library linked in, not loaded
    # from shared libraries (its start-up pages were most of a small layout's peak memory).
    settings = [] if options.dynamic_stdlib else ["--static-swift-stdlib", "--scratch-path", STATIC_BUILD]
    products = os.path.join(ROOT, ".build") if options.dynamic_stdlib else STATIC_BUILD
    if not options.no_build:
        for product in ["Benchmarks", "StackShapes"]:
            command = ["swift", "build", "-c", "release", "--product", product] + settings
            log("building: " + " ".join(command))
            build = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
            if build.returncode != 0:
                log(build.stdout[-3000:] + build.stderr[-3000:])
                sys.exit("building %s failed" % product)
    ours = [os.path.join(products, "release", "Benchmarks")]
    ours_shapes = [os.path.join(products, "release", "StackShapes")]

    report = ["Measured %s by `Benchmarks/compare.sh%s` (ours built %s; runs %d, repeat budget %g s, cap %g s per "
              "operation, memory cap %s per process). Machine: %s, %d cores, load average %s at the start." % (
                  time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), " --quick" if options.quick else "",
                  "with the Swift runtime in shared libraries" if options.dynamic_stdlib
                  else "with `--static-swift-stdlib`",
                  options.runs, options.repeat_budget, options.cap,
                  "%g GiB" % (options.memory_cap / (1 << 30)) if options.memory_cap else "none",
                  os.uname().machine, os.cpu_count() or 0, "%.1f" % os.getloadavg()[0]), ""]
    raw = {}
    if not options.no_shapes:
        results = run_shapes(ours_shapes, yoga, options, report)
        raw["shapes"] = {"%s %s %d" % k: {"samples": v.samples, "failed": v.failed, "views": v.views,
                                           "peak_kb": v.peak_kb, "baseline_kb": v.baseline_kb,
                                           "heap_kb": v.heap_kb,
                                           "paths": {op: sorted(p) for op, p in v.paths.items()}}
                         for k, v in results.items()}
    if not options.no_solver:
        ours_solver, kiwi_solver = run_solver(ours, kiwi, options, report)
        raw["solver"] = {"ours": {"%s|%s" % k: v for k, v in ours_solver.items()}, "kiwi": kiwi_solver}
        if options.instructions:
            raw["instructions"] = run_instructions(
                ours, kiwi, os.path.join(HERE, "enaml-like.constraints"), log, report)
    report.append("Whole run: %.0f s; load average %.1f at the end." % (time.monotonic() - started, os.getloadavg()[0]))
    text = "\n".join(report)
    print(text)
    with open(options.markdown, "w") as out:
        out.write(text + "\n")
    with open(os.path.join(CACHE, "results.json"), "w") as out:
        json.dump(raw, out, indent=1)
    log("written: %s and %s" % (options.markdown, os.path.join(CACHE, "results.json")))


if __name__ == "__main__":
    main()
