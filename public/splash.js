/*
 * The start-up splash (src/app/root.tsx): shown once per visit for its duration (data-ms), from
 * the start of the page. A classic script so that it runs before the first paint.
 */
(function () {
  var splash = document.getElementById('splash');
  if (!splash) return;
  var seen = false;
  try {
    seen = sessionStorage.getItem('splash:seen') !== null;
    sessionStorage.setItem('splash:seen', '1');
  } catch {
    // Storage may be blocked; the splash then simply shows.
  }
  // On the splash itself: React, hydrating the document, would wipe a class on <html>.
  var done = function () {
    splash.classList.add('splash-done');
  };
  // A later page of the visit: gone at once, not faded out over the page as at the splash's end.
  if (seen) {
    splash.classList.add('splash-skipped');
    return done();
  }
  setTimeout(done, Math.max(0, Number(splash.getAttribute('data-ms')) - performance.now()));
})();
