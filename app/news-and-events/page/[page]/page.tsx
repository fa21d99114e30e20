import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsListSection } from '@/components/news/news-list-section';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeader } from '@/components/ui/page-header';
import { listPageCount } from '@/lib/news/archive';
import { newsUi } from '@/lib/news/content';
import { listPageMetadata } from '@/lib/news/metadata';
import { listPagePath } from '@/lib/news/news';
import { fillTemplate } from '@/lib/i18n/template';
import { pageTrail } from '@/lib/seo/jsonld';
import { pages } from '@/lib/content/pages';

interface Props {
  params: Promise<{ page: string }>;
}

// The second and later pages of the unfiltered list, for readers without scripts and crawlers: every article is
// reached by following the list's links. Any other number is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  const later = Array.from({ length: listPageCount() - 1 }, (_, i) => ({ page: String(i + 2) }));
  // A static export refuses a route with no page at all, as a list of one page has: it then makes a page 1, the
  // list's first page again, which the build removes (scripts/build.mjs: EXPORT_PLACEHOLDERS).
  return later.length ? later : [{ page: '1' }];
}

function pageOf(param: string): number | undefined {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 && page <= listPageCount() && String(page) === param ? page : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageOf((await params).page);
  return page ? listPageMetadata(page) : {};
}

export default async function Page({ params }: Props) {
  const page = pageOf((await params).page);
  if (!page) notFound();
  return (
    <>
      <Breadcrumb trail={pageTrail(listPagePath(page), fillTemplate(newsUi.pageLabel, { number: page }))} hidden />
      <PageHeader page={pages['/news-and-events']} />
      <NewsListSection page={page} />
    </>
  );
}
