import { site } from '@/lib/site/content';
import { ui } from '@/lib/ui/texts';
import { language, languages } from '@/lib/i18n/edition';
import { SiteHeader } from './site-header';

const switcher = {
  languages: languages.map(({ code, prefix, hreflang, name }) => ({ code, prefix, hreflang, name })),
  current: language.code,
};

/** Server wrapper: hands the header island its serialisable data. */
export function Header() {
  return <SiteHeader items={site.nav} rfq={site.rfq} logo={site.logo} labels={ui.nav} switcher={switcher} />;
}
