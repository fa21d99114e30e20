import { Section } from '@/components/ui/section';
import { mechanical } from '@/lib/services/content';
import { ServiceGrid } from './service-grid';

/** Mechanical Engineering "Our Services": the four service cards. */
export function MechanicalServices() {
  const { services, subNav } = mechanical;
  return (
    <Section id={subNav[1].id} heading={services.heading} lead={services.lead} tone="muted" className="scroll-mt-32!">
      <ServiceGrid services={services.items} columns={4} />
    </Section>
  );
}
