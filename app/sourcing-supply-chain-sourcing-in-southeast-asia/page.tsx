import { ServiceCardPageBody } from '@/components/services/service-card-page';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

const route = '/sourcing-supply-chain-sourcing-in-southeast-asia';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <ServiceCardPageBody route={route} />
    </>
  );
}
