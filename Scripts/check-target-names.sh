#!/usr/bin/env bash
# Fails when two targets or products of the package have names that are equal ignoring case (say a
# library `Lessons` and an executable `lessons`). On macOS's default, case-insensitive file system
# their build products would overwrite each other, and our learners are iOS developers, on Macs.
# A target and the product that shares its exact name (`RxSandbox`) are one name. .ci/run calls it.
#
#   Scripts/check-target-names.sh           # the names of this package (swift package dump-package)
#   Scripts/check-target-names.sh FILE      # names, one a line, from FILE, or - for standard input
#                                           # (to try the check itself)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then
    # In the package's JSON, the names of products and targets are the keys indented six spaces.
    names="$(swift package dump-package | sed -nE 's/^      "name" : "(.*)",?$/\1/p')"
else
    names="$(cat -- "$1")"
fi
# The names this package certainly has: if they are not all found, the JSON's shape has changed.
if [ $# -eq 0 ]; then
    for expected in RxCore RxSandbox lessons; do
        if ! printf '%s\n' "$names" | grep -qx -- "$expected"; then
            echo "check-target-names: '$expected' is not among the names read (did 'swift package dump-package'" \
                "change its format?)" >&2
            exit 1
        fi
    done
fi
distinct="$(printf '%s\n' "$names" | sort -u)"
clashing="$(printf '%s\n' "$distinct" | tr '[:upper:]' '[:lower:]' | sort | uniq -d)"
if [ -n "$clashing" ]; then
    echo "These target or product names are equal ignoring case; on macOS their build products collide:" >&2
    for name in $clashing; do
        echo "  $(printf '%s\n' "$distinct" | grep -ix -- "$name" | tr '\n' ' ')" >&2
    done
    echo "Rename one of each group in Package.swift." >&2
    exit 1
fi
echo "check-target-names: $(printf '%s\n' "$distinct" | wc -l | tr -d ' ') names, none equal to another ignoring case"
