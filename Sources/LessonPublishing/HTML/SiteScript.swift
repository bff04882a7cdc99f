/// The script of every page: the time scrubber. It is an enhancement: without it the page shows the
/// whole diagram and the UI at the end. With it, a slider (and its arrow keys) moves a cursor across
/// each scene's diagram, fades the events after the cursor, and shows each property's value at that
/// virtual time. When it has set up every scene it marks the page `data-scrubber="ready"` (the browser
/// check looks for that).
enum SiteScript {
    static let javascript = """
        (function () {
          "use strict";
          var svgNS = "http://www.w3.org/2000/svg";
          function ticksOf(svg) {
            var marks = [];
            svg.querySelectorAll(".axis .tick[data-time]").forEach(function (tick) {
              var match = /M\\s*([-\\d.]+)/.exec(tick.getAttribute("d") || "");
              if (match) { marks.push({ time: Number(tick.getAttribute("data-time")), x: Number(match[1]) }); }
            });
            marks.sort(function (a, b) { return a.time - b.time; });
            return marks;
          }
          function xAt(marks, time) {
            if (marks.length === 0) { return 0; }
            if (time <= marks[0].time) { return marks[0].x; }
            for (var i = 1; i < marks.length; i++) {
              if (time <= marks[i].time) {
                var a = marks[i - 1], b = marks[i];
                return a.x + (b.x - a.x) * (time - a.time) / (b.time - a.time);
              }
            }
            return marks[marks.length - 1].x;
          }
          function valueAt(changes, initial, time) {
            var value = initial;
            for (var i = 0; i < changes.length; i++) { if (changes[i][0] <= time) { value = changes[i]; } }
            return value;
          }
          function setUp(scene) {
            var svg = scene.querySelector(".diagram svg");
            var slider = scene.querySelector(".scrubber input");
            var output = scene.querySelector(".scrubber output");
            if (!svg || !slider || !output) { return false; }
            var marks = ticksOf(svg);
            var box = svg.viewBox.baseVal;
            var cursor = document.createElementNS(svgNS, "line");
            cursor.setAttribute("class", "cursor");
            cursor.setAttribute("y1", "0");
            cursor.setAttribute("y2", String(box.height));
            svg.appendChild(cursor);
            var events = svg.querySelectorAll("[data-time]");
            var rows = scene.querySelectorAll(".state tr[data-changes]");
            function show(time) {
              var x = xAt(marks, time);
              cursor.setAttribute("x1", String(x));
              cursor.setAttribute("x2", String(x));
              events.forEach(function (element) {
                if (element.closest(".axis")) { return; }
                element.classList.toggle("future", Number(element.getAttribute("data-time")) > time);
              });
              rows.forEach(function (row) {
                var changes = JSON.parse(row.getAttribute("data-changes"));
                var initial = [null, row.getAttribute("data-initial"), row.getAttribute("data-initial-color")];
                var value = valueAt(changes, initial, time);
                var cell = row.querySelector("td.value");
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
            }
            slider.addEventListener("input", function () { show(Number(slider.value)); });
            show(Number(slider.value));
            scene.classList.add("scripted");
            return true;
          }
          var scenes = document.querySelectorAll(".scene");
          var ready = true;
          scenes.forEach(function (scene) { ready = setUp(scene) && ready; });
          document.documentElement.setAttribute("data-scrubber", ready ? "ready" : "incomplete");
        })();
        """
}
