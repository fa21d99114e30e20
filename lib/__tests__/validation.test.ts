import { contact } from '@/content/contact';
import type { ContactFormValues } from '@/content/types';
import {
  PHONE_PATTERN,
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

describe('SPEC messages', () => {
  it('are exact', () => {
    expect(contact.errors).toEqual({
      required: 'This field is required.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    });
    expect(contact.status.success).toEqual({ success: true, message: 'Thank you for your message. We will get back to you soon!' });
    expect(contact.status.failure).toEqual({ success: false, message: 'Failed to send your message. Please try again later.' });
    expect(contact.form.sending).toBe('Sending...');
  });
});

describe('phone rule (SPEC pattern)', () => {
  it('is exactly the SPEC pattern', () => {
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
    '702_555_0148', // not a SPEC separator
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
