import { z } from 'zod';
import { id, image, text } from '@/lib/content/fields';
import { fillFromEnglish, fingerprint, readFingerprints, refreshFingerprints, translatedTexts, translationState } from '@/lib/content/translation-state';

/**
 * The rules of a translation that lags behind, on a small schema of their own: which texts it lacks (shown in
 * English), which are outdated (their English changed, the translation untouched since), and the fingerprint
 * lines the content manager and `npm run translations` write.
 */

const schema = z.strictObject({
  heading: text('Heading'),
  steps: z.array(text('Step')),
  offices: z.array(z.strictObject({ id: id('Id', 'An id.'), name: text('Name'), picture: image('team') })),
  links: z.array(z.strictObject({ href: id('Link', 'A link.'), label: text('Label') })),
});

const english = {
  heading: 'Our offices',
  steps: ['Call', 'Visit'],
  offices: [
    { id: 'hcmc', name: 'Saigon', picture: '/team/a.svg' },
    { id: 'sz', name: 'Shenzhen', picture: '/team/b.svg' },
  ],
  links: [
    { href: 'a', label: 'First' },
    { href: 'b', label: 'Second' },
  ],
};

test('the texts of a file by field: a list of texts is one text, a list with shared values is followed item by item', () => {
  expect([...translatedTexts(schema, english).keys()]).toEqual(['heading', 'steps', 'offices[1].name', 'offices[2].name', 'links[1].label', 'links[2].label']);
});

test('a missing text, an empty one and a missing item come from English, matched by id or by position, and are noted', () => {
  const translation = { heading: '  ', steps: ['Gọi'], offices: [{ id: 'sz', name: 'Thâm Quyến', picture: '/team/b.svg' }], links: [{ href: 'a', label: 'Một' }] };
  const filled = fillFromEnglish(schema, translation, english, { offices: 'id' });
  expect(filled.data).toEqual({
    heading: 'Our offices',
    steps: ['Gọi'],
    offices: [english.offices[0], { id: 'sz', name: 'Thâm Quyến', picture: '/team/b.svg' }],
    links: [{ href: 'a', label: 'Một' }, english.links[1]],
  });
  expect(filled.missing).toEqual(['heading', 'offices[1].name', 'links[2].label']);
  expect(filled.fallbacks).toEqual(['Our offices', 'Saigon', 'Second']);
  expect(filled.problems).toEqual([]);
});

test('an item the English list does not have is a problem, named by its field', () => {
  const translation = { ...english, offices: [...english.offices, { id: 'hn', name: 'Hà Nội', picture: '/team/c.svg' }] };
  expect(fillFromEnglish(schema, translation, english, { offices: 'id' }).problems).toEqual([{ field: 'offices[3].id', message: expect.stringContaining('"hn" is in this translation only') }]);
});

test('outdated: the English changed since the line was written and the translation did not', () => {
  const own = new Map<string, unknown>([['heading', 'Văn phòng']]);
  const before = new Map<string, unknown>([['heading', 'Our offices']]);
  const lines = refreshFingerprints(before, own, new Map());
  expect(lines).toEqual([`heading ${fingerprint('Our offices')} ${fingerprint('Văn phòng')}`]);
  const records = readFingerprints(lines);
  expect(translationState(before, own, records)).toEqual({ missing: [], outdated: [] });
  const after = new Map<string, unknown>([['heading', 'Our offices in Asia']]);
  expect(translationState(after, own, records)).toEqual({ missing: [], outdated: ['heading'] });
  // The translator touched it: no longer outdated, and the next save records today's English.
  const touched = new Map<string, unknown>([['heading', 'Văn phòng tại châu Á']]);
  expect(translationState(after, touched, records).outdated).toEqual([]);
  expect(readFingerprints(refreshFingerprints(after, touched, records)).get('heading')).toEqual({ english: fingerprint('Our offices in Asia'), translation: fingerprint('Văn phòng tại châu Á') });
  // Untouched, a save keeps the old line; the translator's "still right" rewrites it.
  expect(refreshFingerprints(after, own, records)).toEqual(lines);
  expect(translationState(after, own, readFingerprints(refreshFingerprints(after, own, records, true))).outdated).toEqual([]);
});

test('a fingerprint ignores the line ends and the space around a text, and lines that are not fingerprints are ignored', () => {
  expect(fingerprint('a\r\nb ')).toBe(fingerprint('a\nb'));
  expect(fingerprint(['a', 'b'])).not.toBe(fingerprint('a,b'));
  expect([...readFingerprints(['heading 0123abcd 4567ef01', 'nonsense', 42]).keys()]).toEqual(['heading']);
  expect(readFingerprints(undefined).size).toBe(0);
});
