import { contact } from '@/lib/contact/content';
import type { ContactFormValues } from '@/lib/contact/validation';
import { phoneReader } from '@/lib/contact/phone';
import { CONTACT_DRAFT_KEY, readDraft } from '@/lib/contact/draft';
import { loadContent } from '@/lib/content/load';
import { readLanguages } from '@/lib/i18n/languages.mjs';
import { fieldLabel, fillIn, labelParts, messageCounter, outcomeView, tooLongMessage, waitMessage, type ContactContent } from '@/lib/contact/texts';
import {
  CONTACT_FIELDS,
  CONTACT_KEEP_FACTOR,
  CONTACT_MAX_BYTES,
  CONTACT_MAX_LENGTHS,
  characterCount,
  fittingInsertion,
  keptLength,
  keptValue,
  clearFieldError,
  firstInvalidField,
  hasErrors,
  isTooLong,
  isValidEmail,
  normaliseContactValues,
  validateContactForm,
} from '@/lib/contact/validation';

/** The phone rules as the English edition reads numbers (which numbers they take: phone.test.ts). */
const readPhone = phoneReader('US');

const valid: ContactFormValues = {
  name: 'Linh Tran',
  email: 'linh.tran@example.com',
  phone: '(415) 555-0132',
  company: '',
  message: '',
};

/**
 * The contact texts with templates of our own in place of the editors' wording: the tests see what the site
 * fills in ({max}, {count}, {over}, {seconds}) and how, whatever the words around it.
 */
const marked: ContactContent = {
  ...contact,
  form: { ...contact.form, counter: '{count}/{max}', counterOver: '{count}/{max} over by {over}' },
  errors: { ...contact.errors, tooLong: 'max {max} now {count}' },
  status: { ...contact.status, wait: { success: false, message: 'wait {seconds}' } },
  waitTime: { one: 'one second', other: '{count} seconds' },
};

describe('e-mail rule', () => {
  it.each([
    'a@b.co',
    'linh.tran@example.com',
    'first.last+tag@sub.example.com.vn',
    "o'brien@example.ie",
    'user_name-1@my-company.io',
    'UPPER@EXAMPLE.COM',
    'x@a-b.c-d.travel',
  ])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    '',
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@.com',
    'user@example.',
    'user@example..com',
    'user.@example.com',
    '.user@example.com',
    'us..er@example.com',
    'user@@example.com',
    'user@exa mple.com',
    'us er@example.com',
    'user @example.com',
    'user@example.com ',
    'user@-example.com',
    'user@example-.com',
    'user@example.c',
    'user@example.c0m',
    'user@example_domain.com',
    'user(at)example.com',
    'user@example.com, other@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('validateContactForm', () => {
  it('passes a complete form; company and message are unchecked', () => {
    expect(validateContactForm(valid, readPhone)).toEqual({});
    expect(validateContactForm({ ...valid, company: '   ', message: '<script>' }, readPhone)).toEqual({});
  });
  it('requires name, email and phone', () => {
    expect(validateContactForm({ name: '', email: '', phone: '', company: '', message: '' }, readPhone)).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
    });
  });
  it('trims before checking: white space alone is empty', () => {
    expect(validateContactForm({ ...valid, name: '   ', email: '\t', phone: ' \n ' }, readPhone)).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
    });
    expect(validateContactForm({ ...valid, name: '  Linh ', email: ' linh@example.com ', phone: ' 415-555-0132 ' }, readPhone)).toEqual({});
  });
  it('reports a format error only when the field is filled', () => {
    expect(validateContactForm({ ...valid, email: 'linh@', phone: '12345' }, readPhone)).toEqual({ email: 'email', phone: 'phone' });
    expect(validateContactForm({ ...valid, email: 'linh tran@example.com' }, readPhone)).toEqual({ email: 'email' });
  });
  it('normalises every field by trimming', () => {
    expect(normaliseContactValues({ name: ' A ', email: ' b@c.de ', phone: ' 415 555 0132 ', company: ' C ', message: '\nHi\n' })).toEqual({
      name: 'A',
      email: 'b@c.de',
      phone: '415 555 0132',
      company: 'C',
      message: 'Hi',
    });
  });
});

