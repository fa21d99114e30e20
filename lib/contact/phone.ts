import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneReader } from './validation';

/**
 * The phone rules of every country, from libphonenumber (Google's numbering plans, in their small form). Tens of
 * kilobytes: the form fetches this module when the visitor starts on it (lib/contact/phone-rules.ts), never with
 * the page.
 */

/**
 * Reads what a visitor typed as a phone number: national (`0912 345 678`, read as `country`'s) or international
 * (`+84 28 3822 0148`, or with the country's own international prefix, `0084 …`), with spaces, dots, dashes,
 * slashes and brackets as people write them, and an extension (`ext. 12`). Valid means the number fits its
 * country's numbering plan. The whole text must be the number: `call 0912 345 678` is not one.
 */
export function phoneReader(country: string): PhoneReader {
  const defaultCountry = isSupportedCountry(country) ? country : undefined;
  return (value) => {
    const number = parsePhoneNumberFromString(value, { defaultCountry, extract: false });
    if (!number?.isValid()) return { valid: false, international: '' };
    return { valid: true, international: number.formatInternational() };
  };
}
