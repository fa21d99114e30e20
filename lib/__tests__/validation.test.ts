import { contact } from '@/content/contact';
import type { ContactFormValues } from '@/lib/validation';
import { fillIn, messageCounter, outcomeView, tooLongMessage, waitMessage } from '@/lib/contact-texts';
import {
  CONTACT_MAX_BYTES,
  CONTACT_MAX_LENGTHS,
  PHONE_PATTERN,
  characterCount,
  clearFieldError,
  firstInvalidField,
  hasErrors,
  isValidEmail,
  isValidPhone,
  normaliseContactValues,
  validateContactForm,
} from '@/lib/validation';

const valid: ContactFormValues = {
  name: 'Linh Tran',
  email: 'linh.tran@example.com',
  phone: '(702) 555-0148',
  company: '',
  message: '',
};

describe('required messages', () => {
  it('are exact', () => {
    expect(contact.errors).toEqual({
      required: 'This field is required.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      tooLong: expect.stringContaining('{max}'),
    });
    expect(contact.status.success).toEqual({ success: true, message: 'Thank you for your message. We will get back to you soon!' });
    expect(contact.status.failure).toEqual({ success: false, message: 'Failed to send your message. Please try again later.' });
    expect(contact.form.sending).toBe('Sending...');
  });

  it('the wait and busy messages are plain, say when to retry and differ from the failure message', () => {
    expect(contact.status.wait).toEqual({ success: false, message: 'You just sent a message. Please wait {seconds} before sending another.' });
    expect(contact.status.busy).toEqual({
      success: false,
      message: 'Our message service is busy right now. Please wait a minute, then send your message again.',
    });
    expect(contact.errors.tooLong).toBe('Please shorten this to {max} characters or fewer (it now has {count}).');
  });
});

