import { Section } from '@/components/ui/section';
import { mechanical } from '@/lib/services/content';

/** Mechanical Engineering "Overview": what the team does and three key facts. */
export function MechanicalOverview() {
  const { overview, subNav } = mechanical;
  return (
    <Section id={subNav[0].id} heading={overview.heading} className="scroll-mt-32!">
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          {overview.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {overview.facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-slate-50 p-5">
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="order-first text-3xl font-bold text-navy">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
