import type { Metadata } from 'next';
import { pages } from '@/lib/content/pages';
import { site, type Route } from '@/lib/site/content';

/** Absolute URL of a site path, from the configured site URL. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
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
    alternates: { canonical: absoluteUrl(route) },
    openGraph: {
      type: extra.type ?? 'website',
      siteName: site.name,
      title: fullTitle,
      description: page.description,
      url: absoluteUrl(route),
      locale: 'en_US',
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: page.description,
    },
  };
}
