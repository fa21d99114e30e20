import { z } from 'zod';
import { image, isoDate, longText, template, text, whole, ANY_SIZE } from '../content/fields';
import { NEWS_CATEGORIES, type NewsCategory } from './news';

/**
 * Front matter of content/news/<slug>.md. The file name is the article's slug: its address, and the id the site
 * knows it by (no number an editor has to invent); the text below the front matter is the article.
 */
export const newsFrontMatterSchema = z
  .strictObject({
    // Short enough for a headline, a tab title and the file name made from it.
    title: text('Title').max(120, { error: 'at most 120 characters' }),
    summary: longText('Summary', 'One or two sentences shown in the news list and in link previews.'),
    image: image('news', 'Image', `A photo or drawing, shown about 2 : 1 (its middle, if its shape differs); best at least 2600 px wide; ${ANY_SIZE}. A photo is also the article's picture in link previews. Uploads go to public/news/.`),
    date: isoDate('Date', 'The publication date. The list shows the newest first.'),
    author: text('Author', 'A person’s name, or the newsroom’s name (News & Events texts) for an article the company signs.'),
    category: z.enum(NEWS_CATEGORIES).meta({ title: 'Category' }),
  })
  .meta({ title: 'News article' });



export const newsTextsSchema = z
  .strictObject({
    loading: text('While loading'),
    empty: text('Nothing found'),
    filterLabel: text('Filter name', 'Read out for the category buttons.'),
    all: text('All categories'),
    searchLabel: text('Search label'),
    searchPlaceholder: text('Search example'),
    readMore: text('Read more button'),
    readFullArticle: text('Full article link'),
    close: text('Close button'),
    previous: text('Previous page'),
    next: text('Next page'),
    paginationLabel: text('Page links name'),
    pageLabel: template('Page button', ['number'], 'Read out for a page’s button, like "Page 2".'),
    listPageTitle: template('Later list page’s title', ['title', 'number'], 'The tab title and search result title of the list’s second and later pages (for readers without scripts and search engines), like "News & Events, page 2".'),
    listError: text('List could not load', 'Shown when the whole list could not be fetched for a filter, a search or another page (a lost connection).'),
    loadingArticle: text('While an article loads', 'Shown in the article window while its text arrives.'),
    resultsOne: text('One result'),
    resultsMany: text('Results', '{count} is filled in.'),
    listHeading: text('List heading'),
    by: template('Byline', ['author'], 'Under an article’s title, like "By Apexbridge Newsroom".'),
    newsroom: text('Newsroom', 'The author of articles the company signs rather than a person; search results then name the company as their author.'),
    published: text('Published', 'Read out before the date.'),
    category: text('Category', 'Read out before the category, like "Category:".'),
    categories: z
      .strictObject({
        Business: text('Business'),
        Sourcing: text('Sourcing'),
        Technology: text('Technology'),
        Events: text('Events'),
        Awards: text('Awards'),
      } satisfies Record<NewsCategory, unknown>)
      .meta({ title: 'Category names', description: 'How each category is named on the badges and the filter buttons.' }),
    backToNews: text('Back link'),
    feedTitle: text('Feed title', 'The RSS feed’s name in a feed reader.'),
    feedLink: text('Feed link'),
    // The feed is fetched again and again by every reader that follows it: the newest articles only, so it stays
    // the same size however long the archive grows (the list and the sitemap keep every article).
    feedSize: whole('Articles in the feed', 'How many of the newest articles the RSS feed holds (each language’s feed its own newest). The list and the sitemap keep every article.').min(1, {
      error: 'expected a number above 0',
    }),
  })
  .meta({ title: 'News & Events', description: 'The list, its filters and pages, the article window and page, the RSS feed.' });

/** An article as the site shows it: its fields, its slug (the file name) and its text. */
export type NewsArticle = z.infer<typeof newsFrontMatterSchema> & {
  slug: string;
  content: string;
  /** The date as the page's language writes it (made at build time, so the browser ships no date format). */
  dateLabel: string;
  /**
   * Texts the translation lacks, shown in English: each field's language (`{ summary: 'en' }`), for the `lang` of
   * the element that holds it.
   */
  fallbackLang?: Partial<Record<'title' | 'summary' | 'content', string>>;
};
/** The texts of the news list, the article window and page, and the feed. */
export type NewsUi = z.infer<typeof newsTextsSchema>;
