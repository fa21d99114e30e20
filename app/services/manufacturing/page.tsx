import { ManufacturingSection } from '@/components/services/manufacturing-section';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/services/manufacturing';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <ManufacturingSection withHeading={false} />
    </>
  );
}
