import type { CaseStudy } from '@/lib/case-studies/content';
import type { HeadingLevel } from '@/components/ui/heading';
import { CaseStudyArticle } from './case-study-article';

/** Every story of a list in full, the picture alternating sides on wide screens. */
export function CaseStudyList({ studies, headingLevel }: { studies: readonly CaseStudy[]; headingLevel?: HeadingLevel }) {
  return (
    <div>
      {studies.map((study, i) => (
        <CaseStudyArticle key={study.id} study={study} headingLevel={headingLevel} reversed={i % 2 === 1} />
      ))}
    </div>
  );
}
