import type { MetadataRoute } from 'next';
import { newsArticles } from '@/lib/news/content';
import { ROUTES } from '@/lib/site/content';
import { languages } from '@/lib/i18n/edition';
import { languageAlternates, pageUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/**
 * Every public route and every article page in every language (the 404 page and redirects are not pages),
 * each with its alternates in the other languages. Every edition has the same pages: the build refuses an
 * edition that misses one (lib/content/load.ts), so the default language's list is every language's list.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const entries: { route: string; lastModified?: string; changeFrequency: 'weekly' | 'monthly' | 'yearly'; priority: number }[] = [
    ...ROUTES.map((route) => ({
      route,
      changeFrequency: route === '/news-and-events' ? ('weekly' as const) : ('monthly' as const),
      priority: route === '/' ? 1 : route.split('/').length === 2 ? 0.8 : 0.6,
    })),
    ...newsArticles.map((article) => ({
      route: `/news-and-events/${article.slug}`,
      lastModified: article.date,
      changeFrequency: 'yearly' as const,
      priority: 0.5,
    })),
  ];
  return languages.flatMap((lang) =>
    entries.map(({ route, ...entry }) => ({ url: pageUrl(route, lang), ...entry, alternates: { languages: languageAlternates(route) } })),
  );
}
