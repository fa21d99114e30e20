import { caseStudyTexts, type CaseStudy } from '@/lib/case-studies/content';
import { cn } from '@/lib/ui/cn';
import { DotList } from '@/components/ui/dot-list';
import { Heading, type HeadingLevel } from '@/components/ui/heading';
import { CaseStudyPicture } from './case-study-picture';
import { Phrases } from '@/components/ui/phrases';
import { langOf } from '@/lib/i18n/fallback';

interface CaseStudyArticleProps {
  study: CaseStudy;
  /** h2 when the stories are the page's main content, h3 under a section heading. */
  headingLevel?: HeadingLevel;
  /** Picture on the right on wide screens (every other story). */
  reversed?: boolean;
  /** The story leads its page: its picture is fetched at once, not lazily. */
  lead?: boolean;
}

/** The full story of one case study, anchored at its id so each card can link to it. */
export function CaseStudyArticle({ study, headingLevel = 2, reversed = false, lead }: CaseStudyArticleProps) {
  const { labels } = caseStudyTexts;
  const headingId = `${study.id}-heading`;
  return (
    <article id={study.id} aria-labelledby={headingId} className="scroll-mt-24 border-t border-slate-200 py-12 first:border-t-0 first:pt-0 last:pb-0">
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <CaseStudyPicture
          study={study}
          slot="caseStudyArticle"
          lead={lead}
          className={cn('aspect-[8/5] rounded-xl border border-slate-200', reversed && 'lg:order-2')}
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-dark">{study.category}</p>
          <Heading level={headingLevel} id={headingId} className="mt-2 text-2xl font-bold text-navy sm:text-3xl">
            <Phrases>{study.title}</Phrases>
          </Heading>
          <p lang={langOf(study.description)} className="mt-3 text-lg text-slate-700">
            {study.description}
          </p>
          <dl className="mt-6 space-y-5 text-slate-700">
            {study.client ? (
              <div>
                <dt className="font-semibold text-navy">{labels.client}</dt>
                <dd className="mt-1">{study.client}</dd>
              </div>
            ) : null}
            <div>
              <dt className="font-semibold text-navy">{labels.challenge}</dt>
              <dd lang={langOf(study.challenge)} className="mt-1">
                {study.challenge}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-navy">{labels.approach}</dt>
              <dd className="mt-1 space-y-2">
                {study.approach.map((step) => (
                  <p key={step}>{step}</p>
                ))}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-navy">{labels.results}</dt>
              <dd className="mt-2">
                <DotList items={study.results} className="space-y-2" />
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </article>
  );
}
