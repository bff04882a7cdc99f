#!/usr/bin/env bash
# The browser check of `lessons serve` (Scripts/check_live.py says what it checks): builds `lessons`,
# starts `lessons serve` on a free port, and in one headless Chromium drags a marble with the mouse,
# with a finger at 390 px and with the keyboard, edits marble text, opens a page's link again, has a
# page of another origin try the server, saves a change to Lessons/Playground/Playground.swift (put
# back as it was afterwards, byte for byte) and waits for the open page to update, then stops the
# server with Ctrl-C.
#
#   Scripts/check-live.sh                  # the check
#   Scripts/check-live.sh --benchmark 200  # and the time from a change to the updated page, 200 edits
#   Scripts/check-live.sh --skip-code      # without touching the playground
#
# Exit status: 0 all good, 1 a check failed, 2 could not check. Needs python3 (standard library
# only) and Chromium (Debian: apt-get install chromium; set CHROMIUM=/path/to/chrome for another one).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

browser="${CHROMIUM:-}"
if [ -z "$browser" ]; then
    for candidate in /usr/lib/chromium/chromium chromium chromium-browser google-chrome google-chrome-stable; do
        if command -v "$candidate" > /dev/null; then browser="$(command -v "$candidate")"; break; fi
    done
fi
if [ -z "$browser" ]; then
    for candidate in "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" \
        "/Applications/Chromium.app/Contents/MacOS/Chromium"; do
        if [ -x "$candidate" ]; then browser="$candidate"; break; fi
    done
fi
if [ -z "$browser" ] || ! [ -x "$browser" ]; then
    echo "check-live: Chromium is not installed${browser:+ (CHROMIUM=$browser is not executable)}." >&2
    echo "  Debian/Ubuntu: apt-get install -y chromium; a Mac: install Google Chrome (or set CHROMIUM=/path/to/chrome)" >&2
    exit 2
fi
command -v python3 > /dev/null || { echo "check-live: python3 is not installed (apt-get install -y python3)" >&2; exit 2; }

swift build --product lessons
lessons="$(swift build --show-bin-path)/lessons"
python3 "$repo/Scripts/check_live.py" --browser "$browser" --lessons "$lessons" --package "$repo" ${1+"$@"}
