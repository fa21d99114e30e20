import { caseStudies, caseStudiesText } from '@/content/services';
import { CaseStudyArticle } from './case-study-article';
import { ButtonLink } from '@/components/ui/button';

/** /services/case-studies: every case study in full, then an invitation to get in touch. */
export function CaseStudiesList() {
  const { cta } = caseStudiesText;
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        {caseStudies.map((study, i) => (
          <CaseStudyArticle key={study.id} study={study} reversed={i % 2 === 1} />
        ))}
      </div>
      <section aria-labelledby="case-studies-cta" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="case-studies-cta" className="text-2xl font-bold text-navy sm:text-3xl">
            {cta.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{cta.text}</p>
          <ButtonLink href={cta.link.href} className="mt-6">
            {cta.link.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
