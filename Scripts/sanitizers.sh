#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer, then AddressSanitizer (with LeakSanitizer), and
# fails on any report.
#
#   Scripts/sanitizers.sh            # both
#   Scripts/sanitizers.sh thread     # ThreadSanitizer only
#   Scripts/sanitizers.sh address    # AddressSanitizer only
#
# Each sanitizer builds in a folder of its own (.build-tsan, .build-asan), so the usual build is left
# as it is; the logs stay there (test.log). Under ThreadSanitizer the core is compiled with
# -DRXSANDBOX_TSAN, which swaps Synchronization.Mutex (whose futex ThreadSanitizer can't see on Linux)
# for a pthread mutex (Sources/RxCore/Internal/SanitizerMutex.swift); every other build keeps Mutex.
# LeakSanitizer's reports of XCTest's own allocations (and of two leaks tests make on purpose) are
# suppressed by Scripts/lsan-suppressions.txt, not by turning leak detection off; a self-test then
# checks that a leak a test makes is still reported.
set -uo pipefail
[ "$(uname -s)" = Linux ] || { echo "sanitizers.sh runs on Linux only: its LeakSanitizer run and suppressions are for Linux (LeakSanitizer is not supported on Apple silicon Macs); on a Mac, swift test --sanitize=thread runs the ThreadSanitizer half." >&2; exit 2; }
cd "$(dirname "$0")/.."
which="${1:-all}"
status=0

run() {  # run NAME FOLDER REPORT-PATTERN ARGS...: builds and tests; fails on a failing test or a report
    local name="$1" folder="$2" pattern="$3"
    shift 3
    mkdir -p "$folder"
    echo "sanitizers: $name: building the tests (in $folder)"
    if ! swift build --build-tests --scratch-path "$folder" "$@" > "$folder/build.log" 2>&1; then
        tail -30 "$folder/build.log"
        echo "sanitizers: $name: the build failed (see $folder/build.log)"
        status=1
        return
    fi
    echo "sanitizers: $name: running the tests"
    swift test --skip-build --scratch-path "$folder" "$@" > "$folder/test.log" 2>&1
    local tests=$?
    local reports
    reports=$(grep -c -- "$pattern" "$folder/test.log")
    grep -E "Executed [0-9]+ tests|Test run with" "$folder/test.log" | tail -2
    if [ "$tests" -ne 0 ] || [ "$reports" -ne 0 ]; then
        grep -m5 -A12 -- "$pattern" "$folder/test.log"
        echo "sanitizers: $name: $reports report(s), tests exited with $tests (see $folder/test.log)"
        status=1
    else
        echo "sanitizers: $name: clean"
    fi
}

if [ "$which" = all ] || [ "$which" = thread ]; then
    TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0}" \
        run "ThreadSanitizer" .build-tsan "WARNING: ThreadSanitizer" --sanitize=thread -Xswiftc -DRXSANDBOX_TSAN
fi
if [ "$which" = all ] || [ "$which" = address ]; then
    export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
    export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt"
    run "AddressSanitizer" .build-asan "ERROR: \(AddressSanitizer\|LeakSanitizer\)" --sanitize=address
    # The suppressions must not hide a leak a test makes: LeakSanitizerSelfTests keeps a retain cycle
    # when asked, and LeakSanitizer must report it, in that test's file.
    echo "sanitizers: LeakSanitizer self-test: a test that leaks on purpose must be reported"
    RXSANDBOX_LEAK_SELF_TEST=1 swift test --skip-build --scratch-path .build-asan --sanitize=address \
        --filter LeakSanitizerSelfTests > .build-asan/self-test.log 2>&1
    # A frame of that test in a leak's stack (the lines from "leak of" to the blank line after it).
    if sed -n '/leak of/,/^$/p' .build-asan/self-test.log | grep -q "LeakSanitizerSelfTests.swift"; then
        echo "sanitizers: LeakSanitizer self-test: reported, as it must be"
    else
        echo "sanitizers: LeakSanitizer self-test: the deliberate leak was not reported (see .build-asan/self-test.log)"
        status=1
    fi
fi
exit $status