describe('phone rule (the required pattern)', () => {
  it('is exactly the required pattern', () => {
    expect(PHONE_PATTERN.source).toBe('^\\+?\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4,6}$');
  });
  it.each([
    '7025550148',
    '702-555-0148',
    '702.555.0148',
    '702 555 0148',
    '(702)555-0148',
    '(702) 555-0148',
    '+(702)555-0148',
    '+702-555-0148',
    '+7025550148',
    '702555014812', // 3 + 3 + 6 digits
    '70255501481',
    '702-5550148',
    '702555-0148',
    '(702555-0148', // brackets are independently optional
    '702)555-0148',
    '028.382.123456',
  ])('accepts %p', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each([
    '',
    '555-0148', // too short
    '702-555-014', // 3 final digits
    '702-555-0148123', // 7 final digits
    '70-555-0148',
    '7025-555-0148',
    '++7025550148',
    '702--555-0148', // two separators
    '702_555_0148', // not an allowed separator
    '702/555/0148',
    '702\t555\t0148', // tab is not a space
    '((702)555-0148',
    '702-555-0148 ext 2',
    'phone: 7025550148',
    '+1 702 555 0148', // country code + 10 digits does not fit 3-3-4..6
    '７０２５５５０１４８', // full-width digits
    'abc-def-ghij',
    ' 702-555-0148', // validated after trimming, but the pattern itself does not trim
  ])('rejects %p', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('phone examples shown to the visitor', () => {
  it('the placeholder and every example in the format hint pass the rule', () => {
    const { placeholder, format } = contact.form.fields.phone;
    expect(isValidPhone(placeholder ?? '')).toBe(true);
    // The numbers in the hint (not "10 to 12"): sequences of at least ten digits.
    const examples = ((format ?? '').match(/\+?\(?\d[\d() .-]*\d/g) ?? []).filter((e) => e.replace(/\D/g, '').length >= 10);
    expect(examples).toEqual(['(702) 555-0148', '+17025550148']);
    for (const example of examples) expect(isValidPhone(example)).toBe(true);
  });
});

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
    expect(validateContactForm(valid)).toEqual({});
    expect(validateContactForm({ ...valid, company: '   ', message: '<script>' })).toEqual({});
  });
  it('requires name, email and phone', () => {
    expect(validateContactForm({ name: '', email: '', phone: '', company: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
    });
  });
  it('trims before checking: white space alone is empty', () => {
    expect(validateContactForm({ ...valid, name: '   ', email: '\t', phone: ' \n ' })).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
    });
    expect(validateContactForm({ ...valid, name: '  Linh ', email: ' linh@example.com ', phone: ' 702-555-0148 ' })).toEqual({});
  });
  it('reports a format error only when the field is filled', () => {
    expect(validateContactForm({ ...valid, email: 'linh@', phone: '12345' })).toEqual({ email: 'email', phone: 'phone' });
    expect(validateContactForm({ ...valid, email: 'linh tran@example.com' })).toEqual({ email: 'email' });
  });
  it('normalises every field by trimming', () => {
    expect(normaliseContactValues({ name: ' A ', email: ' b@c.de ', phone: ' 702 555 0148 ', company: ' C ', message: '\nHi\n' })).toEqual({
      name: 'A',
      email: 'b@c.de',
      phone: '702 555 0148',
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
  const longest = { name: 100, email: 254, phone: 30, company: 120, message: 5000 };

  it('has a limit for every field: name 100, e-mail 254, phone 30, company 120, message 5,000', () => {
    expect(CONTACT_MAX_LENGTHS).toEqual(longest);
  });

  it.each(['name', 'company', 'message'] as const)('%s: the limit passes, one more is too long', (field) => {
    expect(validateContactForm(at(field, longest[field]))).toEqual({});
    expect(validateContactForm(at(field, longest[field] + 1))).toEqual({ [field]: 'tooLong' });
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
    expect(validateContactForm({ ...valid, email: address(254) })).toEqual({});
    expect(validateContactForm({ ...valid, email: address(255) })).toEqual({ email: 'tooLong' });
    expect(validateContactForm({ ...valid, email: emailOf(262) })).toEqual({ email: 'tooLong' });
  });

  it('phone: past 30 characters it is too long, not malformed; at 30 the format rule still applies', () => {
    expect(validateContactForm({ ...valid, phone: '7'.repeat(31) })).toEqual({ phone: 'tooLong' });
    expect(validateContactForm({ ...valid, phone: '7'.repeat(30) })).toEqual({ phone: 'phone' });
    expect(validateContactForm({ ...valid, phone: `  ${valid.phone}${' '.repeat(40)}` })).toEqual({});
  });

  it('counts as the input\'s maxlength does (an emoji is two) and ignores surrounding white space on submit', () => {
    expect(characterCount('😀é\n')).toBe(4);
    expect(validateContactForm(at('name', 50, '😀'))).toEqual({});
    expect(validateContactForm({ ...valid, name: `${'😀'.repeat(50)}a` })).toEqual({ name: 'tooLong' });
    expect(validateContactForm({ ...valid, message: `  ${'a'.repeat(5000)}\n\n` })).toEqual({});
  });

  it('an empty required field is still "required", and the required and format messages are unchanged', () => {
    expect(validateContactForm({ ...valid, name: '', email: ' ', phone: '' })).toEqual({ name: 'required', email: 'required', phone: 'required' });
    expect(validateContactForm({ ...valid, email: 'linh@', phone: '12' })).toEqual({ email: 'email', phone: 'phone' });
    expect(contact.errors.required).toBe('This field is required.');
    expect(contact.errors.email).toBe('Please enter a valid email address.');
    expect(contact.errors.phone).toBe('Please enter a valid phone number.');
  });

  it('a message at every limit stays well under what the e-mail service accepts', () => {
    // Worst case: three UTF-8 bytes per counted unit (a surrogate pair is two units for four bytes), plus
    // the multipart framing of each field.
    const worst = Object.values(CONTACT_MAX_LENGTHS).reduce((sum, max) => sum + max * 3 + 200, 0);
    expect(worst).toBeLessThan(CONTACT_MAX_BYTES / 2);
  });
});

describe('contact texts', () => {
  it('fills in numbers with separators', () => {
    expect(fillIn('{count} of {max}', { count: 4012, max: 5000 })).toBe('4,012 of 5,000');
    expect(fillIn('{unknown}', {})).toBe('{unknown}');
  });

  it.each([
    ['name', 123, 'Please shorten this to 100 characters or fewer (it now has 123).'],
    ['email', 262, 'Please shorten this to 254 characters or fewer (it now has 262).'],
    ['phone', 31, 'Please shorten this to 30 characters or fewer (it now has 31).'],
    ['company', 121, 'Please shorten this to 120 characters or fewer (it now has 121).'],
    ['message', 5100, 'Please shorten this to 5,000 characters or fewer (it now has 5,100).'],
  ] as const)('the too-long message for %s names its limit and the count without surrounding spaces', (field, count, text) => {
    expect(tooLongMessage(contact, field, ` ${'a'.repeat(count)}\n`)).toBe(text);
  });

  it('the wait message says how many seconds, rounded up, never 0', () => {
    expect(waitMessage(contact, 7200)).toBe('You just sent a message. Please wait 8 seconds before sending another.');
    expect(waitMessage(contact, 10_000)).toBe('You just sent a message. Please wait 10 seconds before sending another.');
    expect(waitMessage(contact, 1001)).toBe('You just sent a message. Please wait 2 seconds before sending another.');
    expect(waitMessage(contact, 400)).toBe('You just sent a message. Please wait 1 second before sending another.');
    expect(waitMessage(contact, 0)).toBe('You just sent a message. Please wait 1 second before sending another.');
  });

  describe('which outcome a send shows', () => {
    const failure = 'Failed to send your message. Please try again later.';
    const busy = 'Our message service is busy right now. Please wait a minute, then send your message again.';

    it('success, and a dropped honeypot send looks the same to the bot', () => {
      expect(outcomeView(contact, { ok: true, status: 200, text: 'OK' })).toEqual({ kind: 'success', message: contact.status.success.message });
      expect(outcomeView(contact, { ok: true, status: 200, text: 'OK', dropped: true }).kind).toBe('success');
    });

    it('our throttle: wait, with the seconds left, not the failure text', () => {
      const view = outcomeView(contact, { ok: false, status: 429, text: 'Too Many Requests', throttled: true, retryAfterMs: 6500 });
      expect(view).toEqual({ kind: 'wait', message: 'You just sent a message. Please wait 7 seconds before sending another.' });
    });

    it('the service\'s 429: busy, wait a minute, not the failure text', () => {
      expect(outcomeView(contact, { ok: false, status: 429, text: 'Too Many Requests' })).toEqual({ kind: 'busy', message: busy });
      expect(busy).not.toBe(failure);
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
    expect(messageCounter(contact, 'a'.repeat(3999))).toMatchObject({ visible: false, over: false, step: '' });
    expect(messageCounter(contact, 'a'.repeat(4000))).toEqual({ visible: true, over: false, text: '4,000 of 5,000 characters', step: '1000' });
    expect(messageCounter(contact, 'a'.repeat(4001)).step).toBe('1000');
    expect(messageCounter(contact, 'a'.repeat(4499)).step).toBe('1000');
    expect(messageCounter(contact, 'a'.repeat(4500)).step).toBe('500');
    expect(messageCounter(contact, 'a'.repeat(4899)).step).toBe('500');
    expect(messageCounter(contact, 'a'.repeat(4900)).step).toBe('100');
    expect(messageCounter(contact, 'a'.repeat(4999)).step).toBe('100');
    expect(messageCounter(contact, 'a'.repeat(5000))).toEqual({ visible: true, over: false, text: '5,000 of 5,000 characters', step: '0' });
    expect(messageCounter(contact, 'a'.repeat(5012))).toEqual({
      visible: true,
      over: true,
      text: '5,012 of 5,000 characters: 12 too many',
      step: 'over',
    });
  });

  it('the counter counts what the input holds, white space included, as its maxlength does', () => {
    expect(messageCounter(contact, `${'a'.repeat(3998)}\n\n`)).toMatchObject({ visible: true, text: '4,000 of 5,000 characters' });
    expect(messageCounter(contact, '😀'.repeat(2500)).text).toBe('5,000 of 5,000 characters');
  });
});