describe('error helpers', () => {
  it('finds the first invalid field in form order', () => {
    expect(firstInvalidField({ phone: 'phone', email: 'email' })).toBe('email');
    expect(firstInvalidField({ phone: 'required' })).toBe('phone');
    expect(firstInvalidField({})).toBeUndefined();
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: 'required' })).toBe(true);
  });
  it('clears only the field being typed in', () => {
    const errors = { name: 'required', email: 'email' } as const;
    expect(clearFieldError(errors, 'name')).toEqual({ email: 'email' });
    expect(clearFieldError(errors, 'company')).toBe(errors);
    expect(errors).toEqual({ name: 'required', email: 'email' });
  });
});

describe('length limits', () => {
  const at = (field: keyof typeof CONTACT_MAX_LENGTHS, length: number, char = 'a') => ({ ...valid, [field]: char.repeat(length) });
  /** A well-formed address of exactly `length` characters. */
  const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  it.each(['name', 'company', 'message'] as const)('%s: the limit passes, one more is too long', (field) => {
    expect(validateContactForm(at(field, CONTACT_MAX_LENGTHS[field]), readPhone)).toEqual({});
    expect(validateContactForm(at(field, CONTACT_MAX_LENGTHS[field] + 1), readPhone)).toEqual({ [field]: 'tooLong' });
  });

  it('e-mail: 254 characters pass, 255 are too long (not reported as malformed)', () => {
    // Labels of at most 63 characters, so the address is well formed at any of these lengths.
    const address = (length: number) => {
      const local = 'a'.repeat(64);
      const labels = ['b'.repeat(63), 'c'.repeat(63)];
      const rest = length - local.length - 1 - labels.join('.').length - '.com'.length - 1;
      return `${local}@${labels.join('.')}.${'d'.repeat(rest)}.com`;
    };
    expect(address(254)).toHaveLength(254);
    expect(validateContactForm({ ...valid, email: address(254) }, readPhone)).toEqual({});
    expect(validateContactForm({ ...valid, email: address(255) }, readPhone)).toEqual({ email: 'tooLong' });
    expect(validateContactForm({ ...valid, email: emailOf(262) }, readPhone)).toEqual({ email: 'tooLong' });
  });

  it('phone: past 30 characters it is too long, not malformed; at 30 the format rule still applies', () => {
    expect(validateContactForm({ ...valid, phone: '7'.repeat(31) }, readPhone)).toEqual({ phone: 'tooLong' });
    expect(validateContactForm({ ...valid, phone: '7'.repeat(30) }, readPhone)).toEqual({ phone: 'phone' });
    expect(validateContactForm({ ...valid, phone: `  ${valid.phone}${' '.repeat(40)}` }, readPhone)).toEqual({});
  });

  it('counts as browsers count a field\'s length (an emoji is two) and ignores surrounding white space', () => {
    expect(characterCount('😀é\n')).toBe(4);
    expect(isTooLong('message', 'a'.repeat(5000))).toBe(false);
    expect(isTooLong('message', `\n ${'a'.repeat(5000)} \n`)).toBe(false);
    expect(isTooLong('message', 'a'.repeat(10_000))).toBe(true);
    expect(isTooLong('name', '😀'.repeat(51))).toBe(true);
    expect(validateContactForm(at('name', 50, '😀'), readPhone)).toEqual({});
    expect(validateContactForm({ ...valid, name: `${'😀'.repeat(50)}a` }, readPhone)).toEqual({ name: 'tooLong' });
    expect(validateContactForm({ ...valid, message: `  ${'a'.repeat(5000)}\n\n` }, readPhone)).toEqual({});
  });

  it('a message at every limit stays well under what the e-mail service accepts', () => {
    // Worst case: three UTF-8 bytes per counted unit (a surrogate pair is two units for four bytes), plus
    // the multipart framing of each field.
    const worst = Object.values(CONTACT_MAX_LENGTHS).reduce((sum, max) => sum + max * 3 + 200, 0);
    expect(worst).toBeLessThan(CONTACT_MAX_BYTES / 2);
  });
});

