import { PageHeader } from '@/components/ui/page-header';
import { LegalText } from '@/components/ui/legal-text';
import { privacy } from '@/lib/legal/content';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/privacy');

export default function PrivacyPage() {
  return (
    <>
      <PageHeader page={privacy} />
      <LegalText page={privacy} />
    </>
  );
}
