// The browser check's probe (Scripts/check_site.py evaluates it in each page, after its load event,
// its fonts and two animation frames): a function of args = {words, korean, minText, source, contract} that
// returns what the page shows, for the checks the docstring of check_site.py lists.
(function (args) {
  "use strict";
  var root = document.documentElement;
  var vw = root.clientWidth;
  var contract = args.contract;
  var result = { scrubber: root.getAttribute(contract.scrubberAttribute), width: vw,
    scrollWidth: root.scrollWidth, overflowing: [], scenes: [], diagrams: [], english: [],
    chains: [], prev: [], next: [], screens: [] };

  // Redraw parity, before anything moves a scrubber. Swift drew each state of what changes with a
  // scene's time once (frames: siblings with data-frame) and left shown the one at the scene's last
  // tick, where each scrubber starts; having set up there, the page's scripts show the same frames and
  // leave each simulated screen as Swift drew it. The page as Swift wrote it comes from the file
  // (args.source), parsed without running its scripts.
  if (args.source) {
    var drawn = new DOMParser().parseFromString(args.source, "text/html");
    var frameAttribute = contract.frameAttribute;
    var groupsOf = function (root) {
      var parents = [], groups = [];
      root.querySelectorAll("[" + frameAttribute + "]").forEach(function (frame) {
        var index = parents.indexOf(frame.parentNode);
        if (index < 0) { parents.push(frame.parentNode); groups.push([]); index = groups.length - 1; }
        groups[index].push(frame);
      });
      return groups;
    };
    var shownTicks = function (group) {
      return group.filter(function (frame) { return !frame.hasAttribute("hidden"); }).map(function (frame) {
        return frame.getAttribute(frameAttribute);
      }).join(", ") || "none";
    };
    var partOf = function (frame) {
      var view = frame.closest(".view"), row = frame.closest("tr"), node = frame.closest(".chain-node");
      var scene = frame.closest(".scene");
      var where = scene && scene.id ? " in scene " + scene.id : "";
      return view ? "view " + textOf(view.querySelector(".view-name code") || view) + where
        : row ? "property " + textOf(row.querySelector("td")) + where
        : node ? "chain node " + textOf(node.querySelector(".name")) + where
        : frame.tagName.toLowerCase() + where;
    };
    var live = groupsOf(document), written = groupsOf(drawn);
    if (live.length !== written.length) {
      result.screens.push({ name: "the page", problem: "has " + live.length + " groups of frames, " + written.length + " written" });
    } else {
      live.forEach(function (group, index) {
        var redrawn = shownTicks(group), wrote = shownTicks(written[index]);
        if (redrawn !== wrote) {
          result.screens.push({ name: partOf(group[0]), problem: "shows the frame of tick " + redrawn +
            " where Swift showed tick " + wrote });
        }
      });
    }
    document.querySelectorAll("figure.screen[id]").forEach(function (live) {
      var original = drawn.getElementById(live.id);
      if (!original) { result.screens.push({ name: live.id, problem: "is not in the page as written" }); return; }
      var redrawn = live.querySelectorAll(".device *"), written = original.querySelectorAll(".device *");
      for (var i = 0; i < Math.max(redrawn.length, written.length); i++) {
        var a = redrawn[i], b = written[i];
        var what = !a || !b ? "has " + redrawn.length + " elements redrawn, " + written.length + " written"
          : a.tagName !== b.tagName ? "has a " + a.tagName + " redrawn where a " + b.tagName + " was written"
          : (a.children.length === 0 && textOf(a) !== textOf(b))
            ? "shows \u201c" + textOf(a) + "\u201d redrawn where \u201c" + textOf(b) + "\u201d was written"
          : a.style.cssText !== b.style.cssText
            ? "styles " + describe(a, false) + " \u201c" + a.style.cssText + "\u201d redrawn, \u201c" +
              b.style.cssText + "\u201d written"
          : null;
        if (what) {
          var view = (a || b).closest(".view");
          var name = view ? textOf(view.querySelector(".view-name code") || view) : "";
          result.screens.push({ name: "screen " + live.id + (name ? " view " + name : ""), problem: what });
          break;
        }
      }
    });

    // Scrubbing: moved to each tick a frame starts at, a scene shows in every group the last frame
    // at or before it (else the first), and only that one; then it goes back to its end.
    document.querySelectorAll(".scene").forEach(function (scene) {
      var slider = scene.querySelector(".scrubber input[type=range]");
      var groups = groupsOf(scene);
      if (!slider || !groups.length) { return; }
      var end = slider.value, ticks = [];
      groups.forEach(function (group) {
        group.forEach(function (frame) {
          var tick = Number(frame.getAttribute(frameAttribute));
          if (ticks.indexOf(tick) < 0) { ticks.push(tick); }
        });
      });
      ticks.sort(function (a, b) { return a - b; }).some(function (tick) {
        slider.value = String(tick);
        slider.dispatchEvent(new Event("input", { bubbles: true }));
        var wrong = groups.filter(function (group) {
          var want = group[0];
          group.forEach(function (frame) { if (Number(frame.getAttribute(frameAttribute)) <= tick) { want = frame; } });
          return shownTicks(group) !== want.getAttribute(frameAttribute);
        })[0];
        if (wrong) {
          result.screens.push({ name: partOf(wrong[0]), problem: "scrubbed to tick " + tick + " shows the frame of tick " +
            shownTicks(wrong) });
        }
        return !!wrong;
      });
      slider.value = end;
      slider.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }

  function describe(element, withText) {
    var text = element.tagName.toLowerCase();
    if (element.id) { text += "#" + element.id; }
    else if (element.classList && element.classList.length) {
      text += "." + Array.prototype.join.call(element.classList, ".");
    }
    if (!withText) { return text; }
    var owner = element.closest(".scene");
    if (owner && owner !== element && owner.id) { text += " in scene " + owner.id; }
    var words = textOf(element);
    if (words) { text += " \u201c" + (words.length > 50 ? words.slice(0, 50) + "\u2026" : words) + "\u201d"; }
    return text;
  }
  // The text of `node` as a reader sees it: its white space run together, trimmed.
  function textOf(node) {
    return (node.textContent || "").replace(/\s+/g, " ").trim();
  }
  function clips(element) {
    return getComputedStyle(element).overflowX !== "visible";
  }

  // Sideways: the elements that stick out of the viewport while their parent does not.
  if (root.scrollWidth > vw) {
    var all = document.body.querySelectorAll("*");
    for (var i = 0; i < all.length && result.overflowing.length < 3; i++) {
      var element = all[i];
      var box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= vw + 0.5) { continue; }
      var parent = element.parentElement;
      if (parent !== document.body && parent.getBoundingClientRect().right > vw + 0.5) { continue; }
      var clipped = false;
      for (var a = parent; a && a !== document.body; a = a.parentElement) {
        if (clips(a)) { clipped = true; break; }
      }
      if (!clipped) { result.overflowing.push(describe(element, true) + " reaches x = " + Math.round(box.right)); }
    }
  }

  // Scenes.
  document.querySelectorAll(".scene").forEach(function (scene, index) {
    result.scenes.push({ name: scene.id || "number " + (index + 1),
      diagram: !!scene.querySelector(".diagram svg"),
      cursor: !!scene.querySelector(".diagram svg .cursor") });
  });

  // Chain views.
  document.querySelectorAll(".chain").forEach(function (chain, index) {
    var scene = chain.closest(".scene");
    var name = scene && scene.id ? "the chain of scene " + scene.id : "chain " + (index + 1);
    var problems = [];
    var tree = chain.querySelector("svg.chain-graph");
    var drawing = Array.prototype.filter.call(chain.querySelectorAll(".diagram svg.marble-diagram"), function (svg) {
      return svg.getClientRects().length > 0;
    })[0];
    if (!tree || !drawing) {
      problems.push(!tree ? "has no tree (svg.chain-graph)" : "has no drawing of its lanes");
    } else {
      var nodes = tree.querySelectorAll(".chain-node:not(.repeat)");
      var lanes = {};
      drawing.querySelectorAll("g.stream[" + contract.streamAttribute + "]").forEach(function (lane) {
        lanes[lane.getAttribute(contract.streamAttribute)] = true;
      });
      if (nodes.length !== Object.keys(lanes).length) {
        problems.push("has " + nodes.length + " nodes in its tree but " + Object.keys(lanes).length + " lanes");
      }
      var silent = Array.prototype.filter.call(nodes, function (node) {
        var active = node.querySelector(".active:not([hidden])");
        return !active || !active.textContent.trim();
      });
      if (silent.length) {
        problems.push(silent.length + " of its " + nodes.length + " nodes do not say how many subscriptions are active");
      }
      var first = nodes[0];
      if (first) {
        first.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        var stream = first.getAttribute(contract.streamAttribute);
        var lit = drawing.querySelectorAll("g.stream.selected[" + contract.streamAttribute + '="' + stream + '"]').length;
        var dimmed = Array.prototype.filter.call(drawing.querySelectorAll("g.stream:not(.selected)"), function (lane) {
          return Number(getComputedStyle(lane).opacity) < 1;
        }).length;
        var others = drawing.querySelectorAll("g.stream:not(.selected)").length;
        if (!first.classList.contains("selected") || !lit || dimmed !== others) {
          problems.push("selecting its first node does not highlight lane " + stream + " alone");
        }
        first.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        if (chain.classList.contains("selecting") || drawing.querySelector("g.stream.selected")) {
          problems.push("selecting its first node again does not undo the highlight");
        }
      }
    }
    if (problems.length) { result.chains.push({ name: name, problems: problems }); }
  });

  // Diagrams (a chain's tree too).
  document.querySelectorAll(".diagram svg, svg.chain-graph").forEach(function (svg, index) {
    if (svg.ownerSVGElement || svg.getClientRects().length === 0) { return; }
    var scene = svg.closest(".scene");
    var name = scene && scene.id ? "scene " + scene.id : svg.id ? "svg#" + svg.id : "diagram " + (index + 1);
    if (scene) {
      var siblings = Array.prototype.filter.call(scene.querySelectorAll(".diagram svg"), function (other) {
        return !other.ownerSVGElement;
      });
      if (siblings.length > 1) { name += " (svg " + (siblings.indexOf(svg) + 1) + " of " + siblings.length + ")"; }
    }
    var problems = [];
    var box = svg.getBoundingClientRect();
    for (var a = svg.parentElement; a && a !== root; a = a.parentElement) {
      var outer = a.getBoundingClientRect();
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) {
        problems.push("is " + Math.round(box.width) + " px wide (x " + Math.round(box.left) + "\u2013" +
          Math.round(box.right) + ") but its column " + describe(a) + " is " +
          Math.round(outer.width) + " px (x " + Math.round(outer.left) + "\u2013" + Math.round(outer.right) + ")");
        break;
      }
    }
    if (box.left < -0.5 || box.right > vw + 0.5) {
      problems.push("goes out of the " + vw + " px viewport (x " + Math.round(box.left) + "\u2013" + Math.round(box.right) + ")");
    }
    for (var b = svg.parentElement; b && b !== document.body; b = b.parentElement) {
      if (b.scrollWidth > b.clientWidth + 0.5 && getComputedStyle(b).overflowX !== "visible") {
        problems.push("its container " + describe(b) + " scrolls sideways (" +
          b.scrollWidth + " px of content in " + b.clientWidth + " px)");
        break;
      }
    }
    var small = 0, total = 0, smallest = null;
    svg.querySelectorAll("text, tspan").forEach(function (text) {
      var own = "";
      text.childNodes.forEach(function (node) { if (node.nodeType === 3) { own += node.data; } });
      if (!own.trim() || text.getClientRects().length === 0) { return; }
      if (text.checkVisibility && !text.checkVisibility({ visibilityProperty: true })) { return; }
      var matrix = text.getScreenCTM();
      if (!matrix) { return; }
      var size = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.c, matrix.d);
      total++;
      if (size < args.minText - 0.01) {
        small++;
        if (!smallest || size < smallest.size) { smallest = { size: size, text: own.trim() }; }
      }
    });
    if (small) {
      problems.push(small + " of its " + total + " texts are under " + args.minText + " px on screen (smallest " +
        smallest.size.toFixed(1) + " px: \u201c" + smallest.text.slice(0, 40) + "\u201d)");
    }
    if (problems.length) { result.diagrams.push({ name: name, problems: problems }); }
  });

  // English words on Korean pages.
  if (args.korean) {
    var words = {};
    args.words.forEach(function (word) { words[word] = true; });
    var seen = {};
    function englishIn(original, values, where, kind) {
      var text = original;
      // A value is removed where it stands on its own, not inside a word (a value `c` leaves
      // `catch(sequence:)` whole).
      values.forEach(function (value) {
        if (!value) { return; }
        var escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        text = text.replace(new RegExp("(?<!\\p{L})" + escaped + "(?!\\p{L})", "gu"), " ");
      });
      text.split(/\s+/).forEach(function (token) {
        var word = token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "")
          .replace(/\p{Script=Hangul}+$/u, "").replace(/[\p{P}\p{S}]+$/u, "");
        if (!/^[A-Za-z]+$/.test(word) || /[a-z][A-Z]/.test(word)) { return; }
        if (!words[word.toLowerCase()]) { return; }
        var snippet = original.replace(/\s+/g, " ").trim();
        if (snippet.length > 60) { snippet = snippet.slice(0, 60) + "\u2026"; }
        var key = kind + "|" + word + "|" + snippet + "|" + where;
        if (seen[key]) { return; }
        seen[key] = true;
        result.english.push({ word: word, kind: kind, text: snippet, where: where });
      });
    }
    function placeOf(element) {
      var scene = element.closest(".scene");
      if (scene && scene.id) { return "scene " + scene.id; }
      var svg = element.closest(".diagram") && element.closest(".diagram").querySelector("svg[id]");
      return svg ? "diagram svg#" + svg.id : "a diagram";
    }
    function hidden(element) {
      for (var e = element; e && e !== root; e = e.parentElement) {
        var style = getComputedStyle(e);
        if (style.display === "none" || style.visibility === "hidden") { return true; }
      }
      return false;
    }
    function valuesOf(element) {
      var event = element.closest(".event");
      if (!event) { return []; }
      return Array.prototype.map.call(event.querySelectorAll("text"), function (t) { return t.textContent.trim(); })
        .sort(function (x, y) { return y.length - x.length; });
    }
    var roots = Array.prototype.filter.call(document.querySelectorAll(".scene, .diagram"), function (element) {
      return !element.parentElement.closest(".scene, .diagram");
    });
    roots.forEach(function (top) {
      var walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
      var joined = new Set();
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var parent = node.parentElement;
        if (!node.data.trim() || parent.closest("code, pre, kbd, samp, script, style, noscript, desc")) { continue; }
        // A name broken by <wbr> (completed<wbr>Count<wbr>Label.text) is read whole, once.
        var text = node.data;
        if (parent.querySelector("wbr")) {
          if (joined.has(parent)) { continue; }
          joined.add(parent);
          text = parent.textContent;
        }
        var where = placeOf(parent);
        if (parent.closest("title")) {
          englishIn(text, valuesOf(parent), where, "tooltip");
          continue;
        }
        if (hidden(parent)) { continue; }
        if (parent.closest(".event") && parent.closest("svg") || parent.closest("td.value")) { continue; }
        englishIn(text, [], where, "text");
      }
      [top].concat(Array.prototype.slice.call(top.querySelectorAll("[title]"))).forEach(function (element) {
        if (!element.hasAttribute("title")) { return; }
        englishIn(element.getAttribute("title"), valuesOf(element), placeOf(element), "tooltip");
      });
    });
  }

  document.querySelectorAll('a[rel~="prev"]').forEach(function (a) { result.prev.push(a.href); });
  document.querySelectorAll('a[rel~="next"]').forEach(function (a) { result.next.push(a.href); });
  return result;
})
