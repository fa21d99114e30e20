import { ContactSection } from '@/components/contact/contact-section';
import { OfficesSection } from '@/components/contact/offices-section';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/contact';

export const metadata = pageMetadata(route);

export default function ContactPage() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <OfficesSection />
      <ContactSection />
    </>
  );
}
