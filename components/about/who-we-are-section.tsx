import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { story } from '@/lib/about/content';
import { pages } from '@/lib/content/pages';
import { site } from '@/lib/site/content';
import { fillTemplate } from '@/lib/about/carousel';
import { Heading, innerLevel } from '@/components/ui/heading';
import { Phrases } from '@/components/ui/phrases';

/** Who We Are block: the company story, key facts, milestones and the offices (from content/offices.yml). */
export function WhoWeAreSection({ titled = false }: { titled?: boolean }) {
  const page = pages['/about-us/who-we-are'];
  const level = innerLevel(titled);
  const subLevel = level === 2 ? 3 : 4;
  const fill = (text: string) => fillTemplate(text, { name: site.name, founded: site.foundedYear, offices: site.offices.length });
  return (
    <Section id="who-we-are" tone="muted" heading={titled ? page.heading : undefined} lead={titled ? page.lead : undefined}>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5 text-lg leading-relaxed text-slate-700">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{fill(paragraph)}</p>
          ))}
        </div>
        <dl className="grid content-start gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {story.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse rounded-2xl bg-navy p-6 text-white">
              <dt className="mt-1 text-sm text-slate-300">{fact.label}</dt>
              <dd className="text-4xl font-extrabold text-accent">{fill(fact.value)}</dd>
            </div>
          ))}
        </dl>
      </div>

      <Heading level={level} className="mt-16 text-2xl font-bold text-navy">
        <Phrases>{story.milestonesHeading}</Phrases>
      </Heading>
      <ol className="mt-6 grid gap-6 md:grid-cols-5">
        {story.milestones.map((milestone) => (
          <Reveal as="li" key={milestone.year} className="border-t-4 border-accent pt-4">
            <p className="text-sm font-bold text-accent-dark">{milestone.year}</p>
            <Heading level={subLevel} className="mt-1 font-bold text-navy">
              <Phrases>{milestone.title}</Phrases>
            </Heading>
            <p className="mt-2 text-sm text-slate-700">{milestone.description}</p>
          </Reveal>
        ))}
      </ol>

      <Heading level={level} className="mt-16 text-2xl font-bold text-navy">
        <Phrases>{story.officesHeading}</Phrases>
      </Heading>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {site.offices.map((office) => (
          <li key={office.id} className="rounded-2xl border border-slate-200 bg-white p-6">
            <Heading level={subLevel} className="font-bold text-navy">
              <Phrases>{office.name}</Phrases>
            </Heading>
            <p className="text-sm font-medium text-accent-dark">{office.role}</p>
            <address className="mt-3 text-sm not-italic text-slate-700">{office.address}</address>
          </li>
        ))}
      </ul>
    </Section>
  );
}
