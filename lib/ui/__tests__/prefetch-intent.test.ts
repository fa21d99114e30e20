import { REST_MS, intentHandlers, isPrefetchable, type TimerHost } from '@/lib/ui/prefetch-intent';

/** A timer stand-in: the test lets time pass by firing what is due. */
function fakeTimers() {
  const timers = new Map<number, { callback: () => void; delay: number }>();
  let next = 1;
  const host: TimerHost = {
    setTimeout: (callback, delay) => (timers.set(next, { callback, delay }), next++),
    clearTimeout: (handle) => void (handle !== undefined && timers.delete(handle)),
  };
  /** Fires every timer due within `ms` (each was set for REST_MS or less here). */
  const pass = (ms: number) => {
    for (const [handle, timer] of [...timers]) {
      if (timer.delay > ms) continue;
      timers.delete(handle);
      timer.callback();
    }
  };
  return { host, timers, pass };
}

/** One link's handlers over the timer stand-in, and the prefetch they call. */
function aLink() {
  const prefetch = jest.fn();
  const time = fakeTimers();
  return { prefetch, time, link: intentHandlers(prefetch, time.host) };
}

describe('intentHandlers', () => {
  it('prefetches once the mouse has rested on the link, not while it only passes over it', () => {
    const { prefetch, time, link } = aLink();
    link.onPointerEnter({ pointerType: 'mouse' });
    time.pass(REST_MS - 1);
    link.onPointerLeave();
    time.pass(REST_MS);
    expect(prefetch).not.toHaveBeenCalled();

    link.onPointerEnter({ pointerType: 'mouse' });
    time.pass(REST_MS);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('a finger passing over or touching a link is no intent (the tap navigates; the router fetches the page then)', () => {
    const { prefetch, time, link } = aLink();
    link.onPointerEnter({ pointerType: 'touch' });
    time.pass(REST_MS);
    expect(prefetch).not.toHaveBeenCalled();
    expect(time.timers.size).toBe(0);
  });

  it('prefetches once keyboard focus has stayed on the link; tabbing past it, or the focus a click gives, fetches nothing', () => {
    const { prefetch, time, link } = aLink();
    link.onFocus(true);
    link.onBlur();
    time.pass(REST_MS);
    link.onFocus(false);
    time.pass(REST_MS);
    expect(prefetch).not.toHaveBeenCalled();
    link.onBlur();
    link.onFocus(true);
    time.pass(REST_MS);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('the pointer leaving does not end the rest keyboard focus began, nor blur the pointer’s', () => {
    const { prefetch, time, link } = aLink();
    link.onFocus(true);
    link.onPointerLeave();
    time.pass(REST_MS);
    expect(prefetch).toHaveBeenCalledTimes(1);
    link.onPointerEnter({ pointerType: 'pen' });
    link.onBlur();
    time.pass(REST_MS);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('cancel forgets a pending rest (the link has left the page)', () => {
    const { prefetch, time, link } = aLink();
    link.onPointerEnter({ pointerType: 'mouse' });
    link.cancel();
    time.pass(REST_MS);
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('isPrefetchable', () => {
  it('is true of the site’s own paths only', () => {
    expect(isPrefetchable('/contact#contact')).toBe(true);
    expect(isPrefetchable('/news-and-events?page=2')).toBe(true);
    expect(isPrefetchable('//example.com/x')).toBe(false);
    expect(isPrefetchable('https://example.com/')).toBe(false);
    expect(isPrefetchable('mailto:hello@example.com')).toBe(false);
    expect(isPrefetchable('#main')).toBe(false);
  });
});
