#!/bin/sh
# Issue 8's side by side (our stacks beside Yoga's C++ core, our solver beside kiwi's C++
# core), in one run: `Benchmarks/compare.sh [--quick]`. See compare.py for the options.
exec python3 "$(dirname "$0")/compare.py" "$@"
