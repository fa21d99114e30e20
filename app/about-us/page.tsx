import { TeamSection } from '@/components/about/team-section';
import { ValuesSection } from '@/components/about/values-section';
import { WhatWeDoSection } from '@/components/about/what-we-do-section';
import { WhoWeAreSection } from '@/components/about/who-we-are-section';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/about-us';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <TeamSection titled />
      <ValuesSection titled />
      <WhatWeDoSection titled />
      <WhoWeAreSection titled />
    </>
  );
}
