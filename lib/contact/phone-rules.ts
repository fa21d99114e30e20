import type { PhoneReader } from './validation';

type PhoneRules = typeof import('./phone');
let rules: PhoneRules | undefined;
let loading: Promise<PhoneRules> | undefined;

/**
 * The phone rules (lib/contact/phone.ts), fetched once, when the visitor starts on the form (its first focus) or
 * sends: the page does not carry their numbering plans, nor fetch them for a visitor who never writes.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phone').then(
    (loaded) => (rules = loaded),
    (error: unknown) => {
      // A failed fetch (offline for a moment) is tried again on the next send.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The phone reader for `country` when the rules are already here, else nothing (the form then waits for them). */
export function loadedPhoneReader(country: string): PhoneReader | undefined {
  return rules?.phoneReader(country);
}
