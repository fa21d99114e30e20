import { WhatWeDoSection } from '@/components/about/what-we-do-section';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

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
