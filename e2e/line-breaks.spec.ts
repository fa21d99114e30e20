import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contentLanguages, loadContent } from '../lib/content/load';
import type { Language } from '../lib/i18n/languages.mjs';
import { withPrefix } from '../lib/i18n/path';
import { articlePath } from '../lib/news/news';
import { ROUTES } from '../lib/routes/routes';
import { subsetFont } from '../lib/seo/font-subset';
import { SHARE_IMAGE_CJK_FONT } from '../lib/seo/share-image-fonts';
import { expect, test, type Page } from './fixtures';
import { waitForHydration } from './support/hydration';

/*
 * Headings break between words, never inside one, in every edition written without spaces (Chinese): a browser breaks Chinese between any two
 * characters unless the page tells it where the phrases are. Each heading's lines are measured in the browser (a
 * Range over each character and the height of its box on the page) and each line break is checked against the
 * word boundaries of Intl.Segmenter, computed here in the test's own process: the oracle, independent of what
 * the site uses to find its phrases.
 */

/**
 * The widths a heading is measured at: a desktop and a phone. Each test sets both itself, so the spec runs on the
 * desktop project only (no @responsive tag): the phone project would measure the same widths again.
 */
const WIDTHS = [1280, 390];

/** A visible heading's text and the offsets (in that text) where its lines start, the first line excepted. */
interface MeasuredHeading {
  tag: string;
  text: string;
  breaks: number[];
}

/** Runs in the page: every rendered heading, its visible text and where each of its lines starts. */
function measureHeadings(): MeasuredHeading[] {
  const headings: MeasuredHeading[] = [];
  const range = document.createRange();
  for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
    // Headings not drawn (a closed panel) or drawn one pixel wide for screen readers only have no lines to read.
    if (!heading.checkVisibility({ visibilityProperty: true }) || heading.getBoundingClientRect().width <= 1) continue;
    let text = '';
    const breaks: number[] = [];
    let previous: DOMRect | null = null;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && (!parent.checkVisibility({ visibilityProperty: true }) || parent.getBoundingClientRect().width <= 1)) continue;
      const data = node.textContent ?? '';
      for (let i = 0; i < data.length; ) {
        const char = String.fromCodePoint(data.codePointAt(i)!);
        range.setStart(node, i);
        range.setEnd(node, i + char.length);
        const box = /\s/.test(char) ? undefined : range.getClientRects()[0];
        if (box && box.height > 0) {
          // A character whose box sits lower by more than half a box starts a new line (Latin and Chinese
          // letters of one line come from different fonts, so their boxes differ by a few pixels).
          if (previous && box.top + box.height / 2 - (previous.top + previous.height / 2) > Math.min(box.height, previous.height) / 2) {
            breaks.push(text.length);
          }
          previous = box;
        }
        text += char;
        i += char.length;
      }
    }
    if (text.trim()) headings.push({ tag: heading.tagName.toLowerCase(), text, breaks });
  }
  return headings;
}

/**
 * The site draws Chinese with the visitor's own fonts (Noto Sans CJK SC among them, tailwind.config.ts), and this
 * machine has none: without one, the browser draws each Chinese character as a box about a third of its width,
 * and a heading that wraps on a visitor's screen would not wrap here. So the pages get Noto Sans SC under that
 * name, as a visitor's machine has it, cut down to the letters of the edition's content that are Chinese (none,
 * and no font, for an edition without any).
 */
const VISITOR_FONT = 'Noto Sans CJK SC';
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
const fontFaces = new Map<string, Promise<string>>();

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function visitorFontFaces(lang: Language): Promise<string> {
  let css = fontFaces.get(lang.code);
  if (!css) {
    const letters = new Set(strings(loadContent(undefined, lang.code)).flatMap((text) => [...text].filter((c) => CHINESE.test(c))));
    css = !letters.size
      ? Promise.resolve('')
      : Promise.all(
          ([400, 700] as const).map(async (weight) => {
            const file = path.join('node_modules', SHARE_IMAGE_CJK_FONT.package, SHARE_IMAGE_CJK_FONT.files[weight]);
            const font = await subsetFont(readFileSync(file), [...letters].map((c) => c.codePointAt(0)!));
            return `@font-face{font-family:"${VISITOR_FONT}";font-weight:${weight};src:url(data:font/ttf;base64,${font.toString('base64')})}`;
          }),
        ).then((faces) => faces.join(''));
    fontFaces.set(lang.code, css);
  }
  return css;
}

