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
