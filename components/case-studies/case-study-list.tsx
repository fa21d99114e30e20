import type { CaseStudy } from '@/lib/case-studies/content';
import type { HeadingLevel } from '@/components/ui/heading';
import { CaseStudyArticle } from './case-study-article';

interface CaseStudyListProps {
  studies: readonly CaseStudy[];
  headingLevel?: HeadingLevel;
  /** The list comes first under the page's header: the first story's picture is fetched at once. */
  leadsPage?: boolean;
}

/** Every story of a list in full, the picture alternating sides on wide screens. */
export function CaseStudyList({ studies, headingLevel, leadsPage = false }: CaseStudyListProps) {
  return (
    <div>
      {studies.map((study, i) => (
        <CaseStudyArticle key={study.id} study={study} headingLevel={headingLevel} reversed={i % 2 === 1} lead={leadsPage && i === 0} />
      ))}
    </div>
  );
}
