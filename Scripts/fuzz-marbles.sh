#!/usr/bin/env bash
# Fuzzes the marble parser with libFuzzer (Fuzz/MarbleParserFuzzer.swift).
#
#   Scripts/fuzz-marbles.sh              # 1,000,000 executions
#   Scripts/fuzz-marbles.sh 10000000     # 10 million
#   Scripts/fuzz-marbles.sh 10000000 2   # 10 million in all, in two processes (one per core)
#
# The argument is the number of inputs to run (libFuzzer's -runs), so that a run's depth does not
# depend on the machine's speed; a second argument splits them among that many processes. libFuzzer
# reports the executions per second as it goes (with several processes, in .build-fuzz/fuzz-N.log).
# The parser's sources are compiled with the fuzz target, with -sanitize=fuzzer,address; the corpus
# grows in .build-fuzz/corpus (seeded from Fuzz/corpus). A crash leaves its input in .build-fuzz/ and
# the script exits non-zero: add that input to the hostile-input corpus of
# Tests/MarblesTests/Parsing/HostileInputTests.swift when you fix it.
set -euo pipefail
[ "$(uname -s)" = Linux ] || { echo "fuzz-marbles.sh runs on Linux only: Xcode's toolchain has no libFuzzer (-sanitize=fuzzer); a swift.org toolchain on Linux does." >&2; exit 2; }
cd "$(dirname "$0")/.."
runs="${1:-1000000}"
# A failed precondition is reported by libFuzzer; Swift's own backtracer, run inside the
# sanitizer, would only add a false report of its own.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
jobs="${2:-1}"
[[ "$runs" =~ ^[0-9]+$ && "$jobs" =~ ^[1-9][0-9]*$ ]] \
    || { echo "usage: $0 [number of executions] [number of processes]" >&2; exit 2; }
out=.build-fuzz
mkdir -p "$out/corpus"
cp -n Fuzz/corpus/* "$out/corpus/" 2>/dev/null || true
# The parser uses the package's text utilities: they are compiled first, as a module of their own
# (their declarations are `package`, so both modules get the package's name).
flags=(-O -sanitize=fuzzer,address -parse-as-library -swift-version 5 -package-name rxsandbox)
swiftc "${flags[@]}" -module-name TextSupport -emit-module -emit-module-path "$out/TextSupport.swiftmodule" \
    -emit-library -static Sources/TextSupport/*.swift -o "$out/libTextSupport.a"
swiftc "${flags[@]}" -I "$out" \
    Sources/Marbles/Parsing/MarbleDiagram.swift \
    Sources/Marbles/Parsing/MarbleParser.swift \
    Sources/Marbles/Parsing/MarbleSyntaxError.swift \
    Sources/Marbles/Rendering/MarbleText.swift \
    Fuzz/MarbleParserFuzzer.swift \
    "$out/libTextSupport.a" \
    -o "$out/marble-parser-fuzzer"
if [ "$jobs" -eq 1 ]; then
    "$out/marble-parser-fuzzer" -runs="$runs" -max_len=256 -artifact_prefix="$out/" "$out/corpus"
else
    # libFuzzer's -jobs: that many processes, each running its share of the executions on the one
    # corpus folder (each reloads it as the others add to it) and logging to fuzz-N.log in .build-fuzz;
    # the script fails if any of them does.
    cd "$out"
    ./marble-parser-fuzzer -jobs="$jobs" -workers="$jobs" -runs="$(((runs + jobs - 1) / jobs))" \
        -max_len=256 -artifact_prefix=./ corpus
fi
