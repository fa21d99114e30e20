import type { ContactFormValues } from '@/lib/contact/validation';
import { CONTACT_FIELDS, keptValue } from './validation';

/**
 * The draft of the contact form: what the visitor typed, kept in sessionStorage so that a reload (or an
 * accidental refresh on a phone) in the same tab loses nothing. It lives only as long as the tab, is removed
 * once the message is sent, and holds the visible fields only (never the honeypot).
 */
export const CONTACT_DRAFT_KEY = 'apexbridge:contact-draft';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage, or nothing where the browser blocks it (the form then simply keeps no draft). */
export function draftStorage(): DraftStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isEmpty = (values: Partial<ContactFormValues>) => CONTACT_FIELDS.every((field) => !values[field]);

/**
 * The saved draft: only the known fields, only strings, each no longer than its field holds (a draft of an older
 * form may hold more); nothing when there is none or it is unreadable.
 */
export function readDraft(storage: DraftStorage | undefined): Partial<ContactFormValues> | undefined {
  try {
    const raw = storage?.getItem(CONTACT_DRAFT_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const draft: Partial<ContactFormValues> = {};
    for (const field of CONTACT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') draft[field] = keptValue(field, '', value);
    }
    return isEmpty(draft) ? undefined : draft;
  } catch {
    return undefined;
  }
}

/** Saves the visible fields; an empty form removes the draft. */
export function saveDraft(storage: DraftStorage | undefined, values: ContactFormValues): void {
  try {
    if (isEmpty(values)) {
      storage?.removeItem(CONTACT_DRAFT_KEY);
      return;
    }
    const draft = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field]]));
    storage?.setItem(CONTACT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form works without a draft.
  }
}

export function clearDraft(storage: DraftStorage | undefined): void {
  try {
    storage?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // As above.
  }
}

/** The draft over the current values, without overwriting anything typed before the draft was read. */
export function mergeDraft(current: ContactFormValues, draft: Partial<ContactFormValues>): ContactFormValues {
  const merged = { ...current };
  for (const field of CONTACT_FIELDS) {
    const saved = draft[field];
    if (saved && current[field] === '') merged[field] = saved;
  }
  return merged;
}
