'use client';

import { cn } from '@/lib/ui/cn';
import { useEffect, useState } from 'react';
import type { SubNavItem } from '@/lib/services/schema';
import { activeSection } from '@/lib/layout/scroll-spy';

interface SectionSubNavProps {
  label: string;
  items: readonly SubNavItem[];
}

/**
 * Sticky in-page navigation below the site header. Links are plain fragment links: the page's CSS
 * smooth-scrolls them (instantly under reduced motion) and the sections' scroll margin keeps their heading
 * clear of both sticky bars. The link of the section being scrolled over (offset 150 px) gets aria-current.
 */
export function SectionSubNav({ label, items }: SectionSubNavProps) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const sections = items.flatMap((item) => {
        const el = document.getElementById(item.id);
        return el ? [{ id: item.id, top: el.getBoundingClientRect().top + window.scrollY }] : [];
      });
      setActive(
        activeSection(sections, window.scrollY, {
          height: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [items]);

  return (
    <nav aria-label={label} className="sticky top-16 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <ul className="mx-auto flex max-w-7xl justify-between gap-0.5 overflow-x-auto px-2 py-2 sm:justify-start sm:gap-2 sm:px-4">
        {items.map((item) => {
          const current = item.id === active;
          return (
            <li key={item.id} className="shrink-0">
              <a
                href={`#${item.id}`}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'block whitespace-nowrap rounded-full px-2 py-1.5 text-[13px] font-semibold transition-colors focus-ring sm:px-4 sm:text-sm',
                  current ? 'bg-navy text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-navy',
                )}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
