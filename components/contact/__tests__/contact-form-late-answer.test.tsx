/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { contact } from '@/lib/contact/content';
import { CONTACT_DRAFT_KEY } from '@/lib/contact/draft';
import { CONTACT_SEND_TIMEOUT_MS, sendContactForm, type SendOutcome } from '@/lib/contact/emailjs';
import type { ContactFormValues } from '@/lib/contact/validation';
import { loadPhoneRules } from '@/lib/contact/phone-rules';
import { ContactForm } from '../contact-form';
import { escapeRegExp } from '@/lib/text/escape-regexp.mjs';

/*
 * The form's part in "never delivered twice", with the request under the test's control: what the visitor is
 * shown at the time limit and when the late answer comes, and which submits send. The rules of the tracker are
 * tested in lib/contact/__tests__/send-tracker.test.ts; the same story against the built site in e2e/contact.spec.ts.
 */

jest.mock('@/lib/contact/emailjs-config', () => ({
  emailJsSettings: { ok: true, config: { publicKey: 'pk', serviceId: 'service', templateId: 'template', origin: 'http://fake.local', blockHeadless: false } },
}));
jest.mock('@/lib/contact/emailjs', () => ({ ...jest.requireActual('@/lib/contact/emailjs'), sendContactForm: jest.fn() }));

// The phone rules arrive with the form's first focus, long before anyone sends; a send before they are here is
// contact-form-phone-rules.test.tsx's.
beforeAll(() => loadPhoneRules());

const send = jest.mocked(sendContactForm);
/** Settles the sends in the order they went out. */
let answers: ((outcome: SendOutcome) => void)[] = [];
let warn: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  answers = [];
  send.mockReset();
  send.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  window.sessionStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

const OK: SendOutcome = { ok: true, status: 200, text: 'OK' };
const FAILED: SendOutcome = { ok: false, status: 500, text: 'Internal Server Error' };
const visitor: ContactFormValues = { name: 'Linh Tran', email: 'linh@example.com', phone: '415-555-0132', company: 'Acme', message: 'Hello' };

const input = (field: keyof ContactFormValues) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(contact.form.fields[field].label)}(\\s|$)`));
const button = () => screen.getByRole('button', { name: new RegExp(`^(${escapeRegExp(contact.form.submit)}|${escapeRegExp(contact.form.sending)})$`) });
const alertText = () => screen.getByRole('alert').textContent ?? '';
const statusText = () => screen.getByRole('status').textContent ?? '';

function fill(values: Partial<ContactFormValues>) {
  for (const [field, value] of Object.entries(values)) fireEvent.change(input(field as keyof ContactFormValues), { target: { value } });
}

async function settle(index: number, outcome: SendOutcome) {
  await act(async () => answers[index]?.(outcome));
}

async function passTimeLimit() {
  await act(async () => jest.advanceTimersByTime(CONTACT_SEND_TIMEOUT_MS));
}

/** A send that got no answer in time: the visitor has been told it failed, and the request is still out. */
async function sendAndTimeOut() {
  render(<ContactForm texts={contact} email="sales@example.com" />);
  fill(visitor);
  fireEvent.click(button());
  expect(button()).toHaveTextContent(contact.form.sending);
  await act(async () => jest.advanceTimersByTime(CONTACT_SEND_TIMEOUT_MS - 1));
  expect(alertText()).toBe('');
  await act(async () => jest.advanceTimersByTime(1));
  expect(alertText()).toContain(contact.status.failure.message);
  expect(button()).toHaveTextContent(contact.form.submit);
  expect(button()).toBeEnabled();
  expect(input('message')).toHaveValue(visitor.message);
  expect(send).toHaveBeenCalledTimes(1);
}

describe('ContactForm: an answer after the time limit', () => {
  it('a late success replaces the failure with the success, takes focus from it, and clears the form and the draft', async () => {
    await sendAndTimeOut();
    screen.getByRole('alert').querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    await settle(0, OK);
    expect(statusText()).toBe(contact.status.success.message);
    expect(alertText()).toBe('');
    expect(document.activeElement).toHaveTextContent(contact.status.success.message);
    for (const field of Object.keys(visitor) as (keyof ContactFormValues)[]) expect(input(field)).toHaveValue('');
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a late success leaves focus where the visitor is typing', async () => {
    await sendAndTimeOut();
    input('company').focus();
    await settle(0, OK);
    expect(statusText()).toBe(contact.status.success.message);
    expect(input('company')).toHaveFocus();
  });

  it('a late failure changes nothing', async () => {
    await sendAndTimeOut();
    const shown = alertText();
    await settle(0, FAILED);
    expect(alertText()).toBe(shown);
    expect(statusText()).toBe('');
    expect(input('name')).toHaveValue(visitor.name);
    expect(button()).toBeEnabled();
  });

  it('a retry while the late request is out sends nothing and shows the sending state; that request’s success is the retry’s', async () => {
    await sendAndTimeOut();
    fireEvent.click(button());
    expect(button()).toHaveTextContent(contact.form.sending);
    expect(button()).toBeDisabled();
    expect(alertText()).toBe('');
    // Waiting is bounded too: at the time limit the visitor is told again, and the request is still tracked.
    await passTimeLimit();
    expect(alertText()).toContain(contact.status.failure.message);
    fireEvent.click(button());
    await settle(0, OK);
    expect(statusText()).toBe(contact.status.success.message);
    expect(button()).toHaveTextContent(contact.form.submit);
    expect(input('name')).toHaveValue('');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a retry waiting for a late request that fails sends then, once, and shows its own outcome', async () => {
    await sendAndTimeOut();
    fireEvent.click(button());
    fireEvent.click(button());
    await settle(0, FAILED);
    expect(send).toHaveBeenCalledTimes(2);
    expect(button()).toHaveTextContent(contact.form.sending);
    await settle(1, OK);
    expect(statusText()).toBe(contact.status.success.message);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a retry whose values no longer pass when the late request fails: nothing is sent, the field is flagged and focused', async () => {
    await sendAndTimeOut();
    fireEvent.click(button());
    fill({ name: '' });
    await settle(0, FAILED);
    expect(send).toHaveBeenCalledTimes(1);
    expect(input('name')).toHaveAttribute('aria-invalid', 'true');
    expect(input('name')).toHaveFocus();
    expect(button()).toHaveTextContent(contact.form.submit);
    expect(button()).toBeEnabled();
  });
});
