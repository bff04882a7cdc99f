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
