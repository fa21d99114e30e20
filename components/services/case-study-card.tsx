import type { CaseStudy } from '@/content/types';
import { caseStudiesText, caseStudyHref } from '@/content/services';
import { ButtonLink } from '@/components/ui/button';
import { CardImage } from '@/components/ui/card-image';

interface CaseStudyCardProps {
  study: CaseStudy & { imageAlt?: string };
}

/** A services case study with its "Read Case Study" link to the full story. */
export function CaseStudyCard({ study }: CaseStudyCardProps) {
  const titleId = `case-card-${study.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <CardImage src={study.image} alt={study.imageAlt ?? ''} width={640} height={400} className="aspect-[8/5]" />
      <div className="flex flex-1 flex-col p-6">
        <h3 id={titleId} className="text-lg font-bold text-navy">
          {study.title}
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{study.description}</p>
        <ButtonLink href={caseStudyHref(study.id)} aria-describedby={titleId} size="sm" className="mt-5 w-fit">
          {caseStudiesText.readMore}
          <span aria-hidden="true">→</span>
        </ButtonLink>
      </div>
    </article>
  );
}
