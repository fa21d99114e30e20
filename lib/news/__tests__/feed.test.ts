import type { NewsArticle } from '@/lib/news/schema';
import { articleJsonLd, articleMetadata, articlePath } from '@/lib/news/metadata';
import { buildRssFeed, escapeXml, rfc822Date } from '@/lib/news/feed';
import { contentLanguages } from '@/lib/content/load';
import { newsUi } from '@/lib/news/content';
import { dateTimeOf } from '@/lib/seo/jsonld';
import { pageUrl } from '@/lib/seo/metadata';

const channel = {
  title: 'News & <Events>',
  description: 'Desc',
  link: 'https://example.com/news-and-events',
  feedUrl: 'https://example.com/news-and-events/feed.xml',
  siteUrl: 'https://example.com',
  language: 'en-us',
  categories: { Business: 'B', Sourcing: 'S', Technology: 'T', Events: 'E', Awards: 'A' },
  size: 20,
};

/** Test articles, listed oldest first, with a title that needs escaping. */
const article = (id: number, date: string, title = `Feed article ${id}`): NewsArticle => ({
  slug: `feed-article-${id}`,
  title,
  summary: `Summary ${id}.`,
  content: 'One.\n\nTwo.',
  image: '/news/x.svg',
  date,
  dateLabel: date,
  author: 'Feed Tester',
  category: 'Events',
});
const articles = [article(1, '2024-03-05'), article(2, '2024-07-21', 'Q&A: "tools" <today>'), article(3, '2024-11-30')];

describe('RSS feed', () => {
  const xml = buildRssFeed(articles, channel);
  it('escapes XML', () => {
    expect(escapeXml(`a & b <c> "d" 'e'`)).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;');
    expect(xml).toContain('<title>News &amp; &lt;Events&gt;</title>');
    expect(xml).toContain('<title>Q&amp;A: &quot;tools&quot; &lt;today&gt;</title>');
  });
  it('has one item per article, newest first, linking to the article pages', () => {
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([3, 2, 1].map((id) => `https://example.com/news-and-events/feed-article-${id}`));
    expect(xml).toContain('<atom:link href="https://example.com/news-and-events/feed.xml" rel="self" type="application/rss+xml"/>');
  });
  it('names each category in the feed language, and says the language', () => {
    expect([...xml.matchAll(/<category>([^<]+)<\/category>/g)].map((m) => m[1])).toEqual(['E', 'E', 'E']);
    expect(xml).toContain('<language>en-us</language>');
  });
  it('holds the newest articles only, as many as the content says, newest first', () => {
    const size = newsUi.feedSize;
    const linksOf = (feed: string) => [...feed.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    const urlOf = (id: number) => `https://example.com/news-and-events/feed-article-${id}`;
    // One a day, oldest first: more than the feed holds, and fewer.
    const many = Array.from({ length: size + 7 }, (_, i) => article(i + 1, new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10)));
    for (const list of [many, many.slice(0, Math.max(1, size - 3))]) {
      const held = Math.min(size, list.length);
      const feed = buildRssFeed([...list].reverse().sort((a, b) => a.slug.localeCompare(b.slug)), { ...channel, size });
      expect(linksOf(feed)).toEqual(Array.from({ length: held }, (_, i) => urlOf(list.length - i)));
      expect(feed).toContain(`<lastBuildDate>${rfc822Date(list[list.length - 1]!.date)}</lastBuildDate>`);
    }
  });
  it('dates items in RFC 822', () => {
    expect(rfc822Date('2024-11-30')).toBe('Sat, 30 Nov 2024 00:00:00 GMT');
    expect(xml).toContain('<pubDate>Sat, 30 Nov 2024 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Sat, 30 Nov 2024 00:00:00 GMT</lastBuildDate>');
  });
});

describe('article metadata', () => {
  const one = articles[0]!;
  it('has the title, description, canonical URL, Open Graph article type and the feed link', () => {
    const meta = articleMetadata(one, { url: '/news-and-events/feed.xml', title: 'Feed' });
    expect(meta.title).toBe(one.title);
    expect(meta.description).toBe(one.summary);
    expect(meta.alternates?.canonical).toMatch(new RegExp(`${articlePath(one.slug)}$`));
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: one.date, section: one.category });
  });
  it('has Article JSON-LD', () => {
    expect(articleJsonLd(one)).toMatchObject({ '@type': 'NewsArticle', headline: one.title, datePublished: dateTimeOf(one.date), dateModified: dateTimeOf(one.date) });
  });
  it('names the company as the author of an article the newsroom signs, in every edition’s language, and a person otherwise', () => {
    expect(articleJsonLd(one).author).toEqual({ '@type': 'Person', name: one.author, url: pageUrl('/about-us/team') });
    // Each edition reads its own newsroom byline: load the modules again as that edition's build would.
    const saved = process.env.NEXT_PUBLIC_SITE_LANGUAGE;
    try {
      for (const { code } of contentLanguages()) {
        process.env.NEXT_PUBLIC_SITE_LANGUAGE = code;
        jest.isolateModules(() => {
          const edition = jest.requireActual<typeof import('@/lib/news/metadata')>('@/lib/news/metadata');
          const { newsUi } = jest.requireActual<typeof import('@/lib/news/content')>('@/lib/news/content');
          const home = jest.requireActual<typeof import('@/lib/seo/metadata')>('@/lib/seo/metadata').pageUrl('/');
          expect({ code, author: edition.articleJsonLd({ ...one, author: newsUi.newsroom }).author }).toEqual({
            code,
            author: { '@type': 'Organization', name: newsUi.newsroom, url: home },
          });
        });
      }
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_LANGUAGE;
      else process.env.NEXT_PUBLIC_SITE_LANGUAGE = saved;
    }
  });
});
