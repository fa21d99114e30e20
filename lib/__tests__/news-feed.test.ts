import { newsArticles } from '@/content/news';
import { articleJsonLd, articleMetadata, articlePath } from '@/lib/news-metadata';
import { buildRssFeed, escapeXml, rfc822Date } from '@/lib/news-feed';

const channel = {
  title: 'News & <Events>',
  description: 'Desc',
  link: 'https://example.com/news-and-events',
  feedUrl: 'https://example.com/news-and-events/feed.xml',
  siteUrl: 'https://example.com',
};

describe('RSS feed', () => {
  const xml = buildRssFeed(newsArticles, channel);
  it('escapes XML', () => {
    expect(escapeXml(`a & b <c> "d" 'e'`)).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;');
    expect(xml).toContain('<title>News &amp; &lt;Events&gt;</title>');
  });
  it('has one item per article, newest first, linking to the article pages', () => {
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(newsArticles.length);
    const newestFirst = [...newsArticles].sort((a, b) => b.date.localeCompare(a.date));
    expect(links).toEqual(newestFirst.map((a) => `https://example.com/news-and-events/${a.slug}`));
    expect(xml).toContain('<atom:link href="https://example.com/news-and-events/feed.xml" rel="self" type="application/rss+xml"/>');
  });
  it('dates items in RFC 822', () => {
    expect(rfc822Date('2025-02-18')).toBe('Tue, 18 Feb 2025 00:00:00 GMT');
    expect(xml).toContain('<pubDate>Tue, 18 Feb 2025 00:00:00 GMT</pubDate>');
  });
});

describe('article metadata', () => {
  const article = newsArticles[0]!;
  it('has the title, description, canonical URL, Open Graph article type and the feed link', () => {
    const meta = articleMetadata(article, { url: '/news-and-events/feed.xml', title: 'Feed' });
    expect(meta.title).toBe(article.title);
    expect(meta.description).toBe(article.summary);
    expect(meta.alternates?.canonical).toMatch(new RegExp(`${articlePath(article.slug)}$`));
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: article.date, section: article.category });
  });
  it('has Article JSON-LD', () => {
    expect(articleJsonLd(article)).toMatchObject({ '@type': 'NewsArticle', headline: article.title, datePublished: article.date });
  });
});
