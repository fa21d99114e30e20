import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { home, serviceCards } from '@/lib/home/content';
import { staggerDelay } from '@/lib/ui/reveal';
import { ServiceFlipCard } from './service-flip-card';

/** Key Features: heading, lead and the three service cards, revealed with the 300 ms + 200 ms stagger. */
export function KeyFeatures() {
  return (
    <Section id="key-features" heading={home.keyFeatures.heading} lead={home.keyFeatures.lead} tone="muted">
      <div className="grid gap-6 md:grid-cols-3">
        {serviceCards.map((card, i) => (
          <Reveal key={card.link} delay={staggerDelay(i)} className="h-full">
            <ServiceFlipCard card={card} learnMore={home.keyFeatures.learnMore} />
          </Reveal>
        ))}
      </div>
    </Section>
  );
}
