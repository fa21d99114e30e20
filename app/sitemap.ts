import type { MetadataRoute } from 'next';
import { articleLanguages, articlesByLanguage, listPageCounts, listPageLanguages } from '@/lib/news/editions';
import { newsSettings } from '@/lib/news/content';
import { listPagePath } from '@/lib/news/news';
import { ROUTES } from '@/lib/site/content';
import { languages } from '@/lib/i18n/edition';
import { languageAlternates, pageUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/**
 * Every public route in every language, every article page in each language it is written in and the news list's
 * later pages in each language whose list has them (the 404 page and redirects are not pages), each with its
 * alternates: the languages that have that page, and no other.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const byLanguage = articlesByLanguage();
  const listPages = listPageCounts(newsSettings.pageSize, byLanguage);
  const articleRoute = (slug: string) => `/news-and-events/${slug}`;
  return languages.flatMap((lang) => [
    ...ROUTES.map((route) => ({
      url: pageUrl(route, lang),
      changeFrequency: route === '/news-and-events' ? ('weekly' as const) : ('monthly' as const),
      priority: route === '/' ? 1 : route.split('/').length === 2 ? 0.8 : 0.6,
      alternates: { languages: languageAlternates(route) },
    })),
    ...byLanguage
      .find(({ language }) => language === lang)!
      .articles.map((article) => ({
        url: pageUrl(articleRoute(article.slug), lang),
        lastModified: article.date,
        changeFrequency: 'yearly' as const,
        priority: 0.5,
        alternates: { languages: languageAlternates(articleRoute(article.slug), articleLanguages(article.slug)) },
      })),
    ...Array.from({ length: listPages.find(({ language }) => language === lang)!.pages - 1 }, (_, i) => {
      const route = listPagePath(i + 2);
      return {
        url: pageUrl(route, lang),
        changeFrequency: 'weekly' as const,
        priority: 0.4,
        alternates: { languages: languageAlternates(route, listPageLanguages(i + 2, listPages)) },
      };
    }),
  ]);
}
