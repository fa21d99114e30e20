import Link from 'next/link';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { home, homeCaseStudies } from '@/content/home';
import type { HomeCaseStudy } from '@/content/types';
import { caseStudyImage } from '@/lib/home-case-study';
import { staggerDelay } from '@/lib/reveal';
import { ButtonLink } from '@/components/ui/button';
import { CardImage } from '@/components/ui/card-image';

interface SuccessStoriesProps {
  studies?: readonly (HomeCaseStudy & { id?: string })[];
  /** Where each "Read Case Study" leads (default /case-studies). */
  readHref?: (study: HomeCaseStudy & { id?: string }) => string;
  /** Show "View All Case Studies" (off on /case-studies itself). */
  showViewAll?: boolean;
  tone?: 'white' | 'muted';
}

/** The reusable Success Stories block (PRODUCT.md decision 7: home after Key Features, and /case-studies). */
export function SuccessStories({ studies = homeCaseStudies, readHref = () => home.successStories.cta.href, showViewAll = true, tone = 'white' }: SuccessStoriesProps) {
  const texts = home.successStories;
  return (
    <Section id="success-stories" heading={texts.heading} lead={texts.lead} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {studies.map((study, i) => {
          const image = caseStudyImage(study);
          return (
            <Reveal as="li" key={study.title} delay={staggerDelay(i)} className="h-full">
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="case-study-card">
                <CardImage
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  className="aspect-[8/5] bg-slate-200"
                  data-placeholder={image.placeholder ? 'true' : undefined}
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-lg font-bold text-navy">{study.title}</h3>
                  <p className="mt-2 flex-1 text-slate-700">{study.description}</p>
                  <Link
                    href={readHref(study)}
                    className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-accent-dark hover:underline focus-ring"
                  >
                    {texts.readMore}
                    <span className="sr-only">: {study.title}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                </div>
              </article>
            </Reveal>
          );
        })}
      </ul>
      {showViewAll ? (
        <div className="mt-10 text-center">
          <ButtonLink href={texts.cta.href}>{texts.cta.label}</ButtonLink>
        </div>
      ) : null}
    </Section>
  );
}
