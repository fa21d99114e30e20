// The page paints before any of its scripts runs. Next.js names its script chunks in the <head> as `async`
// scripts and preloads, so a phone fetches and runs them while it is still laying out the page: the first paint
// waits for that work, and the page's largest text or picture appears 40-70 % later than the HTML alone would
// show it (measured with `npm run bench`, which compares every page with its copy without scripts). After the
// build, each such script becomes an inert placeholder (`type="text/paint-first"`, the address in `data-src`)
// and one small loader, written into the page (as a file of its own it would cost a round trip before the first
// paint on a slow network), adds them back in their order once the browser has painted the first frame. The
// page's HTML and CSS alone draw that frame (the intro's first frame included); the islands hydrate right after it. Inline scripts (the intro's gate, Next's page data, JSON-LD) stay as they
// are: they are tiny and some must run before the first paint.

export const PLACEHOLDER_TYPE = 'text/paint-first';

/**
 * The loader: once the browser reports its first paint (a paint-timing entry, which no timer has to wait for),
 * every placeholder in order. A hidden tab paints nothing and a browser without paint timing cannot say when
 * it painted: there they load at once.
 */
export const LOADER_SOURCE = `(function () {
  var done = false;
  function load() {
    if (done) return;
    done = true;
    var waiting = document.querySelectorAll('script[type="${PLACEHOLDER_TYPE}"]');
    for (var i = 0; i < waiting.length; i++) {
      var script = document.createElement('script');
      script.src = waiting[i].getAttribute('data-src');
      // Added by a script, they would run in whatever order they arrive: keep the page's order instead.
      script.async = false;
      waiting[i].parentNode.replaceChild(script, waiting[i]);
    }
  }
  var observes = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!observes || document.visibilityState === 'hidden') return load();
  new PerformanceObserver(function (list, observer) {
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
})();
`;

/**
 * `html` with its external `async` scripts turned into placeholders, their preloads removed, and the loader at
 * the end of <body>. `noModule` scripts (for browsers too old to run the site) are left alone.
 */
export function deferScripts(html) {
  let count = 0;
  const out = html
    .replace(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)><\/script>/g, (tag, before, src, after) => {
      const attrs = `${before} ${after}`;
      if (/\bnoModule\b/i.test(attrs) || !/\basync\b/.test(attrs)) return tag;
      count++;
      return `<script type="${PLACEHOLDER_TYPE}" data-src="${src}"></script>`;
    })
    .replace(/<link\b[^>]*\bas="script"[^>]*\/?>/g, '');
  if (!count) return { html, count };
  if (!out.includes('</body>')) throw new Error('paint-first: no </body> to put the loader before');
  return { html: out.replace('</body>', `<script>${LOADER_SOURCE}</script></body>`), count };
}
