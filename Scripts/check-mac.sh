#!/usr/bin/env bash
# Checks RxSandbox on the machine it runs on, as a learner uses it, and prints one line to paste into an
# issue. Written for a Mac (macOS's bash 3.2 and BSD tools); it runs the same on Linux.
#
#   Scripts/check-mac.sh
#
# It builds the package with its tests from scratch, in a folder of its own (so every warning in our code
# is seen and counted, and your .build is left alone), runs `swift test`, runs
# every lesson (`lessons run <id>`) and checks them all (`lessons check`), checks every exercise
# (`lessons exercise check`: the starters fail each one, as they should), builds the site into a
# temporary folder and compares it with docs/ byte for byte. Then it prints, last, one line, such as
#
#   check-mac: PASS · macOS <version> <arch> · Xcode <version> · Swift <version> · build: 0 warnings · ...
#
# The logs stay in the folder the summary names. It takes a few minutes (a first build, the tests).
# Exit status: 0 everything as on Linux, 1 something differs (the summary says what), 2 could not run
# (no Swift, or too old a one, or Xcode's Command Line Tools alone).
set -e
# The physical path: the compiler prints that one (a clone in /tmp is /private/tmp on a Mac).
repo="$(cd "$(dirname "$0")/.." && pwd -P)"
cd "$repo"
logs="$(mktemp -d "${TMPDIR:-/tmp}/check-mac.XXXXXX")"
# The build is thrown away at the end; the logs stay.
scratch="$logs/build"
trap 'rm -rf "$scratch"' EXIT

say() { printf 'check-mac: %s\n' "$*"; }
fail_early() { printf 'check-mac: %s\n' "$*" >&2; exit 2; }

# --- What this machine is
system="$(uname -s)"
if [ "$system" = Darwin ]; then
    machine="macOS $(sw_vers -productVersion 2> /dev/null || echo '?') $(uname -m)"
    # Swift Testing and XCTest come with Xcode, not with the Command Line Tools alone.
    developer="$(xcode-select -p 2> /dev/null || true)"
    case "$developer" in
        *CommandLineTools*)
            fail_early "xcode-select points at the Command Line Tools ($developer), which lack Swift Testing and" \
                "XCTest: install Xcode (26.4 or later), then: sudo xcode-select -s /Applications/Xcode.app" ;;
    esac
    xcode="$(xcodebuild -version 2> /dev/null | head -1 || true)"
    machine="$machine · ${xcode:-no Xcode}"
else
    machine="$system $(uname -r) $(uname -m)"
fi
command -v swift > /dev/null || fail_early "swift is not on the PATH: install Xcode 26.4 or later (a Mac) or Swift 6.3 (Linux)"
if ! swift_output="$(swift --version 2>&1)"; then
    # For example Xcode's licence not yet accepted (sudo xcodebuild -license).
    fail_early "'swift --version' failed: $swift_output"
fi
swift_line="$(printf '%s\n' "$swift_output" | grep -o 'Swift version [0-9][0-9.]*' | head -1)"
swift_version="${swift_line#Swift version }"
major="${swift_version%%.*}"
minor="${swift_version#*.}"
minor="${minor%%.*}"
if [ -z "$major" ] || [ "$major" -lt 6 ] || { [ "$major" -eq 6 ] && [ "$minor" -lt 3 ]; }; then
    fail_early "Swift ${swift_version:-?} is too old: RxSandbox needs Swift 6.3 (Xcode 26.4 or later)"
fi
machine="$machine · Swift $swift_version"
say "$machine; logs in $logs"

verdict=PASS
results=""
add() { results="$results · $*"; }
failed() { verdict=FAIL; add "$*"; }

# --- Build, and the warnings in our code
say "building from scratch (with the tests)"
if swift build --build-tests --scratch-path "$scratch" > "$logs/build.log" 2>&1; then
    warnings=$(grep -F ': warning: ' "$logs/build.log" \
        | grep -F -e "$repo/Sources/" -e "$repo/Tests/" -e "$repo/Lessons/" -e "$repo/Fuzz/" | sort -u | wc -l | tr -d ' ')
    if [ "$warnings" -eq 0 ]; then add "build: 0 warnings"; else failed "build: $warnings warnings (build.log)"; fi
