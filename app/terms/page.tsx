import { PageHeader } from '@/components/ui/page-header';
import { LegalText } from '@/components/ui/legal-text';
import { terms } from '@/lib/legal/content';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/terms');

export default function TermsPage() {
  return (
    <>
      <PageHeader page={terms} />
      <LegalText page={terms} />
    </>
  );
}
