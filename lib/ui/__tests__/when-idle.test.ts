import { whenIdleAfterLoad, type IdleHost } from '@/lib/ui/when-idle';

/** A window stand-in that records what was scheduled and lets the test fire load, idle and timers. */
function fakeHost({ loaded, idle }: { loaded: boolean; idle: boolean }) {
  const loads = new Set<() => void>();
  const idles = new Map<number, { callback: () => void; timeout?: number }>();
  const timers = new Map<number, { callback: () => void; delay: number }>();
  let next = 1;
  const host: IdleHost = {
    document: { readyState: loaded ? 'complete' : 'interactive' },
    addEventListener: (_type, listener) => void loads.add(listener),
    removeEventListener: (_type, listener) => void loads.delete(listener),
    setTimeout: (callback, delay) => (timers.set(next, { callback, delay }), next++),
    clearTimeout: (handle) => void (handle !== undefined && timers.delete(handle)),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout?: number }) => (idles.set(next, { callback, timeout: options?.timeout }), next++),
          cancelIdleCallback: (handle: number) => void idles.delete(handle),
        }
      : {}),
  };
  const load = () => {
    (host.document as { readyState: DocumentReadyState }).readyState = 'complete';
    for (const listener of [...loads]) listener();
    loads.clear();
  };
  return { host, loads, idles, timers, load };
}

const timing = { timeout: 3000, fallbackDelay: 1000 };

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment, at the latest after the timeout', () => {
    const run = jest.fn();
    const fake = fakeHost({ loaded: false, idle: true });
    whenIdleAfterLoad(run, timing, fake.host);
    expect(fake.idles.size).toBe(0);
    expect(fake.loads.size).toBe(1);
    fake.load();
    expect(run).not.toHaveBeenCalled();
    const [scheduled] = [...fake.idles.values()];
    expect(scheduled?.timeout).toBe(3000);
    scheduled?.callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once on a page already loaded', () => {
    const fake = fakeHost({ loaded: true, idle: true });
    whenIdleAfterLoad(jest.fn(), timing, fake.host);
    expect(fake.idles.size).toBe(1);
    expect(fake.loads.size).toBe(0);
  });

  it('without idle callbacks, runs the fallback delay after the load', () => {
    const run = jest.fn();
    const fake = fakeHost({ loaded: false, idle: false });
    whenIdleAfterLoad(run, timing, fake.host);
    fake.load();
    const [timer] = [...fake.timers.values()];
    expect(timer?.delay).toBe(1000);
    timer?.callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load, or before the idle moment or the timer, it never runs', () => {
    for (const idle of [true, false]) {
      const early = fakeHost({ loaded: false, idle });
      whenIdleAfterLoad(jest.fn(), timing, early.host)();
      expect(early.loads.size).toBe(0);

      const late = fakeHost({ loaded: true, idle });
      const cancel = whenIdleAfterLoad(jest.fn(), timing, late.host);
      expect(late.idles.size + late.timers.size).toBe(1);
      cancel();
      expect(late.idles.size + late.timers.size).toBe(0);
    }
  });
});
