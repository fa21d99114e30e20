import Link from 'next/link';
import { Section } from '@/components/ui/section';
import { caseStudies, caseStudiesText } from '@/content/services';
import { CaseStudyGrid } from './case-study-grid';

/** The "Case Studies" block of /services: every case study as a card and a link to the full stories. */
export function CaseStudiesSection() {
  const { section, viewAll } = caseStudiesText;
  return (
    <Section id="case-studies" heading={section.heading} lead={section.lead}>
      <CaseStudyGrid studies={caseStudies} />
      <p className="mt-10">
        <Link
          href={viewAll.href}
          className="inline-flex items-center gap-2 rounded-md border-2 border-navy px-5 py-2.5 font-semibold text-navy hover:bg-navy hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-dark"
        >
          {viewAll.label}
          <span aria-hidden="true">→</span>
        </Link>
      </p>
    </Section>
  );
}
