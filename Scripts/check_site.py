#!/usr/bin/env python3
"""The browser half of Scripts/check-site.sh (run that script; it finds Chromium and the paths).

Reads the site's manifest (.rxsandbox-site, written by `lessons site`: its pages, its lessons in
teaching order, the names its pages and scripts agree on), opens every page of it in one headless
Chromium, driven over the DevTools protocol
through a pipe (--remote-debugging-pipe: no WebDriver, no pip package, only the Python standard
library), at 390 px and 1280 px viewport width, with prefers-color-scheme light and dark, and checks:

  sideways     the page does not scroll sideways (document scrollWidth <= clientWidth);
  diagrams     every shown diagram (`.diagram svg`; an SVG inside another SVG counts with it, one
               that is not rendered, e.g. display:none, does not count) lies entirely inside its
               column (every ancestor box up to <body>) and the viewport, no ancestor of it scrolls
               sideways, and each of its SVG texts is at least 7 px tall on screen (font-size x the
               vertical scale of the text's screen CTM);
  javascript   no uncaught exception, console.error/console.assert or browser error log entry;
  korean       no English diagram words on Korean pages (the rule is under KOREAN RULE below);
  neighbours   every lesson page links its neighbours (a[rel~=prev] / a[rel~=next]) in the
               manifest's teaching order; the first has no prev, the last no next; other pages (index,
               reference pages) are not lessons;
  scenes       data-scrubber="ready", and each .scene has a diagram and a scrubber cursor;
  chains       each scene's chain view (.chain) works: its tree (svg.chain-graph) has a node for every
               lane of its drawing, each node shows how many subscriptions are active, and selecting
               a node highlights that node's lane and dims the others (the probe selects and unselects
               it); the tree counts as a diagram for "diagrams";
  screens      redraw parity: what changes with a scene's time is drawn by Swift once per state
               (frames, marked with the manifest's frame attribute) with the state at the scene's end
               shown; set up at that tick, the page's scripts show the same frame of every group, and
               each simulated screen (figure.screen) is element for element, the same tags, texts and
               inline styles, the page's file (read from disk, parsed without its scripts); and scrubbed
               to each tick a frame starts at, each group shows only its last frame at or before it;
  links        (from the files) every .html file is a page of the manifest and every page of the
               manifest a file, each language's index (and the root's) lists the manifest's lessons in
               their order, no broken link or anchor, no id used twice in a page, nothing loaded
               from outside the site (also watched in the browser: any http(s) request is blocked
               and reported).

and writes a full-page screenshot of every page at both widths in both schemes
(<page>-<width>-<scheme>.png, e.g. ko-todo-app-390-dark.png) and report.txt with every problem.

How a page is looked at: the viewport is exactly 390 x 844 or 1280 x 800 CSS px (device scale 1,
not emulating a phone's zoom-out, scrollbars hidden as on a phone or a Mac), the colour scheme is
set before the page is loaded, and the page is measured after its load event, its fonts and two
animation frames: no sleeps, so a run gives the same answer every time. A problem is printed once
per page with the widths and schemes it happens in.

KOREAN RULE. On pages under ko/, inside `.scene` sections and `.diagram`s, the text a reader sees
(text nodes not hidden by display:none or visibility:hidden; the contents of a closed <details>
count, a reader opens it) and the tooltips (SVG <title>, title="...") must not contain a word of
ENGLISH_WORDS as a word of its own, in any letter case (a name broken by <wbr> is read whole).
Exempt, because the lesson's Swift code wrote it and a learner would type it as it is:
  - text inside <code>, <pre>, <kbd>, <samp> (code and printed lines), and SVG <desc> (not shown);
  - values: the text of a marble (an SVG <text> inside a `.event` group), the same text inside that
    marble's tooltip, and the value cells of the property table (td.value);
  - code-like words: after stripping surrounding punctuation and a trailing Korean particle
    (`error를` -> `error`), a word that still holds something other than letters (label.text,
    proxy(for:), key-path, end-to-end) or a capital after a small letter (isEnabled, asDriver).
Everything else is checked like prose, lane names included: `label.text` and `request` pass, while
the stage's own lanes `user` and `binding error` and the axis name `time` are reported. (A lesson
stream named with plain words from the list would be reported too: name it in code style.)
"""

