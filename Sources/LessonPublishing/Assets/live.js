(function () {
  "use strict";
  // A page served by `lessons serve` is live: each scene whose inputs are marble diagrams gets an
  // editor for each input lane (drag a marble along its frames, add one, delete one, change its value,
  // make it an error or a completion, or type its marble text). Every change goes to the server, which
  // runs the scene's Swift code again with the new inputs and answers with its section, redrawn; the
  // section is swapped in place, and the scripts of the page set it up again (RxSandbox.setUpScene).
  // A static page has no rxsandbox-live meta element, and this script does nothing there.
  var meta = document.querySelector('meta[name="rxsandbox-live"]');
  var wordsElement = document.getElementById("rxsandbox-live-words");
  if (!meta || !wordsElement) { return; }
  var secret = meta.getAttribute("content");
  var words = JSON.parse(wordsElement.textContent);
  var language = document.documentElement.getAttribute("lang") || "en";
  var params = new URLSearchParams(window.location.search);
  var minimumCell = 28;
  // This tab, and the number of its last request: the server computes only the latest edit of a
  // scene from a tab.
  var tab = Math.random().toString(36).slice(2);
  // The server draws only the diagram this page shows at its width (the style sheet's breakpoint);
  // when the width crosses it, each live scene asks again.
  var narrow = window.matchMedia("(max-width: 60rem)");
  var sequence = 0;

  function element(name, className, text) {
    var made = document.createElement(name);
    if (className) { made.className = className; }
    if (text !== undefined) { made.textContent = text; }
    return made;
  }

  // The state in the URL: one parameter per changed input, `<scene>.<position>`, its marble text.
  function remember(scene, inputs) {
    inputs.forEach(function (input) {
      var name = scene + "." + input.position;
      if (input.text === input.written) { params.delete(name); } else { params.set(name, input.text); }
    });
    var query = params.toString();
    if ("?" + query === window.location.search || (!query && !window.location.search)) { return; }
    window.history.replaceState(null, "", window.location.pathname + (query ? "?" + query : "") + window.location.hash);
  }

  // The code shown is the code that ran: the string literal of a changed input, in the code above
  // the scene, shows the diagram the scene ran with.
  function showInCode(section, input) {
    var node = section.previousElementSibling;
    for (var step = 0; node && step < 8; step++, node = node.previousElementSibling) {
      if (!node.matches("pre")) { continue; }
      var spans = node.querySelectorAll("span.str");
      for (var i = 0; i < spans.length; i++) {
        var span = spans[i];
        var original = span.getAttribute("data-written") || span.textContent;
        if (original !== JSON.stringify(input.written)) { continue; }
        span.setAttribute("data-written", original);
        span.textContent = JSON.stringify(input.text);
        span.classList.toggle("live-edited", input.text !== input.written);
        span.title = input.text !== input.written ? words.editedInCode : "";
        return;
      }
    }
  }

  function LiveScene(section, block) {
    this.section = section;
    this.lesson = block.getAttribute("data-lesson");
    this.scene = block.getAttribute("data-scene");
    this.inFlight = false;
    this.pending = false;
    this.lanes = [];
    var note = block.querySelector(".live-note");
    if (note) { note.textContent = words.note; }
    var self = this;
    block.querySelectorAll(".live-lanes li").forEach(function (item) {
      self.lanes.push(new LaneEditor(self, {
        position: Number(item.getAttribute("data-position")), kind: item.getAttribute("data-kind"),
        lane: item.getAttribute("data-lane"), text: item.textContent, written: item.textContent,
        entries: null, subscriptionPoint: false }));
    });
    var list = block.querySelector(".live-lanes");
    list.parentNode.replaceChild(this.editors(), list);
    // A link's changes first, else the code's own inputs (the answer brings each lane's events).
    this.lanes.forEach(function (lane) {
      var given = params.get(self.scene + "." + lane.input.position);
      if (given !== null) { lane.input.text = given; lane.edited = { position: lane.input.position, text: given }; }
    });
    this.send();
  }

  LiveScene.prototype.editors = function () {
    var box = element("div", "live-editors");
    this.lanes.forEach(function (lane) { box.appendChild(lane.root); });
    var status = element("p", "live-status");
    status.setAttribute("role", "status");
    this.status = status;
    box.appendChild(status);
    return box;
  };

  // A change of an input, made now: sent (the time is kept, to say how long the page took to answer).
  LiveScene.prototype.changed = function () {
    this.changedAt = performance.now();
    this.send();
  };

  // One request in flight per scene; a change made meanwhile waits, and only the latest is sent.
  LiveScene.prototype.send = function () {
    if (this.inFlight) { this.pending = true; return; }
    this.inFlight = true;
    this.pending = false;
    var self = this;
    var edits = this.lanes.map(function (lane) { return lane.edited; }).filter(Boolean);
    var started = performance.now();
    this.section.setAttribute("data-live", "running");
    fetch("/live/scene", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-RxSandbox-Secret": secret },
      body: JSON.stringify({ lesson: this.lesson, scene: this.scene, language: language, inputs: edits,
        drawing: narrow.matches ? "narrow" : "wide", tab: tab, sequence: ++sequence })
    }).then(function (response) {
      return response.text().then(function (text) {
        // Superseded by a later change of this scene: that one's answer will come. (A 409 that says
        // why, the learner's code rebuilt since the server started, is shown.)
        if (response.status === 409 && text.indexOf("later change") >= 0) { return null; }
        // Refused: the page holds another run's secret (the server was restarted). The page is loaded
        // again from the new run, once, with its changes (they are in the URL).
        if (response.status === 403 && !window.sessionStorage.getItem("rxsandbox-reloaded")) {
          window.sessionStorage.setItem("rxsandbox-reloaded", "1");
          window.location.reload();
          return null;
        }
        if (!response.ok) { throw new Error(text || String(response.status)); }
        return JSON.parse(text);
      });
    }).then(function (answer) {
      self.inFlight = false;
      if (answer) { window.sessionStorage.removeItem("rxsandbox-reloaded"); }
      if (answer && !self.pending) { self.apply(answer, performance.now() - started); }
      if (self.pending) { self.send(); }
    }, function (error) {
      self.inFlight = false;
      self.status.textContent = words.failed + " " + error.message;
      self.section.setAttribute("data-live", "failed");
      if (self.pending) { self.send(); }
    });
  };

  LiveScene.prototype.apply = function (answer, elapsed) {
    var self = this;
    var errors = {};
    answer.errors.forEach(function (error) { errors[error.position] = error.message; });
    this.lanes.forEach(function (lane) { lane.showError(errors[lane.input.position]); });
    // Each lane's events as made (an input that could not be made: as it last was, its text kept).
    answer.inputs.forEach(function (input) {
      self.lanes.forEach(function (lane) {
        if (lane.input.position === input.position) { lane.update(input, errors[input.position] !== undefined); }
      });
    });
    if (answer.html === null || answer.html === undefined) {
      // The last good diagram stays.
      this.status.textContent = words.keptLastGood;
      this.section.setAttribute("data-live", "error");
      return;
    }
    answer.inputs.forEach(function (input) { showInCode(self.section, input); });
    remember(this.scene, answer.inputs);
    this.replaceSection(answer.html);
    this.status.textContent = words.updated.replace("{ms}", String(Math.round(elapsed)));
    this.section.setAttribute("data-live", "ready");
  };

  // Everything of the section but its heading and the editors is the new run's.
  LiveScene.prototype.replaceSection = function (html) {
    var template = document.createElement("template");
    template.innerHTML = html;
    var fresh = template.content.firstElementChild;
    if (!fresh) { return; }
    var keep = this.section.querySelector(":scope > .live-inputs");
    Array.prototype.slice.call(this.section.children).forEach(function (child) {
      if (child !== keep && !child.matches("h3")) { child.remove(); }
    });
    Array.prototype.slice.call(fresh.children).forEach(function (child) {
      if (!child.matches("h3") && !child.matches(".live-inputs")) { this.section.appendChild(child); }
    }, this);
    if (window.RxSandbox && window.RxSandbox.setUpScene) { window.RxSandbox.setUpScene(this.section); }
    // How many runs the section has shown, and when the last one was swapped in (for the checks).
    this.section.rxsandboxRuns = (this.section.rxsandboxRuns || 0) + 1;
    this.section.rxsandboxSwappedAt = performance.now();
    // From the learner's last change to this page showing its run.
    if (this.changedAt !== undefined) { this.section.rxsandboxLatency = performance.now() - this.changedAt; }
  };

  // The editor of one input lane: its events on a strip of frames, and its marble text.
  function LaneEditor(scene, input) {
    this.scene = scene;
    this.input = input;
    this.edited = null;
    this.selected = -1;
    this.dragging = null;
    var root = element("div", "live-lane");
    var label = element("div", "live-lane-label");
    label.appendChild(element("code", "", input.lane));
    label.appendChild(element("span", "live-kind", " " + (input.kind === "hot" ? words.hot : words.cold)));
    root.appendChild(label);
    var strip = element("div", "live-strip");
    strip.setAttribute("role", "group");
    strip.setAttribute("aria-label", words.stripLabel.replace("{lane}", input.lane));
    var track = element("div", "live-track");
    strip.appendChild(track);
    root.appendChild(strip);
    var tools = element("div", "live-tools");
    var value = element("input", "live-value");
    value.type = "text";
    value.setAttribute("aria-label", words.value);
    value.maxLength = 12;
    var kinds = element("select", "live-event-kind");
    kinds.setAttribute("aria-label", words.eventKind);
    [["next", words.next], ["error", words.error], ["completed", words.completed]].forEach(function (pair) {
      var option = element("option", "", pair[1]);
      option.value = pair[0];
      kinds.appendChild(option);
    });
    var remove = element("button", "live-remove", words.remove);
    remove.type = "button";
    tools.appendChild(value);
    tools.appendChild(kinds);
    tools.appendChild(remove);
    tools.hidden = true;
    root.appendChild(tools);
    var textRow = element("div", "live-text-row");
    var textLabel = element("label", "", words.text);
    var text = element("input", "live-text");
    text.type = "text";
    text.value = input.text;
    text.spellcheck = false;
    text.setAttribute("autocomplete", "off");
    text.id = "live-" + scene.scene + "-" + input.position;
    textLabel.htmlFor = text.id;
    var reset = element("button", "live-reset", words.reset);
    reset.type = "button";
    textRow.appendChild(textLabel);
    textRow.appendChild(text);
    textRow.appendChild(reset);
    root.appendChild(textRow);
    var error = element("pre", "live-error");
    error.hidden = true;
    root.appendChild(error);
    var help = element("p", "live-help", words.help);
    root.appendChild(help);
    this.root = root;
    this.strip = strip;
    this.track = track;
    this.tools = tools;
    this.value = value;
    this.kinds = kinds;
    this.text = text;
    this.error = error;
    var self = this;
    text.addEventListener("input", function () {
      self.edited = { position: input.position, text: text.value };
      self.scene.changed();
    });
    text.addEventListener("blur", function () { if (!self.error.hidden) { return; } text.value = self.input.text; });
    reset.addEventListener("click", function () {
      text.value = input.written;
      self.edited = { position: input.position, text: input.written };
      self.select(-1);
      self.scene.changed();
    });
    value.addEventListener("input", function () {
      var entry = self.input.entries && self.input.entries[self.selected];
      if (!entry || entry.kind !== "next" || value.value === "") { return; }
      entry.key = value.value;
      self.commit();
    });
    kinds.addEventListener("change", function () {
      var entry = self.input.entries && self.input.entries[self.selected];
      if (!entry) { return; }
      entry.kind = kinds.value;
      if (entry.kind === "next") { entry.key = entry.key || self.newKey(); } else { delete entry.key; }
      self.commit();
    });
    remove.addEventListener("click", function () { self.removeSelected(); });
    track.addEventListener("click", function (event) {
      if (event.target !== track || !self.input.entries) { return; }
      var frame = self.frameAt(event.clientX);
      self.input.entries.push({ kind: "next", frame: frame, key: self.newKey() });
      self.selected = self.input.entries.length - 1;
      self.commit();
    });
  }

  LaneEditor.prototype.frames = function () {
    var entries = this.input.entries || [];
    var first = Math.min(0, entries.length ? entries[0].frame : 0);
    var last = 0;
    entries.forEach(function (entry) { last = Math.max(last, entry.frame); });
    return { first: first, last: Math.max(last + 6, 20) };
  };

  // The strip's width is measured when it is first drawn and when the window is resized, not at each
  // change (a measure forces the page's layout, and a change must answer fast).
  LaneEditor.prototype.cell = function () {
    var range = this.frames();
    if (!this.stripWidth) { this.stripWidth = this.strip.clientWidth; }
    var width = this.stripWidth || 600;
    return Math.max(minimumCell, Math.floor(width / (range.last - range.first + 1)));
  };

  LaneEditor.prototype.frameAt = function (clientX) {
    var box = this.track.getBoundingClientRect();
    var range = this.frames();
    return Math.max(range.first, Math.min(1000, range.first + Math.floor((clientX - box.left) / this.cell())));
  };

  // A key the lane does not use yet: the next number after its numbers, else the next letter.
  LaneEditor.prototype.newKey = function () {
    var keys = (this.input.entries || []).filter(function (entry) { return entry.kind === "next"; })
      .map(function (entry) { return entry.key; });
    var numbers = keys.filter(function (key) { return /^-?[0-9]+$/.test(key); });
    if (keys.length > 0 && numbers.length === keys.length) {
      return String(Math.max.apply(null, numbers.map(Number)) + 1);
    }
    for (var code = 97; code < 123; code++) {
      var letter = String.fromCharCode(code);
      if (keys.indexOf(letter) < 0) { return letter; }
    }
    return "z";
  };

  // The lane's events as the server made them (not while the learner drags one or types).
  LaneEditor.prototype.update = function (input, keepText) {
    if (!keepText) {
      this.input.text = input.text;
      if (document.activeElement !== this.text) { this.text.value = input.text; }
    }
    if (this.dragging) { return; }
    var entries = input.entries.map(function (entry) { return { kind: entry.kind, frame: entry.frame, key: entry.key }; });
    // Most answers are the lane as the editor already draws it: then nothing is redrawn.
    var same = this.input.entries !== null && JSON.stringify(entries) === JSON.stringify(this.input.entries.map(
      function (entry) { return { kind: entry.kind, frame: entry.frame, key: entry.key }; }));
    this.input.entries = entries;
    this.input.subscriptionPoint = input.subscriptionPoint;
    if (!same) { this.draw(); }
  };

  LaneEditor.prototype.showError = function (message) {
    this.error.hidden = !message;
    this.error.textContent = message || "";
    this.text.setAttribute("aria-invalid", message ? "true" : "false");
  };

  // A change in the editor: sent as events (the server writes their marble text).
  LaneEditor.prototype.commit = function () {
    var chosen = this.input.entries[this.selected];
    this.input.entries.sort(function (a, b) { return a.frame - b.frame; });
    this.selected = this.input.entries.indexOf(chosen);
    var entries = this.input.entries.map(function (entry) {
      return entry.kind === "next" ? { kind: "next", frame: entry.frame, key: entry.key } : { kind: entry.kind, frame: entry.frame };
    });
    this.edited = { position: this.input.position, entries: entries, subscriptionPoint: this.input.subscriptionPoint };
    this.draw();
    this.scene.changed();
  };

  LaneEditor.prototype.removeSelected = function () {
    if (this.selected < 0 || !this.input.entries) { return; }
    this.input.entries.splice(this.selected, 1);
    this.select(-1);
    this.commit();
  };

  LaneEditor.prototype.select = function (index) {
    this.selected = index;
    var entry = this.input.entries && this.input.entries[index];
    this.tools.hidden = !entry;
    if (entry) {
      this.value.value = entry.kind === "next" ? entry.key : "";
      this.value.disabled = entry.kind !== "next";
      this.kinds.value = entry.kind;
    }
    this.track.querySelectorAll(".live-marble").forEach(function (marble) {
      marble.classList.toggle("selected", Number(marble.getAttribute("data-index")) === index);
    });
  };

  LaneEditor.prototype.draw = function () {
    var self = this;
    var range = this.frames();
    var cell = this.cell();
    var track = this.track;
    // The selected marble keeps the focus it had (by entry: the events are kept in frame order).
    var refocus = document.activeElement && track.contains(document.activeElement);
    track.textContent = "";
    track.style.width = String((range.last - range.first + 1) * cell) + "px";
    track.style.setProperty("--cell", String(cell) + "px");
    var line = element("div", "live-line");
    track.appendChild(line);
    var stacked = {};
    (this.input.entries || []).forEach(function (entry, index) {
      var marble = element("div", "live-marble " + entry.kind,
        entry.kind === "next" ? entry.key : entry.kind === "error" ? "✕" : "|");
      var level = stacked[entry.frame] || 0;
      stacked[entry.frame] = level + 1;
      marble.style.left = String((entry.frame - range.first) * cell + cell / 2) + "px";
      marble.style.top = String(4 + level * 6) + "px";
      marble.setAttribute("data-index", String(index));
      marble.setAttribute("data-marble-frame", String(entry.frame));
      marble.setAttribute("tabindex", "0");
      marble.setAttribute("role", "button");
      marble.setAttribute("aria-label", words.marbleLabel
        .replace("{event}", entry.kind === "next" ? entry.key : entry.kind === "error" ? words.error : words.completed)
        .replace("{frame}", String(entry.frame)));
      marble.addEventListener("pointerdown", function (event) { self.startDrag(event, index, marble); });
      marble.addEventListener("keydown", function (event) { self.key(event, index); });
      marble.addEventListener("focus", function () { self.select(index); });
      track.appendChild(marble);
    });
    this.select(this.selected < (this.input.entries || []).length ? this.selected : -1);
    if (refocus && this.selected >= 0) {
      var again = track.querySelector('.live-marble[data-index="' + this.selected + '"]');
      if (again) { again.focus({ preventScroll: true }); }
    }
  };

  LaneEditor.prototype.startDrag = function (event, index, marble) {
    event.preventDefault();
    marble.focus();
    this.select(index);
    marble.setPointerCapture(event.pointerId);
    var self = this;
    var entry = this.input.entries[index];
    this.dragging = { entry: entry };
    var cell = this.cell();
    var first = this.frames().first;
    function move(moved) {
      var frame = self.frameAt(moved.clientX);
      if (frame === entry.frame) { return; }
      entry.frame = frame;
      marble.style.left = String((frame - first) * cell + cell / 2) + "px";
      marble.setAttribute("data-marble-frame", String(frame));
      self.commitWhileDragging();
    }
    function end() {
      marble.removeEventListener("pointermove", move);
      marble.removeEventListener("pointerup", end);
      marble.removeEventListener("pointercancel", end);
      self.dragging = null;
      self.draw();
    }
    marble.addEventListener("pointermove", move);
    marble.addEventListener("pointerup", end);
    marble.addEventListener("pointercancel", end);
  };

  // While a marble is dragged, each frame it crosses is sent; the strip is redrawn when it is let go.
  LaneEditor.prototype.commitWhileDragging = function () {
    var entries = this.input.entries.map(function (entry) {
      return entry.kind === "next" ? { kind: "next", frame: entry.frame, key: entry.key } : { kind: entry.kind, frame: entry.frame };
    });
    this.edited = { position: this.input.position, entries: entries, subscriptionPoint: this.input.subscriptionPoint };
    this.scene.changed();
  };

  // The keyboard: arrows move the marble one frame, Delete removes it, Enter edits its value.
  LaneEditor.prototype.key = function (event, index) {
    var entry = this.input.entries[index];
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      var frame = entry.frame + (event.key === "ArrowLeft" ? -1 : 1);
      if ((frame < 0 && !this.input.subscriptionPoint) || frame < -100 || frame > 1000) { return; }
      entry.frame = frame;
      this.commit();
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      this.selected = index;
      this.removeSelected();
    } else if (event.key === "Enter") {
      event.preventDefault();
      this.select(index);
      if (!this.value.disabled) { this.value.focus(); this.value.select(); }
    }
  };

  function setUpLive(root) {
    root.querySelectorAll(".scene").forEach(function (section) {
      var block = section.querySelector(":scope > .live-inputs");
      if (block && !section.rxsandboxLive) { section.rxsandboxLive = new LiveScene(section, block); }
    });
  }
  setUpLive(document);
  // The line that says how to make this page live says what it now does.
  document.querySelectorAll("main > .live-note").forEach(function (note) { note.textContent = words.pageNote; });

  // Live code: when the learner saves their playground or an answer, the server rebuilds it and tells
  // every open page (server-sent events); the page it changed fetches itself again and swaps its
  // main part in. A build that fails shows the compiler's errors, and the page keeps what it showed.
  var here = window.location.pathname.replace(/^\//, "").replace(/(^|\/)$/, "$1index.html");
  var banner = element("div", "live-banner");
  banner.setAttribute("role", "status");
  banner.hidden = true;
  document.body.insertBefore(banner, document.body.firstChild);
  function show(kind, text) {
    banner.className = "live-banner " + kind;
    banner.textContent = "";
    var lines = text.split("\n");
    banner.appendChild(element("strong", "", lines[0]));
    if (lines.length > 1) { banner.appendChild(element("pre", "", lines.slice(1).join("\n"))); }
    banner.hidden = false;
  }
  function mine(text) {
    var data = JSON.parse(text);
    return data.pages.indexOf(here) >= 0 ? data : null;
  }
  function reload() {
    fetch(window.location.pathname, { cache: "no-store" }).then(function (response) {
      if (!response.ok) { throw new Error(String(response.status)); }
      return response.text();
    }).then(function (text) {
      var fresh = new DOMParser().parseFromString(text, "text/html").querySelector("main");
      var main = document.querySelector("main");
      if (!fresh || !main) { return; }
      main.replaceWith(fresh);
      fresh.querySelectorAll(".scene").forEach(function (scene) {
        if (window.RxSandbox && window.RxSandbox.setUpScene) { window.RxSandbox.setUpScene(scene); }
      });
      setUpLive(fresh);
      fresh.querySelectorAll(":scope > .live-note").forEach(function (note) { note.textContent = words.pageNote; });
      show("ok", words.rebuilt);
      document.documentElement.setAttribute("data-live-page", "updated");
    }, function (error) { show("failed", words.failed + " " + error.message); });
  }
  // What this page heard, by kind (for the checks: no page of another site can cause a build).
  window.rxsandboxHeard = { building: 0, updated: 0, failed: 0 };
  function hear(type, text) {
    if (type === "open") { document.documentElement.setAttribute("data-live-events", "open"); return; }
    window.rxsandboxHeard[type] += 1;
    var data = mine(text);
    if (!data) { return; }
    if (type === "building") { show("building", words.building); }
    if (type === "updated") { reload(); }
    if (type === "failed") {
      show("failed", words.buildFailed + "\n" + data.errors);
      document.documentElement.setAttribute("data-live-page", "failed");
    }
  }
  // One event stream for all of this browser's pages of the server: a browser keeps at most six
  // connections to a server, and a stream holds one for as long as its page is open, so a stream a
  // page would open would leave a seventh page with none. The page that holds the lock (Web Locks)
  // listens, and tells the others (BroadcastChannel); when it closes, another takes the lock over.
  var kinds = ["building", "updated", "failed"];
  function listen(relay) {
    var events = new EventSource("/live/events");
    kinds.forEach(function (type) {
      events.addEventListener(type, function (event) { hear(type, event.data); relay(type, event.data); });
    });
    events.addEventListener("open", function () { hear("open"); relay("open"); });
    return events;
  }
  if (window.EventSource && window.BroadcastChannel && navigator.locks) {
    var channel = new BroadcastChannel("rxsandbox-live-events");
    var listening = null;
    channel.onmessage = function (message) {
      if (message.data.type === "hello") {
        if (listening && listening.readyState === 1) { channel.postMessage({ type: "open" }); }
        return;
      }
      hear(message.data.type, message.data.text);
    };
    navigator.locks.request("rxsandbox-live-events", function () {
      listening = listen(function (type, text) { channel.postMessage({ type: type, text: text }); });
      return new Promise(function () {});
    });
    channel.postMessage({ type: "hello" });
  } else if (window.EventSource) {
    listen(function () {});
  }
  function redrawEverywhere() {
    document.querySelectorAll(".scene").forEach(function (section) {
      if (section.rxsandboxLive) { section.rxsandboxLive.send(); }
    });
  }
  if (narrow.addEventListener) { narrow.addEventListener("change", redrawEverywhere); }
  window.addEventListener("resize", function () {
    document.querySelectorAll(".scene").forEach(function (section) {
      if (section.rxsandboxLive) {
        section.rxsandboxLive.lanes.forEach(function (lane) { lane.stripWidth = 0; lane.draw(); });
      }
    });
  });
})();
