#!/usr/bin/env bash
# Proves that Scripts/check-site.sh can fail: copies a site, breaks the copy in one known way per
# assertion, runs the check on it and fails unless every breakage is reported (and the things the
# rules exempt are not). Run by .ci/run before the check itself, so that a check that silently
# stopped looking (a Chromium update, a broken probe) cannot pass.
#
#   Scripts/check-site-selftest.sh            # breaks a copy of docs/
#   Scripts/check-site-selftest.sh /tmp/site  # breaks a copy of another site (relative to here)
#
# The breakages, each on a page of its own:
#   sideways    en/custom-binder.html   a 2000 px wide div#selftest-wide
#   diagrams    en/ios-vs-sandbox.html  a 2000 px wide diagram, one with 4 px text, and a hidden
#                                       (display:none) one with both faults, which must not count
#   javascript  en/marble-syntax.html   a call of an undefined function and a console.error
#   korean      ko/ios-vs-sandbox.html  a scene with "speed" in its text, "pause" in a tooltip and a
#                                       lane named "user"; "time" in <code>, "error" as a marble's
#                                       value and the code-like key-path must not count
#   neighbours  en/todo-app.html        its rel=prev/next links taken away, and
#               en/playground.html      (the last lesson) a rel=next link; every other lesson is
#                                       given correct links first, so exactly these two must fail
#   scenes      ko/ios-vs-sandbox.html  that scene has no scrubber (no cursor, data-scrubber not
#                                       ready), and a second scene has no diagram
#   chains      en/sharing.html         the first chain's nodes lose their active counts and its
#                                       first lane its number (no active counts, one lane short, its
#                                       node highlights no lane)
#   screens     en/control-property.html its first view drawn with two frames shown (Swift's, at
#                                       ticks 0 and 60) where the script shows one, and a script that
#                                       rewrites the shown frame's value 0.5 as 0.7
#               en/scroll-current-page.html a listener that puts every frame group back on its first
#                                       frame whenever the time changes
#   links       en/index.html           a broken link, an id used twice, an image from https://,
#                                       and a CSS background from https:// (only the browser sees it)
#               .rxsandbox-site         the manifest without en/glossary.html
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source_site="${1:-$repo/docs}"
[ -d "$source_site" ] || { echo "check-site-selftest: no site at '$source_site'" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$source_site" "$work/site"

python3 - "$work/site" "$repo/Scripts/check-site" <<'PY'
import os, re, sys
site, scripts = sys.argv[1], sys.argv[2]

def edit(page, change):
    path = os.path.join(site, page)
    with open(path, encoding="utf-8") as text:
        before = text.read()
    after = change(before)
    if after == before:
        sys.exit(f"check-site-selftest: could not break {page}: the page no longer looks as expected")
    with open(path, "w", encoding="utf-8") as text:
        text.write(after)

def script(name):
    """A <script> with the text of Scripts/check-site/<name>."""
    with open(os.path.join(scripts, name), encoding="utf-8") as text:
        return "<script>\n" + text.read() + "</script>"

def before_main_end(snippet):
    return lambda page: page.replace("</main>", snippet + "\n</main>", 1)

# Every lesson first gets correct neighbour links (harmless where it has them already).
for language in ("en", "ko"):
    with open(os.path.join(site, language, "index.html"), encoding="utf-8") as text:
        index = text.read()
    listing = re.search(r'<ol class="lesson-list">(.*?)</ol>', index, re.S).group(1)
    lessons = re.findall(r'<a href="([^"#]+)"', listing)
    for number, lesson in enumerate(lessons):
        links = ""
        if number > 0:
            links += f'<a rel="prev" href="{lessons[number - 1]}">prev</a> '
        if number + 1 < len(lessons):
            links += f'<a rel="next" href="{lessons[number + 1]}">next</a>'
        edit(f"{language}/{lesson}", before_main_end(f"<nav>{links}</nav>"))

edit("en/todo-app.html", lambda page: re.sub(r'\srel="(prev|next)"', "", page))
edit("en/playground.html", before_main_end('<a rel="next" href="index.html">more</a>'))

edit("en/custom-binder.html", before_main_end('<div id="selftest-wide" style="width:2000px">wide</div>'))

edit("en/ios-vs-sandbox.html", before_main_end(
    '<div class="diagram"><svg id="selftest-wide-diagram" width="2000" height="20" viewBox="0 0 2000 20">'
    '<text x="0" y="15" font-size="12">wide</text></svg></div>'
    '<div class="diagram"><svg id="selftest-tiny-diagram" width="100" height="20" viewBox="0 0 100 20">'
    '<text x="0" y="15" style="font-size:4px">tiny</text></svg></div>'
    '<div class="diagram"><svg id="selftest-hidden-diagram" style="display:none" width="3000" height="20">'
    '<text x="0" y="15" style="font-size:2px">hidden</text></svg></div>'))

edit("en/marble-syntax.html", before_main_end(script("selftest-console-error.js")))

edit("ko/ios-vs-sandbox.html", before_main_end(
    '<section class="scene" id="selftest-scene"><h3>selftest</h3>'
    '<div class="diagram"><svg width="300" height="60" viewBox="0 0 300 60">'
    '<g class="stream"><text class="name" x="0" y="20">user</text>'
    '<g class="event next"><title>값: error</title><circle cx="200" cy="20" r="10"/>'
    '<text x="200" y="24">error</text></g></g></svg></div>'
    '<p>재생 speed, <code>time</code>, key-path 장면</p><p title="pause">정지</p></section>'
    '<section class="scene" id="selftest-empty"><p>장면</p></section>'))

def break_chain(page):
    start = page.index('<div class="chain">')
    end = page.index('</figure>', start)
    chain = re.sub(r'<tspan data-frame="-?[0-9]+"( hidden)? class="active[^"]*">[^<]*</tspan>', "", page[start:end])
    chain = chain.replace('<g class="stream" data-stream="0">', '<g class="stream">')
    return page[:start] + chain + page[end:]

edit("en/sharing.html", break_chain)

edit("en/control-property.html",
     lambda page: page.replace('<div data-frame="0" hidden class="view"', '<div data-frame="0" class="view"', 1))
edit("en/control-property.html", before_main_end(script("selftest-rewrites-screen.js")))

edit("en/scroll-current-page.html", before_main_end(script("selftest-stuck-frames.js")))

def drop_from_manifest(manifest):
    assert '"en/glossary.html", ' in manifest or ', "en/glossary.html"' in manifest
    return manifest.replace('"en/glossary.html", ', "").replace(', "en/glossary.html"', "")

edit(".rxsandbox-site", drop_from_manifest)

edit("en/index.html", before_main_end(
    '<p id="selftest-twice">one</p><p id="selftest-twice">two</p><a href="nosuch.html">broken</a>'
    '<img alt="" src="https://example.invalid/selftest.png">'
    '<div style="background:url(https://example.invalid/selftest-bg.png);height:2px"></div>'))
PY

output="$work/output.txt"
status=0
"$repo/Scripts/check-site.sh" --no-screenshots "$work/site" > "$output" 2>&1 || status=$?
if [ "$status" -ne 1 ]; then
    cat "$output" >&2
    echo "check-site-selftest: the check on the broken site exited with $status, want 1 (problems found)" >&2
    exit 1
fi

missing=0
expect() {  # expect ASSERTION REGEX: a line of the output matches
    if grep -Eq -- "$2" "$output"; then
        echo "  ✓ $1 fires: $(grep -Em1 -- "$2" "$output" | sed 's/^ *//' | cut -c1-150)"
    else
        echo "  ✗ $1 did not fire: no line matches /$2/"; missing=$((missing + 1))
    fi
}
reject() {  # reject WHAT REGEX: no line of the output matches
    if grep -Eq -- "$2" "$output"; then
        echo "  ✗ $1 was reported: $(grep -Em1 -- "$2" "$output" | sed 's/^ *//' | cut -c1-150)"; missing=$((missing + 1))
    else
        echo "  ✓ $1 not reported"
    fi
}
echo "check-site-selftest: Scripts/check-site.sh on a broken copy of $source_site:"
expect sideways 'en/custom-binder.html \[1280 px, light and dark\]: scrolls sideways.*div#selftest-wide'
expect "diagrams (too wide)" 'en/ios-vs-sandbox.html \[1280 px, light and dark\]: svg#selftest-wide-diagram is 2000 px wide.*column div\.diagram'
expect "diagrams (text under 7 px)" 'en/ios-vs-sandbox.html \[390 and 1280 px, light and dark\]: svg#selftest-tiny-diagram 1 of its 1 texts are under 7 px on screen \(smallest 4\.0 px'
reject "a display:none diagram" 'selftest-hidden'
expect "javascript (exception)" 'en/marble-syntax.html \[390 and 1280 px, light and dark\]: uncaught ReferenceError: selftestUndefinedFunction'
expect "javascript (console.error)" 'en/marble-syntax.html \[390 and 1280 px, light and dark\]: console.error: selftest console error'
expect "korean (text)" 'ko/ios-vs-sandbox.html \[390 and 1280 px, light and dark\]: “speed” in text'
expect "korean (tooltip)" 'ko/ios-vs-sandbox.html \[390 and 1280 px, light and dark\]: “pause” in tooltip'
expect "korean (lane name)" 'ko/ios-vs-sandbox.html \[390 and 1280 px, light and dark\]: “user” in text “user”'
reject "exempt words (code, a marble value, key-path)" 'ko/ios-vs-sandbox.html .*“(time|error|key)”'
expect "neighbours (missing)" 'en/todo-app.html \[390 and 1280 px, light and dark\]: lesson [0-9]+ of [0-9]+ in en/index.html: no a\[rel=prev\].*no a\[rel=next\]'
expect "neighbours (last has next)" 'en/playground.html \[390 and 1280 px, light and dark\]: lesson ([0-9]+) of \1 .*has an a\[rel=next\] \(to index.html\) but should have none'
expect "neighbours (only those two)" 'every lesson page links its neighbours .*: 2 problem\(s\) on 2 page\(s\)$'
expect "scenes (scrubber)" "ko/ios-vs-sandbox.html \[390 and 1280 px, light and dark\]: the time scrubber did not set up"
expect "scenes (cursor)" 'ko/ios-vs-sandbox.html \[390 and 1280 px, light and dark\]: scene selftest-scene has no scrubber cursor'
expect "scenes (diagram)" 'ko/ios-vs-sandbox.html \[390 and 1280 px, light and dark\]: scene selftest-empty has no diagram'
expect "chains (active counts)" 'en/sharing.html \[390 and 1280 px, light and dark\]: the chain of scene sharing-[a-z-]+ .*nodes do not say how many subscriptions are active'
expect "chains (a node per lane)" 'en/sharing.html \[390 and 1280 px, light and dark\]: the chain of scene sharing-[a-z-]+ has [0-9]+ nodes in its tree but [0-9]+ lanes'
expect "chains (highlight)" 'en/sharing.html \[390 and 1280 px, light and dark\]: the chain of scene sharing-[a-z-]+ .*selecting its first node does not highlight lane 0 alone'
reject "chains elsewhere" 'en/(playground|todo-app|bind-vs-drive)\.html .*the chain of scene'
expect "screens (frames)" 'en/control-property.html \[390 and 1280 px, light and dark\]: view whiteSlider in scene control-property-[a-z-]+ shows the frame of tick 60 where Swift showed tick 0, 60'
expect "screens (redrawn by a script)" 'en/control-property.html \[390 and 1280 px, light and dark\]: screen control-property-[a-z-]+-screen view whiteSlider shows “0\.7” redrawn where “0\.5” was written'
expect "screens (scrubbing)" 'en/scroll-current-page.html \[390 and 1280 px, light and dark\]: .* in scene scroll-current-page-[a-z-]+ scrubbed to tick [0-9]+ shows the frame of tick 0'
reject "screens elsewhere" '(custom-binder|todo-app|bind-vs-drive)\.html .*(redrawn|where Swift showed)'
expect "links (not in the manifest)" "en/glossary.html \(in the file\): is not a page of the site's manifest"
expect "links (broken)" 'en/index.html \(in the file\): broken link nosuch.html'
expect "links (duplicate id)" "en/index.html \(in the file\): two elements have the id 'selftest-twice'"
expect "links (outside, in the file)" 'en/index.html \(in the file\): <img src> loads https://example.invalid/selftest.png'
expect "links (outside, seen by the browser)" 'en/index.html \[390 and 1280 px, light and dark\]: loads https://example.invalid/selftest-bg.png'
if [ "$missing" -gt 0 ]; then
    echo "check-site-selftest: $missing expectation(s) not met; the check's output:" >&2
    sed 's/^/    /' "$output" >&2
    exit 1
fi
echo "check-site-selftest: every assertion fires on a broken site"
