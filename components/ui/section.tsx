import { cn } from '@/lib/ui/cn';
import type { ReactNode } from 'react';
import { Phrases } from '@/components/ui/phrases';

interface SectionProps {
  id?: string;
  heading?: string;
  lead?: string;
  tone?: 'white' | 'muted' | 'dark';
  className?: string;
  children: ReactNode;
}

/**
 * A page section with an optional heading and lead, in one of three tones. Without a heading it is a plain
 * `<div>`: a `<section>` is a part of the page's outline, and one without a heading is an unnamed entry there.
 */
export function Section({ id, heading, lead, tone = 'white', className, children }: SectionProps) {
  const headingId = id && heading ? `${id}-heading` : undefined;
  const Box = heading ? 'section' : 'div';
  return (
    <Box
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-24 py-16 sm:py-20',
        tone === 'muted' && 'bg-slate-50',
        tone === 'dark' && 'bg-navy text-white',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4">
        {heading ? (
          <div className="mb-10 max-w-3xl">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-4xl">
              <Phrases>{heading}</Phrases>
            </h2>
            {lead ? <p className={cn('mt-3 text-lg', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>{lead}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </Box>
  );
}
