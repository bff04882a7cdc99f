#!/usr/bin/env bash
# Fuzzes the Markdown parser and its HTML and terminal renderers with libFuzzer
# (Fuzz/MarkdownFuzzer.swift).
#
#   Scripts/fuzz-markdown.sh              # 1,000,000 executions
#   Scripts/fuzz-markdown.sh 10000000     # 10 million
#   Scripts/fuzz-markdown.sh 10000000 2   # 10 million in all, in two processes (one per core)
#
# The argument is the number of inputs to run (libFuzzer's -runs), so that a run's depth does not
# depend on the machine's speed; a second argument splits them among that many processes. libFuzzer
# reports the executions per second as it goes (with several processes, in .build-fuzz/fuzz-N.log).
# An input that takes more than 10 seconds counts as a failure (the parser is linear: none should).
# The Markdown module's sources are compiled with the fuzz target, with -sanitize=fuzzer (coverage
# and libFuzzer; Swift's own checks trap on an index out of range, an overflow or a failed
# precondition). Not with AddressSanitizer, as the marble fuzzer is: this code holds no unsafe
# pointer for it to watch, and it made each input 2.3 times slower (10 M executions: 4.5 hours on
# this machine, not 2). `SANITIZERS=fuzzer,address Scripts/fuzz-markdown.sh` adds it back;
# the corpus grows in .build-fuzz/markdown-corpus (seeded from Fuzz/markdown-corpus). A crash leaves
# its input in .build-fuzz/ (named markdown-crash-…) and the script exits non-zero: add that input
# to Tests/MarkdownTests/MarkdownHostileInputTests.swift when you fix it.
set -euo pipefail
[ "$(uname -s)" = Linux ] || { echo "fuzz-markdown.sh runs on Linux only: Xcode's toolchain has no libFuzzer (-sanitize=fuzzer); a swift.org toolchain on Linux does." >&2; exit 2; }
cd "$(dirname "$0")/.."
runs="${1:-1000000}"
# A failed precondition is reported by libFuzzer; Swift's own backtracer, run inside the
# sanitizer, would only add a false report of its own.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
jobs="${2:-1}"
[[ "$runs" =~ ^[0-9]+$ && "$jobs" =~ ^[1-9][0-9]*$ ]] \
    || { echo "usage: $0 [number of executions] [number of processes]" >&2; exit 2; }
out=.build-fuzz
build="$out/markdown"
mkdir -p "$build" "$out/markdown-corpus"
cp -n Fuzz/markdown-corpus/* "$out/markdown-corpus/" 2>/dev/null || true
# The Markdown module uses the package's text utilities: they are compiled first, as a module of
# their own (in a folder of this script's, so that it can run beside Scripts/fuzz-marbles.sh).
flags=(-O -sanitize="${SANITIZERS:-fuzzer}" -parse-as-library -swift-version 5 -package-name rxsandbox)
swiftc "${flags[@]}" -module-name TextSupport -emit-module -emit-module-path "$build/TextSupport.swiftmodule" \
    -emit-library -static Sources/TextSupport/*.swift -o "$build/libTextSupport.a"
swiftc "${flags[@]}" -I "$build" \
    Sources/Markdown/*.swift \
    Fuzz/MarkdownFuzzer.swift \
    "$build/libTextSupport.a" \
    -o "$build/markdown-fuzzer"
if [ "$jobs" -eq 1 ]; then
    "$build/markdown-fuzzer" -runs="$runs" -max_len=512 -timeout=10 -artifact_prefix="$out/markdown-" \
        "$out/markdown-corpus"
else
    # libFuzzer's -jobs: that many processes, each running its share of the executions on the one
    # corpus folder (each reloads it as the others add to it) and logging to fuzz-N.log in .build-fuzz;
    # the script fails if any of them does.
    cd "$out"
    ./markdown/markdown-fuzzer -jobs="$jobs" -workers="$jobs" -runs="$(((runs + jobs - 1) / jobs))" \
        -max_len=512 -timeout=10 -artifact_prefix=markdown- markdown-corpus
fi
