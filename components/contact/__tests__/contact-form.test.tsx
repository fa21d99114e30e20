/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { contact } from '@/lib/contact/content';
import { CONTACT_DRAFT_KEY } from '@/lib/contact/draft';
import { tooLongMessage } from '@/lib/contact/texts';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTHS, keptLength, type ContactFormValues } from '@/lib/contact/validation';
import { loadPhoneRules } from '@/lib/contact/phone-rules';
import { ContactForm } from '../contact-form';
import { escapeRegExp } from '@/lib/text/escape-regexp.mjs';

/*
 * The form's wiring that a browser test cannot reach or need not repeat: a build without its EmailJS settings,
 * every field's length limit (text over it kept whole and flagged), and the draft removed when the form is emptied. What a visitor sees (messages,
 * focus, sending, the draft across reloads) is tested in e2e/contact.spec.ts.
 */

// This build of the form has no EmailJS service id: the site must still work and say what is missing.
jest.mock('@/lib/contact/emailjs-config', () => ({
  emailJsSettings: { ok: false, missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID'] },
}));

// The phone rules arrive with the form's first focus, long before anyone sends; a send before they are here is
// contact-form-phone-rules.test.tsx's.
beforeAll(() => loadPhoneRules());

const fetchMock = jest.fn();
let error: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.sessionStorage.clear();
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

/** A field by its label (the label also carries the required star or the optional hint). */
function input(field: keyof ContactFormValues) {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(contact.form.fields[field].label)}(\\s|$)`));
}

function fill(values: Partial<ContactFormValues>) {
  for (const [field, value] of Object.entries(values)) fireEvent.change(input(field as keyof ContactFormValues), { target: { value } });
}

const sendButton = () => screen.getByRole('button', { name: contact.form.submit });

describe('ContactForm', () => {
  it('with EmailJS configuration missing: shows the failure alert, keeps the input and names the missing setting', async () => {
    render(<ContactForm texts={contact} email="sales@example.com" />);
    fill({ name: 'Linh Tran', email: 'linh@example.com', phone: '415-555-0132', company: 'Acme' });
    fireEvent.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(contact.status.failure.message));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('NEXT_PUBLIC_EMAILJS_SERVICE_ID'));
    expect(input('name')).toHaveValue('Linh Tran');
    expect(input('company')).toHaveValue('Acme');
    expect(sendButton()).toBeEnabled();
  });

  it('no field cuts text at its limit: text over it is kept whole, in the field and the draft, and flagged at once with how much to shorten', async () => {
    render(<ContactForm texts={contact} email="sales@example.com" />);
    for (const field of CONTACT_FIELDS) {
      expect(input(field)).not.toHaveAttribute('maxlength');
      const long = 'a'.repeat(CONTACT_MAX_LENGTHS[field] * 2);
      fill({ [field]: long });
      expect(input(field)).toHaveValue(long);
      expect(input(field)).toHaveAttribute('aria-invalid', 'true');
      expect(input(field)).toHaveAccessibleDescription(expect.stringContaining(tooLongMessage(contact, field, long)));
    }
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}').message).toHaveLength(CONTACT_MAX_LENGTHS.message * 2));
    // Submit is refused, with focus on the first field to shorten; nothing is sent.
    fireEvent.click(sendButton());
    expect(input('name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // Shortened to its limit, the field is fine again.
    fill({ name: 'a'.repeat(CONTACT_MAX_LENGTHS.name) });
    expect(input('name')).not.toHaveAttribute('aria-invalid');
  });

  it('a paste of megabytes is stopped before it lands: the field takes as much as it holds, around what was typed, says how much to shorten, and every other field and the draft keep what was typed', async () => {
    render(<ContactForm texts={contact} email="sales@example.com" />);
    const typed = { name: 'Linh Tran', email: 'linh@example.com', phone: '415-555-0132', company: 'Acme', message: 'Dear team,  regards' };
    fill(typed);
    const message = input('message') as HTMLTextAreaElement;
    message.setSelectionRange(11, 11);
    // As the browser announces a paste, before inserting it; false when the form stopped it.
    const paste = (control: HTMLElement, data: string) => {
      let inserted = false;
      act(() => {
        inserted = control.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', data, cancelable: true, bubbles: true }));
      });
      return inserted;
    };
    // A paste that fits is the browser's to insert.
    expect(paste(message, 'short')).toBe(true);
    expect(message).toHaveValue(typed.message);

    const huge = 'p'.repeat(8 * 1024 * 1024);
    expect(paste(message, huge)).toBe(false);
    const kept = `Dear team, ${'p'.repeat(keptLength('message') - typed.message.length)} regards`;
    expect(message).toHaveValue(kept);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(expect.stringContaining(tooLongMessage(contact, 'message', kept)));
    for (const field of ['name', 'email', 'phone', 'company'] as const) expect(input(field)).toHaveValue(typed[field]);
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}')).toEqual({ ...typed, message: kept }));

    // The same in a field without a selection to read (e-mail): what is pasted goes after what was typed.
    expect(paste(input('email'), huge)).toBe(false);
    expect((input('email') as HTMLInputElement).value).toHaveLength(keptLength('email'));
    expect((input('email') as HTMLInputElement).value.startsWith(typed.email)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('emptying the form removes the tab’s draft', async () => {
    render(<ContactForm texts={contact} email="sales@example.com" />);
    fill({ name: 'Linh Tran', message: 'Half-written enquiry' });
    await waitFor(() => expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).not.toBeNull());
    fill({ name: '', message: '' });
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });
});
