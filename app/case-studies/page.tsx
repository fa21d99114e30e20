import { CaseStudyStories } from '@/components/case-studies/case-study-stories';
import { SuccessStories } from '@/components/case-studies/success-stories';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

const route = '/case-studies';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <SuccessStories readHref={(study) => `#${study.id ?? ''}`} showViewAll={false} />
      <CaseStudyStories />
    </>
  );
}
