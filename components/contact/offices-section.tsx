import { Section } from '@/components/ui/section';
import { contact } from '@/lib/contact/content';
import { site } from '@/lib/site/content';
import { env } from '@/lib/config/env';
import { officeMapView, tileUrl } from '@/lib/map/map';
import { OfficeList } from './office-list';
import { OfficeMap } from './office-map';

/** /contact: the offices as text next to the interactive map. */
export function OfficesSection() {
  return (
    <Section id="offices" heading={contact.offices.heading} lead={contact.offices.lead}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <OfficeList />
        <OfficeMap
          view={officeMapView(site.offices)}
          tileUrl={tileUrl(env.NEXT_PUBLIC_MAP_TILE_URL)}
          attribution={contact.map.attribution}
          label={contact.map.label}
          loadingText={contact.map.loading}
          controls={{ zoomIn: contact.map.zoomIn, zoomOut: contact.map.zoomOut, closePopup: contact.map.closePopup }}
        />
      </div>
    </Section>
  );
}
