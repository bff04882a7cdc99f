#!/usr/bin/env bash
# A learner's file that does not compile must not lock the learner out. On a fresh clone of this
# repository's HEAD (the committed code; .ci/run runs on a clean clone of main), it breaks an exercise's
# file and the playground the way a typo does, builds `lessons`, and checks that every command that does
# not run those files still works (list, a lesson, help, exercise show, hint, solution, list without
# marks), that `exercise check` and `run playground` report the compiler's error at the learner's own
# file and line, that `check` checks every other lesson, that a broken playground does not stop an
# exercise's check, and that `exercise reset` keeps the broken file in Saved/ and then the check runs. .ci/run calls it; it takes a full build.
#
#   Scripts/check-learner-lockout.sh [CLONE_DIR]   # default: a new temporary folder, removed after
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$(pwd -P)"
if [ $# -gt 0 ]; then
    clone="$1"
else
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    clone="$work/clone"
fi
git clone --quiet "$repository" "$clone"
cd "$clone"

failures=0
fail() {
    echo "check-learner-lockout: $*" >&2
    failures=$((failures + 1))
}
# Replaces the text $2 with $3 in the file $1 (sed without -i, which BSD and GNU spell differently).
replace() {
    grep -qF -- "$2" "$1" || { echo "check-learner-lockout: '$2' is not in $1" >&2; exit 1; }
    sed "s/$2/$3/" "$1" > "$1.new" && mv "$1.new" "$1"
}
# Runs lessons with the arguments; its status, output and errors go to $status, $out and $err.
lessons() {
    set +e
    .build/debug/lessons "$@" --lang en > "$clone.out" 2> "$clone.err"
    status=$?
    set -e
    out="$(cat "$clone.out")"
    err="$(cat "$clone.err")"
}

# A missing parenthesis in an exercise (line 14 of Sharing.swift), an unknown member in the playground.
replace Lessons/Exercises/Sharing.swift 'weather = .empty()' 'weather = .empty('
replace Lessons/Playground/Playground.swift 'label.text = text.uppercased()' 'label.txt = text.uppercased()'

if ! swift build --product lessons > "$clone.build" 2>&1; then
    cat "$clone.build" >&2
    fail "lessons does not build while the learner's files don't compile"
    exit 1
fi

for command in "list" "run custom-binder" "help" "exercise show sharing" "exercise hint sharing" \
    "exercise solution sharing"; do
    # shellcheck disable=SC2086  # the command's words
    lessons $command
    [ "$status" -eq 0 ] || fail "'lessons $command' exited with $status: $err"
    [ -n "$out" ] || fail "'lessons $command' wrote nothing"
done

lessons exercise list
[ "$status" -eq 1 ] || fail "'exercise list' exited with $status, not 1"
case "$out" in *"9. sharing"*) ;; *) fail "'exercise list' did not list the exercises: $out" ;; esac
case "$err" in *"doesn't compile"*) ;; *) fail "'exercise list' did not say the code doesn't compile: $err" ;; esac

lessons exercise check sharing
[ "$status" -eq 1 ] || fail "'exercise check sharing' exited with $status, not 1"
case "$err" in
    *"Lessons/Exercises/Sharing.swift:15:"*"error:"*"exercise reset sharing"*) ;;
    *) fail "'exercise check sharing' did not show the error at Sharing.swift:15 and the reset: $err" ;;
esac

lessons run playground
[ "$status" -eq 1 ] || fail "'run playground' exited with $status, not 1"
case "$err" in
    *"Lessons/Playground/Playground.swift:12:"*"error:"*) ;;
    *) fail "'run playground' did not show the error at Playground.swift:12: $err" ;;
esac

# Checking every lesson checks the others, and fails the playground with its errors.
lessons check
[ "$status" -eq 1 ] || fail "'check' exited with $status, not 1"
case "$out" in *"✓ custom-binder"*"✗ playground"*) ;; *) fail "'check' did not check the other lessons: $out" ;; esac

lessons exercise reset sharing
[ "$status" -eq 0 ] || fail "'exercise reset sharing' exited with $status: $err"
grep -qF 'weather = .empty(' Saved/Sharing-1.swift 2> /dev/null || fail "the broken Sharing.swift was not kept in Saved/"
cmp -s Lessons/Exercises/Sharing.swift Tests/ExerciseStarters/Sharing.swift || fail "reset did not put the starter back"

# The playground is still broken; the exercises are built without it.
lessons exercise check sharing
[ "$status" -eq 1 ] || fail "'exercise check sharing' of the starter exited with $status, not 1 (it fails its scenarios)"
case "$out" in *"scenarios passed"*) ;; *) fail "'exercise check sharing' did not check the starter: $out $err" ;; esac

rm -f "$clone.out" "$clone.err" "$clone.build"
if [ "$failures" -gt 0 ]; then
    echo "check-learner-lockout: $failures failure(s)" >&2
    exit 1
fi
echo "check-learner-lockout: a learner's file that does not compile leaves every other command working"
