import type { CaseStudyDetail } from '@/content/types';
import { caseStudiesText } from '@/content/services';
import { cn } from '@/lib/cn';

/** The full story of one case study on /services/case-studies, anchored at its id. */
export function CaseStudyArticle({ study, reversed = false }: { study: CaseStudyDetail; reversed?: boolean }) {
  const { labels } = caseStudiesText;
  const headingId = `${study.id}-heading`;
  return (
    <article id={study.id} aria-labelledby={headingId} className="scroll-mt-24 border-t border-slate-200 py-12 first:border-t-0 first:pt-0">
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG illustration */}
        <img
          src={study.image}
          alt={study.imageAlt}
          width={640}
          height={400}
          loading="lazy"
          className={cn('w-full rounded-xl border border-slate-200 bg-slate-100', reversed && 'lg:order-2')}
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-dark">{study.practice}</p>
          <h2 id={headingId} className="mt-2 text-2xl font-bold text-navy sm:text-3xl">
            {study.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{study.description}</p>
          <dl className="mt-6 space-y-5 text-slate-700">
            <div>
              <dt className="font-semibold text-navy">{labels.client}</dt>
              <dd className="mt-1">{study.client}</dd>
            </div>
            <div>
              <dt className="font-semibold text-navy">{labels.challenge}</dt>
              <dd className="mt-1">{study.challenge}</dd>
            </div>
            <div>
              <dt className="font-semibold text-navy">{labels.approach}</dt>
              <dd className="mt-1 space-y-2">
                {study.approach.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-navy">{labels.results}</dt>
              <dd className="mt-2">
                <ul className="space-y-2">
                  {study.results.map((r) => (
                    <li key={r} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent-dark" />
                      {r}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </article>
  );
}
