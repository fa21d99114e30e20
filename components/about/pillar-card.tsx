import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import { Reveal } from '@/components/ui/reveal';
import type { AboutPillar } from '@/lib/about/schema';
import { staggerDelay } from '@/lib/ui/reveal';
import { Heading, type HeadingLevel } from '@/components/ui/heading';
import { Phrases } from '@/components/ui/phrases';
import { langOf } from '@/lib/i18n/fallback';

/** A value or practice card: icon, title, description, concrete points and an optional link. */
export function PillarCard({ pillar, index, headingLevel }: { pillar: AboutPillar; index: number; headingLevel: HeadingLevel }) {
  return (
    <Reveal delay={staggerDelay(index)} as="article" className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent/15 text-accent-dark">
        <Icon name={pillar.icon} />
      </span>
      <Heading level={headingLevel} className="mt-5 text-xl font-bold text-navy">
        <Phrases>{pillar.title}</Phrases>
      </Heading>
      <p lang={langOf(pillar.description)} className="mt-3 text-slate-700">
        {pillar.description}
      </p>
      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        {pillar.points.map((point) => (
          <li key={point} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-dark" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      {pillar.link ? (
        <Link
          href={pillar.link.href}
          className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-accent-dark underline-offset-4 hover:underline"
        >
          {pillar.link.label}
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </Reveal>
  );
}
