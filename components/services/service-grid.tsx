import type { Service } from '@/lib/services/schema';
import { Reveal } from '@/components/ui/reveal';
import { staggerDelay } from '@/lib/ui/reveal';
import { ServiceCard } from './service-card';
import { cn } from '@/lib/ui/cn';

/** Service cards in a responsive grid (two columns on tablets, `columns` on desktops). */
export function ServiceGrid({ services, columns = 3 }: { services: readonly Service[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }[columns];
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', cols)}>
      {services.map((service, i) => (
        <Reveal as="li" key={service.id} delay={staggerDelay(i % columns)}>
          <ServiceCard service={service} />
        </Reveal>
      ))}
    </ul>
  );
}
