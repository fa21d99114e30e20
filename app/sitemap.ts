import type { MetadataRoute } from 'next';
import { ROUTES } from '@/content/site';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Every public route (the 404 page and redirects are not pages). */
export default function sitemap(): MetadataRoute.Sitemap {
  return ROUTES.map((route) => ({
    url: absoluteUrl(route),
    changeFrequency: route === '/news-and-events' ? 'weekly' : 'monthly',
    priority: route === '/' ? 1 : route.split('/').length === 2 ? 0.8 : 0.6,
  }));
}
