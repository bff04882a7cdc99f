#!/usr/bin/env bash
# The Darwin check: finds, on Linux, what would make the package fail to build or behave differently on
# a Mac, where our learners are. It builds the package (with its tests), reads every target's public
# and package symbols from the compiler (swift-symbolgraph-extract) and every Swift file and script,
# and fails on:
#   names      a declaration whose name a Mac's Foundation, CoreFoundation, CoreGraphics, ObjectiveC,
#              Dispatch, Darwin or Observation also make visible, unless it is the non-Darwin branch of
#              a '#if canImport(...)' whose Darwin branch is a typealias to Apple's type
#   members    an extension member, or an NSObject subclass's member without 'override', that such a
#              type already has on a Mac
#   branches   a '#if canImport(<Apple-only module>)' or '#if os(macOS)' branch holding more than
#              imports and typealiases, outside the POSIX shims
#   c-library  the C library imported, tested for or called (a Glibc-only function) outside the shims
#   scripts    a script a Mac user runs that needs bash 4 or GNU's tools; a Linux-only script that
#              does not say so
# The rules, and why each matters on a Mac, are at the top of Scripts/check_darwin.py; the lists it
# reads are in Scripts/darwin/ (names.txt says where its names came from and how to make it again).
#
#   Scripts/check-darwin.sh                # checks this package
#   Scripts/check-darwin.sh <package>      # checks another package folder (the self-test's fixture)
#
# Exit status: 0 nothing found, 1 problems found (each printed as file:line: [rule] what and what to
# do), 2 could not check. Needs python3 and the Swift toolchain; runs on Linux and on a Mac alike.
set -eu
repo="$(cd "$(dirname "$0")/.." && pwd)"
lists="$repo/Scripts/darwin"

package="$repo"
if [ $# -gt 1 ] || { [ $# -eq 1 ] && [ ! -f "$1/Package.swift" ]; }; then
    echo "usage: Scripts/check-darwin.sh [<package folder>]  (a folder with a Package.swift)" >&2
    exit 2
fi
if [ $# -eq 1 ]; then
    package="$(cd "$1" && pwd)"
fi
command -v python3 > /dev/null || { echo "check-darwin: needs python3" >&2; exit 2; }

# A package's own lists, when it has them (the self-test's fixture does), else this package's.
own() {
    if [ -f "$package/Scripts/darwin/$1" ]; then echo "$package/Scripts/darwin/$1"; else echo "$lists/$1"; fi
}

echo "check-darwin: building $(basename "$package") and its tests"
if ! (cd "$package" && swift build --build-tests > /dev/null 2> "${TMPDIR:-/tmp}/check-darwin-build.$$"); then
    cat "${TMPDIR:-/tmp}/check-darwin-build.$$" >&2
    rm -f "${TMPDIR:-/tmp}/check-darwin-build.$$"
    echo "check-darwin: the package does not build; fix that first" >&2
    exit 2
fi
rm -f "${TMPDIR:-/tmp}/check-darwin-build.$$"

python3 "$repo/Scripts/check_darwin.py" --package "$package" --lists "$lists" \
    --shims "$(own posix-shims.txt)" --mac-scripts "$(own mac-scripts.txt)"
