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
