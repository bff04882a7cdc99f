#!/usr/bin/env bash
# Fuzzes the HTTP request parser and the request-target parser with libFuzzer
# (Fuzz/HTTPRequestParserFuzzer.swift).
#
#   Scripts/fuzz-http.sh              # 1,000,000 executions
#   Scripts/fuzz-http.sh 10000000     # 10 million
#   Scripts/fuzz-http.sh 10000000 2   # 10 million in all, in two processes (one per core)
#
# The argument is the number of inputs to run (libFuzzer's -runs), so that a run's depth does not
# depend on the machine's speed; a second argument splits them among that many processes. libFuzzer
# reports the executions per second as it goes (with several processes, in .build-fuzz/http/fuzz-N.log).
# An input that takes more than 10 seconds counts as a failure (the parser is linear: none should).
# The HTTPMessages sources are compiled with the fuzz target, with -sanitize=fuzzer,address (as the
# marble fuzzer is; `SANITIZERS=fuzzer Scripts/fuzz-http.sh` leaves AddressSanitizer out, for speed);
# the corpus grows in .build-fuzz/http-corpus (seeded from Fuzz/http-corpus). A crash leaves its input
# in .build-fuzz/ (named http-crash-…) and the script exits non-zero: add that input to
# Tests/HTTPMessagesTests/HTTPHostileInputTests.swift when you fix it.
set -euo pipefail
[ "$(uname -s)" = Linux ] || { echo "fuzz-http.sh runs on Linux only: Xcode's toolchain has no libFuzzer (-sanitize=fuzzer); a swift.org toolchain on Linux does." >&2; exit 2; }
cd "$(dirname "$0")/.."
runs="${1:-1000000}"
# A failed precondition is reported by libFuzzer; Swift's own backtracer, run inside the
# sanitizer, would only add a false report of its own.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
jobs="${2:-1}"
[[ "$runs" =~ ^[0-9]+$ && "$jobs" =~ ^[1-9][0-9]*$ ]] \
    || { echo "usage: $0 [number of executions] [number of processes]" >&2; exit 2; }
out=.build-fuzz
build="$out/http"
mkdir -p "$build" "$out/http-corpus"
cp -n Fuzz/http-corpus/* "$out/http-corpus/" 2>/dev/null || true
# HTTPMessages depends on nothing: its sources and the fuzz target make one module (in a folder of
# this script's, so that it can run beside the other fuzz scripts).
flags=(-O -sanitize="${SANITIZERS:-fuzzer,address}" -parse-as-library -swift-version 5 -package-name rxsandbox)
swiftc "${flags[@]}" \
    Sources/HTTPMessages/*.swift \
    Fuzz/HTTPRequestParserFuzzer.swift \
    -o "$build/http-fuzzer"
if [ "$jobs" -eq 1 ]; then
    "$build/http-fuzzer" -runs="$runs" -max_len=1024 -timeout=10 -artifact_prefix="$out/http-" \
        "$out/http-corpus"
else
    # libFuzzer's -jobs: that many processes, each running its share of the executions on the one
    # corpus folder (each reloads it as the others add to it) and logging to fuzz-N.log in
    # .build-fuzz/http; the script fails if any of them does.
    cd "$build"
    ./http-fuzzer -jobs="$jobs" -workers="$jobs" -runs="$(((runs + jobs - 1) / jobs))" \
        -max_len=1024 -timeout=10 -artifact_prefix=../http- ../http-corpus
fi
