import { Section } from '@/components/ui/section';
import { ButtonLink } from '@/components/ui/button';
import { CaseStudyGrid } from '@/components/case-studies/case-study-grid';
import { caseStudyHref, serviceCaseStudies } from '@/lib/case-studies/content';
import { caseStudiesText } from '@/lib/services/content';
import { Phrases } from '@/components/ui/phrases';

/** The "Case Studies" block of /services, first under its header: every case study as a card and a link to the full stories. */
export function CaseStudiesSection() {
  const { section, viewAll } = caseStudiesText;
  return (
    <Section id="case-studies" heading={section.heading} lead={section.lead}>
      <CaseStudyGrid studies={serviceCaseStudies} href={(study) => caseStudyHref('services', study)} leadsPage />
      <p className="mt-10">
        <ButtonLink href={viewAll.href} variant="outline-navy" size="compact">
          <Phrases>{viewAll.label}</Phrases>
          <span aria-hidden="true">→</span>
        </ButtonLink>
      </p>
    </Section>
  );
}
