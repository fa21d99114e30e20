import { site } from '@/lib/site/content';
import { ui } from '@/lib/ui/texts';
import { language, languages } from '@/lib/i18n/edition';
import { phrasesProp } from '@/lib/i18n/phrases';
import { SiteHeader } from './site-header';
import { loadContent } from '@/lib/content/load';

const searchTexts = loadContent().texts.search;

// The languages alone: which pages each has is named by each page itself (components/layout/language-links.tsx).
const switcher = {
  languages: languages.map(({ code, prefix, hreflang, name }) => ({ code, prefix, hreflang, name })),
  current: language.code,
};

/** The navigation's labels, to break between phrases in a language written without spaces. */
const phrases = phrasesProp([...site.nav.flatMap((item) => [item.label, ...(item.children ?? []).map((child) => child.label)]), site.rfq.label], language);

/** Server wrapper: hands the header island its serialisable data. */
export function Header() {
  return <SiteHeader items={site.nav} rfq={site.rfq} logo={site.logo} labels={{ ...ui.nav, search: searchTexts.headerLink }} switcher={switcher} {...phrases} />;
}
