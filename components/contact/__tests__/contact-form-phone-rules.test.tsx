/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { contact } from '@/lib/contact/content';
import { PHONE_INTERNATIONAL_FIELD, sendContactForm, type SendOutcome } from '@/lib/contact/emailjs';
import type { ContactFormValues } from '@/lib/contact/validation';
import { ContactForm } from '../contact-form';
import { escapeRegExp } from '@/lib/text/escape-regexp.mjs';

/*
 * The phone rules are fetched when the visitor starts on the form, not with the page: a send that comes before
 * they are here waits for them, sends once, and still checks the number. Here the rules arrive (or fail to)
 * exactly when the test says. Which numbers they take: lib/contact/__tests__/phone.test.ts.
 */

jest.mock('@/lib/contact/emailjs-config', () => ({
  emailJsSettings: { ok: true, config: { publicKey: 'pk', serviceId: 'service', templateId: 'template', origin: 'http://fake.local', blockHeadless: false } },
}));
jest.mock('@/lib/contact/emailjs', () => ({ ...jest.requireActual('@/lib/contact/emailjs'), sendContactForm: jest.fn() }));
jest.mock('@/lib/contact/phone-rules', () => {
  type Rules = typeof import('@/lib/contact/phone');
  let rules: Rules | undefined;
  let settle: { arrive: () => void; fail: () => void } = { arrive: () => {}, fail: () => {} };
  let pending: Promise<Rules>;
  const reset = () => {
    rules = undefined;
    pending = new Promise<Rules>((resolve, reject) => {
      settle = {
        arrive: () => resolve((rules = jest.requireActual<Rules>('@/lib/contact/phone'))),
        fail: () => reject(new TypeError('Failed to fetch dynamically imported module')),
      };
    });
  };
  reset();
  return {
    loadPhoneRules: () => pending,
    loadedPhoneReader: (country: string) => rules?.phoneReader(country),
    rulesControl: { reset, arrive: () => settle.arrive(), fail: () => settle.fail() },
  };
});

const { rulesControl } = jest.requireMock<{ rulesControl: { reset: () => void; arrive: () => void; fail: () => void } }>('@/lib/contact/phone-rules');
const send = jest.mocked(sendContactForm);
/** What each send posted: the form's named fields as sendForm reads them, at the moment it is called. */
let posted: Record<string, string>[] = [];

beforeEach(() => {
  rulesControl.reset();
  posted = [];
  send.mockReset();
  send.mockImplementation(async (form: HTMLFormElement): Promise<SendOutcome> => {
    posted.push(Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)])));
    return { ok: true, status: 200, text: 'OK' };
  });
  window.sessionStorage.clear();
});

/** The Vietnamese edition's rule: national numbers are Vietnam's. */
const texts = { ...contact, phoneCountry: 'VN' };
const visitor: ContactFormValues = { name: 'Linh Tran', email: 'linh@example.com', phone: '0903 123 456', company: '', message: 'Hello' };

const input = (field: keyof ContactFormValues) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(contact.form.fields[field].label)}(\\s|$)`));
const button = () => screen.getByRole('button', { name: new RegExp(`^(${escapeRegExp(contact.form.submit)}|${escapeRegExp(contact.form.sending)})$`) });

function fill(values: Partial<ContactFormValues>) {
  for (const [field, value] of Object.entries(values)) fireEvent.change(input(field as keyof ContactFormValues), { target: { value } });
}

describe('ContactForm: a send before the phone rules are here', () => {
  it('says it is sending at once, adds nothing for a second submit, and sends once when they arrive, with the number in international form', async () => {
    render(<ContactForm texts={texts} email="sales@example.com" />);
    fill(visitor);
    fireEvent.click(button());
    expect(button()).toHaveTextContent(contact.form.sending);
    expect(button()).toBeDisabled();
    // Enter in a field, before React has even re-rendered: the same submit.
    fireEvent.submit(button().closest('form')!);
    expect(send).not.toHaveBeenCalled();

    await act(async () => rulesControl.arrive());
    expect(send).toHaveBeenCalledTimes(1);
    expect(posted[0]).toMatchObject({ phone: visitor.phone, [PHONE_INTERNATIONAL_FIELD]: '+84 903 123 456' });
    expect(screen.getByRole('status')).toHaveTextContent(contact.status.success.message);
  });

  it('a number the rules refuse is flagged with the phone message when they arrive, with focus on it; nothing is sent', async () => {
    render(<ContactForm texts={texts} email="sales@example.com" />);
    fill({ ...visitor, phone: '+84 12' });
    fireEvent.click(button());
    await act(async () => rulesControl.arrive());
    expect(send).not.toHaveBeenCalled();
    expect(input('phone')).toHaveAttribute('aria-invalid', 'true');
    expect(input('phone')).toHaveAccessibleDescription(expect.stringContaining(contact.errors.phone));
    expect(input('phone')).toHaveFocus();
    expect(button()).toHaveTextContent(contact.form.submit);
    expect(button()).toBeEnabled();
  });

  it('checks what the form holds when they arrive, not what it held at the click', async () => {
    render(<ContactForm texts={texts} email="sales@example.com" />);
    fill({ ...visitor, phone: '+84 12' });
    fireEvent.click(button());
    fill({ phone: '+84 24 3825 1234' });
    await act(async () => rulesControl.arrive());
    expect(send).toHaveBeenCalledTimes(1);
    expect(posted[0]).toMatchObject({ phone: '+84 24 3825 1234', [PHONE_INTERNATIONAL_FIELD]: '+84 24 3825 1234' });
  });

  it('when they cannot be fetched, a plausible number still goes, as typed, without an international form', async () => {
    render(<ContactForm texts={texts} email="sales@example.com" />);
    fill(visitor);
    fireEvent.click(button());
    await act(async () => rulesControl.fail());
    expect(send).toHaveBeenCalledTimes(1);
    expect(posted[0]).toMatchObject({ phone: visitor.phone, [PHONE_INTERNATIONAL_FIELD]: '' });
  });
});
