// A page preloads each web font its main content needs that the browser would otherwise find late. A font face
// with a `unicode-range` (Inter's Vietnamese letters) is fetched only once the browser lays out text that needs
// it, after the first paint: the text is drawn first in the fallback font and moves when the face arrives (the
// bench measured a layout shift of 0.02-0.03 on Vietnamese pages). Preloaded, it arrives with the style sheet.
// A page whose main content needs none of those letters (an English or Chinese page, mostly) fetches nothing
// more. The font faces come from the page's own style sheets, so the rule follows the fonts in app/layout.tsx.

/** A code point range of a `unicode-range` list: "U+1EA0-1EF9", "U+323". */
function parseRange(part) {
  const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
  return [parseInt(from, 16), parseInt(to, 16)];
}

/** Every `@font-face` of `css` that has a `unicode-range`: its font file's address (as written) and ranges. */
export function rangedFontFaces(css) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body]) => {
    const range = /unicode-range:\s*([^;]+)/i.exec(body);
    const url = /src:\s*url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/i.exec(body);
    return range && url ? [{ url: url[1], ranges: range[1].split(',').map(parseRange) }] : [];
  });
}

/** The text of the page's `<main>`, without its scripts, styles and tags. */
export function mainText(html) {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  return main.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '').replace(/<[^>]+>/g, ' ');
}

/** Whether `text` has a character in one of `ranges`. */
export function usesRanges(text, ranges) {
  for (const char of text) {
    const code = char.codePointAt(0);
    if (ranges.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}

/**
 * The page with a preload, after its CSP <meta> tag, of each ranged font face of its style sheets that its main
 * content uses and that it does not preload already. `fontFaces(href)` gives a style sheet's ranged faces by its
 * address (`rangedFontFaces` of its text; every page shares a few sheets, so the caller reads each once).
 */
export function withFontPreloads(html, fontFaces) {
  const text = mainText(html);
  const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g)].map((m) => m[1]);
  const links = [];
  for (const href of sheets) {
    for (const face of fontFaces(href)) {
      const url = new URL(face.url, new URL(href, 'http://site')).pathname;
      if (html.includes(`href="${url}"`) || !usesRanges(text, face.ranges)) continue;
      links.push(`<link rel="preload" href="${url}" as="font" crossorigin="" type="font/woff2"/>`);
    }
  }
  if (!links.length) return html;
  const meta = /<meta http-equiv="Content-Security-Policy"[^>]*\/>/.exec(html);
  if (!meta) throw new Error('font-preloads: the page has no CSP <meta> tag to put its font preloads after');
  const at = meta.index + meta[0].length;
  return html.slice(0, at) + links.join('') + html.slice(at);
}
