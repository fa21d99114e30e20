import { Section } from '@/components/ui/section';
import { home, homeCaseStudies } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';

/** The full stories behind the Success Stories cards, on /case-studies (each anchored by its id). */
export function CaseStudyStories() {
  const texts = home.caseStudiesPage;
  return (
    <>
      <Section id="stories" heading={texts.storiesHeading} tone="muted">
        <div className="space-y-8">
          {homeCaseStudies.map((study) => (
            <article key={study.id} id={study.id} aria-labelledby={`${study.id}-title`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 sm:p-8">
              <p className="text-sm font-semibold tracking-widest text-accent-dark uppercase">{study.sector}</p>
              <h3 id={`${study.id}-title`} className="mt-1 text-2xl font-bold text-navy">
                {study.title}
              </h3>
              <dl className="mt-6 grid gap-6 md:grid-cols-3">
                <div>
                  <dt className="font-semibold text-navy">{texts.challenge}</dt>
                  <dd className="mt-1 text-slate-700">{study.challenge}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-navy">{texts.approach}</dt>
                  <dd className="mt-1 text-slate-700">{study.approach}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-navy">{texts.results}</dt>
                  <dd className="mt-1">
                    <ul className="list-disc space-y-1 pl-5 text-slate-700">
                      {study.results.map((result) => (
                        <li key={result}>{result}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
      </Section>
      <Section id="next-step" heading={texts.cta.heading} lead={texts.cta.text} tone="dark">
        <ButtonLink href={texts.cta.link.href} variant="accent">
          {texts.cta.link.label}
        </ButtonLink>
      </Section>
    </>
  );
}
