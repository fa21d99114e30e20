/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { contact } from '@/content/contact';
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
    render(<ContactForm texts={contact} />);
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
    render(<ContactForm texts={contact} />);
    fill({ Email: 'not an email', Phone: '12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(screen.getByLabelText(/^Company/)).not.toHaveAttribute('aria-invalid');
    fill({ Email: 'linh@example.com' });
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
