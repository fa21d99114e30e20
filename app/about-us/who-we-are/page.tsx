import { WhoWeAreSection } from '@/components/about/who-we-are-section';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/about-us/who-we-are';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <WhoWeAreSection />
    </>
  );
}