import argparse
import base64
import fcntl
import html.parser
import json
import os
import select
import subprocess
import sys
import tempfile
import time
import urllib.parse

ENGLISH_WORDS = [
    "time", "user", "tick", "ticks", "subscribed", "unsubscribed", "completed", "error", "at",
    "key", "legend", "play", "pause", "speed",
]
WIDTHS = [(390, 844), (1280, 800)]
SCHEMES = ["light", "dark"]
MIN_TEXT_PX = 7.0
PAGE_TIMEOUT = 30.0


class BrowserError(Exception):
    pass


class Browser:
    """Chromium over --remote-debugging-pipe: JSON messages ended by NUL, fd 3 in, fd 4 out."""

    def __init__(self, binary, profile):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()
        # Moved above 9 first, so that placing them at 3 and 4 cannot overwrite one another.
        high_in = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
        high_out = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
        os.close(to_browser_r)
        os.close(from_browser_w)

        def place_pipes():
            os.dup2(high_in, 3)
            os.dup2(high_out, 4)

        flags = [
            "--headless", "--remote-debugging-pipe", "--user-data-dir=" + profile,
            "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--force-device-scale-factor=1", "--force-color-profile=srgb",
            "about:blank",
        ]
        if os.geteuid() == 0:
            flags.insert(0, "--no-sandbox")  # Chromium refuses to run as root with its sandbox
        self.log_path = os.path.join(profile, "chromium.log")
        self.log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            [binary] + flags, stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
            preexec_fn=place_pipes, pass_fds=(3, 4))
        os.close(high_in)
        os.close(high_out)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            ready, _, _ = select.select([self.from_browser], [], [], remaining)
            if not ready:
                return None
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise BrowserError("Chromium closed its DevTools pipe (crashed?); its log: "
                                   + self.tail_of_log())
            self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def tail_of_log(self):
        self.log.flush()
        try:
            with open(self.log_path, "rb") as log:
                return log.read()[-2000:].decode("utf-8", "replace").strip() or "(empty)"
        except OSError:
            return "(none)"

    def call(self, method, params=None, session=None, timeout=PAGE_TIMEOUT):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        try:
            while data:
                data = data[os.write(self.to_browser, data):]
        except BrokenPipeError:
            raise BrowserError("Chromium is gone (its DevTools pipe is closed); its log: "
                               + self.tail_of_log())
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply is None:
                raise BrowserError(f"{method}: no answer from Chromium within {timeout:.0f} s")
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for(self, method, session, timeout=PAGE_TIMEOUT):
        """Waits for an event, keeping the others; returns False on timeout."""
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method and event.get("sessionId") == session:
                    del self.events[index]
                    return True
            event = self._read_message(deadline)
            if event is None:
                return False
            if "method" in event:
                self.events.append(event)

    def drain(self):
        """The events received so far, including those still in the pipe."""
        while True:
            event = self._read_message(time.monotonic() + 0.01)
            if event is None:
                break
            if "method" in event:
                self.events.append(event)
        events, self.events = self.events, []
        return events

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except BrowserError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


# The probe: runs in the page and returns what the checks need, a JavaScript function of
# `args` = {words, korean, minText, source, contract}, in a file of its own (Scripts/check-site/probe.js).
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-site", "probe.js"),
          encoding="utf-8") as probe:
    PROBE = probe.read().rstrip("\n")

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-site", "settle.js"),
          encoding="utf-8") as settle:
    SETTLE = settle.read().strip()


def file_url(path):
    return "file://" + urllib.parse.quote(os.path.abspath(path))


def url_path(url):
    parsed = urllib.parse.urlparse(url)
    if parsed.scheme != "file":
        return url
    return os.path.normpath(urllib.parse.unquote(parsed.path))


