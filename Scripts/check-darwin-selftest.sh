#!/usr/bin/env bash
# Proves that Scripts/check-darwin.sh can fail. It runs the check on Scripts/darwin/selftest-package, a
# small package that breaks each of its rules at least once and keeps each exception once: the
# sandbox's CGColor and Selector as they were before the Darwin fixes (commit cb82d66), a type, a
# protocol and a function a Mac's Foundation and ObjectiveC already have, NSObject's key-value coding
# added in an extension and two of its members redeclared without 'override', Glibc imported and a
# Glibc-only function called outside the POSIX shims, a macOS-only branch with code, and scripts that
# need bash 4, GNU's date or a Linux machine without saying so. It fails unless every one of them is
# reported where it is, and none of the exceptions is (a typealias to Apple's type, a name the
# compiler resolves in our favour, an override, a listed shim, portable and guarded scripts).
#
#   Scripts/check-darwin-selftest.sh
#
# Exit status: 0 the check catches everything it should, 1 it missed something or reported an
# exception, 2 could not run. Runs where check-darwin.sh runs (Linux or a Mac; about 20 s).
set -eu
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/check-darwin-selftest.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Scripts/darwin/selftest-package" "$work/package"

set +e
"$repo/Scripts/check-darwin.sh" "$work/package" > "$work/report.txt" 2>&1
status=$?
set -e
if [ "$status" -ne 1 ]; then
    cat "$work/report.txt" >&2
    echo "check-darwin-selftest: the check exited with $status on the broken package; expected 1" >&2
    exit 1
fi

missed=0
expected=""
exceptions=0
# expect <where> <rule> <words the message holds>
expect() {
    expected="$expected$1: [$2]
"
    if ! grep -F -- "$1: [$2]" "$work/report.txt" | grep -q -F -- "$3"; then
        echo "check-darwin-selftest: not reported: $1 [$2] ... $3" >&2
        missed=$((missed + 1))
    fi
}
# refuse <words no line may hold>
refuse() {
    exceptions=$((exceptions + 1))
    if grep -q -F -- "$1" "$work/report.txt"; then
        echo "check-darwin-selftest: an exception was reported: $(grep -F -- "$1" "$work/report.txt" | head -1)" >&2
        missed=$((missed + 1))
    fi
}

expect "Sources/Sim/CGColor.swift:4" branches "@_exported import CoreGraphics"
expect "Sources/Sim/CGColor.swift:14" names "'CGColor', which a Mac's CoreGraphics also makes visible"
expect "Sources/Sim/Selector.swift:6" names "'Selector', which a Mac's ObjectiveC also makes visible"
expect "Sources/Learner/Names.swift:4" names "'NotificationCenter'"
expect "Sources/Learner/Names.swift:7" names "protocol 'NSCoding'"
expect "Sources/Learner/Names.swift:8" names "'autoreleasepool'"
expect "Sources/Learner/Names.swift:8" names "a function or a variable cannot be Apple's"
expect "Sources/Learner/Names.swift:4" names "Linux has Foundation"
expect "Sources/Learner/Guards.swift:7" names "'NSEnumerator'"
expect "Sources/Learner/Guards.swift:14" names "typealias on a Mac is internal"
expect "Sources/Learner/Guards.swift:25" stand-ins "Selector.name"
expect "Sources/Learner/Members.swift:5" members "adds 'value(forKey:)'"
expect "Sources/Learner/Members.swift:10" members "Thing.className"
expect "Sources/Learner/Members.swift:12" members "Thing.observeValue(forKeyPath:of:change:context:)"
expect "Sources/Learner/Members.swift:22" members "Hidden.isEqual(to:)"
expect "Sources/Learner/Branches.swift:6" branches "nestedMacOnly"
expect "Sources/Learner/Branches.swift:12" branches "_runtime(_ObjC)"
expect "Sources/Learner/Branches.swift:19" branches "macSide"
expect "Sources/Learner/Branches.swift:24" branches "canImport(OSLog)"
expect "Sources/Learner/CLibrary.swift:4" c-library "tests for Glibc"
expect "Sources/Learner/CLibrary.swift:5" c-library "imports Glibc"
expect "Sources/Learner/CLibrary.swift:10" c-library "uses clock_nanosleep"
expect "Sources/Learner/CLibrary.swift:15" branches "os(macOS)"
expect "Sources/Learner/Casts.swift:6" casts "casts to CGColor"
expect "Sources/Learner/Casts.swift:9" casts "makes a Selector from a string literal"
expect "Scripts/mac.sh:4" scripts "(bash 4): a Mac runs"
expect "Scripts/mac.sh:5" scripts "BSD date prints a literal N"
expect "Scripts/mac.sh:7" scripts "under set -u: bash 3.2 calls an empty array unbound"
expect "Scripts/mac.sh:9" scripts "to test a variable"
expect "Scripts/mac.sh:10" scripts "basic regular expression"
expect "Scripts/linux.sh" scripts "runs on Linux only"
refuse "NSZone"
refuse "'Observable'"
refuse "Thing.description"
refuse "Selector.init"
refuse "Selector.description"
refuse "Guards.swift:2: "
refuse "Branches.swift:29: "
refuse "Casts.swift:12: "
refuse "Casts.swift:13: "
refuse "Shim.swift"
refuse "portable.sh"
refuse "linux-guarded.sh"

reported=$(grep -c ': \[' "$work/report.txt" || true)
if [ "$missed" -gt 0 ]; then
    echo "check-darwin-selftest: FAILED ($missed); the check's report was:" >&2
    cat "$work/report.txt" >&2
    exit 1
fi
expected=$(printf '%s' "$expected" | sort -u | wc -l | tr -d ' ')
if [ "$reported" -ne "$expected" ]; then
    echo "check-darwin-selftest: FAILED: the check reported $reported problems, $expected expected; its report was:" >&2
    cat "$work/report.txt" >&2
    exit 1
fi
echo "check-darwin-selftest: the check reports all $expected breaks of the broken package and none of its $exceptions exceptions"
