/*
 * A server-rendered page's loader (server/page/portalPage.ts): the page's content is already in its HTML,
 * so the browser paints it first; then this adds the portal's scripts, which take the content over
 * (hydrate) instead of drawing it. A page in a hidden tab, which does not paint, loads them at once.
 * Kept tiny and free of modules: it is the only script the page runs before its first paint.
 */
(function () {
  var self = document.currentScript;
  if (!self) return;
  var entry = self.getAttribute('data-entry');
  var preload = (self.getAttribute('data-preload') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // Every element goes into the head at once: inserted one by one, each link cost a few
    // milliseconds on a slow phone, and the loop was a long task of its own.
    var scripts = document.createDocumentFragment();
    for (var i = 0; i < preload.length; i += 1) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      scripts.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    scripts.appendChild(script);
    document.head.appendChild(scripts);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden') {
    start();
  } else if (types.indexOf('paint') >= 0) {
    // Once the browser reports the first contentful paint (at once when it has happened already).
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // The frame after the first paint: a task queued from the paint's animation frame runs after it.
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
})();