describe('the most a field holds', () => {
  it('is a few times its limit: a message pasted too long is kept to be shortened, megabytes are not', () => {
    expect(CONTACT_KEEP_FACTOR).toBeGreaterThanOrEqual(2);
    for (const field of CONTACT_FIELDS) expect(keptLength(field)).toBe(CONTACT_MAX_LENGTHS[field] * CONTACT_KEEP_FACTOR);
    // Whatever is cut is over the limit, so the field always says how much to shorten and submit refuses it.
    for (const field of CONTACT_FIELDS) expect(isTooLong(field, 'a'.repeat(keptLength(field)))).toBe(true);
  });

  it('an insertion that fits is taken whole; one that does not, as much of its beginning as fits, around what was typed', () => {
    const max = keptLength('message');
    expect(fittingInsertion('message', 'Dear team, ', 11, 11, 'hello')).toBe('hello');
    const paste = 'p'.repeat(10 * 1024 * 1024);
    // Typed before and after the caret: both kept, the paste fills what is left.
    expect(fittingInsertion('message', 'ab', 1, 1, paste)).toHaveLength(max - 2);
    // A selection is replaced: its length is room too.
    expect(fittingInsertion('message', 'x'.repeat(100), 0, 100, paste)).toHaveLength(max);
    expect(fittingInsertion('message', 'x'.repeat(max), max, max, paste)).toBe('');
    expect(fittingInsertion('name', '', 0, 0, 'n'.repeat(keptLength('name') + 1))).toHaveLength(keptLength('name'));
  });

  it('never cuts between the two halves of a character', () => {
    const max = keptLength('message');
    const emoji = '😀'.repeat(max);
    const kept = fittingInsertion('message', 'a', 1, 1, emoji);
    expect(kept).toHaveLength(max - 2);
    expect(kept.endsWith('😀')).toBe(true);
  });

  it('any other change is held the same way: only the changed part is cut, never what was typed around it', () => {
    const max = keptLength('message');
    expect(keptValue('message', 'abc', 'abcd')).toBe('abcd');
    const paste = 'p'.repeat(max * 3);
    const next = keptValue('message', 'Hello world', `Hello ${paste}world`);
    expect(next).toHaveLength(max);
    expect(next.startsWith('Hello p')).toBe(true);
    expect(next.endsWith('pworld')).toBe(true);
    // A value over the most the field holds that did not come from typing (an older draft) is cut at its end.
    expect(keptValue('message', '', 'x'.repeat(max + 10))).toBe('x'.repeat(max));
  });

  it('a stored draft longer than its fields hold comes back within them, the other fields whole', () => {
    const stored = new Map([[CONTACT_DRAFT_KEY, JSON.stringify({ name: 'Linh Tran', message: 'm'.repeat(keptLength('message') * 5) })]]);
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: () => undefined, removeItem: () => undefined };
    expect(readDraft(storage)).toEqual({ name: 'Linh Tran', message: 'm'.repeat(keptLength('message')) });
  });
});

