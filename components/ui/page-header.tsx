import type { PageMeta } from '@/lib/site/schema';
import { Phrases } from '@/components/ui/phrases';

/** The dark band at the top of an inner page with its <h1> and lead. */
export function PageHeader({ page }: { page: Pick<PageMeta, 'heading' | 'lead'> }) {
  return (
    <div className="bg-gradient-to-br from-navy via-navy-mid to-particle-deep text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl"><Phrases>{page.heading}</Phrases></h1>
        {page.lead ? <p className="mt-4 max-w-3xl text-lg text-slate-200">{page.lead}</p> : null}
      </div>
    </div>
  );
}
