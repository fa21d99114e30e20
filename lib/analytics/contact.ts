import type { SendOutcome } from '../contact/emailjs';
import type { ContactFailureReason } from './events';
import { track } from './track';

/**
 * The kind of a failed send, as the dashboard groups it: stopped by the form's own limit or the service's 429
 * ("throttled"), no answer in time ("timeout"), no answer at all or the client not loaded ("network"), and
 * any other answer of the service ("refused").
 */
export function contactFailureReason(outcome: Pick<SendOutcome, 'status' | 'timedOut' | 'throttled'>): ContactFailureReason {
  if (outcome.throttled || outcome.status === 429) return 'throttled';
  if (outcome.timedOut) return 'timeout';
  if (outcome.status === 0) return 'network';
  return 'refused';
}

/**
 * Counts what the visitor was shown after a send: the conversion, with the page and its language, or a failure
 * with its kind. Nothing of what was typed. A bot caught by the honeypot is no conversion.
 */
export function trackContactOutcome(outcome: SendOutcome): void {
  if (outcome.dropped) return;
  if (outcome.ok) track('contactSent', { page: window.location.pathname, language: document.documentElement.lang });
  else track('contactFailed', { reason: contactFailureReason(outcome) });
}
