import { PageHeader } from '@/components/ui/page-header';
import { LegalText } from '@/components/ui/legal-text';
import { privacy } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/privacy');

export default function PrivacyPage() {
  return (
    <>
      <PageHeader page={privacy} />
      <LegalText page={privacy} />
    </>
  );
}
