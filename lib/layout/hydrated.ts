import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the page's HTML and while React hydrates it, true from the render after: the moment an island's
 * controls start to answer. Pair it with the `awaits-hydration` class and `data-ready` (app/globals.css) to keep a
 * control that needs its script out of sight until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
