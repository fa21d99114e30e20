import type { StorageProvider } from '@emailjs/browser';
import type { EmailJsConfig, EmailJsSettings } from './emailjs-config';

type EmailJs = typeof import('@emailjs/browser');
let client: Promise<EmailJs> | undefined;

/**
 * The EmailJS client, fetched once, when the visitor starts on the form (its first focus) or sends:
 * a page with the form does not load it ahead of its first paint, nor at all for a visitor who never writes.
 */
export function loadEmailJs(): Promise<EmailJs> {
  client ??= import('@emailjs/browser').catch((error: unknown) => {
    // A failed fetch (offline for a moment) is tried again on the next send.
    client = undefined;
    throw error;
  });
  return client;
}

/**
 * Sending the contact form with the real EmailJS client (`sendForm` posts the form as multipart data to
 * `<origin>/api/v1.0/email/send-form`, adding lib_version, service_id, template_id and user_id).
 */

/** Name of the hidden honeypot field: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = 'botcheck';
/**
 * Name of the hidden field that carries the phone number in international form (`+84 28 3822 0148`) beside the
 * number as typed (`phone`): `{{phone_international}}` in the e-mail template. Empty when the number is one only
 * the form's first rule reads, whose country nothing tells.
 */
export const PHONE_INTERNATIONAL_FIELD = 'phone_international';
/** EmailJS `limitRate`: at most one send per this many ms from one browser (a failed send may retry at once). */
export const CONTACT_THROTTLE_MS = 10_000;
export const CONTACT_THROTTLE_ID = 'apexbridge-contact-form';
/**
 * After this long without an answer the visitor is told that sending failed (a stalled mobile connection
 * would otherwise leave the form on "Sending..." for good). The request itself cannot be called back and may
 * still deliver the message: the form keeps tracking it (lib/contact/send-tracker.ts), so a late success is
 * shown as a success and a retry never delivers the message twice.
 */
export const CONTACT_SEND_TIMEOUT_MS = 15_000;

export interface SendOutcome {
  ok: boolean;
  /** HTTP status of the answer; 0 when the request never got one (network failure, missing configuration). */
  status: number;
  text: string;
  /** The honeypot was filled: nothing was sent. */
  dropped?: boolean;
  /** No answer within the time limit (the request may still get through later). */
  timedOut?: boolean;
  /** Stopped by the throttle after a recent send: nothing was sent, and a send works again in `retryAfterMs`. */
  throttled?: boolean;
  retryAfterMs?: number;
}

/**
 * How long until the throttle lets the next send through, in ms (0 when it would go now). EmailJS's
 * limitRate keeps the time of the last send under CONTACT_THROTTLE_ID; reading it ourselves tells the
 * visitor when to try again, and tells the throttle's refusal apart from the service's own 429.
 */
export async function throttleLeftMs(from: StorageProvider | undefined, now: number = Date.now()): Promise<number> {
  if (!from) return 0;
  const last = Number((await from.get(CONTACT_THROTTLE_ID).catch(() => null)) || 0);
  const left = last + CONTACT_THROTTLE_MS - now;
  // A time in the future (a clock set back) would block for longer than the throttle: ignore it.
  return left > 0 && left <= CONTACT_THROTTLE_MS ? left : 0;
}

/**
 * What the visitor is shown when the time limit passes: a failure, though the request is still out. Logged
 * like a failed send, so a developer sees why the form said it failed.
 */
export function reportTimedOut(timeoutMs: number = CONTACT_SEND_TIMEOUT_MS): SendOutcome {
  const outcome: SendOutcome = { ok: false, status: 0, text: `No answer within ${timeoutMs / 1000} s`, timedOut: true };
  console.warn(`Contact form: ${outcome.text}; the visitor is told it failed, and a late answer still counts`);
  return outcome;
}

/** Normalises what EmailJS rejects with: `{ status, text }` answers, a TypeError from fetch, or a plain string. */
export function toSendOutcome(error: unknown): SendOutcome {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error && typeof error.text === 'string' ? error.text : '';
    return { ok: false, status: error.status, text };
  }
  if (typeof error === 'string') return { ok: false, status: 0, text: error };
  return { ok: false, status: 0, text: 'Network Error' };
}

