import { privacy } from '@/lib/legal/content';
import type { ContactContent } from '@/lib/contact/texts';
import type { ContactFormValues } from '@/lib/contact/validation';
import { CONTACT_DRAFT_KEY, clearDraft, mergeDraft, readDraft, saveDraft } from '@/lib/contact/draft';
import { MAILTO_MESSAGE_LIMIT, contactMailto, withEmail } from '@/lib/contact/mailto';
import { EMPTY_CONTACT_VALUES } from '@/lib/contact/validation';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const typed: ContactFormValues = { name: 'Linh Tran', email: 'linh@example.com', phone: '', company: 'Mekong Co.', message: 'Hello' };

describe('contact draft', () => {
  it('saves the visible fields and reads them back', () => {
    const storage = memoryStorage();
    saveDraft(storage, typed);
    expect(JSON.parse(storage.items.get(CONTACT_DRAFT_KEY)!)).toEqual(typed);
    expect(readDraft(storage)).toEqual({ name: 'Linh Tran', email: 'linh@example.com', company: 'Mekong Co.', message: 'Hello' });
  });

  it('never stores anything but the five fields', () => {
    const storage = memoryStorage();
    saveDraft(storage, { ...typed, botcheck: 'spam' } as ContactFormValues);
    expect(Object.keys(JSON.parse(storage.items.get(CONTACT_DRAFT_KEY)!))).toEqual(['name', 'email', 'phone', 'company', 'message']);
    storage.items.set(CONTACT_DRAFT_KEY, JSON.stringify({ name: 'A', botcheck: 'spam', phone: 42 }));
    expect(readDraft(storage)).toEqual({ name: 'A' });
  });

  it('an empty form removes the draft; clearDraft removes it too', () => {
    const storage = memoryStorage();
    saveDraft(storage, typed);
    saveDraft(storage, EMPTY_CONTACT_VALUES);
    expect(storage.items.has(CONTACT_DRAFT_KEY)).toBe(false);
    saveDraft(storage, typed);
    clearDraft(storage);
    expect(readDraft(storage)).toBeUndefined();
  });

  it('ignores unreadable drafts and blocked storage', () => {
    const storage = memoryStorage();
    for (const raw of ['not json', 'null', '42', '{"name":""}']) {
      storage.items.set(CONTACT_DRAFT_KEY, raw);
      expect(readDraft(storage)).toBeUndefined();
    }
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readDraft(blocked)).toBeUndefined();
    expect(() => saveDraft(blocked, typed)).not.toThrow();
    expect(() => clearDraft(blocked)).not.toThrow();
    expect(readDraft(undefined)).toBeUndefined();
  });

  it('fills only the fields still empty', () => {
    expect(mergeDraft({ ...EMPTY_CONTACT_VALUES, name: 'Typed first' }, { name: 'Draft', message: 'From the draft' })).toEqual({
      ...EMPTY_CONTACT_VALUES,
      name: 'Typed first',
      message: 'From the draft',
    });
  });
});

describe('contactMailto', () => {
  // Labels and a subject of our own: what is tested is how the link is built, whatever the editors' words.
  const labels: ContactContent['form']['fields'] = {
    name: { label: 'Who' },
    email: { label: 'Mail' },
    phone: { label: 'Tel' },
    company: { label: 'Firm', hint: 'optional' },
    message: { label: 'Text', hint: 'optional' },
  };
  const subject = 'Enquiry: {name}';

  it('addresses the company with the visitor as subject and the message, then each filled field, as body', () => {
    const href = contactMailto('sales@example.com', { ...typed, phone: '(415) 555-0132', message: ' Line one\nLine two & more ' }, labels, subject);
    expect(href.startsWith('mailto:sales@example.com?subject=Enquiry%3A%20Linh%20Tran&body=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body).toBe('Line one\r\nLine two & more\r\n\r\nWho: Linh Tran\r\nMail: linh@example.com\r\nTel: (415) 555-0132\r\nFirm: Mekong Co.');
    // RFC 6068: spaces are %20, never "+"; "&" and "?" inside values are encoded.
    expect(href).not.toMatch(/\+|body=.*&(?!$)/);
  });

  it('follows the phone with its international form when that says more than what was typed', () => {
    const body = (phone: string, international?: string) =>
      decodeURIComponent(contactMailto('a@b.co', { ...typed, phone }, labels, subject, international).split('&body=')[1]!);
    expect(body('0903 123 456', '+84 903 123 456')).toContain('\r\nTel: 0903 123 456 (+84 903 123 456)\r\n');
    expect(body('+84 903 123 456', '+84 903 123 456')).toContain('\r\nTel: +84 903 123 456\r\n');
    expect(body('0903 123 456', '')).toContain('\r\nTel: 0903 123 456\r\n');
    expect(body('0903 123 456')).toContain('\r\nTel: 0903 123 456\r\n');
  });

  it('shortens a very long message so that mail apps open the link', () => {
    const href = contactMailto('a@b.co', { ...typed, message: 'x'.repeat(MAILTO_MESSAGE_LIMIT + 500) }, labels, subject);
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body.startsWith(`${'x'.repeat(MAILTO_MESSAGE_LIMIT)}…\r\n\r\nWho:`)).toBe(true);
  });

  it('fills {email} in the link text', () => {
    expect(withEmail('Write to {email}', 'sales@example.com')).toBe('Write to sales@example.com');
  });
});

describe('the privacy notice', () => {
  it('tells the visitor about the draft the form keeps in session storage', () => {
    const paragraphs = privacy.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]);
    expect(paragraphs.some((text) => /\bdraft\b/i.test(text) && /session storage/i.test(text))).toBe(true);
  });
});
