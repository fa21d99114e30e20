import { WhatWeDoSection } from '@/components/about/what-we-do-section';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/about-us/what-we-do';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <WhatWeDoSection />
    </>
  );
}
