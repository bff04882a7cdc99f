#!/usr/bin/env python3
"""The browser check of `lessons serve` (run Scripts/check-live.sh; it finds Chromium and builds).

Starts `lessons serve` on a free port, opens its pages in one headless Chromium (driven over the
DevTools pipe, as Scripts/check_site.py does: only the Python standard library), and checks, as a
learner would use it:

  drag        on `operators`, scene debounce, a mouse drags the input marble `d` two frames to the
              right: the page answers, and the output lane is what RxSwift's debounce makes of the
              new input (the event table's rows), the marble text and the URL say the new input;
  keyboard    the selected marble moves one frame per arrow key, and the output follows;
  text        marble text with a syntax error shows the parser's error with its caret, and the last
              good diagram stays; valid text redraws the scene;
  link        the page's URL, opened again, draws the same diagram;
  touch       at 390 px, a finger drags a marble of scene map, and the output follows;
  restart     the server killed outright and started again on its port: an open page, which holds
              the old run's secret, loads itself again from the new run, with its changes;
  tabs        eight more pages open at once (more than the six connections a browser keeps to a
              server) are each live, and the pages opened after them still hear of saved code;
  exercise    saving an exercise's answer updates its open page with the check's verdict;
  flood       thirty changes at once: the page asks for fewer runs, and shows the last change's;
  foreign     a page of another origin (served by a second process) can neither read a live page
              (its secret) nor have a scene run, and a request that forges its Origin, its Host
              (DNS rebinding) or lacks the secret is refused (403 and 421); none of it writes a
              learner's file or starts a build;
  code        saving a change to Lessons/Playground/Playground.swift updates the open playground
              page by itself; a save that does not compile shows the compiler's errors on it and
              keeps the last good page; the file is put back as it was, byte for byte;
  stop        Ctrl-C (SIGINT) stops the server, exit status 0, and its port is free again.

With --benchmark N, it also times N edits (an arrow key on a marble) from the key to the updated
scene on the page, and prints the median and the 95th percentile. Exit status: 0 all good, 1 a
check failed, 2 could not check.
"""

import argparse
import http.client
import http.server
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_site import Browser, BrowserError  # noqa: E402  (the same DevTools client)

PLAYGROUND = os.path.join("Lessons", "Playground", "Playground.swift")
BUILD_TIMEOUT = 600.0

failures = []


def check(condition, what):
    print(("  \u2713 " if condition else "  \u2717 ") + what, flush=True)
    if not condition:
        failures.append(what)
    return condition


