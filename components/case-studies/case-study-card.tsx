import Link from 'next/link';
import { caseStudyTexts, type CaseStudy } from '@/content/case-studies';
import { caseStudyImage } from '@/lib/case-study-image';
import { ButtonLink } from '@/components/ui/button';
import { CardImage } from '@/components/ui/card-image';

export interface CaseStudyCardProps {
  study: CaseStudy;
  /** Where "Read Case Study" leads. */
  href: string;
  /** "Read Case Study" as a text link (the Success Stories block) or as a button (the services pages). */
  action?: 'link' | 'button';
}

/** A case study's card: picture, title, summary and the way to its full story. */
export function CaseStudyCard({ study, href, action = 'button' }: CaseStudyCardProps) {
  const titleId = `case-card-${study.id}`;
  const image = caseStudyImage(study);
  // The link's name carries the title, so a list of links reads "Read Case Study: <title>" for each card.
  const label = (
    <>
      {caseStudyTexts.readMore}
      <span className="sr-only">: {study.title}</span>
      <span aria-hidden="true">→</span>
    </>
  );
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="case-study-card">
      <CardImage
        src={image.src}
        alt={study.imageAlt ?? ''}
        width={image.width}
        height={image.height}
        className="aspect-[8/5] bg-slate-200"
        data-placeholder={image.placeholder ? 'true' : undefined}
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 id={titleId} className="text-lg font-bold text-navy">
          {study.title}
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{study.description}</p>
        {action === 'link' ? (
          <Link href={href} className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-accent-dark hover:underline focus-ring">
            {label}
          </Link>
        ) : (
          <ButtonLink href={href} size="sm" className="mt-5 w-fit">
            {label}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
