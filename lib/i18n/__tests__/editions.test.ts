import { editionPattern, editionPrefixOf, runtimeEditionExpression, splitEdition, withPrefix } from '@/lib/i18n/editions.mjs';
import { readLanguages } from '@/lib/i18n/languages.mjs';

/** Prefixes of the shape content/languages.yml gives (made up here: the real list is the editors'). */
const PREFIXES = ['/vi', '/zh'];
/** The same, with the default language's '' first, as a list of every edition gives them. */
const ALL = ['', ...PREFIXES];

/** Paths and the edition each is in: a prefix counts only as a whole first segment. */
const TABLE: [string, string][] = [
  ['/', ''],
  ['/about-us', ''],
  ['/about-us/team', ''],
  ['/vi', '/vi'],
  ['/vi/', '/vi'],
  ['/vi/about-us', '/vi'],
  ['/vi/news-and-events/page/2', '/vi'],
  ['/zh', '/zh'],
  ['/zh/contact', '/zh'],
  ['/vietnam', ''],
  ['/vietnam/about-us', ''],
  ['/vi-about', ''],
  ['/vi.html', ''],
  ['/about-us/vi', ''],
  ['//vi/about-us', ''],
  ['/ZH/contact', ''],
  ['', ''],
];

/** The edition the runtime expression gives in a browser at `pathname`. */
const atRuntime = (expression: string, pathname: string): unknown => new Function('location', `return ${expression}`)({ pathname });

describe('editionPrefixOf', () => {
  it.each(TABLE)('%s is in the edition %j', (pathname, prefix) => {
    expect(editionPrefixOf(pathname, PREFIXES)).toBe(prefix);
    // The default language's '' in the list changes nothing: it names no edition of its own.
    expect(editionPrefixOf(pathname, ALL)).toBe(prefix);
  });

  it('with no other edition, every path is the default language’s', () => {
    for (const [pathname] of TABLE) {
      expect(editionPrefixOf(pathname, [])).toBe('');
      expect(editionPrefixOf(pathname, [''])).toBe('');
    }
  });
});

describe('splitEdition', () => {
  it("splits a path into its edition's prefix and the route within it, '/' for the edition's home", () => {
    expect(splitEdition('/vi/about-us/team', PREFIXES)).toEqual({ prefix: '/vi', route: '/about-us/team' });
    expect(splitEdition('/vi', PREFIXES)).toEqual({ prefix: '/vi', route: '/' });
    expect(splitEdition('/vi/', PREFIXES)).toEqual({ prefix: '/vi', route: '/' });
    expect(splitEdition('/vietnam', PREFIXES)).toEqual({ prefix: '', route: '/vietnam' });
    expect(splitEdition('/', PREFIXES)).toEqual({ prefix: '', route: '/' });
    expect(splitEdition('/about-us', [])).toEqual({ prefix: '', route: '/about-us' });
  });

  it('is undone by withPrefix for every route of every edition', () => {
    for (const prefix of ALL) {
      for (const route of ['/', '/about-us', '/news-and-events/page/2']) {
        expect(splitEdition(withPrefix(prefix, route), PREFIXES)).toEqual({ prefix, route });
      }
    }
  });
});

describe('withPrefix', () => {
  it("puts a route in an edition: the edition's home is its prefix alone, the default language keeps the route", () => {
    expect(withPrefix('/vi', '/about-us')).toBe('/vi/about-us');
    expect(withPrefix('/vi', '/')).toBe('/vi');
    expect(withPrefix('', '/about-us')).toBe('/about-us');
    expect(withPrefix('', '/')).toBe('/');
  });
});

describe('editionPattern', () => {
  it.each(TABLE)('before a slash or the end, matches the prefix of %s as editionPrefixOf reads it (%j)', (pathname, prefix) => {
    const edition = new RegExp(`^${editionPattern(PREFIXES, { capture: true })}(?=/|$)`);
    expect(edition.exec(pathname)?.[1] ?? '').toBe(prefix);
    // Non-capturing by default: a rule's own groups keep their numbers.
    expect(new RegExp(`^${editionPattern(PREFIXES)}\\/(404)$`).exec(`${prefix}/404`)?.[1]).toBe('404');
  });

  it('escapes the prefixes, captures only when asked, and is empty with no other edition', () => {
    expect(editionPattern(PREFIXES)).toBe('(?:/vi|/zh)?');
    expect(editionPattern(ALL, { capture: true })).toBe('(/vi|/zh)?');
    expect(new RegExp(`^${editionPattern(['/a.b'])}/x$`).test('/axb/x')).toBe(false);
    expect(new RegExp(`^${editionPattern(['/a.b'])}/x$`).test('/a.b/x')).toBe(true);
    expect(editionPattern([])).toBe('');
    expect(editionPattern([''])).toBe('');
  });
});

describe('runtimeEditionExpression', () => {
  it.each(TABLE)('in the browser at %s, gives the edition editionPrefixOf gives (%j)', (pathname, prefix) => {
    expect(atRuntime(runtimeEditionExpression(PREFIXES), pathname)).toBe(prefix);
    expect(atRuntime(runtimeEditionExpression(ALL), pathname)).toBe(prefix);
  });

  it('agrees with editionPrefixOf for the project’s own languages, and for none but the default', () => {
    const prefixes = readLanguages().map((language) => language.prefix);
    for (const [pathname] of TABLE) {
      const paths = [pathname, ...prefixes.filter(Boolean).flatMap((prefix) => [prefix, `${prefix}/`, `${prefix}/about-us`, `${prefix}x/about-us`])];
      for (const path of paths) {
        expect(atRuntime(runtimeEditionExpression(prefixes), path)).toBe(editionPrefixOf(path, prefixes));
        expect(atRuntime(runtimeEditionExpression([]), path)).toBe('');
      }
    }
  });

  it('gives the default language where there is no location (on the server)', () => {
    expect(new Function(`return ${runtimeEditionExpression(PREFIXES)}`)()).toBe('');
  });

  it('names every edition, so the scripts that hold it change when a language is added or removed', () => {
    expect(runtimeEditionExpression(['/vi'])).not.toBe(runtimeEditionExpression(PREFIXES));
    expect(runtimeEditionExpression(PREFIXES)).toContain('vi|zh');
  });
});
