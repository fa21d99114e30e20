import { checkLanguages, contentPath, editionLanguage, readLanguages, type Language } from '@/lib/i18n/languages.mjs';
import { formatNewsDate } from '@/lib/news/news';
import { fillIn } from '@/lib/contact/texts';
import { localizedPath } from '@/lib/i18n/edition';
import { withPrefix } from '@/lib/i18n/path';

/** A language list of the shape content/languages.yml holds (made up here: the real one is the editors'). */
const list = (): Record<string, unknown>[] => [
  { code: 'en', prefix: '', hreflang: 'en', locale: 'en-US', name: 'English', date: { year: 'numeric', month: 'long', day: 'numeric' }, phoneCountry: 'US' },
  { code: 'de', prefix: '/de', hreflang: 'de', locale: 'de-DE', name: 'Deutsch', date: { year: 'numeric', month: 'long', day: 'numeric' }, phoneCountry: 'DE' },
];

const problemsOf = (languages: unknown) => {
  try {
    checkLanguages(languages);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').slice(1).map((line) => line.trim());
  }
};

describe('the language list', () => {
  it('reads content/languages.yml: the default language first, without a prefix, each other under /<code>', () => {
    const languages = readLanguages();
    expect(languages.length).toBeGreaterThan(0);
    expect(languages[0]!.prefix).toBe('');
    for (const l of languages.slice(1)) expect(l.prefix).toBe(`/${l.code}`);
  });

  it('accepts a well-formed list', () => {
    expect(problemsOf(list())).toEqual([]);
  });

  it('names every problem with its entry and field', () => {
    const languages = list();
    delete languages[1]!.name;
    languages[1]!.prefix = '/deutsch';
    languages[1]!.colour = 'red';
    languages[0]!.prefix = '/en';
    expect(problemsOf(languages)).toEqual([
      'content/languages.yml: languages[1].prefix: expected "" (the first language is the default, without a prefix); got "/en"',
      'content/languages.yml: languages[2].name: missing',
      'content/languages.yml: languages[2].colour: unknown field; remove it or check its spelling',
      'content/languages.yml: languages[2].prefix: expected "/de" (a slash and the code); got "/deutsch"',
    ]);
  });

  it('refuses a code used twice, a code that is no language code and a date format Intl cannot read', () => {
    const twice = [...list(), { ...list()[1]! }];
    expect(problemsOf(twice)).toContain('content/languages.yml: languages[3].code: "de" is already used');
    const odd = list();
    odd[1] = { ...odd[1]!, code: 'Deutsch', prefix: '/Deutsch' };
    expect(problemsOf(odd)).toContain('content/languages.yml: languages[2].code: expected 2 or 3 lower-case letters; got "Deutsch"');
    const badDate = list();
    badDate[1] = { ...badDate[1]!, date: { month: 'sometimes' } };
    expect(problemsOf(badDate).some((p) => p.startsWith('content/languages.yml: languages[2].date: not a date format Intl understands'))).toBe(true);
    expect(() => checkLanguages([])).toThrow('expected a list of at least one language');
  });

  it('takes each language\u2019s phone country as a country code the phone rules know, and refuses anything else', () => {
    const withCountry = (phoneCountry: unknown) => {
      const languages = list();
      languages[1] = { ...languages[1]!, phoneCountry };
      return problemsOf(languages);
    };
    expect(withCountry('GB')).toEqual([]);
    const refusal = (got: string) =>
      `content/languages.yml: languages[2].phoneCountry: expected a country's two-letter ISO 3166 code in capitals, like VN or GB; got ${got}`;
    // "UK" is no ISO code (the United Kingdom is GB), "de" is a language, "DEU" the three-letter code.
    for (const wrong of ['UK', 'de', 'DEU', '']) expect(withCountry(wrong)).toEqual([refusal(JSON.stringify(wrong))]);
    expect(withCountry(49)).toEqual([refusal('49')]);
    const missing = list();
    delete missing[0]!.phoneCountry;
    expect(problemsOf(missing)).toEqual(['content/languages.yml: languages[1].phoneCountry: missing']);
  });

  it('takes lineBreak: phrases for a language written without spaces, and nothing else', () => {
    const withBreaks = (hreflang: string, lineBreak: unknown) => {
      const languages = list();
      languages[1] = { ...languages[1]!, hreflang, lineBreak };
      return problemsOf(languages);
    };
    expect(withBreaks('zh-Hans', 'phrases')).toEqual([]);
    expect(withBreaks('ja', 'phrases')).toEqual([]);
    expect(withBreaks('zh-Hans', 'anywhere')).toEqual([
      'content/languages.yml: languages[2].lineBreak: expected "phrases", or no lineBreak for a language written with spaces; got "anywhere"',
    ]);
    expect(withBreaks('de', 'phrases')).toEqual([
      'content/languages.yml: languages[2].lineBreak: phrases are found for Chinese, Japanese and Thai (scripts Hans, Hant, Jpan, Thai); de is written in Latn',
    ]);
    expect(checkLanguages(list()).every((l) => l.lineBreak === undefined)).toBe(true);
  });

  it('picks the edition being built: the default when unset, refusing a code the list lacks', () => {
    const languages = checkLanguages(list());
    expect(editionLanguage(languages, undefined).code).toBe('en');
    expect(editionLanguage(languages, '').code).toBe('en');
    expect(editionLanguage(languages, 'de').code).toBe('de');
    expect(() => editionLanguage(languages, 'fr')).toThrow('NEXT_PUBLIC_SITE_LANGUAGE=fr: not a language of content/languages.yml (en, de)');
  });

  it('finds a language copy of a content file in its folder, the default language where it is', () => {
    const languages = checkLanguages(list());
    const [en, de] = languages as [Language, Language];
    expect(contentPath('content/texts/contact.yml', en, languages)).toBe('content/texts/contact.yml');
    expect(contentPath('content/texts/contact.yml', de, languages)).toBe('content/de/texts/contact.yml');
    expect(contentPath('content/news', de, languages)).toBe('content/de/news');
    expect(() => contentPath('public/x.svg', de, languages)).toThrow('content files live in content/');
  });
});

describe('addresses in an edition', () => {
  it('puts the edition\u2019s prefix before a route, the home page being the prefix alone', () => {
    const [en, de] = checkLanguages(list()) as [Language, Language];
    expect(localizedPath('/about-us', en)).toBe('/about-us');
    expect(localizedPath('/', en)).toBe('/');
    expect(localizedPath('/about-us', de)).toBe('/de/about-us');
    expect(localizedPath('/', de)).toBe('/de');
    expect(withPrefix('/de', '/news-and-events/x')).toBe('/de/news-and-events/x');
  });
});

describe('dates and numbers in each language', () => {
  it('writes a date the way each language of the list does, the same in every time zone', () => {
    for (const lang of readLanguages()) {
      const expected = new Intl.DateTimeFormat(lang.locale, { ...lang.date, timeZone: 'UTC' }).format(Date.UTC(2024, 10, 30));
      expect(formatNewsDate('2024-11-30', lang)).toBe(expected);
    }
    const [en, de] = checkLanguages(list()) as [Language, Language];
    expect(formatNewsDate('2024-11-30', en)).not.toBe(formatNewsDate('2024-11-30', de));
  });

  it('writes the numbers of a message with the language’s separators', () => {
    expect(fillIn('{count}', { count: 5000 }, 'en-US')).toBe('5,000');
    expect(fillIn('{count}', { count: 5000 }, 'de-DE')).toBe('5.000');
  });
});
