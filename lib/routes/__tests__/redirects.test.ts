import { sectionRedirectScript } from '@/lib/routes/redirects';
import { EDITION_PREFIXES, REDIRECT_SECTIONS, SECTION_ROOTS, sectionRedirect } from '@/scripts/hosts/rules.mjs';

const sections = ['/about-us', '/services'];

describe('sectionRedirect', () => {
  it('sends unknown paths under a section to its root', () => {
    expect(sectionRedirect('/about-us/anything', sections)).toBe('/about-us');
    expect(sectionRedirect('/services/x/y/z', sections)).toBe('/services');
    expect(sectionRedirect('/services/unknown/', sections)).toBe('/services');
  });

  it('leaves the section roots and other paths alone', () => {
    expect(sectionRedirect('/about-us', sections)).toBeNull();
    expect(sectionRedirect('/about-us/', sections)).toBeNull();
    expect(sectionRedirect('/about-usx/a', sections)).toBeNull();
    expect(sectionRedirect('/nope', sections)).toBeNull();
  });

  it('produces a self-contained inline script that redirects with location.replace', () => {
    const replace = jest.fn();
    const location = { pathname: '/services/nope', search: '?a=1', hash: '#x', replace };
    new Function('location', sectionRedirectScript(sections))(location);
    expect(replace).toHaveBeenCalledWith('/services?a=1#x');
    const stay = { pathname: '/nope', search: '', hash: '', replace: jest.fn() };
    new Function('location', sectionRedirectScript(sections))(stay);
    expect(stay.replace).not.toHaveBeenCalled();
  });

  it("the 404 page's script sends every path the hosts redirect to the same place, and leaves the rest", () => {
    const run = (pathname: string) => {
      const replace = jest.fn();
      new Function('location', sectionRedirectScript())({ pathname, search: '', hash: '', replace });
      return replace.mock.calls[0]?.[0] ?? null;
    };
    const paths = SECTION_ROOTS.flatMap((root) => [root, `${root}/`, `${root}/unknown`, `${root}/a/b/`, `${root}x/y`]).concat(['/', '/nope/deeper']);
    for (const path of paths) expect([path, run(path)]).toEqual([path, sectionRedirect(path, SECTION_ROOTS)]);
    expect(SECTION_ROOTS.map((root) => run(`${root}/unknown`))).toEqual([...SECTION_ROOTS]);
  });

  it("knows every edition's sections: /vi/about-us/x goes to /vi/about-us, never to the default language's section", () => {
    expect(EDITION_PREFIXES.length).toBeGreaterThan(0);
    const run = (pathname: string) => {
      const replace = jest.fn();
      new Function('location', sectionRedirectScript())({ pathname, search: '?ref=mail', hash: '', replace });
      return replace.mock.calls[0]?.[0] ?? null;
    };
    for (const prefix of EDITION_PREFIXES) {
      for (const section of REDIRECT_SECTIONS) {
        expect(run(`${prefix}${section}/unknown/deeper/`)).toBe(`${prefix}${section}?ref=mail`);
        expect(run(`${prefix}${section}`)).toBeNull();
      }
      expect(run(`${prefix}/unknown`)).toBeNull();
      expect(run(prefix)).toBeNull();
    }
  });
});
