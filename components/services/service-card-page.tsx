import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { home, serviceCardPages, serviceCards, type ServiceCardRoute } from '@/lib/home/content';
import { ButtonLink } from '@/components/ui/button';
import { Phrases } from '@/components/ui/phrases';

/** The page behind a home service card: its description, features, back texts and a call to action to /contact. */
export function ServiceCardPageBody({ route }: { route: ServiceCardRoute }) {
  const { card, highlightLabel, cta } = serviceCardPages[route];
  const others = serviceCards.filter((c) => c.link !== route);
  return (
    <>
      <Section>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-lg bg-sky-100 text-accent-dark">
              <Icon name={card.icon} className="h-8 w-8" />
            </span>
            <p className="mt-6 text-xl leading-relaxed text-slate-700">{card.description}</p>
          </div>
          <aside aria-labelledby="highlight-heading" className="rounded-xl bg-navy p-6 text-white">
            <h2 id="highlight-heading" className="text-sm font-semibold tracking-widest text-accent uppercase">
              <Phrases>{highlightLabel}</Phrases>
            </h2>
            {/* The card's back title is often the label itself ("Key benefit"): said once, not twice. */}
            {card.backTitle.trim() !== highlightLabel.trim() ? <p className="mt-2 text-lg font-semibold">{card.backTitle}</p> : null}
            <p className="mt-3 leading-relaxed text-slate-200">{card.backDescription}</p>
          </aside>
        </div>
      </Section>
      <Section id="features" heading={home.servicePage.featuresHeading} tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {card.features.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-bold text-navy"><Phrases>{feature.title}</Phrases></h3>
              <p className="mt-2 text-slate-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="next-step" heading={cta.heading} lead={cta.text} tone="dark">
        <div className="flex flex-wrap items-center gap-x-8 gap-y-4">
          <ButtonLink href={cta.link.href} variant="accent">
            <Phrases>{cta.link.label}</Phrases>
          </ButtonLink>
          <nav aria-label={home.servicePage.otherServices} className="flex flex-wrap gap-x-6 gap-y-2 text-slate-200">
            {/* The links' name, no colon of the code's: the layout sets it apart. */}
            <span>{home.servicePage.otherServices}</span>
            {others.map((other) => (
              <Link key={other.link} href={other.link} className="font-semibold text-accent hover:underline focus-ring focus-ring-white">
                <Phrases>{other.title}</Phrases>
              </Link>
            ))}
          </nav>
        </div>
      </Section>
    </>
  );
}
