'use client';

import { cn } from '@/lib/ui/cn';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { CostItem, ManufacturingTab } from '@/lib/services/schema';
import { COST_TAB, nextTabIndex } from '@/lib/services/tabs';
import { CostChart } from './cost-chart';
import { DotList } from '@/components/ui/dot-list';
import { Heading } from '@/components/ui/heading';
import { PhraseText, inBook } from '@/components/ui/phrase-text';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import { useHydrated } from '@/lib/layout/hydrated';

interface ManufacturingTabsProps {
  label: string;
  tabs: readonly ManufacturingTab[];
  /** Shown in the panel of the tab whose id is `cost-structure`. */
  cost: { heading: string; chartLabel: string; items: readonly CostItem[] };
  /** Level of the panels' headings: 3 under a section heading, 2 right under the page's h1. */
  headingLevel?: 2 | 3;
  /** The tabs' labels and headings in phrases, in a language that breaks between phrases. */
  phrases?: PhraseBook;
}

/**
 * WAI-ARIA tabs with automatic activation: one active tab, arrow keys move between tabs (wrapping),
 * Home/End jump to the ends, only the active tab is in the Tab order. Every panel is in the HTML; without
 * JavaScript the <noscript> style of ManufacturingSection shows them all and hides the tab buttons.
 */
export function ManufacturingTabs({ label, tabs, cost, headingLevel = 3, phrases }: ManufacturingTabsProps) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Until the island runs the tabs could not switch: they keep their place, out of sight, over the first panel.
  const hydrated = useHydrated();

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(index, e.key, tabs.length);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        data-ready={hydrated || undefined}
        className="mfg-tablist awaits-hydration flex flex-wrap gap-2 border-b border-slate-200 pb-3"
      >
        {tabs.map((tab, i) => {
          const selected = i === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`mfg-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`mfg-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-ring',
                selected ? 'border-navy bg-navy text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-navy hover:text-navy',
              )}
            >
              <PhraseText text={tab.label} parts={inBook(phrases, tab.label)} />
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`mfg-panel-${tab.id}`}
          aria-labelledby={`mfg-tab-${tab.id}`}
          tabIndex={0}
          className={cn(
            'mfg-panel mt-8 rounded focus-ring focus-visible:outline-offset-4',
            // A class, not the hidden attribute: the <noscript> style can then show every panel.
            i !== active && 'hidden',
          )}
        >
          <Heading level={headingLevel} className="text-xl font-bold text-navy sm:text-2xl">
            <PhraseText text={tab.heading} parts={inBook(phrases, tab.heading)} />
          </Heading>
          {tab.paragraphs.map((p) => (
            <p key={p} className="mt-3 max-w-3xl leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
          {tab.points ? (
            <DotList items={tab.points} className="mt-5 grid max-w-4xl gap-3 sm:grid-cols-2" itemClassName="gap-3 rounded-lg bg-slate-50 p-4 text-slate-700" />
          ) : null}
          {tab.id === COST_TAB ? <CostChart heading={cost.heading} chartLabel={cost.chartLabel} items={cost.items} /> : null}
        </div>
      ))}
    </div>
  );
}
