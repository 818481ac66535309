#!/bin/sh
# Builds the DocC documentation of the three libraries into .build/docc/MODULE.doccarchive.
# Needs only the toolchain: symbol graphs from the compiler, then `docc convert`.
set -e
cd "$(dirname "$0")/.."
graphs=.build/symbol-graphs
# Kept between runs: the compiler re-emits the graph of each module it recompiles.
mkdir -p "$graphs"
# A separate build directory, so that every module is compiled (and its graph emitted).
swift build --scratch-path .build/docc-build --target LayoutFiles -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
for module in Constraints Stacks LayoutFiles; do
    mkdir -p ".build/docc/graphs-$module"
    rm -f ".build/docc/graphs-$module"/*
    cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json ".build/docc/graphs-$module/" 2>/dev/null || true
    docc convert "Sources/$module/$module.docc" \
        --fallback-display-name "$module" --fallback-bundle-identifier "layout.$module" \
        --additional-symbol-graph-dir ".build/docc/graphs-$module" \
        --output-path ".build/docc/$module.doccarchive" --warnings-as-errors
done
echo "documentation in .build/docc/"
