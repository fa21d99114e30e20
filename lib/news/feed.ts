import type { NewsArticle } from '@/lib/news/schema';
import { sortNewest, type NewsCategory } from './news';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the list page. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  /** Absolute URL of the edition's home (the origin, or the origin and /vi), no trailing slash, for article links. */
  siteUrl: string;
  /** The feed's language, as RSS writes it ("en-us"). */
  language: string;
  /** The categories' names in that language. */
  categories: Readonly<Record<NewsCategory, string>>;
  /** How many of the newest articles the feed holds (content/texts/news.yml `feedSize`). */
  size: number;
}

/** Text escaped for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** "2025-02-18" as an RFC 822 date, as RSS 2.0 wants ("Tue, 18 Feb 2025 00:00:00 GMT"). */
export function rfc822Date(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** Absolute URL of an article page. */
export function articleUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}/news-and-events/${slug}`;
}

/**
 * An RSS 2.0 feed of the newest articles (`channel.size` of them), newest first, each item linking to its article
 * page. A reader fetches the feed again and again and only wants what is new: the feed stays the same size however
 * many articles the site has, and the list pages and the sitemap lead to the older ones.
 */
export function buildRssFeed(articles: readonly NewsArticle[], channel: FeedChannel): string {
  const sorted = sortNewest(articles).slice(0, channel.size);
  const items = sorted.map((a) => {
    const url = articleUrl(channel.siteUrl, a.slug);
    return [
      '    <item>',
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(a.summary)}</description>`,
      `      <category>${escapeXml(channel.categories[a.category])}</category>`,
      `      <dc:creator>${escapeXml(a.author)}</dc:creator>`,
      `      <pubDate>${rfc822Date(a.date)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = sorted[0] ? `\n    <lastBuildDate>${rfc822Date(sorted[0].date)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>${lastBuild}
    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
}
