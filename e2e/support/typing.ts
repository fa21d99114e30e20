/**
 * A text as a visitor types it on a keyboard without diacritics: lower case, accents and tone marks dropped,
 * Vietnamese "đ" as "d" ("Hồ Chí Minh" -> "ho chi minh"). The tests' own statement of what the searches must find,
 * written apart from the site's.
 */
export const withoutDiacritics = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd');