class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.ids, self.duplicates, self.lessons = [], set(), set(), []
        self.in_lesson_list = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            if attrs["id"] in self.ids:
                self.duplicates.add(attrs["id"])
            self.ids.add(attrs["id"])
        for name in ("href", "src"):
            if name in attrs and attrs[name] is not None:
                self.links.append((tag, name, attrs[name]))
        if tag in ("ol", "ul"):
            if self.in_lesson_list or "lesson-list" in (attrs.get("class") or "").split():
                self.in_lesson_list += 1
        if tag == "a" and self.in_lesson_list and attrs.get("href"):
            self.lessons.append(attrs["href"])

    def handle_endtag(self, tag):
        if tag in ("ol", "ul") and self.in_lesson_list:
            self.in_lesson_list -= 1


def static_checks(site, pages, orders):
    """Broken links and anchors, duplicate ids, things loaded from outside; and the lesson order
    (`orders`: each language folder's lessons, from the manifest)."""
    parsed = {}
    for page in pages:
        parser = Links()
        with open(page, encoding="utf-8") as text:
            parser.feed(text.read())
        parsed[os.path.normpath(page)] = parser
    problems = []
    for path, parser in sorted(parsed.items()):
        name = os.path.relpath(path, site)
        for duplicate in sorted(parser.duplicates):
            problems.append((name, f"two elements have the id {duplicate!r}"))
        for tag, attribute, link in parser.links:
            if link.startswith(("http://", "https://", "//")):
                if attribute == "src" or tag in ("link", "script"):
                    problems.append((name, f"<{tag} {attribute}> loads {link} from outside the site"))
                continue
            if link.startswith(("mailto:", "data:")):
                continue
            target, _, fragment = urllib.parse.unquote(link).partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), target)) if target else path
            if not os.path.exists(resolved):
                problems.append((name, f"broken link {link} (no file {os.path.relpath(resolved, site)})"))
            elif fragment and resolved in parsed and fragment not in parsed[resolved].ids:
                problems.append((name, f"broken anchor {link} (no id {fragment!r} there)"))

    # Lesson order: the manifest's; each language's index page and the root index list it so.
    root_index = os.path.normpath(os.path.join(site, "index.html"))
    for folder, lessons in orders.items():
        index = os.path.join(folder, "index.html")
        if index in parsed:
            listed = [os.path.normpath(os.path.join(folder, href.partition("#")[0]))
                      for href in parsed[index].lessons]
            if listed != lessons:
                problems.append((os.path.relpath(index, site), "its lesson list is not the manifest's lessons "
                                 "in their order"))
        if root_index in parsed:
            listed = [os.path.normpath(os.path.join(site, href.partition("#")[0]))
                      for href in parsed[root_index].lessons]
            if [lesson for lesson in listed if os.path.dirname(lesson) == folder] != lessons:
                problems.append(("index.html", f"its {os.path.relpath(folder, site)}/ lesson list is not the "
                                 "manifest's lessons in their order"))
    return problems


MANIFEST = ".rxsandbox-site"


def read_manifest(site):
    """The site's manifest (SiteManifest in Swift, written as its marker file): its pages as absolute
    paths (the home page, then each language's index, lessons, operator families, exercises and
    reference pages), each language folder's lessons in teaching order, and the names its pages and
    scripts agree on."""
    with open(os.path.join(site, MANIFEST), encoding="utf-8") as text:
        manifest = json.load(text)
    absolute = lambda path: os.path.normpath(os.path.join(site, path))
    pages, orders = [absolute(manifest["home"])], {}
    for language in manifest["languages"].values():
        pages.append(absolute(language["index"]))
        for kind in ("lessons", "operators", "exercises", "references"):
            pages += [absolute(path) for path in language[kind]]
        lessons = [absolute(path) for path in language["lessons"]]
        if lessons:
            orders[os.path.dirname(lessons[0])] = lessons
    return {"pages": pages, "orders": orders, "contract": dict(manifest["contract"])}


