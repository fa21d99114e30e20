import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { site, type Route } from '@/content/site';

/** Absolute URL of a site path, from the configured site URL. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags of one route. */
export function pageMetadata(route: Route, extra: { image?: string; type?: 'website' | 'article' } = {}): Metadata {
  const page = pages[route];
  const image = extra.image ?? '/og-image.png';
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
      images: [{ url: image, width: 1200, height: 630, alt: site.name }],
      locale: 'en_US',
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: page.description,
      images: [image],
    },
  };
}
