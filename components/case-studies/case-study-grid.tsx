import type { CaseStudy } from '@/lib/case-studies/content';
import { Reveal } from '@/components/ui/reveal';
import { staggerDelay } from '@/lib/ui/reveal';
import { CaseStudyCard, type CaseStudyCardProps } from './case-study-card';

interface CaseStudyGridProps {
  studies: readonly CaseStudy[];
  /** Where each card's "Read Case Study" leads. */
  href: (study: CaseStudy) => string;
  look?: CaseStudyCardProps['look'];
  /** The grid comes first under the page's header: the first card's picture is fetched at once. */
  leadsPage?: boolean;
}

/** Case-study cards in a responsive grid, revealed one after another along each row. */
export function CaseStudyGrid({ studies, href, look, leadsPage = false }: CaseStudyGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {studies.map((study, i) => (
        <Reveal as="li" key={study.id} delay={staggerDelay(i % 3)} className="h-full">
          <CaseStudyCard study={study} href={href(study)} look={look} lead={leadsPage && i === 0} />
        </Reveal>
      ))}
    </ul>
  );
}
