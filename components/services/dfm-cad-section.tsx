import { Section } from '@/components/ui/section';
import { dfmCad } from '@/lib/services/content';
import { DocumentGallery } from './document-gallery';
import { language } from '@/lib/i18n/edition';
import { phrasesProp } from '@/lib/i18n/phrases';
import { picturesOf } from '@/lib/pictures/manifest';

/** The size a document card is laid out for: an SVG drawing's own. */
const DRAWING = { width: 800, height: 566 };

/** DFM & CAD: the nine document cards and their full-screen overlay. */
export function DfmCadSection({ withHeading = true }: { withHeading?: boolean }) {
  const { section, documents, openLabel, closeLabel } = dfmCad;
  return (
    <Section id="dfm-cad" heading={withHeading ? section.heading : undefined} lead={withHeading ? section.lead : undefined}>
      {withHeading ? null : <p className="mb-8 max-w-3xl text-lg text-slate-600">{section.lead}</p>}
      {/* Without its heading the section is a page of its own (/services/dfm-cad), the gallery first under its header. */}
      <DocumentGallery documents={documents} openLabel={openLabel} closeLabel={closeLabel} leadsPage={!withHeading}
        pictures={picturesOf(documents.map((doc) => doc.url), DRAWING)}
        {...phrasesProp(documents.map((doc) => doc.name), language)}
      />
    </Section>
  );
}
