import { CaseStudiesSection } from '@/components/services/case-studies-section';
import { ManufacturingSection } from '@/components/services/manufacturing-section';
import { DfmCadSection } from '@/components/services/dfm-cad-section';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/services';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <CaseStudiesSection />
      <ManufacturingSection />
      <DfmCadSection />
    </>
  );
}
