// What the browser check waits for before it probes a page (Scripts/check_site.py evaluates it after
// the page's load event): its fonts, then two animation frames, so that layout and the scripts' first
// drawing are done. No sleep: the same answer every run.
new Promise(function (done) {
  document.fonts.ready.then(function () {
    requestAnimationFrame(function () { requestAnimationFrame(function () { done(true); }); });
  });
})
