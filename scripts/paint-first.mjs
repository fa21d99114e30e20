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

/** The attribute of the loader's own <script> that names the page's data file, when it was moved out. */
export const DATA_ATTRIBUTE = 'data-page-data';

/**
 * The loader: once the browser reports its first paint (a paint-timing entry, which no timer has to wait for),
 * every placeholder in order. A hidden tab paints nothing and a browser without paint timing cannot say when
 * it painted: there they load at once. Where the page's data was moved out of its HTML (movePageData), the
 * loader's own tag names the data file in DATA_ATTRIBUTE: the scripts are preloaded while that file is fetched
 * and handed to Next.js, and run once it is there, since Next.js reads the page's data when its scripts start.
 * The data file is named by its content (/_next/static/data/<hash>.txt, see postbuild), so the HTML and its data
 * are always of one build, whatever a browser or a CDN kept from an earlier one. The loader is the same text on
 * every page (one CSP hash), the page's own file being in an attribute.
 */
export const LOADER_SOURCE = `(function () {
  var done = false;
  var tag = document.currentScript;
  var data = tag && tag.getAttribute('${DATA_ATTRIBUTE}');
  function placeholders() {
    return document.querySelectorAll('script[type="${PLACEHOLDER_TYPE}"]');
  }
  function run() {
    var waiting = placeholders();
    for (var i = 0; i < waiting.length; i++) {
      var script = document.createElement('script');
      script.src = waiting[i].getAttribute('data-src');
      // Added by a script, they would run in whatever order they arrive: keep the page's order instead.
      script.async = false;
      waiting[i].parentNode.replaceChild(script, waiting[i]);
    }
  }
  function fetchData(attempt) {
    fetch(data, { credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(function (text) {
        (self.__next_f = self.__next_f || []).push([1, text]);
        run();
      })
      .catch(function (error) {
        // Once more; after that the page stays as its HTML drew it (its links and menus work without scripts),
        // and says why where a developer looks.
        if (attempt < 2) return fetchData(attempt + 1);
        console.error('The page data ' + data + ' could not be loaded (' + (error && error.message) + '): the page stays as its HTML drew it, without its scripts.');
      });
  }
  function load() {
    if (done) return;
    done = true;
    if (!data) return run();
    var waiting = placeholders();
    for (var i = 0; i < waiting.length; i++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = waiting[i].getAttribute('data-src');
      document.head.appendChild(link);
    }
    fetchData(1);
  }
  var observes = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!observes || document.visibilityState === 'hidden') return load();
  new PerformanceObserver(function (list, observer) {
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
})();
`;

/** The loader's tag: with the data file it fetches first, when the page's data was moved out of its HTML. */
export function loaderTag(dataUrl) {
  const attribute = dataUrl ? ` ${DATA_ATTRIBUTE}="${dataUrl.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"` : '';
  return `<script${attribute}>${LOADER_SOURCE}</script>`;
}

const DATA_SCRIPT = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/**
 * `html` without Next.js's copy of the page's data (the `self.__next_f.push([1, …])` scripts, the same React
 * Server Components payload the router fetches as the page's .txt file), when `payload`, that file's text, holds
 * exactly the same: a page's HTML holds its texts twice, as HTML and as this data, and on a phone's first round
 * trips every byte before the first paint counts (the HTML of the home page is twice the size with it). The
 * loader then fetches the file once the page has painted. A page whose data is not exactly the file's, or holds
 * other kinds of data, keeps it.
 */
export function movePageData(html, payload) {
  const scripts = [...html.matchAll(DATA_SCRIPT)];
  if (!scripts.length || payload === undefined) return { html, moved: false };
  let parts;
  try {
    parts = scripts.map((m) => JSON.parse(m[1]));
  } catch {
    return { html, moved: false };
  }
  if (!parts.every((p) => Array.isArray(p) && p.length === 2 && p[0] === 1 && typeof p[1] === 'string')) return { html, moved: false };
  if (parts.map((p) => p[1]).join('') !== payload) return { html, moved: false };
  return { html: html.replace(DATA_SCRIPT, ''), moved: true };
}

/**
 * `html` with its external `async` scripts turned into placeholders, their preloads removed, and the loader at
 * the end of <body> (which fetches the page's data from `dataUrl` first, when movePageData took it out). `noModule` scripts (for browsers too old to run the site) are left alone.
 */
export function deferScripts(html, { dataUrl } = {}) {
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
  return { html: out.replace('</body>', `${loaderTag(dataUrl)}</body>`), count };
}
