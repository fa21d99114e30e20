import { MechanicalCta } from '@/components/services/mechanical-cta';
import { MechanicalOverview } from '@/components/services/mechanical-overview';
import { MechanicalServices } from '@/components/services/mechanical-services';
import { MechanicalSuccessStories } from '@/components/services/mechanical-success-stories';
import { SectionSubNav } from '@/components/services/section-sub-nav';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { mechanical } from '@/lib/services/content';
import { pageTrail } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/services/mechanical-engineering';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <Breadcrumb trail={pageTrail(route)} />
      <PageHeader page={pages[route]} />
      <SectionSubNav label={mechanical.subNavLabel} items={mechanical.subNav} />
      <MechanicalOverview />
      <MechanicalServices />
      <MechanicalSuccessStories />
      <MechanicalCta />
    </>
  );
}
