import { ContactSection } from '@/components/contact/contact-section';
import { FirstScreen } from '@/components/home/first-screen';
import { KeyFeatures } from '@/components/home/key-features';
import { SuccessStories } from '@/components/case-studies/success-stories';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <>
      <FirstScreen />
      <KeyFeatures />
      <SuccessStories />
      <ContactSection />
    </>
  );
}
