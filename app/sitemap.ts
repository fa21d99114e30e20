import type { MetadataRoute } from 'next';
import { newsArticles } from '@/lib/news/content';
import { ROUTES } from '@/lib/site/content';
import { absoluteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/** Every public route and every article page (the 404 page and redirects are not pages). */
export default function sitemap(): MetadataRoute.Sitemap {
  const routes: MetadataRoute.Sitemap = ROUTES.map((route) => ({
    url: absoluteUrl(route),
    changeFrequency: route === '/news-and-events' ? 'weekly' : 'monthly',
    priority: route === '/' ? 1 : route.split('/').length === 2 ? 0.8 : 0.6,
  }));
  const articles: MetadataRoute.Sitemap = newsArticles.map((article) => ({
    url: absoluteUrl(`/news-and-events/${article.slug}`),
    lastModified: article.date,
    changeFrequency: 'yearly',
    priority: 0.5,
  }));
  return [...routes, ...articles];
}
