import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentLanguages, loadContent } from '../lib/content/load';
import type { Content } from '../lib/content/registry';
import type { Language } from '../lib/i18n/languages.mjs';
import { withPrefix } from '../lib/i18n/path';
import { formatNewsDate, NEWS_CATEGORIES, sortNewest, splitParagraphs } from '../lib/news/news';
import { newsSettings } from '../lib/news/content';
import { site } from '../lib/site/content';
import { fieldLabel, fillIn } from '../lib/contact/texts';
import { fillTemplate } from '../lib/i18n/template';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { emailService } from './support/contact-emailjs';
import { waitForHydration } from './support/hydration';
import { pageScriptBytes } from '../scripts/page-weight.mjs';

/*
 * The editions in other languages, built from content/<code>/ under their prefix (/vi, /zh): what differs by
 * language. The behaviours themselves are tested on the default language's pages; here every built page of
 * each edition is checked for its language, its alternates and English left behind, and in the browser the
 * switcher, the contact form's messages and accessibility on each edition's main routes.
 */

const LANGUAGES = contentLanguages();
const DEFAULT = LANGUAGES[0]!;
const EDITIONS = LANGUAGES.slice(1);
const content = (lang: Language): Content => loadContent(undefined, lang.code);
const ENGLISH = content(DEFAULT);

