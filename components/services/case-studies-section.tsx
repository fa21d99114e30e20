import { Section } from '@/components/ui/section';
import { caseStudies, caseStudiesText } from '@/content/services';
import { CaseStudyGrid } from './case-study-grid';
import { ButtonLink } from '@/components/ui/button';

/** The "Case Studies" block of /services: every case study as a card and a link to the full stories. */
export function CaseStudiesSection() {
  const { section, viewAll } = caseStudiesText;
  return (
    <Section id="case-studies" heading={section.heading} lead={section.lead}>
      <CaseStudyGrid studies={caseStudies} />
      <p className="mt-10">
        <ButtonLink href={viewAll.href} variant="outline-navy" className="px-5 py-2.5">
          {viewAll.label}
          <span aria-hidden="true">→</span>
        </ButtonLink>
      </p>
    </Section>
  );
}
