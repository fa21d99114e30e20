import type { Service } from '@/lib/services/schema';
import { Icon } from '@/components/ui/icon';
import { Phrases } from '@/components/ui/phrases';

/** A service of the services pages: id, title, description, icon, colour. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article
      aria-labelledby={`service-${service.id}`}
      className="flex h-full flex-col rounded-xl border border-slate-200 border-t-4 bg-white p-6 shadow-sm"
      style={{ borderTopColor: service.colour }}
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg text-white" style={{ backgroundColor: service.colour }}>
        <Icon name={service.icon} />
      </span>
      <h3 id={`service-${service.id}`} className="mt-4 text-lg font-bold text-navy">
        <Phrases>{service.title}</Phrases>
      </h3>
      <p className="mt-2 text-slate-700">{service.description}</p>
    </article>
  );
}
