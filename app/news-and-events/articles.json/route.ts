import { newsArticles } from '@/content/news';
import { sortNewest } from '@/lib/news';

// Exported as the static file out/news-and-events/articles.json: the list island loads it while it shows
// its loading state (and tests can replace it with a larger data set).
export const dynamic = 'force-static';

export function GET() {
  return Response.json(sortNewest(newsArticles));
}
