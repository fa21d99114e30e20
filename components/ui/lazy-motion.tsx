import { LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('@/lib/motion-features').then((module) => module.default);

/**
 * framer-motion for one island: `m` components render at once and the animation features arrive in their own
 * chunk after hydration, so a page pays for them only where it animates. `strict` makes a stray `motion.*`
 * component (which would bundle every feature) throw instead of silently growing the page.
 */
export function LazyMotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}
