import { ValuesSection } from '@/components/about/values-section';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageTrail } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/about-us/values';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <Breadcrumb trail={pageTrail(route)} hidden />
      <PageHeader page={pages[route]} />
      <ValuesSection />
    </>
  );
}
