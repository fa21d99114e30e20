import { Section } from '@/components/ui/section';
import { CaseStudyGrid } from '@/components/case-studies/case-study-grid';
import { caseStudyHref } from '@/lib/case-studies/content';
import { mechanical, mechanicalCaseStudies } from '@/lib/services/content';

/** Mechanical Engineering "Success Stories": three case-study cards with "Read Case Study" buttons. */
export function MechanicalSuccessStories() {
  const { successStories, subNav } = mechanical;
  return (
    <Section id={subNav[2].id} heading={successStories.heading} lead={successStories.lead} className="scroll-mt-32!">
      <CaseStudyGrid studies={mechanicalCaseStudies} href={(study) => caseStudyHref('services', study)} />
    </Section>
  );
}
