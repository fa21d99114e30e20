import { caseStudyTexts, type CaseStudy } from '@/lib/case-studies/content';
import { MoreLink, type MoreLinkProps } from '@/components/ui/more-link';
import { CaseStudyPicture } from './case-study-picture';
import { Phrases } from '@/components/ui/phrases';
import { langOf } from '@/lib/i18n/fallback';

export interface CaseStudyCardProps {
  study: CaseStudy;
  /** Where "Read Case Study" leads. */
  href: string;
  /** "Read Case Study" as a text link (the Success Stories block) or as a button (the services pages). */
  look?: MoreLinkProps['look'];
  /** The card leads its page: its picture is fetched at once, not lazily. */
  lead?: boolean;
}

/** A case study's card: picture, title, summary and the way to its full story. */
export function CaseStudyCard({ study, href, look = 'button', lead }: CaseStudyCardProps) {
  const titleId = `case-card-${study.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="case-study-card">
      <CaseStudyPicture study={study} slot="caseStudyCard" className="aspect-[8/5]" background="bg-slate-200" lead={lead} />
      <div className="flex flex-1 flex-col p-6">
        <h3 id={titleId} className="text-lg font-bold text-navy">
          <Phrases>{study.title}</Phrases>
        </h3>
        <p lang={langOf(study.description)} className="mt-2 flex-1 text-slate-700">
          {study.description}
        </p>
        <MoreLink href={href} label={caseStudyTexts.readMore} about={study.title} look={look} className="mt-5 self-start" />
      </div>
    </article>
  );
}