/** A route's address in a language's edition ("/vi/about-us", "/vi" for the home page). */
const at = (lang: Language, route: string) => withPrefix(lang.prefix, route);
/** A page's absolute URL as its <head> names it (the site's origin alone for the default language's home page). */
const urlOf = (lang: Language, route: string) => `${site.url}${at(lang, route) === '/' ? '' : at(lang, route)}`;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' || LANGUAGES.some((l) => l.code === name && dir === 'out') ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** The route of an exported page of an edition: out/vi/about-us.html -> /about-us. */
function routeOf(file: string, lang: Language): string {
  const rel = path.relative(lang.prefix ? `out${lang.prefix}` : 'out', file).split(path.sep).join('/');
  const route = `/${rel.replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
}

/** The pages of an edition (not the not-found page, which has no alternates). */
function pagesOf(lang: Language): { file: string; route: string }[] {
  return htmlFiles(lang.prefix ? `out${lang.prefix}` : 'out')
    .map((file) => ({ file, route: routeOf(file, lang) }))
    .filter(({ route }) => route !== '/404' && route !== '/_not-found' && !route.startsWith('/admin'));
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/**
 * Every text of the default language's content that the edition translated (a value that differs from the
 * edition's at the same place): none may show on the edition's pages. Values the edition keeps as they are
 * (names, the company's name, e-mail, a slogan kept in English) are not interface text and may.
 */
function translatedAway(lang: Language): string[] {
  const found = new Set<string>();
  const walk = (english: unknown, translated: unknown) => {
    if (typeof english === 'string') {
      const texts = typeof translated === 'string' && english.includes('\n\n') ? splitParagraphs(english) : [english];
      for (const text of texts.map((t) => t.trim())) {
        if (english !== translated && /\p{L}{2}/u.test(text) && !/^(\/|https?:|mailto:|tel:)/.test(text) && !text.includes('{')) found.add(text);
      }
      return;
    }
    if (Array.isArray(english)) english.forEach((item, i) => walk(item, Array.isArray(translated) ? translated[i] : undefined));
    else if (english && typeof english === 'object') {
      for (const [key, value] of Object.entries(english)) walk(value, (translated as Record<string, unknown> | undefined)?.[key]);
    }
  };
  const { admin: _notTranslated, ...englishTexts } = ENGLISH.texts;
  // Articles side by side by their slug: an edition publishes only the articles written in its language.
  const translated = content(lang);
  const news = ENGLISH.news.map((article) => translated.news.find((t) => t.slug === article.slug));
  walk({ ...ENGLISH, texts: englishTexts }, { ...translated, news });
  return [...found];
}

/** A page's texts as a reader, a screen reader and a link preview meet them: text nodes and the attributes that are read. */
function readableTexts(html: string): { nodes: Set<string>; all: string } {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ');
  const nodes = [...body.matchAll(/>([^<>]+)</g)].map((m) => decode(m[1]!).trim());
  const attributes = [...body.matchAll(/\s(?:aria-label|aria-roledescription|alt|title|placeholder|content)="([^"]*)"/g)].map((m) => decode(m[1]!).trim());
  return { nodes: new Set([...nodes, ...attributes].filter(Boolean)), all: [...nodes, ...attributes].join('\n') };
}

/** The English texts found in a page's texts: whole texts, and longer ones (a phrase or more) inside others. */
function englishIn(texts: { nodes: Set<string>; all: string }, english: readonly string[]): string[] {
  return english.filter((text) => texts.nodes.has(text) || (text.split(/\s+/).length >= 4 && texts.all.includes(text)));
}

/**
 * The languages a route is written in: every page in every language, but an article only in the languages that
 * have its file (an article may be published in English before it is translated).
 */
function languagesOf(route: string): Language[] {
  if (!route.startsWith('/news-and-events/')) return [...LANGUAGES];
  // A later page of the news list: in the languages whose list has as many pages.
  const listPage = /^\/news-and-events\/page\/(\d+)$/.exec(route);
  if (listPage) return LANGUAGES.filter((lang) => Math.ceil(content(lang).news.length / newsSettings.pageSize) >= Number(listPage[1]));
  return LANGUAGES.filter((lang) => content(lang).news.some((article) => `/news-and-events/${article.slug}` === route));
}
/** An article's page (not a later page of the list). */
const isArticleRoute = (route: string) => route.startsWith('/news-and-events/') && !route.startsWith('/news-and-events/page/');
/** x-default: the default language's page, or the first language's that has the page. */
const xDefault = (route: string) => (languagesOf(route).includes(DEFAULT) ? DEFAULT : languagesOf(route)[0]!);

const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));

test.describe('every page of every edition', () => {
  test('exists in each language it is written in, says its language, and names itself and those others as alternates', () => {
    const routes = [...new Set(LANGUAGES.flatMap((lang) => pagesOf(lang).map((p) => p.route)))].sort();
    expect(routes.length).toBeGreaterThan(20);
    // The test content has an article written in fewer languages than the site (e2e/fixtures/content/news/).
    expect(routes.some((route) => languagesOf(route).length < LANGUAGES.length)).toBe(true);
    for (const lang of LANGUAGES) {
      expect(pagesOf(lang).map((p) => p.route).sort(), lang.code).toEqual(routes.filter((route) => languagesOf(route).includes(lang)));
      for (const { file, route } of pagesOf(lang)) {
        const html = readFileSync(file, 'utf8');
        expect(/<html lang="([^"]+)"/.exec(html)?.[1], file).toBe(lang.hreflang);
        expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], file).toBe(urlOf(lang, route));
        const expected = Object.fromEntries(languagesOf(route).map((l) => [l.hreflang, urlOf(l, route)]));
        expect(alternatesOf(html), file).toEqual({ ...expected, 'x-default': urlOf(xDefault(route), route) });
      }
    }
  });

  test('structured data names the language of each page', () => {
    for (const lang of LANGUAGES) {
      for (const { file, route } of pagesOf(lang)) {
        const data = [...readFileSync(file, 'utf8').matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
          (m) => JSON.parse(m[1]!) as Record<string, unknown>,
        );
        expect(data.find((d) => d['@type'] === 'WebSite')?.inLanguage, file).toBe(lang.hreflang);
        if (isArticleRoute(route)) expect(data.find((d) => d['@type'] === 'NewsArticle')?.inLanguage, file).toBe(lang.hreflang);
      }
    }
  });

  test('a translated page loads the JavaScript its English page loads, no more', () => {
    for (const { file, route } of pagesOf(DEFAULT)) {
      const english = pageScriptBytes('out', path.relative('out', file));
      for (const lang of EDITIONS.filter((l) => languagesOf(route).includes(l))) {
        const translated = pageScriptBytes('out', path.relative('out', file.replace(/^out/, `out${lang.prefix}`)));
        // The same scripts: the router reads the edition's prefix from the address (scripts/build.mjs).
        expect(translated, `${lang.code} ${route}`).toBe(english);
      }
    }
  });

  test('the not-found page of each edition speaks its language', () => {
    for (const lang of LANGUAGES) {
      const html = readFileSync(`out${lang.prefix}/404.html`, 'utf8');
      expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe(lang.hreflang);
      expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '')).toBe(content(lang).texts.notFound.heading);
    }
  });

  for (const lang of EDITIONS) {
    test(`${lang.name}: no text of the ${DEFAULT.name} edition is left on any page`, () => {
      const english = translatedAway(lang);
      expect(english.length).toBeGreaterThan(100);
      const left = pagesOf(lang)
        .concat({ file: `out${lang.prefix}/404.html`, route: '/404' })
        .flatMap(({ file }) => englishIn(readableTexts(readFileSync(file, 'utf8')), english).map((text) => `${file}: ${text}`));
      expect(left).toEqual([]);
    });
  }

  test('the check finds English on a page: the default edition shows its own texts', () => {
    const english = translatedAway(EDITIONS[0]!);
    expect(englishIn(readableTexts(readFileSync('out/contact.html', 'utf8')), english)).toContain(ENGLISH.pages.pages.find((p) => p.route === '/contact')!.heading);
  });

  test('the sitemap lists every page of every edition with its alternates', () => {
    const sitemap = readFileSync('out/sitemap.xml', 'utf8');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)?.[1]);
    // The sitemap writes the default home page with its slash, as the origin's own address.
    const expected = LANGUAGES.flatMap((lang) => pagesOf(lang).map(({ route }) => (at(lang, route) === '/' ? `${site.url}/` : urlOf(lang, route))));
    expect([...locs].sort()).toEqual([...expected].sort());
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
      // The page's route: its address without the site and its edition's prefix.
      const address = loc.slice(site.url.length) || '/';
      const edition = EDITIONS.find((lang) => address === lang.prefix || address.startsWith(`${lang.prefix}/`));
      const route = (edition ? address.slice(edition.prefix.length) : address) || '/';
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]);
      expect(links.sort(), loc).toEqual([...languagesOf(route).map((l) => l.hreflang), 'x-default'].sort());
    }
  });

  test('each edition has its own feed, in its language, linking its own article pages', () => {
    for (const lang of LANGUAGES) {
      const feed = readFileSync(`out${at(lang, '/news-and-events/feed.xml')}`, 'utf8');
      expect(feed).toContain(`<language>${lang.locale.toLowerCase()}</language>`);
      // Its newest articles, as many as its content says.
      const { feedSize } = content(lang).texts.news;
      expect(feed.match(/<item>/g)?.length ?? 0).toBe(Math.min(feedSize, content(lang).news.length));
      for (const article of sortNewest(content(lang).news).slice(0, feedSize)) {
        expect(feed).toContain(`<link>${site.url}${at(lang, `/news-and-events/${article.slug}`)}</link>`);
      }
      const html = readFileSync(`out${at(lang, '/news-and-events')}.html`, 'utf8');
      expect(html).toContain(`href="${site.url}${at(lang, '/news-and-events/feed.xml')}"`);
    }
  });

  test('article dates are written the way each language writes them', () => {
    for (const lang of LANGUAGES) {
      for (const article of content(lang).news) {
        const html = readFileSync(`out${at(lang, `/news-and-events/${article.slug}`)}.html`, 'utf8');
        expect(html, `${lang.code} ${article.slug}`).toContain(`<time dateTime="${article.date}">${formatNewsDate(article.date, lang)}</time>`);
      }
    }
  });

  test('the legal pages date their last update as the articles do, in each language', () => {
    for (const lang of LANGUAGES) {
      const texts = content(lang);
      for (const name of ['privacy', 'terms'] as const) {
        const { updated } = texts.legal[name];
        const html = readFileSync(`out${at(lang, `/${name}`)}.html`, 'utf8');
        const time = `<time dateTime="${updated}">${formatNewsDate(updated, lang)}</time>`;
        const [before, after] = texts.texts.shared.legal.updated.split('{date}') as [string, string];
        expect(html, `${lang.code} /${name}`).toContain(`${before}${time}${after}`);
        // The date as the file holds it is nowhere in the page's text, only in the element's machine-readable attribute.
        const shown = html.replace(/<script\b[\s\S]*?<\/script>/g, '').replaceAll(`dateTime="${updated}"`, '');
        expect(shown, `${lang.code} /${name}`).not.toContain(updated);
      }
    }
  });

  test('every section of every page is named by its heading (a part without one is not a section)', () => {
    for (const lang of LANGUAGES) {
      for (const { file, route } of pagesOf(lang)) {
        const html = readFileSync(file, 'utf8');
        // Named by aria-labelledby/aria-label, or holding its heading before it ends.
        const unnamed = [...html.matchAll(/<section\b[^>]*>/g)]
          .filter((m) => !/ aria-(labelledby|label)="[^"]+"/.test(m[0]))
          .filter((m) => !/^(?:(?!<\/section>)[\s\S])*?<h[1-6]\b/.test(html.slice(m.index + m[0].length)))
          .map((m) => m[0]);
        expect(unnamed, `${lang.code} ${route}`).toEqual([]);
        for (const [, id] of html.matchAll(/<section\b[^>]* aria-labelledby="([^"]+)"/g)) expect(html, `${lang.code} ${route} #${id}`).toContain(`id="${id}"`);
      }
    }
  });

  test('the copyright line is each language’s own sentence', () => {
    for (const lang of LANGUAGES) {
      const company = content(lang).texts.site;
      const html = decode(readFileSync(`out${lang.prefix}/index.html`, 'utf8'));
      expect(html, lang.code).toContain(fillTemplate(company.footer.copyright, { year: company.copyrightYear, name: company.name }));
    }
  });
});

