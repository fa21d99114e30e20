/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { contact } from '@/content/contact';
import { CONTACT_DRAFT_KEY } from '@/lib/contact-draft';
import { ContactForm } from '../contact-form';

// This build of the form has no EmailJS service id: the site must still work and say what is missing.
jest.mock('@/lib/emailjs-config', () => ({
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

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

describe('ContactForm', () => {
  it('with EmailJS configuration missing: shows the failure alert, keeps the input and names the missing setting', async () => {
    render(<ContactForm texts={contact} email="hello@example.com" />);
    fill({ Name: 'Linh Tran', Email: 'linh@example.com', Phone: '702-555-0148', Company: 'Acme' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send your message. Please try again later.'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('NEXT_PUBLIC_EMAILJS_SERVICE_ID'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Linh Tran');
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Acme');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('flags invalid fields, focuses the first, and clears an error as the visitor types', () => {
    render(<ContactForm texts={contact} email="hello@example.com" />);
    fill({ Email: 'not an email', Phone: '12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(`Please enter a valid phone number. ${contact.form.fields.phone.format}`);
    expect(screen.getByLabelText(/^Company/)).not.toHaveAttribute('aria-invalid');
    fill({ Email: 'linh@example.com' });
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('offers the message as a ready e-mail to the company address in the failure alert', async () => {
    render(<ContactForm texts={contact} email="hello@example.com" />);
    fill({ Name: 'Linh Tran', Email: 'linh@example.com', Phone: '702-555-0148', Message: 'Need 5,000 units & a quote' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const link = await screen.findByRole('link', { name: 'E-mail it to hello@example.com' });
    expect(screen.getByRole('alert')).toContainElement(link);
    const href = new URL(link.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('hello@example.com');
    expect(href.searchParams.get('subject')).toBe('Website enquiry from Linh Tran');
    expect(href.searchParams.get('body')).toBe(
      'Need 5,000 units & a quote\r\n\r\nName: Linh Tran\r\nEmail: linh@example.com\r\nPhone: 702-555-0148',
    );
  });

  it('shows the phone formats the rule accepts, read with the field', () => {
    render(<ContactForm texts={contact} email="hello@example.com" />);
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAttribute('placeholder', '(702) 555-0148');
    expect(phone).toHaveAccessibleDescription('10 to 12 digits, for example (702) 555-0148 or +17025550148');
  });

  it('keeps a draft for the tab: typed text comes back after a reload, without the honeypot', async () => {
    const first = render(<ContactForm texts={contact} email="hello@example.com" />);
    fill({ Name: 'Linh Tran', Message: 'Half-written enquiry' });
    const honeypot = first.container.querySelector<HTMLInputElement>('input[name="botcheck"]')!;
    fireEvent.change(honeypot, { target: { value: 'spam' } });
    first.unmount();
    const saved = JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}');
    expect(saved).toEqual({ name: 'Linh Tran', email: '', phone: '', company: '', message: 'Half-written enquiry' });

    render(<ContactForm texts={contact} email="hello@example.com" />);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Linh Tran'));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Half-written enquiry');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    // Emptying the form removes the draft.
    fill({ Name: '', Message: '' });
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });
});
