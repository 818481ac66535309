#!/usr/bin/env bash
# Builds the libFuzzer targets (with AddressSanitizer) and runs each for a bounded time.
#
#   Fuzz/run.sh [SECONDS] [TARGET...]     SECONDS per target (default 60); TARGET among
#                                         constraint-file layout-file solver (default all)
#
# Environment: FUZZ_SCRATCH (build directory, default /tmp/layout-fuzz-build),
# FUZZ_WORK (where new corpus entries and crash files go, default /tmp/layout-fuzz-work),
# FUZZ_SKIP_BUILD=1 (run the targets as last built), FUZZ_SOLVER_MODERATE=1 (the solver
# target skips programs with huge numbers, whose overflow findings would crowd out the rest).
# Installs nothing; needs
# only the Swift toolchain (Linux, libFuzzer ships with it). Not run by CI.
# Exit status: 0 when no target found anything, 1 otherwise. See docs/testing.md.
set -uo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(constraint-file layout-file solver)
scratch=${FUZZ_SCRATCH:-/tmp/layout-fuzz-build}
work=${FUZZ_WORK:-/tmp/layout-fuzz-work}
# Swift's crash backtracer would hold a crashing input's process; libFuzzer reports instead.
export SWIFT_BACKTRACE=enable=no

executable() {
    case $1 in
    constraint-file) echo FuzzConstraintFile ;;
    layout-file) echo FuzzLayoutFile ;;
    solver) echo FuzzSolver ;;
    *) echo "run.sh: unknown target '$1' (constraint-file, layout-file, solver)" >&2; exit 2 ;;
    esac
}

# The longest input each target gets: files a little larger than the examples, programs of
# at most 48 operations (up to 12 bytes each).
max_len() {
    case $1 in
    constraint-file) echo 4096 ;;
    layout-file) echo 8192 ;;
    solver) echo 600 ;;
    esac
}

for target in "${targets[@]}"; do executable "$target" >/dev/null || exit 2; done

if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
# SwiftPM keeps the path dependency's file list in the scratch directory and does not see
# source files added since: start afresh when the list changed.
sources=$(cd .. && find Sources -name '*.swift' | sort | cksum)
if [ -d "$scratch" ] && [ "$(cat "$scratch/.fuzz-sources" 2>/dev/null)" != "$sources" ]; then
    rm -rf "$scratch"
fi
mkdir -p "$scratch"
echo "$sources" >"$scratch/.fuzz-sources"
# Optimised, but with assertions and the DEBUG-only checks of the sources kept.
echo "== building the fuzz targets (release with assertions, -sanitize=fuzzer,address) in $scratch"
build_log=$(mktemp)
if ! swift build -c release --scratch-path "$scratch" \
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
    -Xswiftc -assert-config -Xswiftc Debug -Xswiftc -DDEBUG \
    >"$build_log" 2>&1; then
    grep -v "Cannot export local symbol '__asan_extra_spill_area'" "$build_log" >&2
    rm -f "$build_log"
    exit 1
fi
rm -f "$build_log"
fi
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)

# The kind of problem an input shows: its first failed check or sanitizer report, numbers
# replaced by N (so that one problem found many times counts once).
kind() {
    "$1" "$2" 2>&1 | grep -m1 -E "fuzz check failed|(Assertion|Precondition) failed|Fatal error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)" |
        sed -E 's/^.*(fuzz check failed: |ERROR: |Fatal error: )//; s/^.*((Assertion|Precondition) failed)/\1/; s/ after .*//; s/0x[0-9a-f]+/N/g; s/[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?/N/g' |
        cut -c1-110
}

status=0
for target in "${targets[@]}"; do
    name=$(executable "$target")
    corpus="$work/corpus/$target"
    artifacts="$work/artifacts/$target/"
    mkdir -p "$corpus" "$artifacts"
    dictionary=()
    [ -f "Dictionaries/$target.dict" ] && dictionary=(-dict="Dictionaries/$target.dict")
    echo "== $target: ${seconds}s, max_len $(max_len "$target"), new inputs in $corpus"
    log="$work/$target.log"
    stamp="$work/$target.stamp"
    touch "$stamp"
    # The first corpus directory receives new inputs; the committed seeds are only read.
    # Fork mode goes on after a crash, so that one known problem does not hide the others.
    "$bin/$name" "$corpus" "Corpus/$target" "${dictionary[@]}" \
        -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -max_total_time="$seconds" -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$artifacts" >"$log" 2>&1
    grep -E "^#[0-9]+: cov:" "$log" | tail -1
    found=$(find "$artifacts" -type f -newer "$stamp" | sort)
    if [ -z "$found" ]; then
        echo "   no crash"
        continue
    fi
    status=1
    echo "!! $target: $(echo "$found" | wc -l) crashing inputs in $artifacts, by kind (count, kind, one input):"
    for file in $found; do printf '%s\t%s\n' "$(kind "$bin/$name" "$file")" "$file"; done |
        sort | awk -F'\t' '{ n[$1]++; if (!($1 in f)) f[$1] = $2 } END { for (k in n) printf "   %5d  %s\n          %s\n", n[k], k, f[k] }'
    echo "   replay one: $bin/$name INPUT"
done
exit $status
