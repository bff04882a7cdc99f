// Injected by Scripts/check-site-selftest.sh: a listener that runs after the frames' script (added once
// every script has run) and puts every group of frames back on its first frame whenever the time
// changes: the screen no longer follows the scrubber.
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll(".scene").forEach(function (scene) {
    scene.addEventListener("rxsandbox:time", function () {
      scene.querySelectorAll("[data-frame]").forEach(function (frame) {
        var previous = frame.previousElementSibling;
        if (previous && previous.hasAttribute("data-frame")) {
          frame.setAttribute("hidden", "");
        } else {
          frame.removeAttribute("hidden");
        }
      });
    });
  });
});
