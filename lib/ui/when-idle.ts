/** What whenIdleAfterLoad needs of the browser: the window, or a stand-in in a test. */
export interface IdleHost {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?(callback: () => void, options?: { timeout?: number }): number;
  cancelIdleCallback?(handle: number): void;
  setTimeout(callback: () => void, delay: number): number;
  clearTimeout(handle: number | undefined): void;
}

export interface IdleTiming {
  /** At the latest this long after the load, idle or not (ms). */
  timeout: number;
  /** Where the browser has no idle callbacks (Safari): this long after the load (ms). */
  fallbackDelay: number;
}

/**
 * Runs `run` once, after the page's load event, when the browser next has nothing to do: work that can wait
 * (the hero's particles, the analytics sender, laying out the header's closed panels) never competes with the
 * page's first paint or a visitor's first tap. Returns the cancel, safe to call at any time.
 */
export function whenIdleAfterLoad(run: () => void, { timeout, fallbackDelay }: IdleTiming, host: IdleHost = window as unknown as IdleHost): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (host.requestIdleCallback) idle = host.requestIdleCallback(run, { timeout });
    else timer = host.setTimeout(run, fallbackDelay);
  };
  if (host.document.readyState === 'complete') schedule();
  else host.addEventListener('load', schedule, { once: true });
  return () => {
    host.removeEventListener('load', schedule);
    if (idle !== undefined) host.cancelIdleCallback?.(idle);
    host.clearTimeout(timer);
  };
}
