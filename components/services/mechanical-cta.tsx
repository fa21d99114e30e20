import { mechanical } from '@/lib/services/content';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { Phrases } from '@/components/ui/phrases';

/** The Mechanical Engineering call to action: contact form and the brochure download. */
export function MechanicalCta() {
  const { cta, subNav } = mechanical;
  const id = subNav[3].id;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32 bg-navy py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="max-w-3xl">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-4xl">
            <Phrases>{cta.heading}</Phrases>
          </h2>
          <p className="mt-4 text-lg text-slate-300">{cta.text}</p>
        </div>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
          <ButtonLink href={cta.contact.href} variant="accent">
            <Phrases>{cta.contact.label}</Phrases>
          </ButtonLink>
          <a
            href={cta.brochure.href}
            download={cta.brochure.fileName}
            type="application/pdf"
            // The brochure may be in another language than the page (it is in English only): the link says which.
            hrefLang={cta.brochure.language}
            className={buttonClasses({ variant: 'outline-white' })}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
            </svg>
            <Phrases>{cta.brochure.label}</Phrases>
            <span className="text-sm font-normal opacity-90">{cta.brochure.note}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
