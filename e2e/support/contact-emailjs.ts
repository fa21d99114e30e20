import { EMAILJS_ORIGIN } from './ports.mjs';

/** One send as the fake EmailJS API received it (e2e/support/fake-emailjs.mjs). */
export interface Received {
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

/**
 * How the fake answers this test's sends: a status and text, after a delay, or a dropped or stalled connection.
 * `hold` keeps each answer back until the test calls `release()`: a late answer comes exactly when the test says.
 */
export interface Mode {
  status?: number;
  text?: string;
  delayMs?: number;
  drop?: boolean;
  hang?: boolean;
  hold?: boolean;
}

/**
 * The fake's control calls go through Node's fetch, not Playwright's request context: the fake closes idle
 * connections after 5 s, and the request context would reuse such a socket for the next call (ECONNRESET
 * when a test spends more than 5 s between two calls). Node's fetch follows the server's Keep-Alive timeout.
 */
const control = (path: string, testId: string) => `${EMAILJS_ORIGIN}${path}?test=${encodeURIComponent(testId)}`;

async function setMode(testId: string, mode: Mode): Promise<void> {
  const res = await fetch(control('/__mode', testId), { method: 'POST', body: JSON.stringify(mode) });
  if (!res.ok) throw new Error(`fake EmailJS: setting the mode answered ${res.status}`);
}

/** Sends the answers held back so far; how many there were. */
async function releaseHeld(testId: string): Promise<number> {
  const res = await fetch(control('/__release', testId), { method: 'POST' });
  // A fake started from an older copy of this file has no such call: say so rather than fail obscurely.
  if (!res.ok) throw new Error(`fake EmailJS: releasing held answers answered ${res.status} (a fake from an older checkout still running?)`);
  return ((await res.json()) as { released: number }).released;
}

async function allReceived(testId: string): Promise<Received[]> {
  const res = await fetch(control('/__requests', testId));
  return (await res.json()) as Received[];
}

/**
 * The fake e-mail service as one test sees it, answering as `mode` says (a plain 200 unless told). The fake
 * keeps its records while it runs, and a test's id is the same in every run: a fake left running by an earlier
 * run still holds that run's sends, so a test counts only what arrived after it started.
 */
export async function emailService(testId: string, mode: Mode = { status: 200 }) {
  await setMode(testId, mode);
  const before = (await allReceived(testId)).length;
  return {
    /** How the fake answers the next sends. */
    answer: (next: Mode) => setMode(testId, next),
    /** Sends the answers held back by `hold`; resolves with how many there were. */
    release: () => releaseHeld(testId),
    /** What this test sent, in order. */
    received: async () => (await allReceived(testId)).slice(before),
  };
}
