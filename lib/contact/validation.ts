/**
 * Contact form validation: the required rules and formats, and a length limit per field. Pure functions: they return error codes per field, and the
 * component shows the matching message from content/texts/contact.yml.
 */

/** The fields of the "Get in Touch" form: name, e-mail and phone are required, company and message optional. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

/** Why a field was rejected. */
export type ContactErrorCode = 'required' | 'email' | 'phone' | 'tooLong';
export type ContactErrors = Partial<Record<keyof ContactFormValues, ContactErrorCode>>;

/** Fields in the order they appear on the form (focus goes to the first invalid one). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const satisfies readonly (keyof ContactFormValues)[];
export const REQUIRED_FIELDS = ['name', 'email', 'phone'] as const satisfies readonly (keyof ContactFormValues)[];

/**
 * The longest value each field takes, in characters. Together they stay far below what the e-mail service
 * accepts in one request (see CONTACT_MAX_BYTES), so a long message can never turn every send into a
 * failure. The inputs do not carry them as maxlength: that would cut a long paste without a word, and the
 * visitor would send half a message believing it whole. Text over a limit stays in the field (and in the
 * draft) as it is, the field says at once how much to shorten, and submit is refused until it fits.
 */
export const CONTACT_MAX_LENGTHS = { name: 100, email: 254, phone: 30, company: 120, message: 5000 } as const satisfies Record<
  keyof ContactFormValues,
  number
>;

/** What the e-mail service accepts for the variables of one message (50 KB), kept with a wide margin. */
export const CONTACT_MAX_BYTES = 50 * 1024;

/** The message shows its counter from this share of its limit on, so short messages see no noise. */
export const MESSAGE_COUNTER_FROM = 0.8;

/**
 * The most a field takes, as a multiple of its limit: room enough that a real message pasted too long is kept
 * whole to be shortened in place (a message four times its limit), while a paste of megabytes (a file copied by
 * mistake) never reaches the page. A browser lays out and re-reads such a text on every keystroke, for seconds
 * each with accessibility on, and a tab that stops answering is closed; kept here, what is cut is over the limit
 * anyway, so the field still says how much to shorten and nothing cut can be sent believed whole.
 */
export const CONTACT_KEEP_FACTOR = 4;

/** The most text a field holds (CONTACT_KEEP_FACTOR times its limit), in the units characterCount counts. */
export function keptLength(field: keyof ContactFormValues): number {
  return CONTACT_MAX_LENGTHS[field] * CONTACT_KEEP_FACTOR;
}

/** `text` cut to at most `room` code units, never between the two halves of one character (an emoji). */
function cutAt(text: string, room: number): string {
  if (text.length <= room) return text;
  const end = Math.max(0, room);
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}

/**
 * What of `inserted` (a paste, a drop, typed text) a field takes when it replaces the selection
 * `start`..`end` of `value`: all of it when the result stays within keptLength, else its beginning, as much as
 * fits. What the visitor had typed before and after the selection is never cut.
 */
export function fittingInsertion(field: keyof ContactFormValues, value: string, start: number, end: number, inserted: string): string {
  const room = keptLength(field) - (value.length - (end - start));
  return cutAt(inserted, room);
}

/**
 * A field's new value after any change, held within keptLength: the part that changed (between what stayed the
 * same at its start and at its end) is cut as fittingInsertion cuts it. For changes that did not come through
 * the field's input (an older draft, a browser that filled the field in); the field itself stops a long paste
 * before it lands (components/contact/form-field.tsx).
 */
export function keptValue(field: keyof ContactFormValues, previous: string, next: string): string {
  const max = keptLength(field);
  if (next.length <= max) return next;
  let head = 0;
  const shortest = Math.min(previous.length, next.length);
  while (head < shortest && previous.charCodeAt(head) === next.charCodeAt(head)) head += 1;
  let tail = 0;
  while (tail < shortest - head && previous.charCodeAt(previous.length - 1 - tail) === next.charCodeAt(next.length - 1 - tail)) tail += 1;
  const kept = cutAt(next.slice(head, next.length - tail), max - head - tail);
  // The visitor's own text alone over the ceiling (it can only be an older draft's): that is cut at its end.
  return cutAt(next.slice(0, head) + kept + next.slice(next.length - tail), max);
}

