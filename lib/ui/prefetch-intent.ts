/**
 * When a link's page is fetched ahead of the click: only once the visitor shows they mean to follow it, never
 * because the link is on screen. A first visit used to download the data of every page linked from the screen
 * (tens of files, most of them never followed, many cut off by the next navigation) and, with them, those pages'
 * style sheets and pictures. Now a page costs only itself until the visitor reaches for a link.
 *
 * Intent is the mouse (or a pen) resting on the link for REST_MS, or keyboard focus staying on it as long: a pointer
 * that crosses a link on its way elsewhere, or Tab pressed past a row of links, fetches nothing, and a hover that ends
 * in a click lasts a few hundred milliseconds. A press is not counted, nor the focus a click gives the link: the
 * router's prefetch takes three requests in a row (the page's address, its route, its data), longer than a press
 * lasts, and the navigation then fetches the page again beside it. So a tap on a touch screen, where nothing hovers,
 * fetches the page when it navigates, as before. The router fetches a page's data once and keeps it: a second
 * intent on the same link fetches nothing.
 */
export const REST_MS = 80;

/** What the intent handlers need of the browser: its timers (globalThis: the handlers are also made while the page is pre-rendered), or a stand-in in a test. */
export interface TimerHost {
  setTimeout(callback: () => void, delay: number): number;
  clearTimeout(handle: number | undefined): void;
}

/** The kinds of pointer that hover before they press. */
const HOVERING_POINTERS = new Set(['mouse', 'pen']);

type Source = 'pointer' | 'keyboard';

export interface IntentHandlers {
  onPointerEnter(event: { pointerType: string }): void;
  onPointerLeave(): void;
  /** `keyboard`: whether the focus came from the keyboard (the link matches :focus-visible), not from a click. */
  onFocus(keyboard: boolean): void;
  onBlur(): void;
  /** Forgets a pending rest (the link leaves the page). */
  cancel(): void;
}

/**
 * Handlers for one link that call `prefetch` when the visitor shows intent (see above). `prefetch` may be called
 * more than once for the same link (each new intent): the router does not fetch what it already holds.
 */
export function intentHandlers(prefetch: () => void, host: TimerHost = globalThis as unknown as TimerHost): IntentHandlers {
  let resting: { timer: number; by: Source } | undefined;
  const cancel = () => {
    if (resting) host.clearTimeout(resting.timer);
    resting = undefined;
  };
  // The pointer leaving ends only the pointer's rest (focus may still be on the link), and blur only focus's.
  const cancelBy = (by: Source) => {
    if (resting?.by === by) cancel();
  };
  const rest = (by: Source) => {
    cancel();
    const timer = host.setTimeout(() => {
      resting = undefined;
      prefetch();
    }, REST_MS);
    resting = { timer, by };
  };
  return {
    onPointerEnter: (event) => {
      if (HOVERING_POINTERS.has(event.pointerType)) rest('pointer');
    },
    onPointerLeave: () => cancelBy('pointer'),
    onFocus: (keyboard) => {
      if (keyboard) rest('keyboard');
    },
    onBlur: () => cancelBy('keyboard'),
    cancel,
  };
}

/** Whether `href` is a page of this site the router can fetch ahead: a path, not another origin, a mail or a phone link. */
export function isPrefetchable(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
