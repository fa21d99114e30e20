import { SupplyChainSections } from '@/components/services/supply-chain-sections';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const route = '/services/supply-chain';

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <>
      <PageHeader page={pages[route]} />
      <SupplyChainSections />
    </>
  );
}
