import { dateTimeOf, jsonLdString } from '../jsonld';

describe('JSON-LD', () => {
  it('gives a calendar date a time zone at noon UTC, which falls on the same day from UTC-12 to UTC+11', () => {
    const moment = dateTimeOf('2031-07-04');
    expect(moment).toBe('2031-07-04T12:00:00Z');
    for (const offsetHours of [-12, -8, 0, 7, 8, 11]) {
      const local = new Date(Date.parse(moment) + offsetHours * 3600_000).toISOString().slice(0, 10);
      expect(local).toBe('2031-07-04');
    }
    expect(() => dateTimeOf('18/02/2025')).toThrow();
  });

  it('writes JSON that no text can close its <script> element with', () => {
    expect(jsonLdString({ a: '</script><script>x' })).not.toContain('</');
    expect(JSON.parse(jsonLdString({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
