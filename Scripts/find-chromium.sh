# shellcheck shell=bash disable=SC2154
# Sourced by Scripts/check-site.sh and Scripts/check-live.sh (not run on its own): sets `browser` to
# the Chromium (or Chrome) a headless check drives, or exits 2 saying how to install one. `CHROMIUM`
# names one outright; `checker` is the name the messages start with. Held to macOS's bash 3.2.
browser="${CHROMIUM:-}"
if [ -z "$browser" ]; then
    # Debian's /usr/bin/chromium is a shell launcher that adds flags meant for desktop use; the
    # binary behind it is what a headless check wants.
    for candidate in /usr/lib/chromium/chromium chromium chromium-browser google-chrome google-chrome-stable; do
        if command -v "$candidate" > /dev/null; then browser="$(command -v "$candidate")"; break; fi
    done
fi
if [ -z "$browser" ]; then
    # A Mac's Chrome or Chromium, where the app installs it.
    for candidate in "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" \
        "/Applications/Chromium.app/Contents/MacOS/Chromium"; do
        if [ -x "$candidate" ]; then browser="$candidate"; break; fi
    done
fi
if [ -z "$browser" ] || ! [ -x "$browser" ]; then
    echo "$checker: Chromium is not installed${browser:+ (CHROMIUM=$browser is not executable)}." >&2
    echo "  Debian/Ubuntu: apt-get install -y chromium; a Mac: install Google Chrome (or set CHROMIUM=/path/to/chrome)" >&2
    exit 2
fi
command -v python3 > /dev/null || { echo "$checker: python3 is not installed (apt-get install -y python3)" >&2; exit 2; }
