import type { Metadata } from 'next';
import { pages } from '@/lib/content/pages';
import { site, type Route } from '@/lib/site/content';
import { language, languages, localizedPath, ogLocale, type Language } from '@/lib/i18n/edition';

/** Absolute URL of a file or path as it is (an image, the sitemap), from the configured site URL. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

/** Absolute URL of a page in a language's edition (this edition's by default): /about-us -> …/vi/about-us. */
export function pageUrl(route: string, lang: Language = language): string {
  return absoluteUrl(localizedPath(route, lang));
}

/**
 * The page in every language it exists in (`existing`: all by default; an article may be written in fewer), by
 * hreflang, and x-default (the default language's page, or the first there is): the alternates a page's <head>
 * and the sitemap declare, so that a search engine shows each reader their language's page. Only real pages:
 * alternates must answer each other.
 */
export function languageAlternates(route: string, existing: readonly Language[] = languages): Record<string, string> {
  const alternates = Object.fromEntries(existing.map((lang) => [lang.hreflang, pageUrl(route, lang)]));
  const fallback = existing.includes(languages[0]!) ? languages[0]! : existing[0];
  return { ...alternates, ...(fallback ? { 'x-default': pageUrl(route, fallback) } : {}) };
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags of one route. The share image is not set
 * here: each route's `opengraph-image.tsx` adds it (og:image with its size, type and alt), and Twitter
 * takes the same image, because neither `openGraph.images` nor `twitter.images` is given.
 */
export function pageMetadata(route: Route, extra: { type?: 'website' | 'article' } = {}): Metadata {
  const page = pages[route];
  const title = route === '/' ? { absolute: `${site.name} | ${page.title}` } : page.title;
  const fullTitle = route === '/' ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
  return {
    title,
    description: page.description,
    alternates: { canonical: pageUrl(route), languages: languageAlternates(route) },
    openGraph: {
      type: extra.type ?? 'website',
      siteName: site.name,
      title: fullTitle,
      description: page.description,
      url: pageUrl(route),
      locale: ogLocale(language),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: page.description,
    },
  };
}
