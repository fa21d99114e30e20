import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { contentLanguages, loadContent } from '../lib/content/load';
import type { Content } from '../lib/content/registry';
import { splitEdition } from '../lib/i18n/editions.mjs';
import type { Language } from '../lib/i18n/languages.mjs';
import { withPrefix } from '../lib/i18n/path';
import { fillTemplate } from '../lib/i18n/template';
import { breadcrumbTrail, pageNames } from '../lib/layout/breadcrumb';
import { listPageOf } from '../lib/news/news';
import { CROP_SHAPES, SEARCH_IMAGE_MAX_BYTES } from '../lib/pictures/search-images';
import { ORGANIZATION_ID, dateTimeOf } from '../lib/seo/jsonld';
import { site } from '../lib/site/content';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * What search engines read: every page's JSON-LD, straight from the built HTML of every edition, against the
 * edition's content (the company with its logo, address, contact point and other sites; the edition's WebSite;
 * the trail of every nested page; each article as a NewsArticle with its dates, author and three crops of its
 * picture), and the trail visitors see on inner pages, in the browser.
 */

const LANGUAGES = contentLanguages();
const contentOf = new Map<string, Content>(LANGUAGES.map((lang) => [lang.code, loadContent(undefined, lang.code)]));
const content = (lang: Language) => contentOf.get(lang.code)!;

/** Every page of the sitemap, as a path (/vi/about-us). */
const PAGES = [...readFileSync('out/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

/** The edition a path belongs to, and the route within it (/vi/about-us: Vietnamese, /about-us). */
function editionOf(pathname: string): { lang: Language; route: string } {
  const { prefix, route } = splitEdition(pathname, LANGUAGES.map((l) => l.prefix));
  return { lang: LANGUAGES.find((l) => l.prefix === prefix) ?? LANGUAGES[0]!, route };
}

/** An address in an edition as the JSON-LD writes it: absolute, the default home with its slash. */
const urlOf = (lang: Language, route: string) => {
  const at = withPrefix(lang.prefix, route);
  return at === '/' ? `${site.url}/` : `${site.url}${at}`;
};

/** The exported file of a page: out/vi/about-us.html, out/vi/index.html, out/index.html. */
function fileOf(pathname: string): string {
  const { lang, route } = editionOf(pathname);
  return path.join('out', route === '/' ? `${lang.prefix}/index.html` : `${pathname}.html`);
}

type Node = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of a page, parsed (a block that does not parse fails the test, naming the page). */
function jsonLdOf(pathname: string): Node[] {
  const html = readFileSync(fileOf(pathname), 'utf8');
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    try {
      return JSON.parse(m[1]!) as Node;
    } catch (error) {
      throw new Error(`${pathname}: a JSON-LD block does not parse (${(error as Error).message})`);
    }
  });
}

/** The one node of a type on a page. */
function only(nodes: Node[], type: string, pathname: string): Node {
  const found = nodes.filter((node) => node['@type'] === type);
  expect(found, `${pathname}: one ${type}`).toHaveLength(1);
  return found[0]!;
}

