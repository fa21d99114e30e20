'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { REVEAL, startsShown } from '@/lib/ui/reveal';

/**
 * One IntersectionObserver for every [data-reveal] element on the page. Elements on screen (or scrolled past)
 * when it starts stay as painted; the others start hidden and fade in when they cross the offset line, once:
 * a revealed element is no longer watched, and stays shown when it leaves the screen and comes back. Under
 * reduced motion nothing moves.
 */
export function RevealObserver() {
  const pathname = usePathname();

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const el = entry.target as HTMLElement;
          el.dataset.reveal = 'in';
          observer.unobserve(el);
        }
      },
      { rootMargin: `0px 0px -${REVEAL.offset}px 0px` },
    );
    const scan = () => {
      document.querySelectorAll<HTMLElement>('[data-reveal]').forEach((el) => {
        if (seen.has(el)) return;
        seen.add(el);
        if (startsShown(el.getBoundingClientRect(), window.innerHeight)) {
          el.dataset.reveal = 'in';
          return;
        }
        el.dataset.reveal = 'out';
        observer.observe(el);
      });
    };
    scan();
    const mutations = new MutationObserver(scan);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      observer.disconnect();
    };
  }, [pathname]);

  return null;
}