/** The main routes each edition is checked on in the browser. */
const MAIN_ROUTES = ['/', '/about-us', '/services', '/services/manufacturing', '/news-and-events', '/contact', '/privacy'];

for (const lang of EDITIONS) {
  test.describe(`${lang.name} in the browser`, () => {
    const texts = content(lang);
    const english = translatedAway(lang);

    for (const route of MAIN_ROUTES) {
      test(`${route}: no accessibility violations and no English once scripts have run`, async ({ page }) => {
        await page.goto(at(lang, route));
        const heading = texts.pages.pages.find((p) => p.route === route)?.heading;
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
        const shown = await page.evaluate(() => {
          const attributes = [...document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')].flatMap((el) =>
            ['aria-label', 'alt', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
          );
          return [...document.body.innerText.split('\n'), ...attributes].map((t) => t.trim()).filter(Boolean);
        });
        expect(englishIn({ nodes: new Set(shown), all: shown.join('\n') }, english), route).toEqual([]);
      });
    }

    test('the contact form speaks the language: labels, validation and the outcome @responsive', async ({ page, testId }) => {
      const service = await emailService(testId);
      const { form, errors, status } = texts.texts.contact;
      await page.goto(at(lang, '/contact'));
      const contactForm = page.getByRole('form', { name: form.heading });
      const field = (name: keyof typeof form.fields) =>
        contactForm.getByRole('textbox', { name: fieldLabel(form.labelWithHint, form.fields[name]), exact: true });
      await waitForHydration(page, 'form');
      await contactForm.getByRole('button', { name: form.submit }).click();
      await expect(field('name')).toHaveAccessibleDescription(errors.required);
      await expect(contactForm.getByText(errors.required, { exact: true }).first()).toBeVisible();
      await field('name').fill('Nguyễn Văn An');
      await field('email').fill('an nguyen@example.com');
      await field('phone').fill('555');
      await contactForm.getByRole('button', { name: form.submit }).click();
      await expect(contactForm.getByText(errors.email, { exact: true })).toBeVisible();
      await expect(contactForm.getByText(errors.phone, { exact: true })).toBeVisible();
      // Numbers in messages are written the language's way (5.000 in Vietnamese).
      const long = 'x'.repeat(5001);
      await field('message').fill(long);
      await expect(contactForm.getByText(fillIn(form.counterOver, { count: long.length, max: 5000, over: 1 }, lang.locale), { exact: true }).first()).toBeVisible();
      await field('message').fill('Chúng tôi cần 5.000 sản phẩm.');
      await field('email').fill('an.nguyen@example.com');
      await field('phone').fill('(415) 555-0132');
      await contactForm.getByRole('button', { name: form.submit }).click();
      await expect(contactForm.getByRole('status')).toHaveText(status.success);
      expect(await service.received()).toHaveLength(1);
    });

    test('the partner strip’s button shows its own short text and is named by the whole one', async ({ page }) => {
      const { partners } = texts.texts.home;
      await page.goto(at(lang, '/'));
      const strip = page.getByTestId('partner-strip');
      await waitForHydration(page, '[data-testid="partner-strip"]');
      const pause = strip.getByRole('button', { name: partners.pause, exact: true });
      await expect(pause).toHaveText(partners.pauseShort);
      await pause.click();
      await expect(strip.getByRole('button', { name: partners.play, exact: true })).toHaveText(partners.playShort);
    });

    test('the English-only brochure says so, in the page’s language, and tells the browser its language', async ({ page }) => {
      const { brochure } = texts.texts.mechanical.cta;
      await page.goto(at(lang, '/services/mechanical-engineering'));
      const link = page.getByRole('link', { name: `${brochure.label} ${brochure.note}`, exact: true });
      await expect(link).toHaveAttribute('hreflang', brochure.language);
      expect(brochure.language).not.toBe(lang.hreflang);
    });

    test('the switcher leads to the same page in each language, keeping the news list query @responsive', async ({ page }, testInfo) => {
      const category = NEWS_CATEGORIES[1]!;
      await page.goto(`${at(lang, '/news-and-events')}?category=${category}`);
      await waitForHydration(page, 'header nav');
      if (isPhone(testInfo.project.name)) {
        await page.locator('header summary').filter({ hasText: texts.texts.shared.nav.menu }).click();
      }
      // The toggle is the <summary> of a <details>: named by its label, expanded while the <details> is open.
      const toggle = page.getByLabel(fillTemplate(texts.texts.shared.nav.languageButton, { name: lang.name }), { exact: true });
      await expect(toggle.locator('xpath=parent::details')).not.toHaveAttribute('open');
      await toggle.click();
      await expect(toggle.locator('xpath=parent::details')).toHaveAttribute('open', '');
      const switcher = page.getByRole('list', { name: texts.texts.shared.nav.languages });
      await expect(switcher.getByRole('link')).toHaveText(LANGUAGES.map((l) => l.name));
      // Escape closes the list and hands focus back to its button, as the navigation's dropdowns do.
      await switcher.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(switcher).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(switcher).toBeVisible();
      await expect(switcher.getByRole('link', { name: lang.name })).toHaveAttribute('aria-current', 'true');
      for (const other of LANGUAGES.filter((l) => l !== lang)) {
        await expect(switcher.getByRole('link', { name: other.name })).toHaveAttribute('hreflang', other.hreflang);
        await expect(switcher.getByRole('link', { name: other.name })).toHaveAttribute('lang', other.hreflang);
      }
      await switcher.getByRole('link', { name: DEFAULT.name }).click();
      await expect(page).toHaveURL(`${at(DEFAULT, '/news-and-events')}?category=${category}`);
      await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT.hreflang);
      const heading = ENGLISH.pages.pages.find((p) => p.route === '/news-and-events')!.heading;
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  });
}

test('Chinese pages draw quotes, the ellipsis and dashes with a Chinese font, and Latin letters with Inter', async ({ page }) => {
  /** The fonts Chromium drew a probe's text with, on the page's own style rules. */
  const fontsOf = async (route: string, text: string) => {
    await page.goto(route);
    // Added once React has taken the page over: a node it did not render would fail the hydration.
    await waitForHydration(page, 'footer');
    await page.locator('main').evaluate((main, probeText) => {
      const probe = document.createElement('p');
      probe.id = 'font-probe';
      probe.textContent = probeText;
      main.prepend(probe);
      return document.fonts.ready.then(() => undefined);
    }, text);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#font-probe' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    await cdp.detach();
    return fonts;
  };
  // Inter is the site's web font; the test machine's Chinese font is WenQuanYi Micro Hei (scripts/ensure-deps.sh).
  const inter = (fonts: { familyName: string }[]) => fonts.map((font) => font.familyName.startsWith('Inter'));
  const punctuation = '\u201c\u2026\u201d\u2014\u00b7';
  for (const lang of LANGUAGES) {
    const drawn = await fontsOf(at(lang, '/'), punctuation);
    // On Chinese pages a Chinese font draws them; elsewhere Inter does, as it draws the letters.
    expect(inter(drawn), `${lang.code}: ${drawn.map((font) => font.familyName)}`).toEqual(drawn.map(() => !lang.hreflang.startsWith('zh')));
    const letters = await fontsOf(at(lang, '/'), 'Apexbridge 2026');
    expect(inter(letters), `${lang.code} letters`).toEqual(letters.map(() => true));
  }
});

test('every web font a page of any edition draws with is preloaded from its <head>, and no other is fetched', async ({ page }) => {
  // A font found only once its letters are laid out (Inter's Vietnamese part) arrives after the first paint, and
  // the text drawn in the fallback font moves: the build preloads it on the pages whose main content needs it.
  // A preloaded font's request comes from a <link> (initiator "link"); one found late, from the style sheet.
  for (const lang of LANGUAGES) {
    for (const route of ['/about-us/who-we-are', '/contact']) {
      await page.goto(at(lang, route));
      await page.evaluate(() => document.fonts.ready);
      const { fonts, used } = await page.evaluate(() => ({
        fonts: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.woff2'))
          .map((e) => ({ url: new URL(e.name).pathname, initiator: (e as PerformanceResourceTiming).initiatorType })),
        // Faces drawn from the fonts on the device (local(): the Chinese punctuation) are not downloads.
        used: [...document.fonts].filter(
          (f) =>
            f.status === 'loaded' &&
            [...document.styleSheets].some((sheet) =>
              [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').replace(/"/g, '') === f.family.replace(/"/g, '') && rule.style.getPropertyValue('src').includes('url(')),
            ),
        ).length,
      }));
      const where = at(lang, route);
      expect(fonts.length, where).toBe(used);
      for (const font of fonts) expect(font.initiator, `${where}: ${font.url}`).toBe('link');
    }
  }
});

test.describe('the intro', () => {
  test.use({ playIntro: true });

  test('greets a visit that starts on the home page of an edition, in its language, and types its texts', async ({ page }) => {
    for (const lang of EDITIONS) {
      const { firstText, skipLabel } = content(lang).texts.intro;
      await page.goto(at(lang, '/'));
      await expect(page.getByRole('button', { name: skipLabel })).toBeVisible();
      await expect(page.locator('.intro-text').first()).toHaveText(firstText);
      await page.getByRole('button', { name: skipLabel }).click();
      await expect(page.locator('.intro')).toBeHidden();
      // It plays once per tab session: forget that it played, so the next edition's home page plays it too.
      await page.evaluate(() => sessionStorage.clear());
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s language list opens, with a link to the same page in each', async ({ page }) => {
    for (const lang of LANGUAGES) {
      await page.goto(at(lang, '/about-us'));
      await page.getByLabel(fillTemplate(content(lang).texts.shared.nav.languageButton, { name: lang.name }), { exact: true }).click();
      const switcher = page.getByRole('list', { name: content(lang).texts.shared.nav.languages });
      for (const other of LANGUAGES) await expect(switcher.getByRole('link', { name: other.name })).toHaveAttribute('href', at(other, '/about-us'));
      await expect(switcher).toBeVisible();
    }
  });
});

test('an article page in each edition shows the translated article', async ({ page }) => {
  for (const lang of EDITIONS) {
    const article = content(lang).news.find((a) => existsSync(`out${at(lang, `/news-and-events/${a.slug}`)}.html`))!;
    await page.goto(at(lang, `/news-and-events/${article.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang.hreflang);
  }
});

for (const lang of EDITIONS) {
  test(`links in the header and in the page move with the client router, without a reload, to the same edition’s page (${lang.name})`, async ({ page }) => {
    const texts = content(lang);
    const headingOf = (route: string) => texts.pages.pages.find((p) => p.route === route)!.heading;
    await page.goto(at(lang, '/services'));
    await waitForHydration(page, 'header a');
    await waitForHydration(page, 'main a');
    // A full load would start a new document and lose this.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    const news = texts.texts.site.nav.find((item) => item.href === '/news-and-events')!;
    await page.getByRole('banner').getByRole('link', { name: news.label, exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at(lang, '/news-and-events')}$`));
    await expect(page.getByRole('heading', { level: 1, name: headingOf('/news-and-events') })).toBeVisible();
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: headingOf('/services') })).toBeVisible();
    await waitForHydration(page, 'main a');
    await page.getByRole('main').locator(`a[href="${at(lang, '/services/case-studies')}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${at(lang, '/services/case-studies')}$`));
    await expect(page.getByRole('heading', { level: 1, name: headingOf('/services/case-studies') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang.hreflang);
    expect(await sameDocument()).toBe(true);
  });
}