/**
 * Length in UTF-16 code units, as browsers count a field's length (most characters are one, an emoji is
 * two). The counter, the too-long message and the check on submit all count this way, so they always agree.
 */
export function characterCount(value: string): number {
  return value.length;
}

/** Whether a field's value is over its limit, counted as it will be sent (without surrounding white space). */
export function isTooLong(field: keyof ContactFormValues, value: string): boolean {
  return characterCount(value.trim()) > CONTACT_MAX_LENGTHS[field];
}

/**
 * The form's first phone rule, kept so that every number it took is still taken: optional plus, optional
 * opening bracket, 3 digits, optional closing bracket, optional separator (dash, space or dot), 3 digits,
 * optional separator, then 4 to 6 digits. North American in shape; the numbers of every other country are
 * the phone rules' (lib/contact/phone.ts).
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4,6}$/;

/** What a typed phone number is: whether it is a number, and its international form ('' when that is not known). */
export interface PhoneReading {
  valid: boolean;
  international: string;
}

/** Reads a typed phone number (lib/contact/phone.ts, with the edition's country for national numbers). */
export type PhoneReader = (value: string) => PhoneReading;

/**
 * Stands in for the phone rules when they could not be fetched (a connection lost for a moment): digits with the
 * usual separators, 7 to 17 of them, so a visitor is not refused by our own missing file. Nothing says which
 * country such a number is in, so it has no international form; the message carries it as typed.
 */
export const roughPhoneReader: PhoneReader = (value) => {
  const digits = value.replace(/\D/g, '').length;
  return { valid: /^\+?[\d\s().\/-]+$/.test(value) && digits >= 7 && digits <= 17, international: '' };
};

/**
 * A practical e-mail address check: a local part of the usual atext characters with single dots between
 * them, "@", then a domain of dot-separated labels (letters, digits, inner hyphens) ending in a letters-only
 * top-level domain of two or more. No spaces anywhere.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && !/\s/.test(value) && EMAIL_PATTERN.test(value);
}

/** Whether `value` is a phone number: by the phone rules (`read`), or in a form the first rule took. */
export function isValidPhone(value: string, read: PhoneReader): boolean {
  return PHONE_PATTERN.test(value) || read(value).valid;
}

/** The values as they will be sent: every field trimmed of surrounding white space. */
export function normaliseContactValues(values: ContactFormValues): ContactFormValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
  };
}

/**
 * The required, format and length rules, on the trimmed values; `readPhone` reads the phone number. An empty
 * object means the form may be sent.
 */
export function validateContactForm(values: ContactFormValues, readPhone: PhoneReader): ContactErrors {
  const v = normaliseContactValues(values);
  const errors: ContactErrors = {};
  for (const field of REQUIRED_FIELDS) {
    if (v[field] === '') errors[field] = 'required';
  }
  if (!errors.email && !isValidEmail(v.email)) errors.email = 'email';
  if (!errors.phone && !isValidPhone(v.phone, readPhone)) errors.phone = 'phone';
  // Too long wins over a format message: shortening is what the visitor must do first.
  for (const field of CONTACT_FIELDS) {
    if (isTooLong(field, v[field])) errors[field] = 'tooLong';
  }
  return errors;
}

/** The first field (in form order) that has an error, to move focus to. */
export function firstInvalidField(errors: ContactErrors): keyof ContactFormValues | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

export function hasErrors(errors: ContactErrors): boolean {
  return firstInvalidField(errors) !== undefined;
}

/** The errors after the visitor typed in `field`: that field's error is cleared, the others stay. */
export function clearFieldError(errors: ContactErrors, field: keyof ContactFormValues): ContactErrors {
  if (errors[field] === undefined) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export const EMPTY_CONTACT_VALUES: ContactFormValues = { name: '', email: '', phone: '', company: '', message: '' };
