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
