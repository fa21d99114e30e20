/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { contact } from '@/lib/contact/content';
import { CONTACT_DRAFT_KEY } from '@/lib/contact/draft';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTHS, type ContactFormValues } from '@/lib/contact/validation';
import { ContactForm } from '../contact-form';

/*
 * The form's wiring that a browser test cannot reach or need not repeat: a build without its EmailJS settings,
 * each field's length limit, and the draft removed when the form is emptied. What a visitor sees (messages,
 * focus, sending, the draft across reloads) is tested in e2e/contact.spec.ts.
 */

// This build of the form has no EmailJS service id: the site must still work and say what is missing.
jest.mock('@/lib/contact/emailjs-config', () => ({
  emailJsSettings: { ok: false, missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID'] },
}));

const fetchMock = jest.fn();
let error: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.sessionStorage.clear();
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

  it('every field stops taking text at its limit', () => {
    render(<ContactForm texts={contact} email="sales@example.com" />);
    for (const field of CONTACT_FIELDS) expect(input(field)).toHaveAttribute('maxlength', String(CONTACT_MAX_LENGTHS[field]));
  });

  it('emptying the form removes the tab’s draft', async () => {
    render(<ContactForm texts={contact} email="sales@example.com" />);
    fill({ name: 'Linh Tran', message: 'Half-written enquiry' });
    await waitFor(() => expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).not.toBeNull());
    fill({ name: '', message: '' });
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });
});
