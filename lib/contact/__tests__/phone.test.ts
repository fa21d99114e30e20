import { loadContent } from '@/lib/content/load';
import { readLanguages } from '@/lib/i18n/languages.mjs';
import { phoneReader } from '@/lib/contact/phone';
import { PHONE_PATTERN, isValidPhone, roughPhoneReader, validateContactForm, type ContactFormValues } from '@/lib/contact/validation';

/*
 * The phone rule: numbers as visitors from our markets write them, national (read as the edition's country's)
 * or international, and the international form the message carries. The numbers here are made up for the
 * tests, in each country's numbering plan; none is the content's (the examples the form shows are checked
 * from the content, at the end).
 */

/** The countries of today's editions, and of any edition: the rule is the same code for each. */
const EDITION_COUNTRIES = [...new Set(['US', 'VN', 'CN', ...readLanguages().map((l) => l.phoneCountry)])];

describe('phone numbers in national form, read as the edition’s country’s', () => {
  it.each([
    // Vietnam: mobiles and landlines (area code with its leading 0), as people space and bracket them.
    ['VN', '0903 123 456', '+84 903 123 456'],
    ['VN', '0903-123-456', '+84 903 123 456'],
    ['VN', '024 3825 1234', '+84 24 3825 1234'],
    ['VN', '(028) 3930 1234', '+84 28 3930 1234'],
    ['VN', '028.3930.1234', '+84 28 3930 1234'],
    // China: 11-digit mobiles, landlines with a 2- or 3-digit area code, digits typed full-width by an IME.
    ['CN', '139 8765 4321', '+86 139 8765 4321'],
    ['CN', '13987654321', '+86 139 8765 4321'],
    ['CN', '010-8765 4321', '+86 10 8765 4321'],
    ['CN', '(0755) 8765 4321', '+86 755 8765 4321'],
    ['CN', '１３９ ８７６５ ４３２１', '+86 139 8765 4321'],
    // Singapore, Australia, Japan, Hong Kong, Thailand: the rule is the same for any country an edition names.
    ['SG', '6234 5678', '+65 6234 5678'],
    ['SG', '8123 4567', '+65 8123 4567'],
    ['AU', '(03) 9123 4567', '+61 3 9123 4567'],
    ['AU', '0412 987 654', '+61 412 987 654'],
    ['JP', '03-5678-1234', '+81 3 5678 1234'],
    ['JP', '090-8765-4321', '+81 90 8765 4321'],
    ['HK', '2345 6789', '+852 2345 6789'],
    ['HK', '9123 4567', '+852 9123 4567'],
    ['TH', '02 234 5678', '+66 2 234 5678'],
    ['TH', '081 987 6543', '+66 81 987 6543'],
    // The United States, with the trunk 1 or an extension.
    ['US', '(212) 555-0199', '+1 212 555 0199'],
    ['US', '212.555.0199', '+1 212 555 0199'],
    ['US', '1-212-555-0199', '+1 212 555 0199'],
    ['US', '212-555-0199 ext. 12', '+1 212 555 0199 ext. 12'],
  ])('%s: %p is a number, %p in international form', (country, typed, international) => {
    const read = phoneReader(country);
    expect(read(typed)).toEqual({ valid: true, international });
    expect(isValidPhone(typed, read)).toBe(true);
  });
});

describe('phone numbers in international form, on every edition', () => {
  it.each([
    ['+84 903 123 456', '+84 903 123 456'],
    ['+84 (0) 24 3825 1234', '+84 24 3825 1234'],
    ['+86 139 8765 4321', '+86 139 8765 4321'],
    ['+86 10-8765-4321', '+86 10 8765 4321'],
    ['+65 6234 5678', '+65 6234 5678'],
    ['+61 3 9123 4567', '+61 3 9123 4567'],
    ['+61 412 987 654', '+61 412 987 654'],
    ['+81 3-5678-1234', '+81 3 5678 1234'],
    ['+81 90-8765-4321', '+81 90 8765 4321'],
    ['+852 2345 6789', '+852 2345 6789'],
    ['+66 2 234 5678', '+66 2 234 5678'],
    ['+66 81 987 6543', '+66 81 987 6543'],
    ['+1 (212) 555-0199', '+1 212 555 0199'],
    ['+1.212.555.0199', '+1 212 555 0199'],
  ])('%p is a number, %p in international form', (typed, international) => {
    for (const country of EDITION_COUNTRIES) expect([country, phoneReader(country)(typed)]).toEqual([country, { valid: true, international }]);
  });

  it('reads "00" before a country code as the international prefix of the countries that dial it', () => {
    expect(phoneReader('VN')('0084 24 3825 1234')).toEqual({ valid: true, international: '+84 24 3825 1234' });
    expect(phoneReader('CN')('0065 6234 5678')).toEqual({ valid: true, international: '+65 6234 5678' });
    // From the US one dials 011: "00…" there is no number.
    expect(phoneReader('US')('0084 24 3825 1234').valid).toBe(false);
    expect(phoneReader('US')('011 84 24 3825 1234')).toEqual({ valid: true, international: '+84 24 3825 1234' });
  });
});

