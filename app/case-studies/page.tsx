import { CaseStudiesCta } from '@/components/case-studies/case-studies-cta';
import { CaseStudyList } from '@/components/case-studies/case-study-list';
import { SuccessStories } from '@/components/case-studies/success-stories';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { successStories } from '@/lib/case-studies/content';
import { home } from '@/lib/home/content';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/case-studies';

export const metadata = pageMetadata(route);

export default function Page() {
  const texts = home.caseStudiesPage;
  return (
    <>
      <PageHeader page={pages[route]} />
      <SuccessStories readHref={(study) => `#${study.id}`} showViewAll={false} leadsPage />
      <Section id="stories" heading={texts.storiesHeading} tone="muted">
        <CaseStudyList studies={successStories} headingLevel={3} />
      </Section>
      <CaseStudiesCta id="next-step" cta={texts.cta} />
    </>
  );
}
