import { site } from '@/lib/site/content';
import { ui } from '@/lib/ui/texts';
import { SiteHeader } from './site-header';

/** Server wrapper: hands the header island its serialisable data. */
export function Header() {
  return <SiteHeader items={site.nav} rfq={site.rfq} logo={site.logo} labels={ui.nav} />;
}
