import { DfmCadSection } from '@/components/services/dfm-cad-section';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageTrail } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/services/dfm-cad';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <Breadcrumb trail={pageTrail(route)} />
      <PageHeader page={pages[route]} />
      <DfmCadSection withHeading={false} />
    </>
  );
}
