'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { REVEAL, isInRevealZone } from '@/lib/ui/reveal';

/**
 * One IntersectionObserver for every [data-reveal] element on the page. Elements already on screen when
 * it starts stay as painted (no flash, no LCP delay); the others start hidden and fade in when they cross
 * the offset line, and out again when they leave (mirrored). Under reduced motion nothing moves.
 */
export function RevealObserver() {
  const pathname = usePathname();

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const seen = new WeakSet<Element>();
    // Elements visible at start: their first report (possibly "below the offset line") is not acted on.
    const paintedVisible = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          if (paintedVisible.has(el)) {
            paintedVisible.delete(el);
            if (!entry.isIntersecting) continue;
          }
          el.dataset.reveal = entry.isIntersecting ? 'in' : 'out';
        }
      },
      { rootMargin: `0px 0px -${REVEAL.offset}px 0px` },
    );
    const scan = () => {
      document.querySelectorAll<HTMLElement>('[data-reveal]').forEach((el) => {
        if (seen.has(el)) return;
        seen.add(el);
        const rect = el.getBoundingClientRect();
        // Already painted on screen: keep it visible, observe only from the next crossing on.
        if (isInRevealZone(rect, window.innerHeight, 0)) {
          el.dataset.reveal = 'in';
          paintedVisible.add(el);
          observer.observe(el);
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