/** A picture the JSON-LD names, fetched from the site under test (its address is the public site's). */
const fetched = new Map<string, Promise<{ bytes: Buffer; type: string }>>();
function picture(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${site.url}/`), url).toBe(true);
  if (!fetched.has(url)) {
    fetched.set(
      url,
      request.get(url.slice(site.url.length)).then(async (response) => {
        expect(response.status(), url).toBe(200);
        return { bytes: await response.body(), type: response.headers()['content-type'] ?? '' };
      }),
    );
  }
  return fetched.get(url)!;
}

test.describe('structured data', () => {
  test('every page of every edition names the company, its edition, its place in the site and its article, in its language', async ({ request }) => {
    test.setTimeout(120_000);
    let nested = 0;
    let articles = 0;
    for (const pathname of PAGES) {
      const { lang, route } = editionOf(pathname);
      const texts = content(lang);
      const identity = texts.texts.site;
      const offices = texts.offices.offices;
      const nodes = jsonLdOf(pathname);
      for (const node of nodes) expect(node['@context'], pathname).toBe('https://schema.org');

      // The company, one node for every edition, in the edition's words.
      const organization = only(nodes, 'Organization', pathname);
      expect(organization, pathname).toMatchObject({
        '@id': ORGANIZATION_ID,
        name: identity.name,
        url: `${site.url}/`,
        description: identity.description,
        email: identity.email,
        telephone: identity.phone.tel,
        address: { '@type': 'PostalAddress', ...offices[0]!.postal },
        contactPoint: [
          {
            '@type': 'ContactPoint',
            contactType: texts.texts.shared.organization.contactType,
            email: identity.email,
            telephone: identity.phone.tel,
            availableLanguage: LANGUAGES.map((l) => l.hreflang),
          },
        ],
        sameAs: identity.nav.filter((item) => item.external).map((item) => item.href),
      });
      expect((organization.location as { name: string }[]).map((place) => place.name), pathname).toEqual(offices.map((office) => office.name));
      const logo = organization.logo as { '@type': string; url: string; width: number; height: number };
      expect(logo['@type'], pathname).toBe('ImageObject');

      // The edition as a WebSite, published by the same company.
      expect(only(nodes, 'WebSite', pathname), pathname).toMatchObject({
        url: urlOf(lang, '/'),
        inLanguage: lang.hreflang,
        name: identity.name,
        publisher: { '@id': ORGANIZATION_ID },
      });

      // Every nested page's trail, named by the edition's header (an article by its title, a later list page by
      // its number); a top-level page has none.
      const segments = route.split('/').filter(Boolean);
      const article = segments[0] === 'news-and-events' && segments.length === 2 ? texts.news.find((a) => a.slug === segments[1]) : undefined;
      const crumbs = nodes.filter((node) => node['@type'] === 'BreadcrumbList');
      if (segments.length < 2) {
        expect(crumbs, `${pathname}: no trail on a top-level page`).toEqual([]);
      } else {
        nested++;
        const listPage = segments[1] === 'page' ? listPageOf(route) : undefined;
        const current = article?.title ?? (listPage ? fillTemplate(texts.texts.news.pageLabel, { number: listPage }) : undefined);
        const pages = Object.fromEntries(texts.pages.pages.map((page) => [page.route, page]));
        const trail = breadcrumbTrail(route, pageNames(identity.nav, pages), current);
        expect(only(nodes, 'BreadcrumbList', pathname).itemListElement, pathname).toEqual(
          trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: urlOf(lang, crumb.href) })),
        );
      }

      // Each article: its dates with a time zone, its author with a page about them, the company as publisher,
      // and its picture in the three shapes search engines show.
      if (segments[0] === 'news-and-events' && segments.length === 2) {
        expect(article, `${pathname}: an article of the edition's content`).toBeDefined();
        articles++;
        const news = only(nodes, 'NewsArticle', pathname);
        const newsroom = article!.author === texts.texts.news.newsroom;
        expect(news, pathname).toMatchObject({
          headline: article!.title,
          description: article!.summary,
          datePublished: dateTimeOf(article!.date),
          dateModified: dateTimeOf(article!.date),
          articleSection: texts.texts.news.categories[article!.category],
          inLanguage: lang.hreflang,
          mainEntityOfPage: urlOf(lang, route),
          author: { '@type': newsroom ? 'Organization' : 'Person', name: article!.author, url: urlOf(lang, newsroom ? '/' : '/about-us/team') },
          publisher: { '@id': ORGANIZATION_ID, name: identity.name, logo },
        });
        for (const date of [news.datePublished, news.dateModified] as string[]) expect(date, pathname).toMatch(/T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
        const images = news.image as string[];
        expect(images, pathname).toHaveLength(Object.keys(CROP_SHAPES).length);
        for (const [i, ratio] of Object.values(CROP_SHAPES).entries()) {
          const { bytes, type } = await picture(request, images[i]!);
          const { width = 0, height = 0, exif } = await sharp(bytes).metadata();
          expect(type, images[i]).toBe('image/jpeg');
          expect(Math.abs(width / height - ratio), `${images[i]}: ${width} x ${height}`).toBeLessThan(0.01);
          expect(width * height, images[i]).toBeGreaterThanOrEqual(50_000);
          expect(bytes.length, images[i]).toBeLessThanOrEqual(SEARCH_IMAGE_MAX_BYTES);
          expect(exif, images[i]).toBeUndefined();
        }
      } else {
        expect(nodes.filter((node) => node['@type'] === 'NewsArticle'), pathname).toEqual([]);
      }
    }
    expect(nested, 'nested pages in the sitemap').toBeGreaterThan(0);
    expect(articles, 'articles in the sitemap').toBeGreaterThan(0);

    // The logo is a raster of at least 112 x 112, the size it declares.
    const logo = only(jsonLdOf('/'), 'Organization', '/').logo as { url: string; width: number; height: number };
    const { bytes, type } = await picture(request, logo.url);
    const meta = await sharp(bytes).metadata();
    expect(type).toBe('image/png');
    expect([meta.width, meta.height]).toEqual([logo.width, logo.height]);
    expect(Math.min(logo.width, logo.height)).toBeGreaterThanOrEqual(112);
  });
});

test.describe('breadcrumb', () => {
  for (const lang of LANGUAGES) {
    test(`shows a service page and an article where they sit, in ${lang.name}`, { tag: '@responsive' }, async ({ page }) => {
      const texts = content(lang);
      const identity = texts.texts.site;
      const pages = Object.fromEntries(texts.pages.pages.map((entry) => [entry.route, entry]));
      const services = identity.nav.find((item) => item.href === '/services')!;
      const article = texts.news[0]!;
      const visits = [
        { route: services.children![1]!.href, current: undefined },
        { route: `/news-and-events/${article.slug}`, current: article.title },
      ];
      for (const { route, current } of visits) {
        await page.goto(withPrefix(lang.prefix, route));
        const trail = breadcrumbTrail(route, pageNames(identity.nav, pages), current);
        const nav = page.getByRole('navigation', { name: texts.texts.shared.breadcrumb, exact: true });
        await expect(nav).toBeVisible();
        const items = nav.getByRole('listitem');
        await expect(items).toHaveCount(trail.length);
        for (const [i, crumb] of trail.entries()) {
          // Chinese names carry <wbr> between their phrases; the text a visitor reads is the name.
          await expect(items.nth(i)).toHaveText(crumb.name);
          if (i < trail.length - 1) {
            await expect(items.nth(i).getByRole('link', { name: crumb.name, exact: true })).toHaveAttribute('href', withPrefix(lang.prefix, crumb.href));
          } else {
            await expect(items.nth(i).getByRole('link')).toHaveCount(0);
            await expect(items.nth(i).locator('[aria-current="page"]')).toHaveText(crumb.name);
          }
        }
        // It fits the window: nothing of it is cut off on a phone.
        const box = (await nav.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
        expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await expectNoAxeViolations(page);
      // The section's link leads there.
      const nav = page.getByRole('navigation', { name: texts.texts.shared.breadcrumb, exact: true });
      const section = breadcrumbTrail(visits[1]!.route, pageNames(identity.nav, pages), article.title).at(-2)!;
      await nav.getByRole('link', { name: section.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${withPrefix(lang.prefix, section.href)}$`));
    });
  }
});