class Page:
    """One tab, and the JavaScript it runs."""

    def __init__(self, browser, width=1280, height=900):
        self.browser = browser
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for method in ("Page.enable", "Runtime.enable"):
            browser.call(method, session=self.session)
        self.resize(width, height)

    def resize(self, width, height, touch=False):
        self.browser.call("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": touch}, session=self.session)
        self.browser.call("Emulation.setTouchEmulationEnabled", {"enabled": touch, "maxTouchPoints": 1},
                          session=self.session)

    def open(self, url):
        self.browser.drain()
        self.browser.call("Page.navigate", {"url": url}, session=self.session)
        if not self.browser.wait_for("Page.loadEventFired", self.session):
            raise BrowserError(f"{url} did not load")

    def js(self, expression, timeout=30.0):
        reply = self.browser.call("Runtime.evaluate", {
            "expression": expression, "awaitPromise": True, "returnByValue": True}, session=self.session,
            timeout=timeout + 5)
        if "exceptionDetails" in reply:
            raise BrowserError("the page's script failed: " + json.dumps(reply["exceptionDetails"])[:600])
        return reply["result"].get("value")

    def wait(self, condition, timeout=30.0):
        """Waits until the JavaScript `condition` is true; returns whether it became true."""
        return self.js("new Promise(function (done) { var until = performance.now() + %d;"
                       " (function poll() { var ok = false; try { ok = !!(%s); } catch (e) {}"
                       " if (ok || performance.now() > until) { done(ok); } else { setTimeout(poll, 20); } })(); })"
                       % (int(timeout * 1000), condition), timeout=timeout)

    def mouse(self, kind, x, y):
        self.browser.call("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y, "button": "left", "buttons": 1 if kind != "mouseReleased" else 0,
            "clickCount": 1}, session=self.session)

    def touch(self, kind, x=None, y=None):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        self.browser.call("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points}, session=self.session)

    def key(self, key, code):
        for kind in ("keyDown", "keyUp"):
            self.browser.call("Input.dispatchKeyEvent", {
                "type": kind, "key": key, "code": code, "windowsVirtualKeyCode": {
                    "ArrowLeft": 37, "ArrowRight": 39}.get(key, 0)}, session=self.session)


# What a scene's event table says of a lane: "tick event" for each of its rows.
ROWS = """(function (scene, lane) {
  var rows = [];
  document.querySelectorAll("#" + scene + " details table tr").forEach(function (row) {
    var cells = row.querySelectorAll("td");
    if (cells.length === 3 && cells[0].textContent === lane) { rows.push(cells[1].textContent + " " + cells[2].textContent); }
  });
  return rows;
})"""

MARBLE = """(function (scene, frame) {
  var marble = document.querySelector("#" + scene + " .live-marble[data-marble-frame='" + frame + "']");
  if (!marble) { return null; }
  marble.scrollIntoView({ block: "center" });
  var box = marble.getBoundingClientRect();
  var cell = parseFloat(marble.parentNode.style.getPropertyValue("--cell"));
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, cell: cell };
})"""


def rows(page, scene, lane):
    return page.js(f"{ROWS}({json.dumps(scene)}, {json.dumps(lane)})")


def ready(page, scene):
    return page.wait(f"document.getElementById({json.dumps(scene)}).getAttribute('data-live') === 'ready'")


def answered(page, scene, before):
    """Waits until the scene's section was swapped for a newer run than `before` (its counter)."""
    return page.wait(f"(document.getElementById({json.dumps(scene)}).rxsandboxRuns || 0) > {before} && "
                     f"document.getElementById({json.dumps(scene)}).getAttribute('data-live') !== 'running'")


def runs(page, scene):
    return page.js(f"document.getElementById({json.dumps(scene)}).rxsandboxRuns || 0")


def drag(page, scene, frame, frames, touch=False):
    where = page.js(f"{MARBLE}({json.dumps(scene)}, {frame})")
    if not where:
        return False
    x, y, cell = where["x"], where["y"], where["cell"]
    steps = 6
    if touch:
        page.touch("touchStart", x, y)
        for step in range(1, steps + 1):
            page.touch("touchMove", x + cell * frames * step / steps, y)
        page.touch("touchEnd")
    else:
        page.mouse("mouseMoved", x, y)
        page.mouse("mousePressed", x, y)
        for step in range(1, steps + 1):
            page.mouse("mouseMoved", x + cell * frames * step / steps, y)
        page.mouse("mouseReleased", x + cell * frames, y)
    return True


def set_text(page, scene, text):
    """Types `text` into the scene's first marble text field, as a learner would (select all, type)."""
    page.js(f"(function () {{ var field = document.querySelector('#{scene} .live-text'); field.focus();"
            " field.select(); })()")
    page.browser.call("Input.insertText", {"text": text}, session=page.session)


def snapshot(folders):
    """Every file of `folders`, by path, with its bytes."""
    files = {}
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name), "rb") as file:
                files[os.path.join(folder, name)] = file.read()
    return files


