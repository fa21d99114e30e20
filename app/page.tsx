import { ContactSection } from '@/components/contact/contact-section';
import { Hero } from '@/components/home/hero';
import { Section } from '@/components/ui/section';
import { home } from '@/content/home';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <>
      <div className="h-[calc(100svh-3.5rem)] min-h-[32rem]">
        <Hero />
      </div>
      <Section id="key-features" heading={home.keyFeatures.heading} lead={home.keyFeatures.lead}>
        {null}
      </Section>
      <ContactSection />
    </>
  );
}
