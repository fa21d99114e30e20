import { excerptParts } from '../excerpt';

describe('a result’s excerpt', () => {
  it('is text with the searched words marked, never HTML', () => {
    expect(excerptParts('Our <mark>Ho</mark> Chi Minh City &amp; <mark>Da Nang</mark> teams &lt;b&gt;')).toEqual([
      { text: 'Our ', mark: false },
      { text: 'Ho', mark: true },
      { text: ' Chi Minh City & ', mark: false },
      { text: 'Da Nang', mark: true },
      { text: ' teams <b>', mark: false },
    ]);
    expect(excerptParts('')).toEqual([]);
  });
});
