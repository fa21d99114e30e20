import { CaseStudiesList } from '@/components/services/case-studies-list';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

const route = '/services/case-studies';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <CaseStudiesList />
    </>
  );
}