else
    failed "build: FAILED (build.log)"
    say "the build failed; its errors:"
    grep -E "error:" "$logs/build.log" | sort -u | head -20
    printf 'check-mac: %s · %s%s\n' "$verdict" "$machine" "$results"
    exit 1
fi

# --- The tests
say "running swift test"
if swift test --scratch-path "$scratch" > "$logs/test.log" 2>&1; then test_status=passed; else test_status=FAILED; fi
xctests="$(grep -E "Executed [0-9]+ tests?, with [0-9]+ failures?" "$logs/test.log" | tail -1 \
    | sed -E 's/.*Executed ([0-9]+) tests?, with ([0-9]+) failures?.*/\1 XCTest, \2 failed/')"
testing="$(grep -E "Test run with [0-9]+ tests?" "$logs/test.log" | tail -1 \
    | sed -E 's/.*Test run with ([0-9]+) tests?.* (passed|failed).*/\1 Swift Testing \2/')"
if [ "$test_status" = passed ]; then
    add "tests: ${xctests:-?}; ${testing:-?}"
else
    failed "tests: FAILED: ${xctests:-?}; ${testing:-?} (test.log)"
    grep -E "error: |: error|failed \(" "$logs/test.log" | head -20 >&2 || true
fi

lessons="$(swift build --scratch-path "$scratch" --show-bin-path)/lessons"

# --- Every lesson, run and checked
say "running every lesson"
ids="$("$lessons" list --lang en --no-color | sed -nE 's/^ *[0-9]+\. ([a-z0-9-]+) .*/\1/p')"
ran=0
broken=""
for id in $ids; do
    ran=$((ran + 1))
    if ! "$lessons" run "$id" --lang en --no-color > "$logs/run-$id.txt" 2>&1; then broken="$broken $id"; fi
done
if [ "$ran" -eq 0 ]; then
    failed "lessons: none listed ('lessons list' printed no lesson; see check.txt)"
    "$lessons" list --lang en --no-color > "$logs/check.txt" 2>&1 || true
elif [ -z "$broken" ] && "$lessons" check --lang en --no-color > "$logs/check.txt" 2>&1; then
    add "lessons: $ran run, all checked"
else
    failed "lessons: FAILED:${broken:- check} (run-*.txt, check.txt)"
fi

# --- Every exercise: the starters, as a learner is given them, fail each one
say "checking every exercise"
exercises="$("$lessons" exercise list --lang en --no-color | grep -cE '^ *[0-9]+\. ' || true)"
"$lessons" exercise check --lang en --no-color > "$logs/exercises.txt" 2>&1 || true
summary="$(tail -1 "$logs/exercises.txt")"
if diff -r -x .DS_Store Lessons/Exercises Tests/ExerciseStarters > /dev/null 2>&1; then
    if [ "$summary" = "$exercises checked, $exercises failed" ]; then
        add "exercises: $exercises starters checked"
    else
        failed "exercises: '$summary', expected every starter to fail ($exercises) (exercises.txt)"
    fi
else
    # The learner's own answers: they are checked, whatever they answer.
    case "$summary" in
        *checked*) add "exercises: $summary (your answers, not the starters)" ;;
        *) failed "exercises: FAILED to check (exercises.txt)" ;;
    esac
fi

# --- The site, byte for byte
say "building the site and comparing it with docs/"
if "$lessons" site --out "$logs/site" > "$logs/site.log" 2>&1; then
    if diff -r -x .DS_Store "$logs/site" docs > "$logs/site.diff" 2>&1; then
        add "site: identical to docs/"
    else
        differing="$(diff -rq -x .DS_Store "$logs/site" docs | wc -l | tr -d ' ')"
        failed "site: $differing files differ from docs/ (site.diff)"
    fi
else
    failed "site: FAILED to build (site.log)"
fi

printf 'check-mac: %s · %s%s\n' "$verdict" "$machine" "$results"
[ "$verdict" = PASS ]
