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
 * Until the features are in, an `m` element is plain markup: a motion value set meanwhile shows once they
 * arrive, as the element binds to its style values then. A motion value given to `m` as its text child does
 * not (framer-motion only binds that one when the element's props change later), so text is written through
 * a ref (`useMotionValueEvent`) instead, as the metric count-up does.
 */
export function LazyMotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}
