import { Icon } from '@/components/ui/icon';
import type { FlowStep } from '@/lib/services/schema';
import { Phrases } from '@/components/ui/phrases';

/** The Supply Chain flow as an ordered list: Manufacturing, Warehousing, Distribution, Retail. */
export function SupplyChainFlow({ steps }: { steps: readonly FlowStep[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-4 md:gap-0">
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex flex-col items-center px-4 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-navy text-accent shadow-md">
            <Icon name={step.icon} className="h-8 w-8" />
          </span>
          <span className="mt-3 text-sm font-semibold text-accent-dark">{i + 1}</span>
          <h3 className="text-lg font-bold text-navy"><Phrases>{step.title}</Phrases></h3>
          <p className="mt-1 text-slate-700">{step.description}</p>
          {i < steps.length - 1 ? (
            <span aria-hidden="true" className="mt-3 text-2xl text-slate-400 md:absolute md:-right-3 md:top-4 md:mt-0">
              <span className="md:hidden">↓</span>
              <span className="hidden md:inline">→</span>
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
