import type { CaseStudy } from '@/content/types';
import { Reveal } from '@/components/ui/reveal';
import { staggerDelay } from '@/lib/reveal';
import { CaseStudyCard } from './case-study-card';

/** Cards of several services case studies in a responsive grid, revealed one after another. */
export function CaseStudyGrid({ studies }: { studies: readonly (CaseStudy & { imageAlt?: string })[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {studies.map((study, i) => (
        <Reveal as="li" key={study.id} delay={staggerDelay(i % 3)}>
          <CaseStudyCard study={study} />
        </Reveal>
      ))}
    </ul>
  );
}
