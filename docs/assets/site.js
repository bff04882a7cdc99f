(function () {
  "use strict";
  // What changes with a scene's time is drawn by Swift once for each of its states (TickFrames):
  // sibling elements, each with data-frame, the first tick it shows. At each time the scrubber says,
  // this script shows, in each such group, the last frame whose tick is at or before it (else the
  // first) and hides the others; it writes the tick into the simulated screen's caption.
  // Set up again when a live page swaps a scene's run in (RxSandbox.setUpScene): the groups are the
  // scene's new ones, and the scene keeps its one listener.
  function setUp(scene) {
    var groups = [];
    scene.querySelectorAll("[data-frame]").forEach(function (frame) {
      var group = groups.filter(function (candidate) { return candidate.parent === frame.parentNode; })[0];
      if (!group) {
        group = { parent: frame.parentNode, frames: [] };
        groups.push(group);
      }
      group.frames.push({ element: frame, tick: Number(frame.getAttribute("data-frame")) });
    });
    scene.rxsandboxFrames = { groups: groups, clock: scene.querySelector(".screen-time") };
    if (scene.rxsandboxFramesListen) { return; }
    scene.rxsandboxFramesListen = true;
    scene.addEventListener("rxsandbox:time", function (event) {
      var time = Number(event.detail.time);
      var clock = scene.rxsandboxFrames.clock;
      scene.rxsandboxFrames.groups.forEach(function (group) {
        var shown = group.frames[0];
        group.frames.forEach(function (frame) { if (frame.tick <= time) { shown = frame; } });
        group.frames.forEach(function (frame) {
          if (frame === shown) { frame.element.removeAttribute("hidden"); } else { frame.element.setAttribute("hidden", ""); }
        });
      });
      if (clock) { clock.textContent = String(time); }
    });
  }
  var RxSandbox = window.RxSandbox = window.RxSandbox || { setUps: [] };
  RxSandbox.setUps.push(setUp);
  document.querySelectorAll(".scene").forEach(setUp);
})();
(function () {
  "use strict";
  function setUpChain(chain) {
    var tree = chain.querySelector("svg.chain-graph");
    if (!tree) { return; }
    var nodes = [];
    tree.querySelectorAll(".chain-node").forEach(function (element) {
      nodes.push({ element: element, lane: element.getAttribute("data-stream") });
    });
    var lanes = chain.querySelectorAll(".diagram .stream, .diagram .subscription");
    var selected = null;
    function select(lane) {
      selected = selected === lane ? null : lane;
      chain.classList.toggle("selecting", selected !== null);
      nodes.forEach(function (node) {
        var on = node.lane === selected;
        node.element.classList.toggle("selected", on);
        if (node.element.hasAttribute("aria-pressed")) { node.element.setAttribute("aria-pressed", on ? "true" : "false"); }
      });
      lanes.forEach(function (element) {
        element.classList.toggle("selected", selected !== null && element.getAttribute("data-stream") === selected);
      });
    }
    nodes.forEach(function (node) {
      node.element.addEventListener("click", function () { select(node.lane); });
      node.element.addEventListener("keydown", function (event) {
        if (event.key !== "Enter" && event.key !== " ") { return; }
        event.preventDefault();
        select(node.lane);
      });
    });
    tree.classList.add("scripted");
  }
  // A live page swaps a scene's run in with a new chain (RxSandbox.setUpScene).
  var RxSandbox = window.RxSandbox = window.RxSandbox || { setUps: [] };
  RxSandbox.setUps.push(function (scene) { scene.querySelectorAll(".chain").forEach(setUpChain); });
  document.querySelectorAll(".chain").forEach(setUpChain);
})();
(function () {
  "use strict";
  var svgNS = "http://www.w3.org/2000/svg";
  function anchorsOf(band) {
    return (band.getAttribute("data-anchors") || "").split(" ").filter(Boolean).map(function (pair) {
      var parts = pair.split(":");
      return { time: Number(parts[0]), x: Number(parts[1]) };
    });
  }
  function xAt(anchors, time) {
    if (anchors.length === 0) { return 0; }
    if (time <= anchors[0].time) { return anchors[0].x; }
    for (var i = 1; i < anchors.length; i++) {
      if (time <= anchors[i].time) {
        var a = anchors[i - 1], b = anchors[i];
        return a.x + (b.x - a.x) * (time - a.time) / (b.time - a.time);
      }
    }
    return anchors[anchors.length - 1].x;
  }
  function timeAt(anchors, x) {
    if (anchors.length === 0) { return 0; }
    if (x <= anchors[0].x) { return anchors[0].time; }
    for (var i = 1; i < anchors.length; i++) {
      if (x <= anchors[i].x) {
        var a = anchors[i - 1], b = anchors[i];
        if (b.x === a.x) { return b.time; }
        return Math.round(a.time + (b.time - a.time) * (x - a.x) / (b.x - a.x));
      }
    }
    return anchors[anchors.length - 1].time;
  }
  function bandsOf(svg) {
    var bands = [];
    var elements = svg.querySelectorAll(".band");
    elements.forEach(function (element, index) {
      var cursor = document.createElementNS(svgNS, "line");
      cursor.setAttribute("class", "cursor");
      cursor.setAttribute("y1", element.getAttribute("data-top"));
      cursor.setAttribute("y2", element.getAttribute("data-bottom"));
      element.insertBefore(cursor, element.firstChild);
      bands.push({ svg: svg, element: element, first: index === 0, last: index === elements.length - 1, cursor: cursor,
        from: Number(element.getAttribute("data-from")), to: Number(element.getAttribute("data-to")),
        top: Number(element.getAttribute("data-top")), bottom: Number(element.getAttribute("data-bottom")),
        anchors: anchorsOf(element) });
    });
    return bands;
  }
  // A band shows the times after the previous band's last one, up to its own last one (the
  // first band from its start, the last band on to the end).
  function shows(band, time) {
    return (band.first || time > band.from) && (band.last || time <= band.to);
  }
  function setUp(scene) {
    var svgs = scene.querySelectorAll(".diagram svg.marble-diagram");
    var slider = scene.querySelector(".scrubber input");
    var output = scene.querySelector(".scrubber output");
    var controls = scene.querySelector(".scrubber");
    if (svgs.length === 0 || !slider || !output) { return false; }
    var bands = [];
    svgs.forEach(function (svg) { bands = bands.concat(bandsOf(svg)); });
    // What fades after the cursor: events, subscriptions and same-tick groups, and the lines
    // (a lane's line from its start, its dashed tail from its end); only events are marked at it.
    var marks = [], events = [];
    svgs.forEach(function (svg) {
      svg.querySelectorAll(".band [data-time]").forEach(function (element) {
        if (element.closest(".axis") || element.classList.contains("break")) { return; }
        marks.push(element);
        if (element.matches(".event, .subscribe, .unsubscribe")) { events.push(element); }
      });
    });
    var times = [];
    svgs.forEach(function (svg) {
      svg.querySelectorAll(".event, .subscribe, .unsubscribe").forEach(function (element) {
        var time = Number(element.getAttribute("data-time"));
        if (times.indexOf(time) < 0) { times.push(time); }
      });
    });
    times.sort(function (a, b) { return a - b; });
    var min = Number(slider.min), max = Number(slider.max);
    var current = Number(slider.value);
    var scrolls = false;
    function show(time) {
      current = time;
      bands.forEach(function (band) {
        var shown = shows(band, time);
        band.cursor.style.display = shown ? "" : "none";
        var x = String(xAt(band.anchors, time));
        band.cursor.setAttribute("x1", x);
        band.cursor.setAttribute("x2", x);
        // Keep the cursor in view: when it moves to another band of the drawing on screen,
        // scroll that band into view if it is not.
        // (Measured only once the scene is set up: setting one up, say after a live page swapped
        // its run in, forces no layout.)
        if (shown && band !== band.svg.activeBand && (!scrolls || band.svg.getBoundingClientRect().width > 0)) {
          if (band.svg.activeBand && scrolls) { band.element.scrollIntoView({ block: "nearest" }); }
          band.svg.activeBand = band;
        }
      });
      marks.forEach(function (element) {
        element.classList.toggle("future", Number(element.getAttribute("data-time")) > time);
      });
      events.forEach(function (element) {
        element.classList.toggle("now", Number(element.getAttribute("data-time")) === time);
      });
      output.textContent = output.getAttribute("data-prefix") + " " + time;
      var event;
      try { event = new CustomEvent("rxsandbox:time", { detail: { time: time } }); }
      catch (error) { event = document.createEvent("CustomEvent"); event.initCustomEvent("rxsandbox:time", false, false, { time: time }); }
      scene.dispatchEvent(event);
    }
    function moveTo(time) {
      time = Math.max(min, Math.min(max, time));
      slider.value = String(time);
      show(time);
    }
    function previousEvent() {
      for (var i = times.length - 1; i >= 0; i--) { if (times[i] < current) { return times[i]; } }
      return min;
    }
    function nextEvent() {
      for (var i = 0; i < times.length; i++) { if (times[i] > current) { return times[i]; } }
      return max;
    }
    var timer = null, position = current;
    var play = controls.querySelector(".play"), speed = controls.querySelector(".speed");
    // A scene set up again (a live page swapped its run in) stops the old run's playing first.
    if (scene.rxsandboxStop) { scene.rxsandboxStop(); }
    function stop() {
      if (timer !== null) { clearInterval(timer); timer = null; }
      if (play) { play.textContent = controls.getAttribute("data-play"); }
    }
    function start() {
      if (current >= max) { moveTo(min); }
      position = current;
      if (play) { play.textContent = controls.getAttribute("data-pause"); }
      timer = setInterval(function () {
        var next = nextEvent();
        // 1× is 20 ticks a second; a long quiet stretch is skipped to just before its end.
        position += (speed ? Number(speed.value) : 1);
        if (next - position > 100) { position = next - 20; }
        moveTo(Math.floor(position));
        if (current >= max) { stop(); }
      }, 50);
    }
    slider.addEventListener("input", function () { stop(); show(Number(slider.value)); });
    slider.addEventListener("keydown", function (event) {
      var back = event.key === "PageDown" || (event.shiftKey && event.key === "ArrowLeft");
      var forward = event.key === "PageUp" || (event.shiftKey && event.key === "ArrowRight");
      if (!back && !forward) { return; }
      event.preventDefault();
      stop();
      moveTo(back ? previousEvent() : nextEvent());
    });
    scene.rxsandboxStop = stop;
    if (play) { play.addEventListener("click", function () { if (timer === null) { start(); } else { stop(); } }); }
    var previous = controls.querySelector(".previous"), next = controls.querySelector(".next");
    if (previous) { previous.addEventListener("click", function () { stop(); moveTo(previousEvent()); }); }
    if (next) { next.addEventListener("click", function () { stop(); moveTo(nextEvent()); }); }
    svgs.forEach(function (svg) {
      svg.addEventListener("click", function (event) {
        var matrix = svg.getScreenCTM();
        if (!matrix) { return; }
        var point = svg.createSVGPoint();
        point.x = event.clientX;
        point.y = event.clientY;
        point = point.matrixTransform(matrix.inverse());
        bands.forEach(function (band) {
          if (band.svg !== svg || point.y < band.top || point.y > band.bottom) { return; }
          // The time under the pointer, or the nearest event this band shows within 12 px.
          var time = timeAt(band.anchors, point.x), nearest = 12;
          times.forEach(function (at) {
            var distance = Math.abs(xAt(band.anchors, at) - point.x);
            if (shows(band, at) && at <= band.to && distance <= nearest) { time = at; nearest = distance; }
          });
          stop();
          moveTo(time);
        });
      });
    });
    show(current);
    scrolls = true;
    scene.classList.add("scripted");
    return true;
  }
  // Each script sets up a scene in turn: the frames', the chain view's, then the scrubber's, which
  // says the time as it sets up. A live page calls this for a scene whose run it swapped in.
  var RxSandbox = window.RxSandbox = window.RxSandbox || { setUps: [] };
  RxSandbox.setUps.push(setUp);
  RxSandbox.setUpScene = function (scene) {
    RxSandbox.setUps.forEach(function (each) { each(scene); });
  };
  var scenes = document.querySelectorAll(".scene");
  var ready = true;
  scenes.forEach(function (scene) { ready = setUp(scene) && ready; });
  document.documentElement.setAttribute("data-scrubber", ready ? "ready" : "incomplete");
})();
