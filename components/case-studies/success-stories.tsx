import { Section } from '@/components/ui/section';
import { ButtonLink } from '@/components/ui/button';
import { caseStudyPages, successStories, type CaseStudy } from '@/lib/case-studies/content';
import { home } from '@/lib/home/content';
import { CaseStudyGrid } from './case-study-grid';
import { Phrases } from '@/components/ui/phrases';

interface SuccessStoriesProps {
  /** Where each "Read Case Study" leads (default: the page of full stories). */
  readHref?: (study: CaseStudy) => string;
  /** Show "View All Case Studies" (off on /case-studies itself). */
  showViewAll?: boolean;
  /** The block comes first under the page's header (on /case-studies): its first picture is fetched at once. */
  leadsPage?: boolean;
}

/** The reusable Success Stories block: on the home page after Key Features, and on /case-studies. */
export function SuccessStories({ readHref = () => caseStudyPages.success, showViewAll = true, leadsPage = false }: SuccessStoriesProps) {
  const texts = home.successStories;
  return (
    <Section id="success-stories" heading={texts.heading} lead={texts.lead}>
      <CaseStudyGrid studies={successStories} href={readHref} look="text" leadsPage={leadsPage} />
      {showViewAll ? (
        <div className="mt-10 text-center">
          <ButtonLink href={texts.cta.href}>
            <Phrases>{texts.cta.label}</Phrases>
          </ButtonLink>
        </div>
      ) : null}
    </Section>
  );
}
