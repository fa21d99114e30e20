import { Section } from '@/components/ui/section';
import { caseStudies, mechanical, mechanicalCaseStudyIds } from '@/content/services';
import { CaseStudyGrid } from './case-study-grid';

const ids: readonly string[] = mechanicalCaseStudyIds;

/** Mechanical Engineering "Success Stories": three case-study cards with "Read Case Study" links. */
export function MechanicalSuccessStories() {
  const { successStories, subNav } = mechanical;
  const studies = caseStudies.filter((study) => ids.includes(study.id));
  return (
    <Section id={subNav[2].id} heading={successStories.heading} lead={successStories.lead} className="scroll-mt-32!">
      <CaseStudyGrid studies={studies} />
    </Section>
  );
}
