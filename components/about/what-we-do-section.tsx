import { Section } from '@/components/ui/section';
import { practices } from '@/lib/about/content';
import { pages } from '@/lib/content/pages';
import { innerLevel } from '@/components/ui/heading';
import { PillarCard } from './pillar-card';

/** What We Do block: Market Expansion, Product Manufacturing, Supply Chain Management. */
export function WhatWeDoSection({ titled = false }: { titled?: boolean }) {
  const page = pages['/about-us/what-we-do'];
  return (
    <Section id="what-we-do" heading={titled ? page.heading : undefined} lead={titled ? page.lead : undefined}>
      <div className="grid gap-6 md:grid-cols-3">
        {practices.map((practice, i) => (
          <PillarCard key={practice.id} pillar={practice} index={i} headingLevel={innerLevel(titled)} />
        ))}
      </div>
    </Section>
  );
}
