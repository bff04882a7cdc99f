(function () {
  "use strict";
  var glyphs = { checkmark: "\u2713", disclosureIndicator: "\u203a", detailButton: "\u24d8",
    detailDisclosureButton: "\u24d8\u203a" };
  function valueAt(track, time) {
    var value = track.initial;
    track.changes.forEach(function (change) {
      if (change[0] <= time) { value = [change[1], change[2]]; }
    });
    return value;
  }
  function text(label) {
    return label === undefined || label === null || label === "\"\"" || label === "nil" ? "" : label;
  }
  function numbers(label) {
    return (String(label || "").match(/-?[0-9.]+/g) || []).map(Number).filter(isFinite);
  }
  function format(number) {
    // Halves away from zero, as Swift's rounded(): -0.0005 is -0.001, not 0.
    var rounded = (number < 0 ? -1 : 1) * Math.round(Math.abs(number) * 1000) / 1000;
    return String(rounded === 0 ? 0 : rounded);
  }
  function percent(fraction) {
    return format((isFinite(fraction) ? Math.min(Math.max(fraction, 0), 1) : 0) * 100) + "%";
  }
  function isPale(css) {
    var parts = numbers(css);
    if (parts.length < 3) { return false; }
    var alpha = parts.length >= 4 ? Math.min(Math.max(parts[3], 0), 1) : 1;
    function linear(channel) {
      var value = (alpha * Math.min(Math.max(channel, 0), 255) + (1 - alpha) * 255) / 255;
      return value <= 0.04045 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
    }
    var luminance = 0.2126 * linear(parts[0]) + 0.7152 * linear(parts[1]) + 0.0722 * linear(parts[2]);
    return 1.05 / (luminance + 0.05) < 3;
  }
  function attributeName(property) {
    return property.replace(/[A-Z]/g, function (letter) { return "-" + letter.toLowerCase(); });
  }
  function each(root, selector, body) {
    root.querySelectorAll(selector).forEach(body);
  }
  function rowElement(row, selectedWord) {
    var item = document.createElement("li");
    item.className = "ui-row";
    if (row[3]) { item.setAttribute("aria-current", "true"); }
    var title = document.createElement("span");
    title.className = "ui-row-text";
    title.textContent = row[0] === null ? "" : row[0];
    item.appendChild(title);
    if (row[1] !== null) {
      var detail = document.createElement("span");
      detail.className = "ui-row-detail";
      detail.textContent = row[1];
      item.appendChild(detail);
    }
    if (glyphs[row[2]]) {
      var accessory = document.createElement("span");
      accessory.className = "ui-accessory";
      accessory.textContent = glyphs[row[2]];
      item.appendChild(accessory);
    }
    if (row[3]) {
      var word = document.createElement("span");
      word.className = "sr";
      word.textContent = " (" + selectedWord + ")";
      item.appendChild(word);
    }
    return item;
  }
  function draw(view, time) {
    var values = {};
    view.tracks.forEach(function (track) { values[track.property] = valueAt(track, time); });
    var element = view.element;
    function label(property) { return values[property] ? values[property][0] : undefined; }
    function color(property) { return values[property] ? values[property][1] : null; }
    Object.keys(values).forEach(function (property) {
      if (/^is[A-Z]/.test(property)) { element.setAttribute("data-" + attributeName(property), label(property)); }
    });
    each(element, "[data-text]", function (node) { node.textContent = text(label(node.getAttribute("data-text"))); });
    each(element, "[data-fg]", function (node) {
      var css = color(node.getAttribute("data-fg"));
      node.style.color = css || "";
      node.classList.toggle("pale", !!css && isPale(css));
    });
    each(element, "[data-bg]", function (node) { node.style.backgroundColor = color(node.getAttribute("data-bg")) || ""; });
    each(element, "[data-border]", function (node) {
      var css = color(node.getAttribute("data-border"));
      node.style.borderColor = css || "";
      node.classList.toggle("has-border", !!css);
    });
    each(element, "[data-alpha]", function (node) {
      var alpha = numbers(label(node.getAttribute("data-alpha")))[0];
      node.style.opacity = alpha === undefined || alpha === 1 ? "" : format(Math.min(Math.max(alpha, 0), 1));
    });
    each(element, "[data-fraction]", function (node) {
      var value = numbers(label(node.getAttribute("data-fraction")))[0] || 0;
      var low = node.hasAttribute("data-min") ? numbers(label(node.getAttribute("data-min")))[0] : 0;
      var high = node.hasAttribute("data-max") ? numbers(label(node.getAttribute("data-max")))[0] : 1;
      if (low === undefined) { low = 0; }
      if (high === undefined) { high = 1; }
      var fraction = percent(high > low ? (value - low) / (high - low) : 0);
      each(node, ".ui-fill", function (fill) { fill.style.width = fraction; });
      each(node, ".ui-thumb", function (thumb) { thumb.style.left = fraction; });
    });
    each(element, "[data-index]", function (node) {
      var selected = numbers(label(node.getAttribute("data-index")))[0];
      Array.prototype.forEach.call(node.children, function (segment, index) {
        if (index === selected) { segment.setAttribute("aria-current", "true"); } else { segment.removeAttribute("aria-current"); }
      });
    });
    each(element, "[data-offset]", function (node) {
      var x = numbers(label(node.getAttribute("data-offset")))[0] || 0;
      each(node, ".ui-offset-x", function (offset) { offset.textContent = format(x); });
      var width = Number(node.getAttribute("data-page-width"));
      var contentWidth = Number(node.getAttribute("data-content-width"));
      var count = Number(node.getAttribute("data-page-count"));
      if (!(width > 0 && contentWidth > 0 && count > 0)) { return; }
      var page = Math.min(Math.max(Math.floor(x / width + 0.5), 0), count - 1);
      each(node, ".ui-page-number", function (number) { number.textContent = String(page); });
      each(node, ".ui-viewport", function (viewport) { viewport.style.left = percent(x / contentWidth); });
    });
    if (view.rows) {
      var rows = view.rows.initial;
      view.rows.changes.forEach(function (change) { if (change[0] <= time) { rows = change[1]; } });
      each(element, ".ui-rows", function (list) {
        var selectedWord = list.getAttribute("data-selected-word") || "";
        list.textContent = "";
        rows.forEach(function (row) { list.appendChild(rowElement(row, selectedWord)); });
      });
    }
  }
  function setUp(scene) {
    var screen = scene.querySelector(".screen");
    if (!screen) { return; }
    var views = [];
    screen.querySelectorAll(".view[data-tracks]").forEach(function (element) {
      var list = element.querySelector("[data-rows]");
      views.push({ element: element, tracks: JSON.parse(element.getAttribute("data-tracks")),
        rows: list ? JSON.parse(list.getAttribute("data-rows")) : null });
    });
    var clock = screen.querySelector(".screen-time");
    function show(time) {
      if (!isFinite(time)) { return; }
      views.forEach(function (view) { draw(view, time); });
      if (clock) { clock.textContent = String(time); }
    }
    var told = false;
    scene.addEventListener("rxsandbox:time", function (event) {
      told = true;
      if (event.detail) { show(Number(event.detail.time)); }
    });
    var slider = scene.querySelector(".scrubber input[type=range]");
    if (slider) {
      slider.addEventListener("input", function () { if (!told) { show(Number(slider.value)); } });
    }
    show(Number(screen.getAttribute("data-time")));
  }
  document.querySelectorAll(".scene").forEach(setUp);
})();
(function () {
  "use strict";
  function spansOf(text) {
    return (text || "").split(" ").filter(Boolean).map(function (pair) {
      var parts = pair.split(":");
      return { start: Number(parts[0]), end: parts[1] === "" ? Infinity : Number(parts[1]) };
    });
  }
  document.querySelectorAll(".chain").forEach(function (chain) {
    var tree = chain.querySelector("svg.chain-graph");
    if (!tree) { return; }
    var words = tree.getAttribute("data-active") || "";
    var nodes = [];
    tree.querySelectorAll(".chain-node").forEach(function (element) {
      nodes.push({ element: element, lane: element.getAttribute("data-stream"),
        spans: spansOf(element.getAttribute("data-subscriptions")), active: element.querySelector(".active") });
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
    var scene = chain.closest(".scene");
    if (!scene) { return; }
    scene.addEventListener("rxsandbox:time", function (event) {
      var time = event.detail.time;
      nodes.forEach(function (node) {
        if (!node.active) { return; }
        var active = node.spans.filter(function (span) { return span.start <= time && time <= span.end; }).length;
        node.active.textContent = words.replace("{n}", String(active));
        node.element.classList.toggle("idle", active === 0);
      });
    });
    tree.classList.add("scripted");
  });
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
  function valueAt(changes, initial, time) {
    var value = initial;
    for (var i = 0; i < changes.length; i++) { if (changes[i][0] <= time) { value = changes[i]; } }
    return value;
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
    var rows = [];
    scene.querySelectorAll(".state tr[data-changes]").forEach(function (row) {
      rows.push({ cell: row.querySelector("td.value"), changes: JSON.parse(row.getAttribute("data-changes")),
        initial: [null, row.getAttribute("data-initial"), row.getAttribute("data-initial-color")] });
    });
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
        if (shown && band !== band.svg.activeBand && band.svg.getBoundingClientRect().width > 0) {
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
      rows.forEach(function (row) {
        var value = valueAt(row.changes, row.initial, time);
        var cell = row.cell;
        cell.textContent = "";
        if (value[2]) {
          var swatch = document.createElement("span");
          swatch.className = "swatch";
          swatch.style.background = value[2];
          cell.appendChild(swatch);
        }
        cell.appendChild(document.createTextNode(value[1]));
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
  var scenes = document.querySelectorAll(".scene");
  var ready = true;
  scenes.forEach(function (scene) { ready = setUp(scene) && ready; });
  document.documentElement.setAttribute("data-scrubber", ready ? "ready" : "incomplete");
})();
