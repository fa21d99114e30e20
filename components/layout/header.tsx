import { site } from '@/lib/site/content';
import { ui } from '@/lib/ui/texts';
import { language, languages } from '@/lib/i18n/edition';
import { phrasesProp } from '@/lib/i18n/phrases';
import { newsArticles } from '@/lib/news/content';
import { articleLanguages } from '@/lib/news/editions';
import { articlePath } from '@/lib/news/news';
import { SiteHeader } from './site-header';
import { loadContent } from '@/lib/content/load';

const searchTexts = loadContent().texts.search;

const switcher = {
  languages: languages.map((lang) => {
    const { code, prefix, hreflang, name } = lang;
    // This edition's articles that are not written in that language yet: its link leads to its news list.
    const missing = newsArticles.filter((article) => !articleLanguages(article.slug).includes(lang)).map((article) => articlePath(article.slug));
    return { code, prefix, hreflang, name, ...(missing.length ? { missing } : {}) };
  }),
  current: language.code,
};

/** The navigation's labels, to break between phrases in a language written without spaces. */
const phrases = phrasesProp([...site.nav.flatMap((item) => [item.label, ...(item.children ?? []).map((child) => child.label)]), site.rfq.label], language);

/** Server wrapper: hands the header island its serialisable data. */
export function Header() {
  return <SiteHeader items={site.nav} rfq={site.rfq} logo={site.logo} labels={{ ...ui.nav, search: searchTexts.headerLink }} switcher={switcher} {...phrases} />;
}
