import { existsSync } from 'node:fs';
import path from 'node:path';
import { env } from '../config/env';
import { loadContent } from '../content/load';
import { registry } from '../content/registry';
import { contentPath } from '../i18n/languages.mjs';
import { languages, type Language } from '../i18n/edition';

/**
 * An article may be written in fewer languages than the site has (the loader publishes each edition's own
 * articles): which editions have which, for the alternates of its page, the sitemap and the language list.
 */

const root = () => env.CONTENT_ROOT || process.cwd();

/** The languages an article is written in (those whose news folder has its file), in the languages' order. */
export function articleLanguages(slug: string): Language[] {
  return languages.filter((lang) => existsSync(path.join(root(), contentPath(`${registry.news.folder}/${slug}.md`, lang, languages))));
}

/** Every language's articles, as that edition publishes them. */
export function articlesByLanguage(): { language: Language; articles: ReturnType<typeof loadContent>['news'] }[] {
  return languages.map((lang) => ({ language: lang, articles: loadContent(undefined, lang.code).news }));
}

/** How many pages each language's list has (six cards a page): its later pages exist in those that have as many. */
export function listPageCounts(pageSize: number, editions = articlesByLanguage()): { language: Language; pages: number }[] {
  return editions.map(({ language, articles }) => ({ language, pages: Math.max(1, Math.ceil(articles.length / pageSize)) }));
}

/** The languages whose list has a page `page`, of the counts listPageCounts gives. */
export function listPageLanguages(page: number, counts: readonly { language: Language; pages: number }[]): Language[] {
  return counts.filter((edition) => edition.pages >= page).map((edition) => edition.language);
}