def neighbour_problem(page, prev_links, next_links, orders):
    """What is wrong with a lesson page's rel=prev/next links, or None (also for a page that is
    not a lesson)."""
    path = os.path.normpath(page)
    lessons = orders.get(os.path.dirname(path), [])
    if path not in lessons:
        return None
    index = lessons.index(path)
    problems = []
    for rel, links, wanted in (("prev", prev_links, lessons[index - 1] if index > 0 else None),
                               ("next", next_links, lessons[index + 1] if index + 1 < len(lessons) else None)):
        targets = sorted({url_path(link) for link in links})
        names = ", ".join(os.path.basename(target) for target in targets)
        if wanted is None and targets:
            problems.append(f"has an a[rel={rel}] (to {names}) but should have none")
        elif wanted is not None and not targets:
            problems.append(f"no a[rel={rel}] (want one to {os.path.basename(wanted)})")
        elif wanted is not None and targets != [wanted]:
            problems.append(f"a[rel={rel}] goes to {names}, want {os.path.basename(wanted)}")
    if not problems:
        return None
    return f"lesson {index + 1} of {len(lessons)} in {os.path.basename(os.path.dirname(path))}/index.html: " \
        + "; ".join(problems)


def event_problem(event):
    """A JavaScript error or an outside request, from a DevTools event, or None."""
    method, params = event["method"], event.get("params", {})
    if method == "Runtime.exceptionThrown":
        details = params.get("exceptionDetails", {})
        exception = details.get("exception", {})
        text = exception.get("description") or details.get("text", "exception")
        where = f" ({details.get('url', '').rsplit('/', 1)[-1]}:{details.get('lineNumber', 0) + 1})"
        return ("javascript", "uncaught " + text.splitlines()[0] + where)
    if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
        words = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))
        return ("javascript", f"console.{params['type']}: {words}")
    if method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
        entry = params["entry"]
        if entry.get("source") == "network" and not entry.get("url", "file:").startswith("file:"):
            return None  # an outside request, reported by Network.requestWillBeSent
        return ("javascript", f"{entry.get('source', 'browser')} error: {entry.get('text', '')} {entry.get('url', '')}".strip())
    if method == "Network.requestWillBeSent":
        url = params.get("request", {}).get("url", "")
        if not url.startswith(("file:", "data:", "blob:", "about:")):
            return ("links", f"loads {url} from outside the site")
    return None


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--site", required=True)
    arguments.add_argument("--browser", required=True)
    arguments.add_argument("--screenshots", help="folder for the screenshots and report.txt "
                           "(made if missing; files of the same name are replaced, nothing else is removed)")
    options = arguments.parse_args()
    started = time.monotonic()

    site = os.path.abspath(options.site)
    try:
        manifest = read_manifest(site)
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"check-site: {site} has no readable manifest ({MANIFEST}: {error}); "
              "make the site with 'swift run lessons site --out <folder>'", file=sys.stderr)
        return 2
    pages, orders = manifest["pages"], manifest["orders"]
    on_disk = []
    for folder, _, files in os.walk(site):
        on_disk += [os.path.normpath(os.path.join(folder, name)) for name in files if name.endswith(".html")]

    findings = {}  # (assertion, page, message) -> [configuration, ...]

    def note(assertion, page, message, configuration="all"):
        findings.setdefault((assertion, page, message), []).append(configuration)

    for page in sorted(set(on_disk) - set(pages)):
        note("links", os.path.relpath(page, site), f"is not a page of the site's manifest ({MANIFEST})")
    for page in [page for page in pages if page not in on_disk]:
        note("links", os.path.relpath(page, site), f"is a page of the site's manifest ({MANIFEST}) but no file")
    pages = [page for page in pages if page in on_disk]
    for page, message in static_checks(site, pages, orders):
        note("links", page, message)

    shots = os.path.abspath(options.screenshots) if options.screenshots else None
    if shots:
        os.makedirs(shots, exist_ok=True)

    profile = tempfile.mkdtemp(prefix="check-site-profile-")
    browser = None
    try:
        browser = Browser(options.browser, profile)
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for method in ("Page.enable", "Runtime.enable", "Log.enable", "Network.enable"):
            browser.call(method, session=session)
        browser.call("Network.setBlockedURLs", {"urls": ["http://*", "https://*", "ws://*", "wss://*"]},
                     session=session)
        browser.call("Emulation.setScrollbarsHidden", {"hidden": True}, session=session)
        browser.drain()

        for page in pages:
            name = os.path.relpath(page, site)
            korean = name.split(os.sep)[0] == "ko"
            with open(page, encoding="utf-8") as written:
                source = written.read()
            for width, height in WIDTHS:
                browser.call("Emulation.setDeviceMetricsOverride", {
                    "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=session)
                for scheme in SCHEMES:
                    configuration = f"{width} px {scheme}"
                    browser.call("Emulation.setEmulatedMedia", {
                        "features": [{"name": "prefers-color-scheme", "value": scheme}]}, session=session)
                    navigation = browser.call("Page.navigate", {"url": file_url(page)}, session=session)
                    if navigation.get("errorText") or not browser.wait_for("Page.loadEventFired", session):
                        reason = navigation.get("errorText") or f"no load event within {PAGE_TIMEOUT:.0f} s"
                        note("javascript", name, f"the page did not load ({reason})", configuration)
                        browser.drain()
                        continue
                    browser.call("Runtime.evaluate", {"expression": SETTLE, "awaitPromise": True}, session=session)
                    probe = browser.call("Runtime.evaluate", {
                        "expression": PROBE + "(" + json.dumps({
                            "words": ENGLISH_WORDS, "korean": korean, "minText": MIN_TEXT_PX,
                            "source": source, "contract": manifest["contract"]}) + ")",
                        "returnByValue": True}, session=session)
                    if "exceptionDetails" in probe:
                        raise BrowserError(f"the check's own script failed on {name}: "
                                           + json.dumps(probe["exceptionDetails"])[:500])
                    result = probe["result"]["value"]

                    if result["scrollWidth"] > result["width"]:
                        culprits = "; ".join(result["overflowing"]) or "no single element found"
                        note("sideways", name, f"scrolls sideways: {result['scrollWidth']} px of content in "
                             f"{result['width']} px ({culprits})", configuration)
                    for diagram in result["diagrams"]:
                        note("diagrams", name, f"{diagram['name']} " + "; ".join(diagram["problems"]),
                             configuration)
                    for finding in result["english"]:
                        note("korean", name, f"\u201c{finding['word']}\u201d in {finding['kind']} "
                             f"\u201c{finding['text']}\u201d ({finding['where']})", configuration)
                    if result["scrubber"] != "ready":
                        note("scenes", name, f"the time scrubber did not set up (data-scrubber is "
                             f"{result['scrubber']!r}, want \"ready\")", configuration)
                    for scene in result["scenes"]:
                        if not scene["diagram"]:
                            note("scenes", name, f"scene {scene['name']} has no diagram", configuration)
                        elif not scene["cursor"]:
                            note("scenes", name, f"scene {scene['name']} has no scrubber cursor", configuration)
                    for screen in result["screens"]:
                        note("screens", name, f"{screen['name']} {screen['problem']}", configuration)
                    for chain in result["chains"]:
                        note("chains", name, f"{chain['name']} " + "; ".join(chain["problems"]), configuration)
                    problem = neighbour_problem(page, result["prev"], result["next"], orders)
                    if problem:
                        note("neighbours", name, problem, configuration)

                    if shots:
                        metrics = browser.call("Page.getLayoutMetrics", session=session)
                        size = metrics.get("cssContentSize") or metrics["contentSize"]
                        shot = browser.call("Page.captureScreenshot", {
                            "format": "png", "captureBeyondViewport": True, "optimizeForSpeed": True,
                            "clip": {"x": 0, "y": 0, "width": max(width, size["width"]),
                                     "height": max(height, size["height"]), "scale": 1}},
                            session=session, timeout=60)
                        base = name[:-len(".html")].replace(os.sep, "-")
                        with open(os.path.join(shots, f"{base}-{width}-{scheme}.png"), "wb") as png:
                            png.write(base64.b64decode(shot["data"]))

                    for event in browser.drain():
                        if event.get("sessionId") not in (None, session):
                            continue
                        problem = event_problem(event)
                        if problem:
                            note(problem[0], name, problem[1], configuration)
    except BrowserError as error:
        print(f"check-site: Chromium ({options.browser}) failed: {error}\n"
              f"  Try it by hand: {options.browser} --headless --no-sandbox --dump-dom about:blank",
              file=sys.stderr)
        return 2
    finally:
        if browser:
            browser.close()
        subprocess.run(["rm", "-rf", profile], check=False)

    report(findings, len(pages), time.monotonic() - started, shots)
    return 1 if findings else 0


ASSERTIONS = [
    ("sideways", "no page scrolls sideways"),
    ("diagrams", f"every diagram entirely visible in its column, its text at least {MIN_TEXT_PX:g} px tall"),
    ("javascript", "no JavaScript error"),
    ("korean", "no English diagram words on Korean pages"),
    ("neighbours", "every lesson page links its neighbours (rel=prev/next)"),
    ("scenes", "scrubber ready, every scene has a diagram and a cursor"),
    ("chains", "every chain view has a node per lane, active counts, and highlights a selected lane"),
    ("screens", "the page shows the frames Swift drew for each tick, and every screen as drawn"),
    ("links", "every page in the manifest, no broken link or anchor, duplicate id or outside resource"),
]
CONSOLE_LINES = 12  # per assertion, when the full list goes to report.txt


def report(findings, page_count, elapsed, shots):
    """One line per page and problem with the configurations it happens in; on the console at
    most CONSOLE_LINES per assertion (English words are counted per page and word there), all of
    them in report.txt beside the screenshots."""
    every = [f"{width} px {scheme}" for width, _ in WIDTHS for scheme in SCHEMES]

    def where(configurations):
        if configurations == ["all"]:
            return "(in the file)"
        if sorted(configurations) == sorted(every):
            return "[390 and 1280 px, light and dark]"
        widths = sorted({c.split(" px ")[0] for c in configurations}, key=int)
        if sorted(configurations) == sorted(f"{w} px {s}" for w in widths for s in SCHEMES):
            return "[" + " and ".join(widths) + " px, light and dark]"
        return "[" + ", ".join(configurations) + "]"

    full, console, summary = [], [], []
    for key, title in ASSERTIONS:
        mine = sorted((page, message, configurations) for (assertion, page, message), configurations
                      in findings.items() if assertion == key)
        if not mine:
            summary.append(f"  \u2713 {title}")
            continue
        pages = sorted({page for page, _, _ in mine})
        heading = f"\u2717 {title}: {len(mine)} problem(s) on {len(pages)} page(s)"
        summary.append("  " + heading)
        lines = [f"    {page} {where(configurations)}: {message}" for page, message, configurations in mine]
        full += [heading] + lines
        if key == "korean" and shots:
            lines = []
            for page in pages:
                counts = {}
                for other, message, _ in mine:
                    if other == page:
                        word = message.split("\u201d")[0].lstrip("\u201c")
                        counts.setdefault(word, []).append(message)
                parts = [f"\u201c{word}\u201d \u00d7{len(found)}" for word, found in
                         sorted(counts.items(), key=lambda item: -len(item[1]))]
                example = max((found[0] for found in counts.values()), key=len)
                lines.append(f"    {page}: {', '.join(parts)}; e.g. {example.split(' in ', 1)[1]}")
        if shots and len(lines) > CONSOLE_LINES:
            lines = lines[:CONSOLE_LINES] + [f"    \u2026 {len(lines) - CONSOLE_LINES} more in report.txt"]
        console += [heading] + lines
    footer = [f"check-site: {page_count} pages \u00d7 {len(WIDTHS)} widths ({' and '.join(str(w) for w, _ in WIDTHS)} px) "
              f"\u00d7 {len(SCHEMES)} schemes in {elapsed:.0f} s"] + summary
    print("\n".join(console + footer))
    if shots:
        with open(os.path.join(shots, "report.txt"), "w", encoding="utf-8") as text:
            text.write("\n".join(full + footer) + "\n")
        print(f"check-site: {page_count * len(WIDTHS) * len(SCHEMES)} full-page screenshots and report.txt in {shots}")


if __name__ == "__main__":
    sys.exit(main())
