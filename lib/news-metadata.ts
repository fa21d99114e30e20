import type { Metadata } from 'next';
import type { NewsArticle } from '@/content/types';
import { site } from '@/content/site';
import { absoluteUrl } from './metadata';

/** Path of an article page. */
export function articlePath(slug: string): string {
  return `/news-and-events/${slug}`;
}

/** Metadata of an article page, like pageMetadata(): title, description, canonical, Open Graph article, Twitter. */
export function articleMetadata(article: NewsArticle, feed: { url: string; title: string }): Metadata {
  const url = absoluteUrl(articlePath(article.slug));
  const fullTitle = `${article.title} | ${site.name}`;
  // Link previews need a raster image: the article artwork is SVG, so previews use the site image.
  const image = '/og-image.png';
  return {
    title: article.title,
    description: article.summary,
    authors: [{ name: article.author }],
    alternates: { canonical: url, types: { 'application/rss+xml': [{ url: feed.url, title: feed.title }] } },
    openGraph: {
      type: 'article',
      siteName: site.name,
      title: fullTitle,
      description: article.summary,
      url,
      images: [{ url: image, width: 1200, height: 630, alt: site.name }],
      locale: 'en_US',
      publishedTime: article.date,
      authors: [article.author],
      section: article.category,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description: article.summary, images: [image] },
  };
}

/** schema.org Article JSON-LD of an article page. */
export function articleJsonLd(article: NewsArticle) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    image: [absoluteUrl(article.image)],
    datePublished: article.date,
    articleSection: article.category,
    author: { '@type': article.author === `${site.shortName} Newsroom` ? 'Organization' : 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo.src) } },
    mainEntityOfPage: absoluteUrl(articlePath(article.slug)),
  };
}
