import { PHRASE_SCRIPTS, type Language } from '@/lib/i18n/languages.mjs';
import { contentLanguages, loadContent } from '@/lib/content/load';
import { phraseBookOf, phrasesOf, phrasesProp } from '@/lib/i18n/phrases';

// BudouX's package also holds an HTML processor built on linkedom, which the site does not use and whose ES-module
// dependencies Jest cannot load; the phrase parser itself needs none of it.
jest.mock('linkedom', () => ({}));

/** Languages of the shape content/languages.yml holds (made up here: the real list is the editors'). */
const language = (code: string, hreflang: string, locale: string, lineBreak?: 'phrases') =>
  ({ code, prefix: `/${code}`, hreflang, locale, name: code, date: { year: 'numeric' }, ...(lineBreak && { lineBreak }) }) as Language;
const english = language('en', 'en', 'en-US');
const chinese = language('zh', 'zh-Hans', 'zh-CN', 'phrases');
const traditional = language('tw', 'zh-Hant', 'zh-TW', 'phrases');

/** Where Intl.Segmenter's words start: the only places a line may break. */
function wordStarts(text: string, language: Language): Set<number> {
  return new Set(Array.from(new Intl.Segmenter(language.locale, { granularity: 'word' }).segment(text), (s) => s.index));
}

/** Where a text's pieces start, the first excepted. */
function breaks(pieces: readonly string[]): number[] {
  let at = 0;
  return pieces.slice(0, -1).map((piece) => (at += piece.length));
}

describe('phrases of a short text', () => {
  it('breaks only where the phrase model and the dictionary agree: neither alone splits these words apart', () => {
    // BudouX alone gives 亚|太|办事处|开业 and 太|平洋|贸易|伙伴|奖; the ICU dictionary alone gives 亚太|办事|处|开业.
    expect(phrasesOf('亚太办事处开业', chinese)).toEqual(['亚太', '办事处', '开业']);
    expect(phrasesOf('太平洋贸易伙伴奖', chinese)).toEqual(['太平洋', '贸易', '伙伴', '奖']);
    // A year keeps its 年; a Latin word its letters (BudouX alone gives D|FM).
    expect(phrasesOf('2025年DFM评审', chinese)).toEqual(['2025年', 'DFM评审']);
  });

  it('puts no break beside a space (the line may break there anyway) and leaves text with spaces whole', () => {
    expect(phrasesOf('通过ISO 13485认证', chinese)?.join('|')).toBe('通过|ISO 13485|认证');
    expect(phrasesOf('Design for manufacturing', chinese)).toEqual(['Design for manufacturing']);
  });

  it('uses the model of the language\u2019s script', () => {
    // The Simplified Chinese model would keep 辦事處開業 together.
    expect(phrasesOf('亞太辦事處開業', traditional)).toEqual(['亞太', '辦事處', '開業']);
  });

  it('has a model for every script the language list takes lineBreak: phrases for', () => {
    const tags: Record<string, string> = { Hans: 'zh-Hans', Hant: 'zh-Hant', Jpan: 'ja', Thai: 'th' };
    for (const script of PHRASE_SCRIPTS) {
      expect(tags[script]).toBeDefined();
      expect(phrasesOf('x', language(script.toLowerCase(), tags[script]!, tags[script]!, 'phrases'))).toEqual(['x']);
    }
  });

  it('finds nothing in a language that breaks as the browser does', () => {
    expect(phrasesOf('Our offices', english)).toBeUndefined();
    expect(phraseBookOf(['Our offices'], english)).toBeUndefined();
    // An island's props stay as they were: no `phrases` key at all.
    expect(phrasesProp(['Our offices'], english)).toEqual({});
  });

  it('hands an island each text with its pieces', () => {
    expect(phraseBookOf(['亚太办事处开业', '奖'], chinese)).toEqual({ 亚太办事处开业: ['亚太', '办事处', '开业'], 奖: ['奖'] });
    expect(phrasesProp(['奖'], chinese)).toEqual({ phrases: { 奖: ['奖'] } });
  });

  it('keeps every text of each edition that breaks by phrases whole, its breaks only between words', () => {
    const phrased = contentLanguages().filter((language) => language.lineBreak === 'phrases');
    for (const language of phrased) {
      const content = loadContent(undefined, language.code);
      const texts = [
        ...Object.values(content.pages.pages).map((page) => page.heading),
        ...content.news.map((article) => article.title),
        ...content.team.members.flatMap((member) => [member.name, member.role]),
        ...content.offices.offices.map((office) => office.name),
      ];
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        const pieces = phrasesOf(text, language)!;
        expect(pieces.join('')).toBe(text);
        const words = wordStarts(text, language);
        for (const at of breaks(pieces)) expect({ text, at, between: words.has(at) }).toEqual({ text, at, between: true });
      }
    }
  });
});
