#!/usr/bin/env bash
# shellcheck disable=SC2016 # the backticks in the strings below are README's, meant literally
# Fails when README's architecture table is not true to Package.swift: a target without a row, a target
# that depends on one listed below it, or a row whose "depends on" is not what the package says
# (Scripts/check_dependency_order.py). .ci/run calls it, and with --selftest, which proves it fails on a
# table whose order is wrong.
#
#   Scripts/check-dependency-order.sh             # this package's README and Package.swift
#   Scripts/check-dependency-order.sh --selftest  # the check must fail on a README with RxCore's row last
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift package dump-package > "$work/package.json"

if [ "${1:-}" = --selftest ]; then
    # RxCore's row moved to the end: every target that depends on it then depends on a row below.
    core="$(grep -F '| `RxCore` |' README.md)"
    grep -vF '| `RxCore` |' README.md | awk -v core="$core" '
        { print }
        /^\| `rx-bench` \|/ { print core }' > "$work/README.md"
    if python3 Scripts/check_dependency_order.py --readme "$work/README.md" \
        --package-json "$work/package.json" > /dev/null 2> "$work/errors"; then
        echo "check-dependency-order --selftest: the check passed a table with RxCore's row last" >&2
        exit 1
    fi
    if ! grep -qF 'depends on `RxCore`, which the architecture table lists below it' "$work/errors"; then
        echo "check-dependency-order --selftest: the check failed, but not for the row out of order:" >&2
        cat "$work/errors" >&2
        exit 1
    fi
    echo "check-dependency-order --selftest: a table with RxCore's row last fails the check"
    exit 0
fi
python3 Scripts/check_dependency_order.py --readme README.md --package-json "$work/package.json"
