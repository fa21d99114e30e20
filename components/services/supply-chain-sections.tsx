import { Section } from '@/components/ui/section';
import { supplyChain } from '@/lib/services/content';
import { MetricsCountUp } from './metrics-count-up';
import { ServiceGrid } from './service-grid';
import { SupplyChainFlow } from './supply-chain-flow';
import { TestimonialQuote } from './testimonial-quote';

/** Supply Chain Management: six services, the flow, the counting metrics and a testimonial. */
export function SupplyChainSections() {
  const { services, flow, metrics, testimonial } = supplyChain;
  return (
    <>
      <Section id="supply-chain-services" heading={services.heading} lead={services.lead}>
        <ServiceGrid services={services.items} />
      </Section>
      <Section id="supply-chain-flow" heading={flow.heading} lead={flow.lead} tone="muted">
        <SupplyChainFlow steps={flow.steps} />
      </Section>
      <Section id="supply-chain-metrics" heading={metrics.heading} tone="dark">
        <MetricsCountUp metrics={metrics.items} />
      </Section>
      <Section id="supply-chain-testimonial" heading={testimonial.heading} tone="muted">
        <TestimonialQuote testimonial={testimonial} />
      </Section>
    </>
  );
}
