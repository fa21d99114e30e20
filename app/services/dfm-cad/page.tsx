import { DfmCadSection } from '@/components/services/dfm-cad-section';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/services/dfm-cad';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <DfmCadSection withHeading={false} />
    </>
  );
}
