import { Section } from '@/components/ui/section';
import { values } from '@/lib/about/content';
import { pages } from '@/lib/content/pages';
import { innerLevel } from '@/components/ui/heading';
import { PillarCard } from './pillar-card';

/** Values block: Excellence, Collaboration, Innovation. */
export function ValuesSection({ titled = false }: { titled?: boolean }) {
  const page = pages['/about-us/values'];
  return (
    <Section id="values" tone="muted" heading={titled ? page.heading : undefined} lead={titled ? page.lead : undefined}>
      <div className="grid gap-6 md:grid-cols-3">
        {values.map((value, i) => (
          <PillarCard key={value.id} pillar={value} index={i} headingLevel={innerLevel(titled)} />
        ))}
      </div>
    </Section>
  );
}
