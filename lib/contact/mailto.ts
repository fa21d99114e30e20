import type { ContactContent } from '@/lib/contact/texts';
import type { ContactFormValues } from '@/lib/contact/validation';
import { CONTACT_FIELDS } from './validation';

/** Mail apps and browsers cut very long mailto: links; past this many characters the message is shortened. */
export const MAILTO_MESSAGE_LIMIT = 1500;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * A `mailto:` link to the company address with what the visitor typed: the subject names them, the body is
 * their message followed by each field. The phone is followed by its international form in brackets when that
 * says more than what was typed (`0912 345 678 (+84 912 345 678)`), as the form's own e-mail carries both, so
 * sales can call back from anywhere. Encoded for RFC 6068 (spaces as %20, line breaks as %0D%0A).
 */
export function contactMailto(
  to: string,
  values: ContactFormValues,
  labels: ContactContent['form']['fields'],
  subjectTemplate: string,
  phoneInternational = '',
): string {
  const v = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field].trim()])) as unknown as ContactFormValues;
  const message = v.message.length > MAILTO_MESSAGE_LIMIT ? `${v.message.slice(0, MAILTO_MESSAGE_LIMIT)}…` : v.message;
  const shown = (field: keyof ContactFormValues) =>
    field === 'phone' && phoneInternational && phoneInternational !== v.phone ? `${v.phone} (${phoneInternational})` : v[field];
  const details = CONTACT_FIELDS.filter((field) => field !== 'message' && v[field] !== '').map(
    (field) => `${labels[field].label}: ${shown(field)}`,
  );
  const body = [message, details.join('\n')].filter(Boolean).join('\n\n').replace(/\r?\n/g, '\r\n');
  const subject = fill(subjectTemplate, { name: v.name }).replace(/\s+/g, ' ').trim();
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A content text with `{email}` filled in. */
export function withEmail(template: string, email: string): string {
  return fill(template, { email });
}
