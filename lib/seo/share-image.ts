import { pages, shareImageSections } from '@/lib/content/pages';
import { site, type Route } from '@/lib/site/content';
import type { NewsArticle } from '@/lib/news/schema';
import { isNavItemActive } from '../layout/nav';

/**
 * What each page's share image (the picture a link preview shows on LinkedIn, in chats...) says: the page's
 * title and the section it belongs to. The pictures themselves are drawn at build time by
 * components/share-image.tsx, from one `opengraph-image.tsx` next to each page.
 */

/**
 * The parts of Inter in app/fonts the images are drawn with (inter-<part>-<weight>-normal.woff): every letter of
 * a title must be in one of them, as the renderer would otherwise fetch a font from the internet.
 */
export const SHARE_IMAGE_FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;

/** The size link previews expect (Open Graph and Twitter's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareImageText {
  title: string;
  section: string;
  /** The image's alt text (og:image:alt, twitter:image:alt). */
  alt: string;
}

const altText = (title: string, section: string) =>
  title.toLowerCase() === section.toLowerCase() ? `${title} | ${site.name}` : `${section}: ${title} | ${site.name}`;

/** The section of a route: the header item it falls under, else shareImageSections in content/texts/shared.yml. */
export function routeSection(route: Route): string {
  const fromNav = site.nav.find((item) => isNavItemActive(item, route));
  if (fromNav) return fromNav.label;
  const listed = (shareImageSections as Partial<Record<Route, string>>)[route];
  if (!listed) throw new Error(`No share image section for ${route}: add it to shareImageSections in content/texts/shared.yml`);
  return listed;
}

export function routeShareText(route: Route): ShareImageText {
  const title = pages[route].title;
  const section = routeSection(route);
  return { title, section, alt: altText(title, section) };
}

/** A news article's image: its title, under News & Events and its category. */
export function articleShareText(article: Pick<NewsArticle, 'title' | 'category'>): ShareImageText {
  const news = routeSection('/news-and-events');
  const section = `${news} · ${article.category}`;
  return { title: article.title, section, alt: altText(article.title, section) };
}

/** Smaller type for longer titles, so that every title fits in three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 32) return 80;
  if (title.length <= 56) return 68;
  return 56;
}

/**
 * Where the share image of the page at `pagePath` is in the export, for pages that name their image
 * themselves (articles, service-card pages): Next.js writes `opengraph-image` next to the page and the
 * postbuild step names it `.png`. The query changes with the picture's text, so link previews that cached an
 * older picture fetch the new one.
 */
export function shareImagePath(pagePath: string, text: ShareImageText): string {
  let hash = 0x811c9dc5;
  for (const ch of `${text.title}\n${text.section}`) hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return `${pagePath}/opengraph-image.png?${hash.toString(16).padStart(8, '0')}`;
}

/** Where an article's share image is in the export. */
export function articleShareImagePath(slug: string, text: ShareImageText): string {
  return shareImagePath(`/news-and-events/${slug}`, text);
}
