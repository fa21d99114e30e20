import type { Texts } from '../content/registry';
import { fillTemplate } from '../i18n/template';
import type { SendOutcome } from './emailjs';
import { CONTACT_MAX_LENGTHS, MESSAGE_COUNTER_FROM, characterCount } from './validation';

/** A send outcome: whether the message went, and what the visitor is told. */
export interface SendStatus {
  success: boolean;
  message: string;
}

/** The contact texts as the form uses them (lib/contact/content.ts): each send outcome with its success flag. */
export type ContactContent = Omit<Texts['contact'], 'status'> & {
  status: Record<keyof Texts['contact']['status'], SendStatus>;
  /** The page's language (content/languages.yml's locale), for the numbers in the messages: 5,000 or 5.000. */
  locale: string;
  /** The country whose phone numbers the form reads without a country code (content/languages.yml's phoneCountry). */
  phoneCountry: string;
};

// One number format per language, made on first use: the first Intl.NumberFormat of a page costs a phone tens of
// milliseconds (the browser loads its locale data), too much to pay while the form hydrates for a number it may
// never show.
const numberFormats = new Map<string, Intl.NumberFormat>();

function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** The template with each `{key}` replaced (lib/i18n/template.ts); numbers written as `locale` writes them (5,000 in en-US). */
export function fillIn(template: string, values: Record<string, string | number>, locale = 'en-US'): string {
  return fillTemplate(template, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? formatNumber(value, locale) : value])));
}

/** One piece of a field's label: the label itself, or the hint with what the language writes around it. */
export interface LabelPart {
  text: string;
  isLabel: boolean;
}

/**
 * A field's label in pieces, as `labelWithHint` (content) writes a label and its hint together: "Company
 * (optional)" in English, "公司（选填）" in Chinese, with the language's own brackets and spacing. A field without a
 * hint is its label alone.
 */
export function labelParts(labelWithHint: string, text: { label: string; hint?: string }): LabelPart[] {
  if (!text.hint) return [{ text: text.label, isLabel: true }];
  const hint = text.hint;
  return labelWithHint
    .split(/(\{label\})/)
    .filter(Boolean)
    .map((piece) => (piece === '{label}' ? { text: text.label, isLabel: true } : { text: piece.replaceAll('{hint}', hint), isLabel: false }));
}

/** A field's label as it is read out (its accessible name): the label, with its hint the language's way. */
export function fieldLabel(labelWithHint: string, text: { label: string; hint?: string }): string {
  return text.hint ? fillTemplate(labelWithHint, { label: text.label, hint: text.hint }) : text.label;
}

/** The too-long message for a field, with its limit and the visitor's current count. */
export function tooLongMessage(texts: ContactContent, field: keyof typeof CONTACT_MAX_LENGTHS, value: string): string {
  return fillIn(texts.errors.tooLong, { max: CONTACT_MAX_LENGTHS[field], count: characterCount(value.trim()) }, texts.locale);
}

/** "Please wait 8 seconds ...": whole seconds, rounded up, never 0. */
export function waitMessage(texts: ContactContent, retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const time = seconds === 1 ? texts.waitTime.one : fillIn(texts.waitTime.other, { count: seconds }, texts.locale);
  return fillIn(texts.status.wait.message, { seconds: time }, texts.locale);
}

export interface MessageCounter {
  /** Shown from MESSAGE_COUNTER_FROM of the limit on. */
  visible: boolean;
  over: boolean;
  /** What the counter says; empty while it is not shown. */
  text: string;
  /**
   * Changes only at a few steps (1,000, 500, 100 and 0 characters left, then over the limit), so a screen
   * reader hears the count when it matters and not on every keystroke. Empty below the counter's start.
   */
  step: string;
}

const STEPS = [1000, 500, 100, 0] as const;

export function messageCounter(texts: ContactContent, value: string): MessageCounter {
  const max = CONTACT_MAX_LENGTHS.message;
  // Counted as the check on submit and the too-long message count (without surrounding white space), so the
  // counter turns red exactly when submit would refuse the message, and both name the same number.
  const count = characterCount(value.trim());
  const over = count > max;
  const visible = count >= max * MESSAGE_COUNTER_FROM;
  // Written out only when shown: an empty or short message (every page load) formats no number.
  const text = visible ? fillIn(over ? texts.form.counterOver : texts.form.counter, { count, max, over: count - max }, texts.locale) : '';
  const left = max - count;
  const reached = over ? 'over' : visible ? String(STEPS.filter((s) => left <= s).at(-1) ?? 'near') : '';
  return { visible, over, text, step: reached };
}

/** Which outcome a send shows, and its words (the kinds are described with the alert that shows them). */
export interface OutcomeView {
  kind: 'success' | 'failure' | 'wait';
  message: string;
  /** Said after a failure when it tells the visitor more (the service refused too many sends: wait a minute). */
  hint?: string;
}

/**
 * A send stopped by our own throttle (nothing went out: it is only too soon) says to wait and for how long.
 * Every send the service did not take shows the failure message; a 429 from the service adds that it is busy
 * and to wait a minute.
 */
export function outcomeView(texts: ContactContent, outcome: SendOutcome): OutcomeView {
  if (outcome.ok) return { kind: 'success', message: texts.status.success.message };
  if (outcome.throttled) return { kind: 'wait', message: waitMessage(texts, outcome.retryAfterMs ?? 0) };
  if (outcome.status === 429) return { kind: 'failure', message: texts.status.failure.message, hint: texts.status.busy.message };
  return { kind: 'failure', message: texts.status.failure.message };
}