/** localStorage behind EmailJS's storage interface, or nothing where storage is blocked. */
export function browserStorage(): StorageProvider | undefined {
  try {
    const storage = window.localStorage;
    const probe = `${CONTACT_THROTTLE_ID}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return {
      get: async (key) => storage.getItem(key),
      set: async (key, value) => storage.setItem(key, value),
      remove: async (key) => storage.removeItem(key),
    };
  } catch {
    return undefined;
  }
}

let initialisedFor: string | undefined;
let storage: StorageProvider | undefined;

/**
 * `init` once per configuration. The storage provider is passed explicitly: EmailJS 4's `init` replaces its
 * default storage with the option's value, so without it `limitRate` would silently do nothing.
 */
function ensureInit({ init }: EmailJs, config: EmailJsConfig) {
  const key = JSON.stringify(config);
  if (initialisedFor === key) return;
  storage = browserStorage();
  init(
    {
      publicKey: config.publicKey,
      blockHeadless: config.blockHeadless,
      limitRate: { id: CONTACT_THROTTLE_ID, throttle: CONTACT_THROTTLE_MS },
      storageProvider: storage,
    },
    config.origin,
  );
  initialisedFor = key;
}

/** Whether a bot filled the honeypot field of this form. */
export function isHoneypotFilled(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement && field.value.trim() !== '';
}

/**
 * Sends the form and resolves with the service's own answer, however long it takes: the time limit is the
 * caller's (see send-tracker.ts). Never throws: the outcome says whether it worked. Failures are logged with
 * their status and text (console.warn; a missing configuration is a deployment defect and logs console.error).
 */
export async function sendContactForm(form: HTMLFormElement, settings: EmailJsSettings): Promise<SendOutcome> {
  if (isHoneypotFilled(form)) return { ok: true, status: 200, text: 'OK', dropped: true };
  if (!settings.ok) {
    const text = `EmailJS is not configured: ${settings.missing.join(', ')} ${settings.missing.length === 1 ? 'is' : 'are'} not set (see .env.example).`;
    console.error(`Contact form: ${text}`);
    return { ok: false, status: 0, text };
  }
  const { config } = settings;
  let emailjs: EmailJs;
  try {
    emailjs = await loadEmailJs();
  } catch (error) {
    const outcome = toSendOutcome(error);
    console.warn(`Contact form: the e-mail client could not be loaded: ${outcome.text}`);
    return outcome;
  }
  ensureInit(emailjs, config);
  const left = await throttleLeftMs(storage);
  if (left > 0) {
    const outcome: SendOutcome = { ok: false, status: 429, text: 'Too Many Requests', throttled: true, retryAfterMs: left };
    console.warn(`Contact form: sending failed with status ${outcome.status}: ${outcome.text}`);
    return outcome;
  }
  // The empty honeypot is left out of the message: a disabled control is not part of the form data, which
  // sendForm reads synchronously before its first await.
  const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
  const hideHoneypot = honeypot instanceof HTMLInputElement;
  if (hideHoneypot) honeypot.disabled = true;
  let pending: Promise<unknown>;
  try {
    pending = emailjs.sendForm(config.serviceId, config.templateId, form);
  } catch (error) {
    pending = Promise.reject(error);
  } finally {
    if (hideHoneypot) honeypot.disabled = false;
  }
  try {
    const answer = (await pending) as { status: number; text: string };
    return { ok: true, status: answer.status, text: answer.text };
  } catch (error) {
    const outcome = toSendOutcome(error);
    console.warn(`Contact form: sending failed with status ${outcome.status}: ${outcome.text}`);
    // The throttle stops repeat sends after a success, never a retry after a failure (the service's own 429
    // included: the visitor is told to wait for the service, not that they just sent a message).
    await storage?.remove(CONTACT_THROTTLE_ID).catch(() => undefined);
    return outcome;
  }
}
