import { LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';

// The animation features travel in a chunk of their own, fetched once an island using `m` has mounted.
const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * framer-motion for one island: `m` components render at once with the page, and the `domAnimation` features
 * (the renderer that writes motion values into the element, and animations) arrive in their own chunk just
 * after, only on pages whose islands animate. `strict` makes a stray `motion.*` component (which would bundle
 * every feature) throw instead of silently growing the page.
 *
 * Until the features are in, an `m` element is plain markup. Its style motion values catch up when they
 * arrive (the element is drawn from their latest values then). A motion value given to `m` as its text child
 * does not: the element only follows the changes made after the features arrived, so the metric count-up's
 * drop to 0 on hydration never showed and its digits stood at the final values. Text that moves is written
 * through a ref instead (`useMotionValueEvent`), as the count-up does.
 */
export function LazyMotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}
