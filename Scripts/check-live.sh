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

checker=check-live
# shellcheck source=Scripts/find-chromium.sh
. "$repo/Scripts/find-chromium.sh"

swift build --product lessons
lessons="$(swift build --show-bin-path)/lessons"
python3 "$repo/Scripts/check_live.py" --browser "$browser" --lessons "$lessons" --package "$repo" ${1+"$@"}