/** Gives the page the visitor's Chinese font, and waits until it draws. */
async function withVisitorFont(page: Page, lang: Language) {
  const css = await visitorFontFaces(lang);
  if (!css) return;
  await page.addStyleTag({ content: css });
  const family = await page.evaluate(async (name) => {
    await Promise.all([400, 700].map((weight) => document.fonts.load(`${weight} 16px "${name}"`, '中')));
    await document.fonts.ready;
    return getComputedStyle(document.body).fontFamily;
  }, VISITOR_FONT);
  expect(family, 'the site names the font the test gives it').toContain(VISITOR_FONT);
}

/** Where words start and end in `text`, as the language's word segmentation has them. */
function wordBoundaries(text: string, lang: Language): Set<number> {
  const boundaries = new Set<number>();
  for (const { index } of new Intl.Segmenter(lang.locale, { granularity: 'word' }).segment(text)) boundaries.add(index);
  return boundaries;
}

/** The heading's text with a bar where a line breaks inside a word. */
const marked = (text: string, at: number) => `${text.slice(0, at)}|${text.slice(at)}`;

async function breaksInsideWords(page: Page, lang: Language): Promise<string[]> {
  const found: string[] = [];
  for (const heading of await page.evaluate(measureHeadings)) {
    const words = wordBoundaries(heading.text, lang);
    for (const at of heading.breaks) if (!words.has(at)) found.push(`<${heading.tag}> ${marked(heading.text, at)}`);
  }
  return found;
}

/** The page's headings' line breaks inside a word, at each of WIDTHS. */
async function breaksAtEachWidth(page: Page, lang: Language): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const text of await breaksInsideWords(page, lang)) found.push(`${width} px: ${text}`);
  }
  return found;
}

// The team's ring turns in 3D unless motion is reduced; its cards then stand still in a grid, where their
// characters' boxes show the lines. The font is handed over as a data: URL, which the pages' own
// Content-Security-Policy would refuse.
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** The scripts of every edition's export (out/_next, out/vi/_next …). */
function browserScripts(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith('.js') ? [path.join(dir, entry.name)] : [],
    );
  // One out/_next holds the editions' shared files; an edition's own folder, if a build ever writes one, counts too.
  const folders = ['out/_next', ...contentLanguages().filter((lang) => lang.prefix).map((lang) => path.join('out', lang.prefix, '_next'))];
  return folders.filter((dir) => existsSync(dir)).flatMap(walk);
}

test('the phrases are found at build time: no phrase model reaches the browser', () => {
  const scripts = browserScripts();
  expect(scripts.length).toBeGreaterThan(0);
  // BudouX's models are tables of scores under keys like UW1 … UW6, BW1 … BW3, TW1 … TW4, kept by any minifier.
  const model = /\bbudoux\b|["']?UW[1-6]["']?\s*:\s*\{/i;
  expect(scripts.filter((file) => model.test(readFileSync(file, 'utf8')))).toEqual([]);
});

// The languages written without spaces (lineBreak: phrases): a language that puts spaces between its words breaks
// at them in every browser, and measuring its pages too would only add a minute to the test run.
for (const lang of contentLanguages().filter((language) => language.lineBreak)) {
  const articles = loadContent(undefined, lang.code).news.map((article) => articlePath(article.slug));
  test.describe(`${lang.name}: headings break between words`, () => {
    for (const route of [...ROUTES, ...articles]) {
      test(withPrefix(lang.prefix, route), async ({ page }) => {
        await page.goto(withPrefix(lang.prefix, route));
        // Once React has taken over, what the islands draw is measured, not only the page's HTML; a list that
        // is still loading is left to come alive first.
        await waitForHydration(page, 'header');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await withVisitorFont(page, lang);
        expect(await breaksAtEachWidth(page, lang), 'line breaks inside a word').toEqual([]);
      });
    }

    test(`${withPrefix(lang.prefix, '/news-and-events')}: an article opened in the list`, async ({ page }) => {
      const { texts } = loadContent(undefined, lang.code);
      await page.goto(withPrefix(lang.prefix, '/news-and-events'));
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await withVisitorFont(page, lang);
      await page.getByRole('main').getByRole('button', { name: texts.news.readMore }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await breaksAtEachWidth(page, lang), 'line breaks inside a word').toEqual([]);
    });
  });
}