def raw_request(port, lines, body=b""):
    """Sends a request of `lines` (no line ends) and returns the status code."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        answer = b""
        while b"\r\n" not in answer:
            chunk = connection.recv(4096)
            if not chunk:
                break
            answer += chunk
    match = re.match(rb"HTTP/1\.1 (\d{3})", answer)
    return int(match.group(1)) if match else None


class ForeignPage(http.server.BaseHTTPRequestHandler):
    """A page of another origin, served by a second process's server: it tries to read a live page
    (to take its secret) and to have a scene run, and writes what happened into its title."""
    target = ""

    def do_GET(self):
        body = ("<!doctype html><title>foreign</title><script>\n"
                "var target = %s; var results = {};\n"
                "fetch(target + 'en/operators.html').then(function (r) { return r.text(); })"
                ".then(function () { results.read = 'read'; }, function () { results.read = 'refused'; })"
                ".then(function () { return fetch(target + 'live/scene', { method: 'POST', mode: 'no-cors',"
                " headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ lesson: 'operators',"
                " scene: 'debounce', language: 'en', inputs: [] }) }); })"
                ".then(function (r) { results.post = r.type; }, function () { results.post = 'refused'; })"
                ".then(function () { document.title = JSON.stringify(results); });\n"
                "</script>" % json.dumps(self.target)).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--browser", required=True)
    arguments.add_argument("--lessons", required=True, help="the built lessons executable")
    arguments.add_argument("--package", required=True, help="the package's folder")
    arguments.add_argument("--benchmark", type=int, default=0, help="time this many edits")
    arguments.add_argument("--skip-code", action="store_true", help="do not edit the playground")
    options = arguments.parse_args()
    os.chdir(options.package)
    playground_before = open(PLAYGROUND, "rb").read()

    server = subprocess.Popen([options.lessons, "serve", "--lang", "en"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    profile = tempfile.mkdtemp(prefix="check-live-profile-")
    browser = None
    foreign = None
    try:
        # The address it prints (the first start builds the learner's playground first).
        line = ""
        deadline = time.monotonic() + BUILD_TIMEOUT
        while time.monotonic() < deadline:
            line = server.stdout.readline()
            if not line or "http://" in line:
                break
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            print("check-live: `lessons serve` printed no address: " + line + server.stderr.read(), file=sys.stderr)
            return 2
        port = int(match.group(1))
        root = f"http://127.0.0.1:{port}/"
        print(f"check-live: `lessons serve` answers at {root}", flush=True)

        browser = Browser(options.browser, profile)
        if options.benchmark:
            # First, in a tab of its own, as a learner with one page open would see it.
            benchmark(Page(browser), root + "en/operators.html", "operators-debounce", options.benchmark)
        page = Page(browser)
        scene = "operators-debounce"
        print("drag", flush=True)
        page.open(root + "en/operators.html")
        check(ready(page, scene), "the debounce scene is live (the server answered its first request)")
        check(rows(page, scene, "debounce") == ["60 next(c)", "110 next(d)", "120 completed"],
              "before: debounce emits c at 60 and d at 110 " + json.dumps(rows(page, scene, "debounce")))
        before = runs(page, scene)
        check(drag(page, scene, 8, 2), "the marble d (frame 8) is on the typing lane's editor")
        check(answered(page, scene, before) and ready(page, scene), "the page answered the drag")
        text = page.js(f"document.querySelector('#{scene} .live-text').value")
        check(text == "-abc------d-|", "the marble text says d is at frame 10: " + json.dumps(text))
        # d at tick 100 waits 30 ticks, but the source completes at 120: debounce emits d then.
        after = rows(page, scene, "debounce")
        check(after == ["60 next(c)", "120 next(d)", "120 completed"],
              "after the drag: debounce emits d when the source completes " + json.dumps(after))
        check("debounce.0=" in page.js("location.search"), "the URL holds the changed input")

        print("keyboard", flush=True)
        page.js(f"document.querySelector('#{scene} .live-marble[data-marble-frame=\"10\"]').focus()")
        for _ in range(3):
            before = runs(page, scene)
            page.key("ArrowLeft", "ArrowLeft")
            answered(page, scene, before)
        check(ready(page, scene), "the page answered the arrow keys")
        after = rows(page, scene, "debounce")
        check(after == ["60 next(c)", "100 next(d)", "120 completed"],
              "three frames to the left, d (tick 70) is emitted at 100 " + json.dumps(after))

        print("text", flush=True)
        set_text(page, scene, "-a-(b")
        check(page.wait(f"!document.querySelector('#{scene} .live-error').hidden"), "a syntax error is shown")
        error = page.js(f"document.querySelector('#{scene} .live-error').textContent")
        check("marble syntax error" in error and "^" in error, "with the parser's message and caret: "
              + json.dumps(error[:120]))
        check(rows(page, scene, "debounce") == after, "the last good diagram stays")
        before = runs(page, scene)
        set_text(page, scene, "-a-b|")
        check(answered(page, scene, before) and ready(page, scene), "valid text is run")
        typed = rows(page, scene, "debounce")
        check(typed == ["40 next(b)", "40 completed"], "-a-b| debounces to b at its completion " + json.dumps(typed))
        check(page.js(f"document.querySelector('#{scene} .live-error').hidden"), "the error is gone")

        print("link", flush=True)
        link = page.js("location.href")
        again = Page(browser)
        again.open(link)
        check(ready(again, scene) and rows(again, scene, "debounce") == typed, "the link draws the same diagram")

        print("touch", flush=True)
        phone = Page(browser)
        phone.resize(390, 844, touch=True)
        phone.open(root + "en/operators.html")
        check(ready(phone, "operators-map"), "the map scene is live at 390 px")
        size = phone.js("(function () { var m = document.querySelector('#operators-map .live-marble');"
                        " var b = m.getBoundingClientRect(); return [b.width, b.height]; })()")
        check(min(size) >= 24, f"a marble is a touch target of at least 24 px ({size})")
        before = runs(phone, "operators-map")
        check(drag(phone, "operators-map", 1, 1, touch=True), "a finger drags marble a")
        check(answered(phone, "operators-map", before) and ready(phone, "operators-map"), "the page answered")
        mapped = rows(phone, "operators-map", "map")
        check(mapped[:2] == ["20 next(A)", "30 next(B)"], "map follows a to frame 2 " + json.dumps(mapped))

        print("flood", flush=True)
        # Thirty arrow keys at once: the page sends one change at a time and then only the latest, and
        # what it shows in the end is the last change's run.
        page.js(f"document.querySelector('#{scene} .live-marble.completed').focus()")
        before = runs(page, scene)
        for _ in range(30):
            page.key("ArrowRight", "ArrowRight")
        finished = f"document.querySelector('#{scene} .live-marble.completed').getAttribute('data-marble-frame')"
        page.wait(f"{finished} === '34' && document.getElementById('{scene}').getAttribute('data-live') === 'ready'"
                  f" && document.getElementById('{scene}').rxsandboxRuns > {before}")
        page.wait(f"document.getElementById('{scene}').getAttribute('data-live') === 'ready'")
        flooded = runs(page, scene) - before
        check(page.js(finished) == "34", "after thirty keys the completion is thirty frames on")
        check(0 < flooded < 30, f"and the page swapped in {flooded} run(s), not thirty")
        check(rows(page, scene, "debounce") == ["60 next(b)", "340 completed"],
              "the diagram is the last change's " + json.dumps(rows(page, scene, "debounce")))
        set_text(page, scene, "-a-b|")
        ready(page, scene)

        print("foreign", flush=True)
        learner_files = snapshot(["Lessons/Playground", "Lessons/Exercises"])
        page.js("window.rxsandboxHeard.building = 0")
        ForeignPage.target = root
        foreign = http.server.ThreadingHTTPServer(("127.0.0.1", 0), ForeignPage)
        threading.Thread(target=foreign.serve_forever, daemon=True).start()
        evil = f"http://127.0.0.1:{foreign.server_address[1]}"
        attacker = Page(browser)
        attacker.open(evil + "/")
        attacker.wait("document.title !== 'foreign'")
        results = json.loads(attacker.js("document.title") or "{}")
        check(results.get("read") == "refused", "a foreign page can't read a live page " + json.dumps(results))
        secret = page.js("document.querySelector('meta[name=rxsandbox-live]').content")
        body = b'{"lesson":"operators","scene":"debounce","language":"en","inputs":[]}'
        post = ["POST /live/scene HTTP/1.1", f"Host: 127.0.0.1:{port}", "Content-Type: application/json",
                f"Content-Length: {len(body)}"]
        check(raw_request(port, post + [f"Origin: {evil}", f"X-RxSandbox-Secret: {secret}"], body) == 403,
              "a POST from a foreign origin is refused, even with the secret")
        check(raw_request(port, post + [f"Origin: {root.rstrip('/')}"], body) == 403,
              "a POST without the secret is refused")
        check(raw_request(port, [f"GET /en/operators.html HTTP/1.1", f"Host: rebound.example:{port}"]) == 421,
              "a request for another host (DNS rebinding) is refused")
        check(raw_request(port, post + [f"Origin: {root.rstrip('/')}", f"X-RxSandbox-Secret: {secret}"], body) == 200,
              "the same POST from the server's own page is answered")
        time.sleep(1)
        check(page.js("window.rxsandboxHeard.building") == 0 and snapshot(["Lessons/Playground", "Lessons/Exercises"])
              == learner_files, "none of it wrote a file of the learner's or started a build")

        print("restart", flush=True)
        # The server killed outright (its `lessons` says so and ends), then started again on its port:
        # the open page, which holds the old run's secret, is loaded again from the new run when it
        # next sends a change, with its changes (they are in its URL).
        children = subprocess.run(["pgrep", "-P", str(server.pid)], capture_output=True, text=True).stdout.split()
        check(len(children) == 1, "lessons runs the server in the executable that links the playground")
        if children:
            os.kill(int(children[0]), signal.SIGKILL)
        try:
            status = server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            status = None
        check(status not in (None, 0), f"lessons ends when its server is killed (status {status})")
        server = subprocess.Popen([options.lessons, "serve", "--lang", "en", "--port", str(port)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = server.stdout.readline()
        check(f"127.0.0.1:{port}/" in line, "a new server starts on the same port at once: " + line.strip())
        page.js(f"document.querySelector('#{scene} .live-marble').focus()")
        browser.drain()
        page.key("ArrowRight", "ArrowRight")
        check(browser.wait_for("Page.loadEventFired", page.session) and ready(page, scene),
              "the open page, refused by the new run, loads itself again and is live")
        check(page.js(f"document.querySelector('#{scene} .live-text').value") == "-a-b|",
              "with the input it had (from its URL)")

        print("tabs", flush=True)
        # A browser keeps six connections to a server: with eight more pages open (and reloaded), each
        # is still live, and the pages opened next still hear of saved code.
        tabs = [Page(browser) for _ in range(8)]
        for tab in tabs:
            tab.open(root + "en/operators.html")
        tabs[-1].open(root + "en/operators.html")
        check(all(ready(tab, "operators-map") for tab in tabs), "eight more open pages are each live")

        if not options.skip_code:
            print("exercise", flush=True)
            answer_path = os.path.join("Lessons", "Exercises", "LabelBinder.swift")
            answer_before = open(answer_path, "rb").read()
            exercise = Page(browser)
            exercise.open(root + "en/exercise-label-binder.html")
            check(exercise.wait("document.documentElement.getAttribute('data-live-events') === 'open'"),
                  "the exercise's page listens to the server")
            try:
                with open(answer_path, "ab") as file:
                    file.write(b"// a learner's note\n")
                check(exercise.wait("document.documentElement.getAttribute('data-live-page') === 'updated'",
                                    BUILD_TIMEOUT), "saving the answer updates the exercise's page")
                verdict = exercise.js("(document.getElementById('verdict') || {}).textContent || ''")
                check("Your answer, checked" in verdict and ("scenario" in verdict),
                      "with the check's verdict: " + json.dumps(verdict[:100]))
            finally:
                exercise.js("document.documentElement.removeAttribute('data-live-page')")
                with open(answer_path, "wb") as file:
                    file.write(answer_before)
            exercise.wait("document.documentElement.getAttribute('data-live-page') === 'updated'", BUILD_TIMEOUT)
            check(open(answer_path, "rb").read() == answer_before, "the answer's file is as it was, byte for byte")

            print("code", flush=True)
            code = Page(browser)
            code.open(root + "en/playground.html")
            check(code.wait("document.documentElement.getAttribute('data-live-events') === 'open'"),
                  "the playground page listens to the server")
            original = playground_before.decode()
            changed = original.replace('"hello, \\($0)"', '"hi, \\($0)"')
            check(changed != original, "the playground has the greeting to change")
            with open(PLAYGROUND, "w", encoding="utf-8") as file:
                file.write(changed)
            started = time.monotonic()
            check(code.wait("document.documentElement.getAttribute('data-live-page') === 'updated'", BUILD_TIMEOUT),
                  "saving the playground updates the open page")
            print(f"    (save to updated page: {time.monotonic() - started:.1f} s)", flush=True)
            check(code.js("document.querySelector('main').textContent.indexOf('HI, R') >= 0"),
                  "the page shows what the changed code does (HI, R)")
            code.js("document.documentElement.removeAttribute('data-live-page')")
            with open(PLAYGROUND, "w", encoding="utf-8") as file:
                file.write(changed.replace("public let experiment", "public let experiment = 1 +"))
            check(code.wait("document.documentElement.getAttribute('data-live-page') === 'failed'", BUILD_TIMEOUT),
                  "a save that does not compile is reported on the page")
            code.wait("document.querySelector('.live-banner').textContent.indexOf('error') >= 0")
            banner = code.js("document.querySelector('.live-banner').textContent")
            check("error" in banner and "Playground.swift" in banner, "with the compiler's errors: "
                  + json.dumps(banner[:160]))
            check(code.js("document.querySelector('main').textContent.indexOf('HI, R') >= 0"),
                  "and the last good page stays")
            code.js("document.documentElement.removeAttribute('data-live-page')")
            with open(PLAYGROUND, "wb") as file:
                file.write(playground_before)
            check(code.wait("document.documentElement.getAttribute('data-live-page') === 'updated'", BUILD_TIMEOUT),
                  "putting the file back updates the page again")

    except (BrowserError, OSError) as error:
        print(f"check-live: could not check: {error}", file=sys.stderr)
        return 2
    finally:
        if open(PLAYGROUND, "rb").read() != playground_before:
            with open(PLAYGROUND, "wb") as file:
                file.write(playground_before)
        if browser:
            browser.close()
        if foreign:
            foreign.shutdown()
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
            try:
                status = server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
                status = None
            print("stop", flush=True)
            check(status == 0, f"Ctrl-C stops the server with exit status 0 (got {status})")
            if "match" in locals() and match:
                with socket.socket() as probe:
                    probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                    try:
                        probe.bind(("127.0.0.1", int(match.group(1))))
                        freed = True
                    except OSError:
                        freed = False
                check(freed, "its port is free again")
    check(open(PLAYGROUND, "rb").read() == playground_before, "the playground file is as it was, byte for byte")
    if failures:
        print(f"check-live: {len(failures)} check(s) failed", file=sys.stderr)
        return 1
    print("check-live: all good")
    return 0


def benchmark(page, url, scene, count):
    """Times `count` edits, as the page measures them: from an arrow key's change of a marble (in the
    page's key handler) to the scene's new run swapped into the page (`rxsandboxLatency`)."""
    print(f"benchmark: {count} edits of {scene}, key to updated page", flush=True)
    page.open(url)
    ready(page, scene)
    # The page's other scenes answer their first requests: start when they have.
    page.wait("Array.prototype.every.call(document.querySelectorAll('.scene[data-live]'),"
              " function (s) { return s.getAttribute('data-live') !== 'running'; })")
    timings = []
    for index in range(count):
        frame = page.js(f"Number(document.querySelector('#{scene} .live-marble[data-marble-frame]:last-of-type')"
                        ".getAttribute('data-marble-frame'))")
        page.js(f"document.querySelector('#{scene} .live-marble[data-marble-frame=\"{frame}\"]').focus()")
        before = runs(page, scene)
        page.key("ArrowRight" if index % 2 == 0 else "ArrowLeft", "ArrowRight" if index % 2 == 0 else "ArrowLeft")
        answered(page, scene, before)
        # Measured by the page: from its key handler's change to the scene's run swapped in.
        timings.append(page.js(f"document.getElementById('{scene}').rxsandboxLatency"))
    timings.sort()
    median = timings[len(timings) // 2]
    p95 = timings[min(len(timings) - 1, int(round(0.95 * (len(timings) - 1))))]
    print(f"benchmark: median {median:.1f} ms, p95 {p95:.1f} ms, max {timings[-1]:.1f} ms over {count} edits")


if __name__ == "__main__":
    sys.exit(main())