describe('the forms the first rule took stay taken', () => {
  it.each([
    '4155550132',
    '415-555-0132',
    '415.555.0132',
    '415 555 0132',
    '(415)555-0132',
    '(415) 555-0132',
    '+(415)555-0132',
    '+415-555-0132',
    '+4155550132',
    '415555013212', // 3 + 3 + 6 digits
    '41555501321',
    '415-5550132',
    '415555-0132',
    '(415555-0132', // brackets are independently optional
    '415)555-0132',
    '028.382.123456',
  ])('%p, on every edition', (typed) => {
    expect(PHONE_PATTERN.test(typed)).toBe(true);
    for (const country of EDITION_COUNTRIES) expect([country, isValidPhone(typed, phoneReader(country))]).toEqual([country, true]);
  });

  it('a North American number is read as one where US numbers need no code; elsewhere it is taken as typed, with no international form', () => {
    expect(phoneReader('US')('(415) 555-0132')).toEqual({ valid: true, international: '+1 415 555 0132' });
    // Too long for a Vietnamese number: taken by the first rule only, and nothing tells its country.
    expect(phoneReader('VN')('(415) 555-0132')).toEqual({ valid: false, international: '' });
    expect(isValidPhone('(415) 555-0132', phoneReader('VN'))).toBe(true);
    // "+4155550132" is no Swiss number (too short), so no international form is made up for it.
    expect(phoneReader('US')('+4155550132')).toEqual({ valid: false, international: '' });
  });
});

describe('what is not a phone number is refused', () => {
  it.each([
    '',
    'phone',
    '12345',
    '+84 12', // a country code and too few digits
    '+84 903 123',
    '0903 123 456 789 012', // too many digits
    '++84 903 123 456',
    '+0 123 456 7890', // no country has code 0
    '+999 1234 5678', // nor 999
    '415_555_0132', // not a separator people use
    '415\t555\t0132',
    'phone: 4155550132', // the field holds the number alone
    'call 0903 123 456',
    'abc-def-ghij',
    '415-555-0132123',
  ])('%p, on every edition', (typed) => {
    for (const country of EDITION_COUNTRIES) expect([country, isValidPhone(typed, phoneReader(country))]).toEqual([country, false]);
  });

  it.each([
    ['US', '555-0132'], // a local number without its area code
    ['VN', '0903 123 45'], // one digit short
  ])('%s: %p, too short for the country', (country, typed) => {
    expect(isValidPhone(typed, phoneReader(country))).toBe(false);
  });

  it('the form flags it with the phone message', () => {
    const values: ContactFormValues = { name: 'Linh Tran', email: 'linh@example.com', phone: '+84 12', company: '', message: '' };
    expect(validateContactForm(values, phoneReader('VN'))).toEqual({ phone: 'phone' });
    expect(validateContactForm({ ...values, phone: ' 0903 123 456 ' }, phoneReader('VN'))).toEqual({});
  });

  it('a country the rules do not know leaves only international numbers', () => {
    expect(phoneReader('XX')('0903 123 456').valid).toBe(false);
    expect(phoneReader('XX')('+84 903 123 456')).toEqual({ valid: true, international: '+84 903 123 456' });
  });
});

describe('without the phone rules (their file could not be fetched)', () => {
  it('takes digits with the usual separators, 7 to 17 of them, and makes no international form', () => {
    expect(roughPhoneReader('0903 123 456')).toEqual({ valid: true, international: '' });
    expect(roughPhoneReader('+86 (10) 8765-4321')).toEqual({ valid: true, international: '' });
    for (const typed of ['phone', '12345', '+84 12', 'call 0903 123 456', '1'.repeat(18)]) expect(roughPhoneReader(typed).valid).toBe(false);
  });
});

describe('the examples each edition shows', () => {
  it.each(readLanguages().map((l) => [l.code, l] as const))('%s: the placeholder and every number in the format hint are numbers of its country or international', (code, language) => {
    const { placeholder, format } = loadContent(undefined, code).texts.contact.form.fields.phone;
    const read = phoneReader(language.phoneCountry);
    // The numbers in the hint: runs of at least seven digits with what people write between them.
    const examples = ((format ?? '').match(/\+?\(?\d[\d() .-]*\d/g) ?? []).filter((e) => e.replace(/\D/g, '').length >= 7);
    const shown = [placeholder ?? '', ...examples].filter(Boolean);
    expect(shown.length).toBeGreaterThan(0);
    // Read by the rules, not only taken by the first one: each has its international form.
    expect(shown.filter((example) => !read(example).valid)).toEqual([]);
  });
});
