import { LazyMotion, domAnimation } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * framer-motion for one island: `m` components with the `domAnimation` feature set, only on pages whose
 * islands animate. `strict` makes a stray `motion.*` component (which would bundle every feature) throw
 * instead of silently growing the page. The features are passed directly, not loaded in a later chunk: an
 * `m` element rendered before a late-loaded renderer never subscribes to motion values shown as its text,
 * so the metric count-up stood still.
 */
export function LazyMotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      {children}
    </LazyMotion>
  );
}