describe('contact texts', () => {
  it('fills in numbers with separators', () => {
    expect(fillIn('{count} of {max}', { count: 4012, max: 5000 })).toBe('4,012 of 5,000');
    expect(fillIn('{unknown}', {})).toBe('{unknown}');
  });

  it.each([
    ['name', 123, 'max 100 now 123'],
    ['email', 262, 'max 254 now 262'],
    ['phone', 31, 'max 30 now 31'],
    ['company', 121, 'max 120 now 121'],
    ['message', 5100, 'max 5,000 now 5,100'],
  ] as const)('the too-long message for %s names its limit and the count without surrounding spaces', (field, count, text) => {
    expect(tooLongMessage(marked, field, ` ${'a'.repeat(count)}\n`)).toBe(text);
  });

  it('writes a label with its hint as the language\u2019s pattern says, and a label without one alone', () => {
    // Patterns of our own: the brackets and spacing are the content's, whatever they are.
    const withHint = { label: 'Firm', hint: 'if any' };
    expect(fieldLabel('{label} ({hint})', withHint)).toBe('Firm (if any)');
    expect(fieldLabel('{label}\uFF08{hint}\uFF09', withHint)).toBe('Firm\uFF08if any\uFF09');
    expect(fieldLabel('[{hint}] {label}', withHint)).toBe('[if any] Firm');
    expect(fieldLabel('{label} ({hint})', { label: 'Firm' })).toBe('Firm');
    // The label is a piece of its own (the required star follows it), the rest is the hint's.
    expect(labelParts('{label}\uFF08{hint}\uFF09', withHint)).toEqual([
      { text: 'Firm', isLabel: true },
      { text: '\uFF08if any\uFF09', isLabel: false },
    ]);
    expect(labelParts('[{hint}] {label}', withHint)).toEqual([
      { text: '[if any] ', isLabel: false },
      { text: 'Firm', isLabel: true },
    ]);
  });

  it('every language writes its labels with their hints from its own pattern', () => {
    for (const language of readLanguages()) {
      const { fields, labelWithHint } = loadContent(undefined, language.code).texts.contact.form;
      expect(fieldLabel(labelWithHint, fields.company)).toBe(fillIn(labelWithHint, { label: fields.company.label, hint: fields.company.hint ?? '' }));
    }
  });

  it('the wait message says how many seconds, rounded up, never 0', () => {
    expect(waitMessage(marked, 7200)).toBe('wait 8 seconds');
    expect(waitMessage(marked, 10_000)).toBe('wait 10 seconds');
    expect(waitMessage(marked, 1001)).toBe('wait 2 seconds');
    expect(waitMessage(marked, 400)).toBe('wait one second');
    expect(waitMessage(marked, 0)).toBe('wait one second');
  });

  describe('which outcome a send shows', () => {
    const failure = contact.status.failure.message;
    const busy = contact.status.busy.message;

    it('success, and a dropped honeypot send looks the same to the bot', () => {
      expect(outcomeView(contact, { ok: true, status: 200, text: 'OK' })).toEqual({ kind: 'success', message: contact.status.success.message });
      expect(outcomeView(contact, { ok: true, status: 200, text: 'OK', dropped: true }).kind).toBe('success');
    });

    it('our throttle: wait, with the seconds left, not the failure text', () => {
      const view = outcomeView(marked, { ok: false, status: 429, text: 'Too Many Requests', throttled: true, retryAfterMs: 6500 });
      expect(view).toEqual({ kind: 'wait', message: 'wait 7 seconds' });
    });

    it('the service\'s 429: the failure message, then that it is busy and to wait a minute', () => {
      expect(outcomeView(contact, { ok: false, status: 429, text: 'Too Many Requests' })).toEqual({ kind: 'failure', message: failure, hint: busy });
    });

    it.each([
      [0, 'Network Error'],
      [400, 'The template ID is invalid'],
      [403, 'Forbidden'],
      [451, 'Unavailable For Headless Browser'],
      [500, 'Internal Server Error'],
    ])('a real failure (%i %s) keeps the failure message', (status, text) => {
      expect(outcomeView(contact, { ok: false, status, text })).toEqual({ kind: 'failure', message: failure });
    });

    it('a send that timed out is a failure', () => {
      expect(outcomeView(contact, { ok: false, status: 0, text: 'No answer within 15 s', timedOut: true }).kind).toBe('failure');
    });
  });

  it('the message counter shows from 4,000 characters and speaks only at its steps', () => {
    expect(messageCounter(marked, 'a'.repeat(3999))).toEqual({ visible: false, over: false, text: '', step: '' });
    expect(messageCounter(marked, 'a'.repeat(4000))).toEqual({ visible: true, over: false, text: '4,000/5,000', step: '1000' });
    expect(messageCounter(marked, 'a'.repeat(4001)).step).toBe('1000');
    expect(messageCounter(marked, 'a'.repeat(4499)).step).toBe('1000');
    expect(messageCounter(marked, 'a'.repeat(4500)).step).toBe('500');
    expect(messageCounter(marked, 'a'.repeat(4899)).step).toBe('500');
    expect(messageCounter(marked, 'a'.repeat(4900)).step).toBe('100');
    expect(messageCounter(marked, 'a'.repeat(4999)).step).toBe('100');
    expect(messageCounter(marked, 'a'.repeat(5000))).toEqual({ visible: true, over: false, text: '5,000/5,000', step: '0' });
    expect(messageCounter(marked, 'a'.repeat(5012))).toEqual({ visible: true, over: true, text: '5,012/5,000 over by 12', step: 'over' });
  });

  it('the counter counts as submit checks (surrounding white space left out), so it turns red exactly when submit refuses', () => {
    expect(messageCounter(marked, `${'a'.repeat(4000)}\n\n`)).toMatchObject({ visible: true, text: '4,000/5,000' });
    expect(messageCounter(marked, `${'a'.repeat(5000)}\n\n`)).toMatchObject({ over: false, text: '5,000/5,000' });
    expect(messageCounter(marked, '😀'.repeat(2500)).text).toBe('5,000/5,000');
    // Nothing is cut: a long paste shows its true count and how much is over.
    expect(messageCounter(marked, 'a'.repeat(10_000))).toMatchObject({ over: true, text: '10,000/5,000 over by 5,000', step: 'over' });
    for (const length of [4999, 5000, 5001, 10_000]) {
      const value = ` ${'a'.repeat(length)}\n`;
      expect(messageCounter(marked, value).over).toBe(isTooLong('message', value));
      expect(messageCounter(marked, value).over).toBe(validateContactForm({ ...valid, message: value }, readPhone).message === 'tooLong');
    }
  });
});
