#!/usr/bin/env bash
# Times the exercise loop as a learner lives it: a change saved to an exercise's file, then
# `swift run lessons exercise check <id>`, which builds what changed and checks it. Each figure is
# the wall-clock time of the whole command; the median of several runs is reported. Target, debug build
# on 2 cores: within 5 s.
#
#   Scripts/benchmark-exercise-loop.sh [<id>]     # default: the first exercise
#
# The learner's file is copied aside first and put back byte for byte at the end (even when
# interrupted), so whatever was in it is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product lessons > /dev/null
lessons="$(swift build --show-bin-path)/lessons"
id="${1:-$("$lessons" exercise list --lang en | sed -nE 's/^ *1\. ([a-z0-9-]+) .*/\1/p')}"
file="$("$lessons" exercise show "$id" --lang en --no-color | sed -nE 's/^edit: (.*)$/\1/p')"
if [ -z "$file" ] || [ ! -f "$file" ]; then
    echo "no file to edit for the exercise '$id'" >&2
    exit 2
fi
backup="$(mktemp)"
cp -p "$file" "$backup"
trap 'cp -p "$backup" "$file"; rm -f "$backup"' EXIT
# shellcheck source=Scripts/elapsed-ms.sh
. Scripts/elapsed-ms.sh  # (the current folder is the package's, from the cd above)

# `lessons exercise check` exits 1 while the answer is wrong: time it whatever it answers.
check() {
    swift run lessons exercise check "$id" --no-color || true
}
runs=5
times=""
for run in $(seq "$runs"); do
    # A change a learner makes: a new line in the file (the whole file is compiled again).
    printf '\n// edit %s\n' "$run" >> "$file"
    times="$times $(elapsed_ms check)"
done
printf 'save → check answer (swift run lessons exercise check %s), %s runs:%s ms\n' "$id" "$runs" "$times"
# shellcheck disable=SC2086 # $times is a list of numbers, split on purpose
printf 'median: %s ms\n' "$(printf '%s\n' $times | sort -n | sed -n "$(( (runs + 1) / 2 ))p")"
