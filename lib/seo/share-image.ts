import { loadContent, type Content } from '@/lib/content/load';
import { ROUTES, site, type Route } from '@/lib/site/content';
import type { NewsArticle } from '@/lib/news/schema';
import type { NewsCategory } from '@/lib/news/news';
import { isNavItemActive } from '../layout/nav';

/**
 * What each page's share image (the picture a link preview shows on LinkedIn, in chats...) says: the page's
 * title and the section it belongs to. The pictures themselves are drawn at build time by
 * components/share-image.tsx, from one `opengraph-image.tsx` next to each page.
 */

/**
 * The parts of Inter in app/fonts the images are drawn with (inter-<part>-<weight>-normal.woff). A letter none
 * of them has (Chinese) is drawn from a subset of Noto Sans SC made for the edition's texts at build time
 * (lib/seo/share-image-fonts.ts), as the renderer would otherwise fetch a font from the internet.
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

/**
 * What an edition's share images are made from: its site texts, page titles, sections and news articles. The
 * functions below read this edition's by default; the tests hand them another language's, read from its content.
 */
export interface ShareImageSource {
  site: Pick<Content['texts']['site'], 'name' | 'shortName' | 'tagline' | 'nav'> & { url: string };
  pages: Readonly<Partial<Record<string, { title: string }>>>;
  sections: Readonly<Partial<Record<string, string>>>;
  articles: readonly Pick<NewsArticle, 'title' | 'category'>[];
  /** The news categories' names in the edition's language. */
  categories: Readonly<Record<NewsCategory, string>>;
}

/** The share images' source in `content` (any language's), the site at `url`. */
export function shareImageSource(content: Content, url: string = site.url): ShareImageSource {
  return {
    site: { ...content.texts.site, url },
    pages: Object.fromEntries(content.pages.pages.map(({ route, title }) => [route, { title }])),
    sections: Object.fromEntries(content.texts.shared.shareImageSections.map(({ route, section }) => [route, section])),
    articles: content.news,
    categories: content.texts.news.categories,
  };
}

const edition: ShareImageSource = shareImageSource(loadContent());

const altText = (title: string, section: string, from: ShareImageSource) =>
  title.toLowerCase() === section.toLowerCase() ? `${title} | ${from.site.name}` : `${section}: ${title} | ${from.site.name}`;

/** The section of a route: the header item it falls under, else shareImageSections in content/texts/shared.yml. */
export function routeSection(route: Route, from: ShareImageSource = edition): string {
  const fromNav = from.site.nav.find((item) => isNavItemActive(item, route));
  if (fromNav) return fromNav.label;
  const listed = from.sections[route];
  if (!listed) throw new Error(`No share image section for ${route}: add it to shareImageSections in content/texts/shared.yml`);
  return listed;
}

export function routeShareText(route: Route, from: ShareImageSource = edition): ShareImageText {
  const title = from.pages[route]?.title;
  if (title === undefined) throw new Error(`No title for ${route} in content/pages.yml`);
  const section = routeSection(route, from);
  return { title, section, alt: altText(title, section, from) };
}

/** A news article's image: its title, under News & Events and its category. */
export function articleShareText(article: Pick<NewsArticle, 'title' | 'category'>, from: ShareImageSource = edition): ShareImageText {
  const news = routeSection('/news-and-events', from);
  const section = `${news} · ${from.categories[article.category]}`;
  return { title: article.title, section, alt: altText(article.title, section, from) };
}

/** What every image shows besides its title and section: the logo's two words, the tagline and the site's address. */
export function shareImageBrand(from: ShareImageSource = edition) {
  return {
    name: from.site.shortName.toUpperCase(),
    rest: from.site.name.replace(from.site.shortName, '').trim().toUpperCase(),
    tagline: from.site.tagline,
    host: new URL(from.site.url).host.replace(/^www\./, ''),
  };
}

/**
 * Every text the edition's images draw, as drawn (the section in capitals, and as written): the letters their
 * fonts must have, and those the Chinese font is cut down to.
 */
export function shareImageTexts(from: ShareImageSource = edition): string[] {
  const images = [...ROUTES.map((route) => routeShareText(route, from)), ...from.articles.map((article) => articleShareText(article, from))];
  return [...Object.values(shareImageBrand(from)), ...images.flatMap(({ title, section }) => [title, section, section.toUpperCase()])];
}

/** Smaller type for longer titles, so that every title fits in three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 32) return 80;
  if (title.length <= 56) return 68;
  return 56;
}

/**
 * Whether a picture is a photo a link preview can show as the share image (JPEG, PNG, WebP, AVIF): an article
 * whose picture is one shares the photo itself (lib/seo/share-photo.ts); a drawing (SVG) is not, the article
 * then shares the drawn card of its title like every other page.
 */
export function isSharePhoto(image: string | undefined): image is string {
  return typeof image === 'string' && /\.(jpe?g|png|webp|avif)$/i.test(image);
}

/** A share image as a page names it: where it is and its type (hosts send a file's type by its extension). */
export interface ShareImageFile {
  url: string;
  type: 'image/png' | 'image/jpeg';
}

/** A short content hash (FNV-1a) of the text a picture is made from: the query that changes when it does. */
function versionOf(source: string): string {
  let hash = 0x811c9dc5;
  for (const ch of source) hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * Where the share image of the page at `pagePath` is in the export, for pages that name their image
 * themselves (articles, service-card pages): Next.js writes `opengraph-image` next to the page and the
 * postbuild step names it by its type, `.png` (a drawn card) or `.jpg` (a photo). The query changes with the
 * picture's text, so link previews that cached an older picture fetch the new one.
 */
export function shareImagePath(pagePath: string, text: ShareImageText): string {
  return `${pagePath}/opengraph-image.png?${versionOf(`${text.title}\n${text.section}`)}`;
}

/** An article's share image: its photo when its picture is one (the query changes with the file), else its drawn card. */
export function articleShareImageFile(article: Pick<NewsArticle, 'slug' | 'image'>, text: ShareImageText): ShareImageFile {
  const page = `/news-and-events/${article.slug}`;
  if (isSharePhoto(article.image)) return { url: `${page}/opengraph-image.jpg?${versionOf(article.image)}`, type: 'image/jpeg' };
  return { url: shareImagePath(page, text), type: 'image/png' };
}

/** Where an article's share image is in the export. */
export function articleShareImagePath(slug: string, text: ShareImageText): string {
  return shareImagePath(`/news-and-events/${slug}`, text);
}
