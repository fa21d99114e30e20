import type { Metadata } from 'next';
import { NewsListSection } from '@/components/news/news-list-section';
import { PageHeader } from '@/components/ui/page-header';
import { newsSettings, newsUi } from '@/lib/news/content';
import { pages } from '@/lib/content/pages';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';

const route = '/news-and-events';

const base = pageMetadata(route);

export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { 'application/rss+xml': [{ url: absoluteUrl(newsSettings.feedPath), title: newsUi.feedTitle }] },
  },
};

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <NewsListSection page={1} />
    </>
  );
}
