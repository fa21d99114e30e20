import { CaseStudiesCta } from '@/components/case-studies/case-studies-cta';
import { CaseStudyList } from '@/components/case-studies/case-study-list';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeader } from '@/components/ui/page-header';
import { serviceCaseStudies } from '@/lib/case-studies/content';
import { pages } from '@/lib/content/pages';
import { caseStudiesText } from '@/lib/services/content';
import { pageTrail } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/services/case-studies';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <Breadcrumb trail={pageTrail(route)} />
      <PageHeader page={pages[route]} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <CaseStudyList studies={serviceCaseStudies} leadsPage />
      </div>
      <CaseStudiesCta id="case-studies-cta" cta={caseStudiesText.cta} />
    </>
  );
}
