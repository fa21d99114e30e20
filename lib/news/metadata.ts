import type { Metadata } from 'next';
import type { NewsArticle } from '@/lib/news/schema';
import { site } from '@/lib/site/content';
import { language, ogLocale } from '../i18n/edition';
import { absoluteUrl, languageAlternates, pageMetadata, pageUrl } from '../seo/metadata';
import { pages } from '../content/pages';
import { fillTemplate } from '../i18n/template';
import { SHARE_IMAGE_SIZE, articleShareImageFile, articleShareText, routeShareText, shareImagePath } from '../seo/share-image';
import { articleLanguages, listPageCounts, listPageLanguages } from './editions';
import { articlePath, listPagePath } from './news';
import { newsSettings, newsUi } from './content';
import { cropsOf } from '../pictures/search-images';
import { dateTimeOf, organizationRef } from '../seo/jsonld';

// Defined with the list logic, which the browser islands load: this module reads the site's content files.
export { articlePath };

/** Metadata of an article page, like pageMetadata(): title, description, canonical, Open Graph article, Twitter. */
export function articleMetadata(article: NewsArticle, feed: { url: string; title: string }): Metadata {
  const url = pageUrl(articlePath(article.slug));
  const fullTitle = `${article.title} | ${site.name}`;
  // The article's own share image (its photo, or its title and category drawn), made by its opengraph-image.tsx.
  // Named here rather than by the file convention so that its alt text can be the article's and its type the
  // file's; Twitter takes the same image.
  const share = articleShareText(article);
  const image = { ...articleShareImageFile(article, share), ...SHARE_IMAGE_SIZE, alt: share.alt };
  return {
    title: article.title,
    description: article.summary,
    authors: [{ name: article.author }],
    alternates: { canonical: url, languages: languageAlternates(articlePath(article.slug), articleLanguages(article.slug)), types: { 'application/rss+xml': [{ url: feed.url, title: feed.title }] } },
    openGraph: {
      type: 'article',
      siteName: site.name,
      title: fullTitle,
      description: article.summary,
      url,
      images: [image],
      locale: ogLocale(language),
      publishedTime: article.date,
      authors: [article.author],
      section: newsUi.categories[article.category],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description: article.summary },
  };
}

/**
 * Metadata of a later page of the list (/news-and-events/page/2): the list's, with the page's number in its title
 * and its own canonical address; its alternates are the editions whose list has that many pages.
 */
export function listPageMetadata(page: number): Metadata {
  const base = pageMetadata('/news-and-events');
  const route = listPagePath(page);
  const title = fillTemplate(newsUi.listPageTitle, { title: pages['/news-and-events'].title, number: page });
  const fullTitle = `${title} | ${site.name}`;
  const share = routeShareText('/news-and-events');
  const editions = listPageLanguages(page, listPageCounts(newsSettings.pageSize));
  return {
    ...base,
    title,
    alternates: {
      canonical: pageUrl(route),
      languages: languageAlternates(route, editions),
      types: { 'application/rss+xml': [{ url: absoluteUrl(newsSettings.feedPath), title: newsUi.feedTitle }] },
    },
    // The list's own share image: a segment's image does not reach the pages of a dynamic segment below it.
    openGraph: {
      ...base.openGraph,
      title: fullTitle,
      url: pageUrl(route),
      images: [{ url: shareImagePath('/news-and-events', share), ...SHARE_IMAGE_SIZE, alt: share.alt, type: 'image/png' }],
    },
    twitter: { ...base.twitter, title: fullTitle },
  };
}

/**
 * schema.org NewsArticle JSON-LD of an article page, in the edition's words: its dates with a time zone (the
 * content has one date, so it is also the date modified), its picture in the three shapes search engines show
 * (16:9, 4:3, 1:1, cut by the build; the picture itself where the build made none), and its author with a page
 * about them: the company's site for the newsroom, the team page for a person.
 */
export function articleJsonLd(article: NewsArticle) {
  const date = dateTimeOf(article.date);
  const newsroom = article.author === newsUi.newsroom;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    image: (cropsOf(article.image) ?? [article.image]).map(absoluteUrl),
    datePublished: date,
    dateModified: date,
    articleSection: newsUi.categories[article.category],
    // The newsroom's byline is written in each language, so it is recognised by the edition's own text.
    author: newsroom
      ? { '@type': 'Organization', name: article.author, url: pageUrl('/') }
      : { '@type': 'Person', name: article.author, url: pageUrl('/about-us/team') },
    publisher: organizationRef(),
    inLanguage: language.hreflang,
    mainEntityOfPage: pageUrl(articlePath(article.slug)),
  };
}
